'use strict';
/**
 * The SVG logo cleaner's thread (docs/security.md#uploads; issue 36): a piscina worker started by
 * svg-sanitize.ts. Cleaning an SVG builds a DOM (jsdom) and walks it (DOMPurify), at a cost that
 * grows faster than the file: 4,000 nested `<g>` (28 KB) took 7 s on the request thread and froze
 * every tenant's requests meanwhile. Here it runs beside the API's event loop, after a streaming
 * count (saxes, no DOM) has refused what a logo never needs (SVG_LIMITS), and under a time limit
 * set by the caller (the thread is ended when it runs out).
 *
 * Plain CommonJS (not TypeScript) so that the same file runs under `node dist/main.js` and under
 * Jest (a Worker loads its file with Node's own loader, not Jest's transform); build copies it to
 * dist/modules/settings.
 *
 * Named task `prepare` (run first by DocumentWorker, outside the time limit): loads jsdom and
 * DOMPurify.
 *
 * Task: `{ text: string }` (the upload decoded as UTF-8, BOM removed).
 * Answer: `{ isSvg: boolean, svg: string | null, removed: string[], limit: string | null }`:
 * - isSvg: the first element (after an XML declaration, comments and a doctype without internal
 *   subset) is `<svg`;
 * - limit: the first of SVG_LIMITS exceeded ('bytes' | 'depth' | 'elements' | 'attributes' |
 *   'attributesPerElement'), or 'entity' for an `<!ENTITY` declaration; then nothing is cleaned;
 * - svg: the cleaned document (XML text), or null when there is no single `<svg>` root left;
 * - removed: names of the elements and attributes with content a logo may not have (scripts,
 *   handlers, external references...), editor metadata (Inkscape, Sodipodi, RDF) excepted.
 */
const { SaxesParser } = require('saxes');

/**
 * What a logo never needs, checked by a streaming parser before any DOM is built. A designer's
 * logo exported from Illustrator or Inkscape has tens to a few hundred elements nested a few
 * levels deep; the limits leave an order of magnitude above that.
 */
const SVG_LIMITS = Object.freeze({
  /** characters of SVG text (the upload limit is 2 MB of bytes; an SVG logo is tens of KB) */
  bytes: 1024 * 1024,
  /** elements inside one another */
  depth: 64,
  /** elements in the document */
  elements: 5000,
  /** attributes in the document */
  attributes: 50000,
  /** attributes of one element */
  attributesPerElement: 64,
});

/** Names DOMPurify drops that are editor bookkeeping, not content: their loss is silent. */
const EDITOR_DATA = /^(?:xmlns:)?(?:inkscape|sodipodi|rdf|cc|dc|sketch|serif)(?::|$)|^metadata$|^#comment$/i;
/** DOMPurify parses the text inside a <body>, which it always reports as removed. */
const WRAPPER = 'BODY';

/** True when the first element of the text (after an XML declaration, comments and a doctype without internal subset) is `<svg`. */
function looksLikeSvg(text) {
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prolog.test(text.slice(0, 64 * 1024));
}

/**
 * The first of SVG_LIMITS that `text` exceeds, or null. One pass of saxes (a streaming XML
 * tokenizer): counts are checked as each tag and attribute is read, so a hostile file stops the
 * count at its first excess, in milliseconds. Malformed XML is not refused here (DOMPurify reads
 * it as HTML, as before): saxes goes on after an error and keeps counting.
 */
function exceededLimit(text) {
  if (text.length > SVG_LIMITS.bytes) return 'bytes';
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let perElement = 0;
  let limit = null;
  const stop = (name) => {
    limit = name;
    throw new Error(name);
  };
  parser.on('opentagstart', () => {
    depth += 1;
    elements += 1;
    perElement = 0;
    if (depth > SVG_LIMITS.depth) stop('depth');
    if (elements > SVG_LIMITS.elements) stop('elements');
  });
  parser.on('attribute', () => {
    attributes += 1;
    perElement += 1;
    if (perElement > SVG_LIMITS.attributesPerElement) stop('attributesPerElement');
    if (attributes > SVG_LIMITS.attributes) stop('attributes');
  });
  // saxes also emits closetag for a self-closing tag (`<rect/>`)
  parser.on('closetag', () => {
    depth -= 1;
  });
  parser.on('error', () => {
    // malformed XML: keep counting (saxes goes on after an error handled here)
  });
  try {
    parser.write(text).close();
  } catch {
    if (limit) return limit;
    // a tokenizer failure other than a limit: the counts so far are all we know
  }
  return limit;
}

/**
 * DOMPurify on a jsdom window with its SVG profile, because a logo is shown to every member of an
 * environment (OWASP ASVS 5.0 V5):
 * - DOMPurify drops scripts, event handlers, `foreignObject`, elements under any namespace prefix
 *   (`<x:script>`, `<h:iframe srcdoc>`) and `javascript:` URLs also when written with entities;
 * - on top of its profile: no `<style>` element, no `style` attribute or presentation value that
 *   loads anything (`@import`, `url(` other than a fragment `#id`), no `href` other than a fragment
 *   or an inline PNG/JPEG/WebP `data:` image: a logo never fetches from another site (no tracking).
 */
function sanitize(text) {
  const start = text.search(/<svg[\s>]/i);
  if (start < 0) return { svg: null, removed: [] };
  const { JSDOM } = require('jsdom');
  const createDOMPurify = require('dompurify');
  const window = new JSDOM('').window;
  try {
    const purify = createDOMPurify(window);
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
    });
    const removed = purify.removed
      .map((r) => (r.element ? r.element.nodeName : r.attribute ? r.attribute.name : ''))
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

/** The piscina task: see the file's comment for the shapes. */
function cleanSvgTask({ text }) {
  if (!looksLikeSvg(text)) return { isSvg: false, svg: null, removed: [], limit: null };
  if (/<!ENTITY/i.test(text)) return { isSvg: true, svg: null, removed: [], limit: 'entity' };
  const limit = exceededLimit(text);
  if (limit) return { isSvg: true, svg: null, removed: [], limit };
  return { isSvg: true, limit: null, ...sanitize(text) };
}

/**
 * The thread's preparation (DocumentWorker's `prepare`): loads jsdom and DOMPurify (1-2 s of CPU,
 * far more at nice +10 on a busy machine), so that a new thread's start does not count against the
 * cleaning's time limit. Run before each task; a no-op once they are loaded.
 */
function prepare() {
  require('jsdom');
  require('dompurify');
  return true;
}

module.exports = cleanSvgTask;
module.exports.prepare = prepare;
module.exports.SVG_LIMITS = SVG_LIMITS;
module.exports.exceededLimit = exceededLimit;
module.exports.looksLikeSvg = looksLikeSvg;
