import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 9, acceptance 5 (docs/architecture.md): no hand-written source file of the API, the shell,
 * the remotes or shared-ui is longer than MAX_LINES; big files are split along their seams (one
 * folder per feature, a form per tab). Generated code (`api-client/src/schema.ts`) lives outside
 * these folders. Every citation in code pointing into the repository is checked by citations.test.ts.
 */
const root = path.resolve(__dirname, '../..');
const MAX_LINES = 500;
const FOLDERS = [
  'api/src',
  'shell/src',
  'shared-ui/src',
  ...fs
    .readdirSync(root)
    .filter((d) => /^mf-/.test(d))
    .map((d) => `${d}/src`),
];

/** "path: N lines" of every .ts/.tsx/.js file under `folders` (relative to `base`) longer than `max` lines. */
function tooLong(base: string, folders: string[], max: number): string[] {
  const out: string[] = [];
  for (const folder of folders) {
    const abs = path.join(base, folder);
    if (!fs.existsSync(abs)) continue;
    for (const e of fs.readdirSync(abs, { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !/\.(tsx?|jsx?)$/.test(e.name)) continue;
      const file = path.join(e.parentPath, e.name);
      const text = fs.readFileSync(file, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > max) out.push(`${path.relative(base, file)}: ${lines} lines`);
    }
  }
  return out;
}

describe('file sizes', () => {
  it(`no hand-written file in api/src, shell/src, shared-ui/src or mf-*/src is over ${MAX_LINES} lines`, () => {
    expect(FOLDERS.length).toBeGreaterThanOrEqual(7);
    expect(tooLong(root, FOLDERS, MAX_LINES)).toEqual([]);
  });

  it('catches a planted long file', () => {
    const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'sizes-'));
    fs.mkdirSync(path.join(dir, 'mf-x/src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-x/src/Big.tsx'), 'export const a = 1;\n'.repeat(MAX_LINES + 1));
    fs.writeFileSync(path.join(dir, 'mf-x/src/Small.tsx'), 'export const a = 1;\n'.repeat(10));
    expect(tooLong(dir, ['mf-x/src'], MAX_LINES)).toEqual([`mf-x/src/Big.tsx: ${MAX_LINES + 1} lines`]);
  });
});
