/**
 * The file name of a multipart upload as the client meant it. A parser that decodes the
 * `filename` parameter as latin1 (busboy's default, which multer kept) turns "città.pdf" sent in
 * UTF-8 into "cittÃ .pdf"; such a name is re-read as UTF-8. A name that is not valid UTF-8 once re-read (a real latin1 name), or
 * that already holds characters beyond latin1, is kept as it is.
 */
export function decodeUploadName(originalname: string): string {
  if (!originalname || Array.from(originalname).some((ch) => (ch.codePointAt(0) ?? 0) > 0xff)) return originalname;
  const decoded = Buffer.from(originalname, 'latin1').toString('utf8');
  return decoded.includes('\uFFFD') ? originalname : decoded;
}
