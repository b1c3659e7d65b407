import fs from 'node:fs';
import { generateRoutePermissions, ROUTE_PERMISSIONS_FILE } from '../src/common/auth/route-permissions';
import { PERMISSIONS } from '../src/common/auth/permissions';

/**
 * Issue 11, acceptance 5: the route -> permission snapshot (docs/route-permissions.txt) is a file in
 * the repository that changes, and is reviewed, whenever anyone widens or narrows a route: a new
 * route, a different permission, a permission granted to one more role (PERMISSIONS), a route
 * that stops checking the environment or its module.
 */
describe('route -> permission snapshot', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generateRoutePermissions();
  });

  it('matches the code: run `npm run build -w api && npm run routes:snapshot -w api` and review the diff after changing who may call a route', () => {
    const committed = fs.readFileSync(ROUTE_PERMISSIONS_FILE, 'utf8');
    const lines = (t: string) => t.split('\n').filter((l) => l && !l.startsWith('#'));
    const now = new Set(lines(generated));
    const before = new Set(lines(committed));
    expect({ added: [...now].filter((l) => !before.has(l)), removed: [...before].filter((l) => !now.has(l)) }).toEqual({
      added: [],
      removed: [],
    });
  });

  it('every route declares who may call it; environment routes check the environment', () => {
    const routes = generated.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(routes.length).toBeGreaterThan(140);
    expect(routes.filter((l) => /\sUNDECLARED(\s|$)/.test(l))).toEqual([]);
    // a route with {projectId} that is not public must be declared as an environment route
    const unscoped = routes.filter((l) => l.includes('{projectId}') && !/\spublic(\s|$)/.test(l) && !/\senvironment(\s|$)/.test(l));
    expect(unscoped).toEqual([]);
  });

  it('fails when a route is widened: one more role on a permission shows as a changed line', async () => {
    const list = PERMISSIONS['users.manage'] as unknown as string[];
    const saved = [...list];
    (list as string[]).push('client-manager');
    try {
      const widened = await generateRoutePermissions();
      expect(widened).not.toEqual(generated);
      const changed = widened.split('\n').filter((l) => !generated.split('\n').includes(l));
      expect(changed.length).toBeGreaterThan(0);
      expect(changed.every((l) => l.includes('users.manage') && l.includes('client-manager'))).toBe(true);
    } finally {
      list.splice(0, list.length, ...saved);
    }
  });
});
