#!/usr/bin/env node
/**
 * The glossary's words to avoid, refused in new code (docs/glossary.md, issue 38 "Names").
 *
 * "call" means a call log (richiesta) and nothing else; an announcement (bando) is an
 * announcement. Older code and docs still say "call(s)" for announcements in many places, so the
 * check is a ratchet: `tools/glossary-baseline.json` holds, per file, the number of lines that use
 * "call" as a noun for something other than a call log; a file may only go down. A new file
 * starts at zero; a change that adds such a line fails `npm run lint` with the line and the word
 * to use instead. Lowering a count (rewording) is followed by `--update`, which writes the new
 * counts (never raises one: a count that went up stays an error).
 *
 * What counts (`offending(line)`): "call"/"calls"/"call's" used as a noun, i.e. after an article,
 * determiner or adjective ("the call", "a call", "every call", "open calls", "global call", "its
 * calls", "of calls"…), or before a noun of the catalogue ("call list", "call requirements",
 * "calls closing soon"…), unless the line is about call logs ("call log", "client call",
 * "supplier call", "richiesta", the calls module's code names). A verb ("the service calls the
 * repository") is left alone.
 *
 * The call logs' own code (api/src/modules/calls, mf-calls and their tests) is not checked: there
 * "call" is the call log.
 *
 * Usage (repository root): node tools/glossary.cjs --check | --update
 * Exports `{ offending, scan, problemsOf, FILES, BASELINE }` for the test (domain/test/glossary.test.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/** The tracked files checked: sources, tests and docs (not the generated OpenAPI document and client). */
const FILES =
  /^(api\/(src|test)|domain\/(src|test)|shared-ui\/(src|test)|shell\/(src|test)|mf-[a-z]+\/(src|test)|e2e\/(tests|bench)|docs|tools)\/.*\.(ts|tsx|cjs|mjs|js|md)$|^README\.md$/;
const GENERATED = /^(docs\/openapi\.json|api-client\/|docs\/route-permissions\.txt)/;
/** The call logs' own code, where "call" is the call log by definition. */
const CALLS_MODULE = /^(api\/src\/modules\/calls\/|mf-calls\/|api\/test\/calls[-.]|e2e\/tests\/calls\.)/;

const BEFORE =
  /\b(the|a|an|each|every|any|this|that|these|those|its|their|one|two|no|of|open|opened|closing|closed|global|local|published|draft|fitting|eligible|new|same|other|another|which|whose|per|public|shared|imported|matching)\s+(calls?|call's|calls')\b/i;
const AFTER =
  /\b(calls?)\s+(list|lists|catalogue|requirements?|search|page|detail|form|closing|fit|fitting|that fit|eligib\w*|counts?|deadline|expense|documents?|import|store|verdicts?)\b/i;
/** Lines about call logs (richieste): the word is right there. */
const CALL_LOG =
  /call logs?|client calls?|supplier calls?|richiest|calls table|mf-calls|\/calls\b|callId|call_id|calls_announcements|Calls(Module|Service|Repository|Controller)|calls\.(create|update|archive|read)|CallView|CallForm|CallList|'calls'|"calls"|calls module/i;

/** Whether `line` uses "call" as a noun for something other than a call log. */
function offending(line) {
  if (CALL_LOG.test(line)) return false;
  return BEFORE.test(line) || AFTER.test(line);
}

/** Per file, the offending lines `[{ line, text }]` of the tracked files under `root`. */
function scan(root) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (f) =>
        FILES.test(f) && !GENERATED.test(f) && !CALLS_MODULE.test(f) && f !== 'tools/glossary.cjs' && f !== 'domain/test/glossary.test.ts',
    );
  const out = {};
  for (const f of files) {
    const full = path.join(root, f);
    if (!fs.existsSync(full)) continue;
    const hits = [];
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (offending(text)) hits.push({ line: i + 1, text: text.trim() });
      });
    if (hits.length) out[f] = hits;
  }
  return out;
}

const BASELINE = 'tools/glossary-baseline.json';

/** The files of `found` (scan()) with more offending lines than `baseline` allows (0 for a file not in it), as messages. */
function problemsOf(found, baseline) {
  const problems = [];
  for (const [file, hits] of Object.entries(found)) {
    const allowed = baseline[file] ?? 0;
    if (hits.length > allowed)
      problems.push(
        `${file}: ${hits.length} lines say "call" for something other than a call log (at most ${allowed}):\n` +
          hits.map((h) => `  ${h.line}: ${h.text.slice(0, 140)}`).join('\n'),
      );
  }
  return problems;
}

function main(argv) {
  const root = path.resolve(__dirname, '..');
  const found = scan(root);
  const baselinePath = path.join(root, BASELINE);
  const baseline = fs.existsSync(baselinePath) ? JSON.parse(fs.readFileSync(baselinePath, 'utf8')) : {};
  const problems = problemsOf(found, baseline);
  if (argv.includes('--update')) {
    // the first baseline takes what is there; after it, a count may only go down
    if (problems.length && fs.existsSync(baselinePath)) {
      console.error(problems.join('\n'));
      console.error('\nglossary: counts went up; reword those lines ("announcement", "bando") before --update');
      return 1;
    }
    const next = Object.fromEntries(
      Object.keys(found)
        .sort()
        .map((f) => [f, found[f].length]),
    );
    fs.writeFileSync(baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    const total = Object.values(next).reduce((a, b) => a + b, 0);
    console.log(`glossary: ${BASELINE} written, ${total} lines in ${Object.keys(next).length} files`);
    return 0;
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(
      '\nglossary (docs/glossary.md): "call" is a call log (richiesta). Say "announcement" (bando) for a funding announcement; then `node tools/glossary.cjs --update` if a count went down.',
    );
    return 1;
  }
  const total = Object.values(found).reduce((a, h) => a + h.length, 0);
  console.log(`glossary: ${total} old uses of "call" for an announcement left, none new`);
  return 0;
}

module.exports = { offending, scan, problemsOf, FILES, BASELINE };
if (require.main === module) process.exitCode = main(process.argv.slice(2));
