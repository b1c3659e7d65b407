/**
 * Content-based type detection for uploads (magic bytes, never the name or the client's
 * Content-Type). The allowlist: PDF, PNG, JPEG, GIF, Office Open XML (docx, xlsx, pptx),
 * OpenDocument (odt, ods, odp), legacy Office (doc, xls: OLE compound file), signed P7M.
 */
export interface DetectedType {
  ext: string;
  mime: string;
}

const starts = (b: Buffer, sig: number[], offset = 0) => b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);

/** Detects the type of `b` from its bytes; null when not in the allowlist. */
export function detectFileType(b: Buffer): DetectedType | null {
  if (starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', mime: 'application/pdf' };
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (starts(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (starts(b, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { ext: 'doc', mime: 'application/msword' };
  if (starts(b, [0x50, 0x4b, 0x03, 0x04])) return detectZip(b);
  return null;
}

/** Bytes of a ZIP local file header before the entry's name (PKWARE APPNOTE 4.3.7). */
const ZIP_LOCAL_HEADER = 30;

/**
 * ZIP containers: OpenDocument declares its type in the first entry "mimetype"; OOXML has
 * [Content_Types].xml and a word/, xl/ or ppt/ part. Only headers and entry names are read, never
 * an entry's content: nothing is decompressed. A file too short for its first header and name (a
 * truncated upload) is no document: null, never a read past the end (issue 36).
 */
function detectZip(b: Buffer): DetectedType | null {
  if (b.length < ZIP_LOCAL_HEADER) return null;
  const nameLen = b.readUInt16LE(26);
  const extraLen = b.readUInt16LE(28);
  if (b.length < ZIP_LOCAL_HEADER + nameLen + extraLen) return null;
  const firstName = b.toString('latin1', 30, 30 + nameLen);
  if (firstName === 'mimetype') {
    const start = 30 + nameLen + extraLen;
    const mime = b.toString('latin1', start, start + 60).replace(/[^a-z0-9./-].*$/s, '');
    const odf: Record<string, string> = {
      'application/vnd.oasis.opendocument.text': 'odt',
      'application/vnd.oasis.opendocument.spreadsheet': 'ods',
      'application/vnd.oasis.opendocument.presentation': 'odp',
    };
    for (const [m, ext] of Object.entries(odf)) if (mime.startsWith(m)) return { ext, mime: m };
    return null;
  }
  // entry names searched in the bytes (no copy as text, nothing inflated: a "zip bomb" costs
  // one pass over at most the upload limit)
  const has = (name: string) => b.includes(name, 0, 'latin1');
  if (!has('[Content_Types].xml')) return null;
  if (has('word/')) return { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  if (has('xl/')) return { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  if (has('ppt/')) return { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' };
  return null;
}
