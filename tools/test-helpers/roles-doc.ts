import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The two tables of docs/roles.md as data, for the tests that read them: api/test/roles-doc.test.ts
 * (keeps them equal to the API's `PERMISSIONS` and `capabilitiesOf`) and the shell's tests that sign
 * in as each role (the front ends do not import the API's source). One parser for both.
 */
export interface RolesDoc {
  /** The role names, in the columns' order of both tables. */
  roles: string[];
  /** Each permission of the matrix (between `<!-- permissions:start -->` and `<!-- permissions:end -->`) with the roles holding it. */
  permissions: { name: string; roles: string[] }[];
  /**
   * Each capability flag of "## Capabilities" with its cells in the roles' order: "yes", "-", or a
   * condition ("yes (only its clients)", "with `can_edit_global_setting`").
   */
  capabilities: { flag: string; cells: string[] }[];
}

/** The cells of a Markdown table's rows (header and separator dropped). */
function tableRows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Reads docs/roles.md (`text` for a given content, the file of the repository otherwise). */
export function readRolesDoc(text: string = readFileSync(join(__dirname, '../../docs/roles.md'), 'utf8')): RolesDoc {
  const matrix = text.split('<!-- permissions:start -->')[1]?.split('<!-- permissions:end -->')[0] ?? '';
  const roles = (matrix.trim().split('\n')[0] ?? '')
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
  return {
    roles,
    permissions: tableRows(matrix).map(([name, ...cells]) => ({
      name: name.replace(/`/g, ''),
      roles: roles.filter((_role, i) => cells[i] === 'yes'),
    })),
    capabilities: tableRows(text.split('## Capabilities')[1]?.split('\n\n')[2] ?? '').map(([flag, ...cells]) => ({
      flag: /`(\w+)`/.exec(flag)?.[1] ?? flag,
      cells,
    })),
  };
}
