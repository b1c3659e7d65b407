import { todayInRome } from '@bandi/domain';
import { startTestApp, type TestApp, loggedIn } from './helpers';
import { createClient, createProject, createReferent, createUser } from './factories';

/**
 * "Today" is the date in Italy (docs/domain.md "Dates") on both databases: the session time zone
 * is Europe/Rome, so CURRENT_DATE (open calls, a call log's default date, a client's default
 * registration date) agrees with the browser's date in Italy even when the server's UTC date is
 * still yesterday's (the CI run that failed at 23:14 UTC).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

it('runs every database session in Europe/Rome', async () => {
  const [{ tz }] = await app.dataSource.query(`SELECT current_setting('TimeZone') AS tz`);
  expect(tz).toBe('Europe/Rome');
  // the instant 2026-11-22 23:30 UTC is already 2026-11-23 in Italy, in SQL as in the domain package
  const [{ d }] = await app.dataSource.query(`SELECT to_char(('2026-11-22T23:30:00Z'::timestamptz)::date, 'YYYY-MM-DD') AS d`);
  expect(d).toBe('2026-11-23');
  expect(todayInRome(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  expect(todayInRome(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  expect(todayInRome(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
});

it("gives a call log without a date today's date in Italy", async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Studio Date' });
  const referent = await createReferent(ds, p);
  const client = await createClient(ds, p, { referentIds: [referent] });
  const manager = await loggedIn(app, (await createUser(ds, 'client-manager', [p])).email);
  const before = todayInRome();
  const res = await manager.send('post', `/api/projects/${p}/calls`, { type: 'client', client_id: client, referent_id: referent });
  expect(res.status).toBe(201);
  expect([before, todayInRome()]).toContain(res.body.call_date);
  const [{ d }] = await ds.query(`SELECT to_char(CURRENT_DATE, 'YYYY-MM-DD') AS d`);
  expect([before, todayInRome()]).toContain(d);
});
