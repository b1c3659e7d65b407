#!/usr/bin/env node
/**
 * Citations in code point into the repository's own docs (docs/decisions.md, D12).
 *
 * Comments, docstrings and test names cite the project's documentation as `docs/<file>.md` or
 * `docs/<file>.md#<heading-anchor>`. The product was first written against two documents that are
 * not in the repository (the specification and the design notes); their section citations are
 * mapped below to the docs page and heading that now cover each section.
 *
 * Usage (from the repository root, or with --root DIR):
 *   node tools/citations.cjs --check   exit 1 and list every citation that does not resolve:
 *                                      a citation of the outside documents, a `docs/...` path
 *                                      that is not a file, an anchor that is not a heading of
 *                                      that file, a relative Markdown link in docs/ that is broken
 *   node tools/citations.cjs --fix     rewrite the outside citations to their docs targets
 *                                      (idempotent: a second run changes nothing), then check
 *
 * Exports `{ MAP, slugify, headingAnchors, rewriteLine, rewriteLines, scan, targetOf }` for the tests.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Section of an outside document -> docs target. Keys: 'S' the specification, 'D' the design
 * notes; a section without an entry falls back to its parent section ('2.13' -> '2').
 */
const MAP = {
  S: {
    1: 'docs/glossary.md#the-product',
    2: 'docs/screens.md',
    2.1: 'docs/screens.md#public-routes',
    2.2: 'docs/screens.md#admin-pages',
    2.3: 'docs/screens.md#environment-pages',
    2.4: 'docs/screens.md#layouts',
    2.5: 'docs/screens.md#route-guard',
    2.6: 'docs/screens.md#login',
    2.7: 'docs/screens.md#forgotten-password',
    2.8: 'docs/screens.md#home-environments',
    2.9: 'docs/screens.md#sidebar',
    '2.10': 'docs/screens.md#admin-header',
    2.11: 'docs/screens.md#announcement-form',
    2.12: 'docs/screens.md#shared-widgets',
    3: 'docs/domain.md#entities',
    3.1: 'docs/domain.md#users-and-the-session-view',
    3.2: 'docs/domain.md#environments',
    3.3: 'docs/domain.md#announcements',
    3.4: 'docs/domain.md#templates',
    3.5: 'docs/domain.md#clients',
    3.6: 'docs/domain.md#call-logs',
    3.7: 'docs/domain.md#call-logs',
    3.8: 'docs/domain.md#referents-negotiations-notes-newsletters-alerts',
    3.9: 'docs/domain.md#reference-data',
    '3.10': 'docs/rules.md#form-rules',
    4: 'docs/domain.md#states-and-transitions',
    5: 'docs/rules.md',
    5.1: 'docs/rules.md#generic-rules',
    5.2: 'docs/rules.md#form-rules',
    6: 'docs/roles.md',
    6.1: 'docs/roles.md#start-route-after-login',
    6.2: 'docs/roles.md#capabilities',
    7: 'docs/api.md#conventions',
    8: 'docs/api.md#errors',
    9: 'docs/rules.md#constants-and-limits',
  },
  D: {
    1: 'docs/glossary.md#the-product',
    2: 'docs/architecture.md#front-ends-and-module-federation',
    3: 'docs/architecture.md#commands',
    4: 'docs/api.md#conventions',
    5: 'docs/roles.md',
    6: 'docs/domain.md#eligibility',
    7: 'docs/glossary.md',
  },
};

