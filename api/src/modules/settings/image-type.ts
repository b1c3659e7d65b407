import type { SvgCleaning, SvgSanitizer } from './svg-sanitize';

/**
 * Content-based detection of images (never the name or the client's Content-Type): PNG, JPEG,
 * WebP by their magic bytes; for logos also SVG, as UTF-8 XML text whose root is <svg>, cleaned
 * off the request thread (`svg-sanitize.ts`): what is stored and served is the cleaned SVG,
 * never the upload.
 */
export interface ImageType {
  ext: 'png' | 'jpg' | 'webp' | 'svg';
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  /** The bytes to store: the upload itself for bitmaps, the cleaned document for SVG. */
  bytes: Buffer;
}

const starts = (b: Buffer, sig: number[], offset = 0) => b.length >= offset + sig.length && sig.every((v, i) => b[offset + i] === v);

/** The bitmap type of `b` (PNG, JPEG or WebP by magic bytes), or null. Constant time: reads at most 12 bytes. */
export function detectBitmapType(b: Buffer): ImageType | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png', bytes: b };
  if (starts(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', bytes: b };
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp', bytes: b };
  return null;
}

/** Italian reason for a refused SVG document (active content, external references or entities). */
export const SVG_REFUSED_MSG =
  "Formato non ammesso: l'immagine SVG contiene script, collegamenti esterni o stili importati; esportala di nuovo come SVG semplice o usa PNG";

/** Italian reason per SVG limit (svg-worker.cjs SVG_LIMITS). */
const SVG_LIMIT_MSG: Record<Exclude<SvgCleaning['limit'], null>, string> = {
  bytes: "L'immagine SVG è troppo grande: al massimo 1 MB di testo; esportala semplificata o usa PNG",
  depth: "L'immagine SVG è troppo complessa: più di 64 livelli di elementi annidati; esportala semplificata o usa PNG",
  elements: "L'immagine SVG è troppo complessa: più di 5.000 elementi; esportala semplificata o usa PNG",
  attributes: "L'immagine SVG è troppo complessa: più di 50.000 attributi; esportala semplificata o usa PNG",
  attributesPerElement: "L'immagine SVG è troppo complessa: un elemento con più di 64 attributi; esportala semplificata o usa PNG",
  entity: SVG_REFUSED_MSG,
  time: "L'immagine SVG è troppo complessa da controllare; esportala semplificata o usa PNG",
};

const NOT_AN_IMAGE = 'Formato non ammesso: sono accettate immagini PNG, JPEG, SVG e WebP';

/** A logo's check: the type and bytes to keep, or the Italian reason it is refused. */
export type LogoCheck = { type: ImageType; refused?: undefined } | { type?: undefined; refused: string };

/**
 * Checks a logo upload: a bitmap by magic bytes, else an SVG cleaned by `svg` (refused when it
 * holds a NUL byte, is not UTF-8 text whose first element is <svg>, declares entities, exceeds a
 * limit, carried active content or external references, or has no <svg> root left). Errors: 503
 * from SvgSanitizer.clean when the SVG queue is full.
 */
export async function checkLogoImage(b: Buffer, svg: SvgSanitizer): Promise<LogoCheck> {
  const bitmap = detectBitmapType(b);
  if (bitmap) return { type: bitmap };
  if (b.includes(0)) return { refused: NOT_AN_IMAGE };
  const cleaning = await svg.clean(b.toString('utf8').replace(/^\uFEFF/, ''));
  if (!cleaning.isSvg) return { refused: NOT_AN_IMAGE };
  if (cleaning.limit) return { refused: SVG_LIMIT_MSG[cleaning.limit] };
  if (!cleaning.svg || cleaning.removed.length) return { refused: SVG_REFUSED_MSG };
  return { type: { ext: 'svg', mime: 'image/svg+xml', bytes: Buffer.from(cleaning.svg, 'utf8') } };
}
