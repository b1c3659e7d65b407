import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The ESLint rule of eslint.config.mjs (issue 9): a front end, shared-ui or the domain package may
 * not import the API's source; the API itself may. Lints snippets through the real configuration.
 */
const root = path.resolve(__dirname, '../..');

/** Rule ids reported for each `[file, code]`, from one ESLint process (the flat config is ESM: loaded by a child node). */
function lintAll(cases: [string, string][]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.env.CASES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [filePath, code] of cases) {
      const [r] = await eslint.lintText(code, { filePath });
      out.push(r.messages.map((m) => String(m.ruleId)));
    }
    console.log(JSON.stringify(out));`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CASES: JSON.stringify(cases) },
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as string[][];
}

const BAD = [
  "import { isValidSdi } from '../../api/src/modules/italian/italian-codes';\nexport const f = isValidSdi;\n",
  "import type { User } from '../../../api/src/modules/users/user.entity';\nexport type U = User;\n",
  "export { MSG } from '@bandi/api/dist/modules/announcements/announcement.dto';\n",
];
const GOOD = "import { isValidSdi } from '@bandi/domain';\nexport const f = isValidSdi;\n";

const FRONT = [
  'mf-clients/src/probe.ts',
  'mf-announcements/src/form/probe.ts',
  'shell/src/probe.tsx',
  'shared-ui/src/components/probe.tsx',
  'domain/src/probe.ts',
];

describe('no-restricted-imports: the API source is off limits outside api/', () => {
  const refused: [string, string][] = FRONT.flatMap((f) => BAD.map((code): [string, string] => [f, code]));
  const allowed: [string, string][] = [
    ...FRONT.map((f): [string, string] => [f, GOOD]),
    ['api/test/probe.ts', BAD[0]],
    ['shared-ui/src/list/probe.ts', "import { api } from '../api/client';\nexport const a = api;\n"],
  ];
  const results = lintAll([...refused, ...allowed]);

  it('refuses the API source in the front ends, shared-ui and the domain package', () => {
    refused.forEach((c, i) => expect([c[0], results[i]]).toEqual([c[0], expect.arrayContaining(['no-restricted-imports'])]));
  });

  it('allows @bandi/domain there, and leaves the API (and a front-end folder named api) alone', () => {
    allowed.forEach((c, i) => expect([c[0], results[refused.length + i]]).toEqual([c[0], []]));
  });
});

describe('no-restricted-imports: Mantine only through @bandi/shared-ui in the shell and the remotes (issue 12)', () => {
  const direct = [
    "import { Button } from '@mantine/core';\nexport const B = Button;\n",
    "import { useMediaQuery } from '@mantine/hooks';\nexport const u = useMediaQuery;\n",
    "import { notifications } from '@mantine/notifications';\nexport const n = notifications;\n",
  ];
  const APPS = ['shell/src/pages/probe.tsx', 'mf-clients/src/probe.tsx', 'mf-settings/src/probe.tsx'];
  const refused: [string, string][] = APPS.flatMap((f) => direct.map((code): [string, string] => [f, code]));
  const allowed: [string, string][] = [
    ...APPS.map((f): [string, string] => [f, "import { Button } from '@bandi/shared-ui';\nexport const B = Button;\n"]),
    ['shell/src/styles/probe.ts', "import '@mantine/core/styles.css';\n"],
    ['shared-ui/src/components/probe.tsx', direct[0]],
  ];
  const results = lintAll([...refused, ...allowed]);

  it('refuses @mantine/* imports in the shell and the remotes', () => {
    refused.forEach((c, i) => expect([c[0], results[i]]).toEqual([c[0], expect.arrayContaining(['no-restricted-imports'])]));
  });

  it('allows Mantine from @bandi/shared-ui, its stylesheets, and @mantine/* inside shared-ui', () => {
    allowed.forEach((c, i) => expect([c[0], results[refused.length + i]]).toEqual([c[0], []]));
  });
});
