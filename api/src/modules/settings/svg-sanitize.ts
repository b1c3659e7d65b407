import type createDOMPurifyType from 'dompurify';
import type * as jsdomType from 'jsdom';

/** Names DOMPurify drops that are editor bookkeeping, not content: their loss is silent. */
const EDITOR_DATA = /^(?:xmlns:)?(?:inkscape|sodipodi|rdf|cc|dc|sketch|serif)(?::|$)|^metadata$|^#comment$/i;
/** DOMPurify parses the text inside a <body>, which it always reports as removed. */
const WRAPPER = 'BODY';

/** The outcome of cleaning an SVG document. */
export interface SvgCleaning {
  /** The cleaned document (XML text), or null when the input is not an SVG document. */
  svg: string | null;
  /** Elements and attributes with content the logo may not have (scripts, handlers, external references...). */
  removed: string[];
}

/**
 * SVG logos are cleaned by DOMPurify, running on a jsdom window, with its SVG profile, because a
 * logo is shown to every member of an environment (docs/security.md#uploads; OWASP ASVS 5.0 V5):
 * - DOMPurify drops scripts, event handlers, `foreignObject`, elements under any namespace prefix
 *   (`<x:script>`, `<h:iframe srcdoc>`) and `javascript:` URLs also when written with entities;
 * - on top of its profile: no `<style>` element, no `style` attribute or presentation value that
 *   loads anything (`@import`, `url(` other than a fragment `#id`), no `href` other than a fragment
 *   or an inline PNG/JPEG/WebP `data:` image: a logo never fetches from another site (no tracking).
 * `removed` lists what was dropped, editor metadata (Inkscape, Sodipodi, RDF) excepted, so the
 * caller can refuse a file that carried active content rather than silently alter it.
 */
export function sanitizeSvg(text: string): SvgCleaning {
  const start = text.search(/<svg[\s>]/i);
  if (start < 0) return { svg: null, removed: [] };
  // loaded with the first SVG logo, not at start (Node's module cache keeps them): jsdom alone is
  // about 12 MB of heap and 50 MB of resident memory (issue 12; docs/architecture.md "Memory")
  const { JSDOM } = require('jsdom') as typeof jsdomType;
  const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
  const window = new JSDOM('').window;
  try {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (/@import/i.test(value) || /url\(\s*["']?\s*(?!#)/i.test(value)) data.keepAttr = false;
      if ((name === 'href' || name === 'xlink:href') && !/^#|^data:image\/(?:png|jpeg|webp);/i.test(value)) data.keepAttr = false;
    });
    const body = purify.sanitize(text.slice(start), {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['style', 'foreignObject'],
      RETURN_DOM: true,
    }) as unknown as HTMLElement;
    const removed = purify.removed
      .map((r) => ('element' in r && r.element ? r.element.nodeName : 'attribute' in r && r.attribute ? r.attribute.name : ''))
      .filter((name) => name && name !== WRAPPER && !EDITOR_DATA.test(name));
    const root = body.firstElementChild;
    if (!root || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg' || body.childElementCount !== 1) {
      return { svg: null, removed };
    }
    // XML serialisation: the file is served as image/svg+xml, an XML document
    return { svg: new window.XMLSerializer().serializeToString(root), removed };
  } finally {
    window.close();
  }
}

/** True when the first element of the text (after an XML declaration, comments and a doctype without internal subset) is `<svg`. */
export function looksLikeSvg(text: string): boolean {
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prolog.test(text);
}
