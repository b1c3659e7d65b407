import { performance } from 'node:perf_hooks';
import { loggedIn, median, startTestApp, type TestApp } from './helpers';
import { createProject, createUser } from './factories';

/**
 * Issue 36, acceptance 4, the time half: an invitation answers an unknown address, a user of another
 * environment and a global expert in the same time (medians of 9 interleaved samples within 20%
 * of the unknown address's), so its time does not tell which addresses have an account. The
 * answers' equality and the notices are in users.test.ts ("user enumeration through invitations").
 * A time assertion: run alone on the machine in CI (api/test/timing-bound.cjs,
 * docs/testing.md#timing-bound-tests); beside the other lane it measured the other lane.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('invites an unknown address, a user of another environment and a global expert in the same time', async () => {
  const run = Date.now().toString(36);
  const own = await createProject(app.dataSource, { name: 'Inviti proprio' });
  const other = await createProject(app.dataSource, { name: 'Inviti altrui' });
  const admin = await loggedIn(app, (await createUser(app.dataSource, 'local-administrator', [own])).email);
  const foreign = await createUser(app.dataSource, 'client-manager', [other]);
  const expert = await createUser(app.dataSource, 'expert-announcement', [other]);
  const invite = (email: string) =>
    admin.send('post', `/api/projects/${own}/users/invite`, { name: 'Ugo', surname: 'Sala', email, type: 'client-manager' });
  const kinds: Record<string, (i: number) => string> = {
    unknown: (i) => `ignoto.${i}.${run}@prova.it`,
    foreign: () => foreign.email,
    global: () => expert.email,
  };
  const times: Record<string, number[]> = { unknown: [], foreign: [], global: [] };
  // warm-up (first requests pay for code loading), not measured
  for (let i = 0; i < 2; i++) for (const address of Object.values(kinds)) await invite(address(100 + i));
  for (let i = 0; i < 9; i++) {
    for (const [kind, address] of Object.entries(kinds)) {
      const t = performance.now();
      const res = await invite(address(i));
      times[kind].push(performance.now() - t);
      expect(res.status).toBe(202);
    }
  }
  const medians = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
  console.log(
    `invite medians: unknown ${medians.unknown.toFixed(1)} ms, foreign ${medians.foreign.toFixed(1)} ms, global ${medians.global.toFixed(1)} ms`,
  );
  for (const kind of ['foreign', 'global']) {
    expect(Math.abs(medians[kind] - medians.unknown) / medians.unknown).toBeLessThan(0.2);
  }
});
