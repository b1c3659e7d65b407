import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every citation in code points into the repository (docs/decisions.md, D12): runs
 * `tools/citations.cjs` on the real tree, and shows on scratch copies that it fails on a dangling
 * citation and that `--fix` rewrites the old section citations idempotently.
 */
const root = path.resolve(__dirname, '../..');
const SAMPLE = 'api/src/sample.ts';
const citations = require(path.join(root, 'tools/citations.cjs')) as {
  MAP: Record<'S' | 'D', Record<string, string>>;
  slugify(text: string): string;
  headingAnchors(markdown: string): Set<string>;
  rewriteLines(lines: string[]): string[];
  scan(root: string, opts?: { fix?: boolean }): { problems: string[]; changed: string[]; citations: number };
};

/** A scratch repository with the real docs and one source file of the given text (only its results are compared). */
function scratch(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'citations-'));
  fs.cpSync(path.join(root, 'docs'), path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'README.md'), '# Scratch\n');
  fs.mkdirSync(path.join(dir, 'api/src'), { recursive: true });
  fs.writeFileSync(path.join(dir, SAMPLE), source);
  return dir;
}

describe('code citations', () => {
  it('every citation in the repository resolves to a file and a heading of docs/', () => {
    const { problems, citations: count } = citations.scan(root);
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it('every mapped section points to an existing docs heading', () => {
    const targets = [...Object.values(citations.MAP.S), ...Object.values(citations.MAP.D)];
    for (const target of new Set(targets)) {
      const [file, anchor] = target.split('#');
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (anchor) expect([target, citations.headingAnchors(text).has(anchor)]).toEqual([target, true]);
    }
  });

  it('fails on a missing file, a missing heading and a citation of the outside documents', () => {
    const dir = scratch(
      [
        '/** Roles (docs/roles.md#capabilities). */',
        '/** Gone (docs/nowhere.md). */',
        '/** Renamed (docs/roles.md#no-such-heading). */',
        '/** Old (SPEC §5.2). */',
      ].join('\n'),
    );
    const problems = citations.scan(dir).problems.filter((p) => p.startsWith(SAMPLE));
    expect(problems).toEqual([
      'api/src/sample.ts:2: docs/nowhere.md is not a file of the repository',
      'api/src/sample.ts:3: docs/roles.md has no heading for #no-such-heading',
      'api/src/sample.ts:4: cites a document outside the repository: /** Old (SPEC §5.2). */',
    ]);
  });

  it('--fix rewrites the old citations to docs targets, and a second run changes nothing', () => {
    const dir = scratch('/** Calls (SPEC §3.6-3.7, DESIGN.md §5): x. */\n');
    const first = citations.scan(dir, { fix: true });
    expect(first.changed.filter((f) => f === SAMPLE)).toEqual([SAMPLE]);
    expect(first.problems.filter((p) => p.startsWith(SAMPLE))).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'api/src/sample.ts'), 'utf8')).toBe(
      '/** Calls (docs/domain.md#call-logs, docs/roles.md): x. */\n',
    );
    expect(citations.scan(dir, { fix: true }).changed).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites lists, ranges, test names and a citation wrapped over two lines', () => {
    expect(
      citations.rewriteLines([
        ' * Templates (SPEC §3.4, §2.2 /template, §2.3 /ambiente). Routes (SPEC §2.1–2.3).',
        "  test('lands on its start route (SPEC 6.1)', () => {",
        ' * The rules (SPEC §3.3, §2.11,',
        ' * §5.2): the tabs. Design (DESIGN.md §2/§4).',
        ' * Establishment years (SPEC §3.9 / §9).',
      ]),
    ).toEqual([
      ' * Templates (docs/domain.md#templates, docs/screens.md#admin-pages /template, docs/screens.md#environment-pages /ambiente). Routes (docs/screens.md#public-routes, docs/screens.md#admin-pages, docs/screens.md#environment-pages).',
      "  test('lands on its start route (docs/roles.md#start-route-after-login)', () => {",
      ' * The rules (docs/domain.md#announcements, docs/screens.md#announcement-form,',
      ' * docs/rules.md#form-rules): the tabs. Design (docs/architecture.md#front-ends-and-module-federation, docs/api.md#conventions).',
      ' * Establishment years (docs/domain.md#reference-data, docs/rules.md#constants-and-limits).',
    ]);
  });

  it("computes GitHub's heading anchors", () => {
    expect(citations.slugify('The domain package (`domain/`, `@bandi/domain`)')).toBe('the-domain-package-domain-bandidomain');
    expect(citations.slugify('Referents, negotiations, notes, newsletters, alerts')).toBe(
      'referents-negotiations-notes-newsletters-alerts',
    );
    expect([...citations.headingAnchors('# A\n## Same\n```\n# not a heading\n```\n## Same\n')]).toEqual(['a', 'same', 'same-1']);
  });
});
