import fs from 'node:fs';
import path from 'node:path';

/**
 * The glossary's "call" (docs/glossary.md: a call log, richiesta; never an announcement) refused
 * in new code by `tools/glossary.cjs` (issue 38, "Names"): what it counts, that the tree keeps to
 * its baseline, and that one more line in a file fails.
 */
const root = path.resolve(__dirname, '../..');
const glossary = require(path.join(root, 'tools/glossary.cjs')) as {
  offending(line: string): boolean;
  scan(root: string): Record<string, { line: number; text: string }[]>;
  problemsOf(found: Record<string, { line: number; text: string }[]>, baseline: Record<string, number>): string[];
  BASELINE: string;
};

it('counts "call" used as a noun for an announcement, not a call log nor a verb', () => {
  for (const line of [
    ' * the eligible clients of a call, first page',
    '// open calls closing within 30 days',
    '/** The call list of an environment. */',
    'test("a global call edited in an environment", …)',
  ])
    expect([line, glossary.offending(line)]).toEqual([line, true]);
  for (const line of [
    ' * the eligible clients of an announcement, first page',
    ' * a client call names the referent who made it (docs/domain.md#call-logs)',
    ' * the call log the link was shared from',
    ' * ClientsService calls the repository',
    'const calls = await api.list();',
  ])
    expect([line, glossary.offending(line)]).toEqual([line, false]);
});

it('the tree keeps to its baseline: no file has more such lines than tools/glossary-baseline.json allows', () => {
  const baseline = JSON.parse(fs.readFileSync(path.join(root, glossary.BASELINE), 'utf8')) as Record<string, number>;
  expect(glossary.problemsOf(glossary.scan(root), baseline)).toEqual([]);
});

it('one more such line in a file, or one in a new file, is refused', () => {
  const hit = { line: 3, text: '* the requirements of the call' };
  expect(glossary.problemsOf({ 'api/src/x.ts': [hit, hit] }, { 'api/src/x.ts': 1 })).toHaveLength(1);
  expect(glossary.problemsOf({ 'api/src/new.ts': [hit] }, {})[0]).toMatch(/^api\/src\/new\.ts: 1 lines say "call"/);
  expect(glossary.problemsOf({ 'api/src/x.ts': [hit] }, { 'api/src/x.ts': 1 })).toEqual([]);
});
