import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PERMISSIONS } from '../src/common/auth/permissions';
import { capabilitiesOf, USER_TYPES, type Capabilities } from '../src/common/auth/roles';

/**
 * docs/roles.md and the code say the same: the permission matrix between its markers is
 * `PERMISSIONS` row by row, and the capability table is what `capabilitiesOf` computes.
 */
const doc = readFileSync(join(__dirname, '../../docs/roles.md'), 'utf8');

/** Rows of a Markdown table as cells (header and separator dropped). */
function rows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

describe('docs/roles.md', () => {
  it('lists exactly the permissions of permissions.ts, with the roles holding each', () => {
    const table = doc.split('<!-- permissions:start -->')[1]?.split('<!-- permissions:end -->')[0] ?? '';
    const header = table
      .trim()
      .split('\n')[0]
      .split('|')
      .slice(2, -1)
      .map((c) => c.trim());
    expect(header).toEqual([...USER_TYPES]);
    const documented = Object.fromEntries(
      rows(table).map(([name, ...cells]) => [name.replace(/`/g, ''), USER_TYPES.filter((_t, i) => cells[i] === 'yes')]),
    );
    const code = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([name, roles]) => [name, USER_TYPES.filter((t) => (roles as readonly string[]).includes(t))]),
    );
    expect(documented).toEqual(code);
  });

  it('shows the capability flags that capabilitiesOf computes for each role', () => {
    const section = doc.split('## Capabilities')[1].split('\n\n')[2];
    const documented = Object.fromEntries(rows(section).map(([flag, ...cells]) => [/`(\w+)`/.exec(flag)![1], cells.map((c) => c !== '-')]));
    const flags = Object.keys(capabilitiesOf({ type: 'administrator', can_edit_global_setting: true })) as (keyof Capabilities)[];
    const code = Object.fromEntries(
      flags.map((flag) => [flag, USER_TYPES.map((type) => capabilitiesOf({ type, can_edit_global_setting: true })[flag])]),
    );
    expect(documented).toEqual(code);
  });
});