/** Folders whose files are scanned (below the root), and the file kinds. */
const SCAN_DIRS = [
  'api/src',
  'api/test',
  'shell',
  'shared-ui',
  'domain',
  'e2e',
  'tools',
  'mf-announcements',
  'mf-clients',
  'mf-calls',
  'mf-settings',
];
const CODE_EXT = /\.(c|m)?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', 'test-results']);
/** Markdown files checked too (their own relative links and any outside citation). */
const DOC_FILES = (root) => [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/** Files that name the outside documents and dangling paths on purpose: this tool and its test's fixtures. */
const SELF = new Set(['tools/citations.cjs', 'domain/test/citations.test.ts']);

const NUM = String.raw`\d+(?:\.\d+)?`;
/** A citation group: the document name, a first section, then `, §x` / `; §x` / `/x` / `-x` / `–x`. */
const GROUP = new RegExp(
  String.raw`\b(SPEC|DESIGN)(?:\.md)?(?:'s)?[ \t]*(?:§[ \t]*)?(${NUM})((?:[ \t]*(?:[,;][ \t]*§|[/\-–][ \t]*§?)[ \t]*${NUM})*)`,
  'g',
);
/** A section number standing alone after an earlier citation of the same line (`SPEC §3.3 announcements, §3.5 clients`). */
const ORPHAN = new RegExp(String.raw`§[ \t]*(${NUM})((?:[ \t]*(?:[,;][ \t]*§|[/\-–][ \t]*§?)[ \t]*${NUM})*)`, 'g');
/** What --check refuses anywhere: a name of the outside documents, or a `§n` section sign. */
const OUTSIDE = /\bSPEC\b|\bDESIGN\.md\b|\bDESIGN[ \t]*§|§[ \t]*\d/;
/** A `docs/...` reference with an optional anchor. */
const DOCS_REF = /(?<![\w./-])docs\/[\w./-]*\w(?:#[\w-]+)?/g;
/** A relative Markdown link target in a docs page: `](file.md#anchor)` or `](#anchor)`. */
const MD_LINK = /\]\(((?![a-z]+:)[^)\s#]*)(#[^)\s]+)?\)/g;

/** The target of a section: the section's own entry or its parent's. */
function targetOf(doc, section) {
  const table = MAP[doc];
  if (table[section]) return table[section];
  const parent = section.split('.')[0];
  if (table[parent]) return table[parent];
  throw new Error(`no docs target for ${doc === 'S' ? 'specification' : 'design'} section ${section}`);
}

/** Sections of a group's tail: `, §3.5` `/2.3` `-3.7` (a range of the same chapter is expanded). */
function sectionsOf(first, tail) {
  const out = [first];
  const re = new RegExp(String.raw`([,;/\-–])[ \t]*§?[ \t]*(${NUM})`, 'g');
  let m;
  while ((m = re.exec(tail))) {
    const prev = out[out.length - 1];
    const [sep, n] = [m[1], m[2]];
    if ((sep === '-' || sep === '–') && prev.includes('.') && n.includes('.') && prev.split('.')[0] === n.split('.')[0]) {
      const [major, from] = prev.split('.');
      const to = Number(n.split('.')[1]);
      for (let i = Number(from) + 1; i <= to; i++) out.push(`${major}.${i}`);
    } else {
      out.push(n);
    }
  }
  return out;
}

/** Distinct targets of a list of sections, joined for the text. */
function targetsText(doc, sections) {
  return [...new Set(sections.map((s) => targetOf(doc, s)))].join(', ');
}

/**
 * One line with its outside citations replaced by docs targets. A `§n` after a citation belongs to
 * that citation's document; at the start of a line, to the last citation of the previous line
 * (`carry`, for a citation wrapped over two comment lines). Lines without a citation come back
 * unchanged.
 * @param {string} line
 * @param {'S'|'D'|null} carry the document of the previous line's last citation
 * @returns {{text: string, doc: 'S'|'D'|null}} the new line and its last citation's document
 */
function rewriteLine(line, carry = null) {
  if (!OUTSIDE.test(line)) return { text: line, doc: null };
  const docs = [];
  const marked = line.replace(GROUP, (_all, name, first, tail) => {
    const doc = name === 'SPEC' ? 'S' : 'D';
    docs.push(doc);
    return `\u0000${targetsText(doc, sectionsOf(first, tail))}\u0000`;
  });
  // odd parts are rewritten groups; an even part's orphans take the document of the group before it
  const parts = marked.split('\u0000');
  let doc = carry;
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) doc = docs[(i - 1) / 2];
    else if (doc) parts[i] = parts[i].replace(ORPHAN, (_a, first, tail) => targetsText(doc, sectionsOf(first, tail)));
  }
  return { text: parts.join(''), doc: docs.length ? docs[docs.length - 1] : null };
}

/** `rewriteLine` over the lines of a file, carrying a citation's document to the next line. */
function rewriteLines(lines) {
  let carry = null;
  return lines.map((line) => {
    const { text, doc } = rewriteLine(line, carry);
    carry = doc;
    return text;
  });
}

/** GitHub's anchor of a heading text: lower case, punctuation dropped, spaces to hyphens. */
function slugify(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (duplicates get `-1`, `-2` as on GitHub). */
function headingAnchors(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slugify(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Every scanned file (repository-relative), code first, then the Markdown docs. */
function files(root) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (SKIP_DIRS.has(entry.name)) continue;
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (CODE_EXT.test(entry.name) && !SELF.has(child)) out.push(child);
    }
  };
  SCAN_DIRS.forEach(walk);
  return [...out.sort(), ...DOC_FILES(root)];
}

/**
 * Checks (and with `fix`, first rewrites) every scanned file.
 * @param {string} root repository root
 * @param {{fix?: boolean}} opts
 * @returns {{problems: string[], changed: string[], citations: number}} `file:line: message` per
 *   problem; the files `fix` rewrote; how many `docs/` citations resolved
 */
function scan(root, { fix = false } = {}) {
  const problems = [];
  const changed = [];
  const anchorsCache = new Map();
  const anchorsOf = (rel) => {
    if (!anchorsCache.has(rel)) anchorsCache.set(rel, headingAnchors(fs.readFileSync(path.join(root, rel), 'utf8')));
    return anchorsCache.get(rel);
  };
  const resolve = (rel, anchor, where) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return problems.push(`${where}: ${rel} is not a file of the repository`);
    if (anchor && rel.endsWith('.md') && !anchorsOf(rel).has(anchor.slice(1)))
      return problems.push(`${where}: ${rel} has no heading for ${anchor}`);
    citations++;
  };
  let citations = 0;
  for (const rel of files(root)) {
    const abs = path.join(root, rel);
    const text = fs.readFileSync(abs, 'utf8');
    const isDoc = rel.endsWith('.md');
    let lines = text.split('\n');
    if (fix) {
      const next = rewriteLines(lines);
      if (next.some((l, i) => l !== lines[i])) {
        fs.writeFileSync(abs, next.join('\n'));
        changed.push(rel);
        lines = next;
      }
    }
    lines.forEach((line, i) => {
      const where = `${rel}:${i + 1}`;
      if (OUTSIDE.test(line)) problems.push(`${where}: cites a document outside the repository: ${line.trim().slice(0, 120)}`);
      for (const m of line.matchAll(DOCS_REF)) {
        const [file, anchor] = m[0].split(/(?=#)/);
        // a folder or a glob-like prefix (`docs/`) is not a citation
        if (!/\.\w+$/.test(file)) continue;
        resolve(file, anchor, where);
      }
      if (isDoc) {
        for (const m of line.matchAll(MD_LINK)) {
          const target = m[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), m[1])) : rel;
          if (!target.endsWith('.md') && !m[2]) continue;
          resolve(target, m[2], where);
        }
      }
    });
  }
  return { problems, changed, citations };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const rootIdx = args.indexOf('--root');
  const root = path.resolve(rootIdx >= 0 ? args[rootIdx + 1] : path.join(__dirname, '..'));
  const fix = args.includes('--fix');
  if (!fix && !args.includes('--check')) {
    console.error('usage: node tools/citations.cjs --check | --fix [--root DIR]');
    process.exit(2);
  }
  const { problems, changed, citations } = scan(root, { fix });
  if (fix) console.log(`rewrote ${changed.length} file(s)${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`);
  if (problems.length) {
    console.error(`${problems.length} citation(s) do not resolve:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`${citations} citation(s) of docs/ resolve`);
}

module.exports = { MAP, slugify, headingAnchors, rewriteLine, rewriteLines, scan, targetOf };
