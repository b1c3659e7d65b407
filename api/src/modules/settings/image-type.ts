import { looksLikeSvg, sanitizeSvg } from './svg-sanitize';

/**
 * Content-based detection of logo images (never the name or the client's Content-Type):
 * PNG, JPEG, WebP by their magic bytes; SVG as UTF-8 XML text whose root is <svg>, cleaned by
 * DOMPurify (`svg-sanitize.ts`): what is stored and served is the cleaned SVG, never the upload.
 */
export interface ImageType {
  ext: 'png' | 'jpg' | 'webp' | 'svg';
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  /** The bytes to store: the upload itself for bitmaps, the cleaned document for SVG. */
  bytes: Buffer;
}

const starts = (b: Buffer, sig: number[], offset = 0) => b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);

/** The image type of `b` and the bytes to keep, or null when it is not an accepted image. */
export function detectImageType(b: Buffer): ImageType | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png', bytes: b };
  if (starts(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', bytes: b };
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp', bytes: b };
  const svg = cleanSvg(b);
  return svg ? { ext: 'svg', mime: 'image/svg+xml', bytes: svg } : null;
}

/**
 * The cleaned SVG of `b`, or null: refused when it holds a NUL byte, is not UTF-8 text whose
 * first element is <svg> (an XML declaration, comments and a doctype WITHOUT internal subset may
 * precede it: no entity definitions), or has no <svg> root left after cleaning.
 */
export function cleanSvg(b: Buffer): Buffer | null {
  if (b.includes(0)) return null;
  const text = b.toString('utf8').replace(/^\uFEFF/, '');
  if (!looksLikeSvg(text) || /<!ENTITY/i.test(text)) return null;
  const { svg, removed } = sanitizeSvg(text);
  return svg && removed.length === 0 ? Buffer.from(svg, 'utf8') : null;
}

/** Italian reason for a refused SVG document (active content, external references or entities). */
export const SVG_REFUSED_MSG =
  "Formato non ammesso: l'immagine SVG contiene script, collegamenti esterni o stili importati; esportala di nuovo come SVG semplice o usa PNG";

/** True when `b` is text that starts as an SVG document (whether or not it is accepted). */
export function isSvgText(b: Buffer): boolean {
  return !b.includes(0) && looksLikeSvg(b.toString('utf8').replace(/^\uFEFF/, ''));
}
