import { readRolesDoc } from '../../tools/test-helpers/roles-doc';
import { PERMISSIONS } from '../src/common/auth/permissions';
import { capabilitiesOf, USER_TYPES, type Capabilities } from '../src/common/auth/roles';

/**
 * docs/roles.md and the code say the same: the permission matrix between its markers is
 * `PERMISSIONS` row by row, and the capability table is what `capabilitiesOf` computes (the tables
 * read by tools/test-helpers/roles-doc.ts, the parser the shell's role tests use too).
 */
const doc = readRolesDoc();

describe('docs/roles.md', () => {
  it('lists exactly the permissions of permissions.ts, with the roles holding each', () => {
    expect(doc.roles).toEqual([...USER_TYPES]);
    const documented = Object.fromEntries(doc.permissions.map(({ name, roles }) => [name, roles]));
    const code = Object.fromEntries(
      Object.entries(PERMISSIONS).map(([name, roles]) => [name, USER_TYPES.filter((t) => (roles as readonly string[]).includes(t))]),
    );
    expect(documented).toEqual(code);
  });

  it('shows the capability flags that capabilitiesOf computes for each role', () => {
    const documented = Object.fromEntries(doc.capabilities.map(({ flag, cells }) => [flag, cells.map((c) => c !== '-')]));
    const flags = Object.keys(capabilitiesOf({ type: 'administrator', can_edit_global_setting: true })) as (keyof Capabilities)[];
    const code = Object.fromEntries(
      flags.map((flag) => [flag, USER_TYPES.map((type) => capabilitiesOf({ type, can_edit_global_setting: true })[flag])]),
    );
    expect(documented).toEqual(code);
  });
});
