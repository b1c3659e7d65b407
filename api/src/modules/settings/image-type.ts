/**
 * Content-based detection of logo images (never the name or the client's Content-Type):
 * PNG, JPEG, WebP by their magic bytes; SVG as XML text whose root is <svg> and that carries no
 * active content (scripts, event handlers, javascript: URLs, foreignObject, external references).
 */
export interface ImageType {
  ext: 'png' | 'jpg' | 'webp' | 'svg';
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
}

const starts = (b: Buffer, sig: number[], offset = 0) => b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);

/** The image type of `b`, or null when it is not an accepted (and, for SVG, inert) image. */
export function detectImageType(b: Buffer): ImageType | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (starts(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp' };
  return isSafeSvg(b) ? { ext: 'svg', mime: 'image/svg+xml' } : null;
}

/** True for UTF-8 XML text whose first element is <svg> and that has no active content. */
export function isSafeSvg(b: Buffer): boolean {
  if (b.includes(0)) return false;
  const text = b.toString('utf8').replace(/^\uFEFF/, '');
  // prolog: XML declaration, comments, doctype without an internal subset (no entity tricks)
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prolog.test(text)) return false;
  if (!/<\/svg>\s*$/i.test(text) && !/<svg[^>]*\/>\s*$/i.test(text)) return false;
  const forbidden = [
    /<script/i,
    /<foreignObject/i,
    /<iframe|<embed|<object/i,
    /\son[a-z]+\s*=/i,
    /javascript:/i,
    /<!ENTITY/i,
    /(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);)/i,
    /url\(\s*["']?\s*(?!#)/i,
  ];
  return !forbidden.some((re) => re.test(text));
}
