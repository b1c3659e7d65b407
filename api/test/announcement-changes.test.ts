import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserAs, loggedIn, startTestApp, type Browser, type TestApp } from './helpers';
import { createClient, createProject, createUser } from './factories';
import { importIncentivi, readBundledIncentivi, type IncentivoRow } from '../src/modules/announcements/import/incentivi';

/**
 * Issue 35, "Call changes" (docs/domain.md#call-changes), acceptance 3: re-importing the real
 * incentivi.gov.it file (api/data/incentivi, 502 announcements, imported by the seed) with one announcement's
 * closing date changed writes one log entry with the old and new date, visible from the announcement's
 * history in every environment, and one notification per manager of a client that FITS the announcement,
 * none for the others; the same file again writes nothing. A manual edit of the closing date and
 * amounts tells the same managers, once each even when they also follow the announcement.
 */
let app: TestApp;
let expert: Browser;
let envA: number;
let envB: number;
let callId: number;
/** Manages two fitting clients; also follows the announcement (an open negotiation) in the manual-edit case. */
let fit: { id: number; email: string };
/** Manages one fitting and one non-fitting client. */
let mixed: { id: number; email: string };
/** Manages a client too large for the announcement and one whose size is unknown. */
let other: { id: number; email: string };
/** Manages a fitting client in the second environment. */
let fitB: { id: number; email: string };
let adminA: Browser;
let adminB: Browser;
let tmp: string;

/** Fondo di Garanzia per le PMI: micro, small and medium enterprises, every sector, all Italy; closes 2026-12-31. */
const SOURCE_ID = '148';
const NAME = 'Fondo di Garanzia per le Piccole e Medie Imprese';

interface Note {
  user_id: number;
  project_id: number;
  kind: string;
  title: string;
  link: string;
  announcement_id: number;
}
const notesOf = async (userId: number): Promise<Note[]> =>
  app.dataSource.query(`SELECT * FROM notifications WHERE user_id = $1 AND announcement_id = $2 ORDER BY id`, [userId, callId]);
const allNotes = async (): Promise<Note[]> =>
  app.dataSource.query(`SELECT * FROM notifications WHERE announcement_id = $1 ORDER BY id`, [callId]);
const callLog = async () => app.dataSource.query(`SELECT * FROM audit_log WHERE entity = 'announcement' ORDER BY id`);

/** A client of `env` with a legal seat in Turin and the given company dimension (null: unknown), managed by `managers`. */
async function client(env: number, dimension: string | null, managers: number[]): Promise<number> {
  const ds = app.dataSource;
  const id = await createClient(ds, env);
  await ds.query(`UPDATE clients SET company_dimension = $2 WHERE id = $1`, [id, dimension]);
  await ds.query(
    `INSERT INTO client_locations (client_id, kind, "primary", nation, region_code, province, city_istat_code) VALUES ($1, 'legal', true, 'Italia', '01', 'TO', '001272')`,
    [id],
  );
  for (const m of managers) await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [id, m]);
  return id;
}

/** The bundled file as JSON text, with `change` applied to the row of SOURCE_ID. */
function fileWith(change: Partial<IncentivoRow>): string {
  const rows = readBundledIncentivi().map((r) => (String(r.ID_Incentivo) === SOURCE_ID ? { ...r, ...change } : r));
  const file = path.join(tmp, `incentivi-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(rows));
  return file;
}
const upload = (file: string) =>
  expert.agent
    .post('/api/announcements/import')
    .set('X-XSRF-TOKEN', expert.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', file);

beforeAll(async () => {
  // writes over a seeded global announcement: a database of its own on PostgreSQL
  app = await startTestApp({ isolated: true });
  const ds = app.dataSource;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'call-changes-'));
  expert = await browserAs(app, 'esperto@demo.local');
  [{ id: callId }] = await ds.query(`SELECT id FROM announcements WHERE source = 'incentivi.gov.it' AND source_id = $1`, [SOURCE_ID]);
  envA = await createProject(ds, { name: 'Modifiche bandi A' });
  envB = await createProject(ds, { name: 'Modifiche bandi B' });
  fit = await createUser(ds, 'client-manager', [envA]);
  mixed = await createUser(ds, 'client-manager', [envA]);
  other = await createUser(ds, 'client-manager', [envA]);
  fitB = await createUser(ds, 'client-manager', [envB]);
  await client(envA, 'small', [fit.id, mixed.id]);
  await client(envA, 'micro', [fit.id]);
  await client(envA, 'large', [mixed.id, other.id]);
  await client(envA, null, [other.id]);
  await client(envB, 'medium', [fitB.id]);
  adminA = await loggedIn(app, (await createUser(ds, 'local-administrator', [envA])).email);
  adminB = await loggedIn(app, (await createUser(ds, 'local-administrator', [envB])).email);
});
afterAll(async () => {
  await app?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

it('re-importing the file with one closing date moved logs it once and tells the managers of the fitting clients only', async () => {
  // the eligibility of the clients of environment A, as "clients for an announcement" answers it
  const eligible = (await adminA.get(`/api/projects/${envA}/announcements/${callId}/eligible-clients?take=100`).expect(200)).body.data;
  expect(eligible.map((r: { verdict: string }) => r.verdict).sort()).toEqual(['eligible', 'eligible', 'not_eligible', 'unknown']);
  const logBefore = (await callLog()).length;
  const started = Date.now();

  const res = await upload(fileWith({ Data_chiusura: '2027-03-15T00:00:00' }));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ rows: 502, created: 0, updated: 1, unchanged: 501, rejected: [] });
  expect(Date.now() - started).toBeLessThan(15_000);

  // one entry, on that announcement, with the old and new date; the unchanged announcements none
  const entries = (await callLog()).slice(logBefore);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ entity_id: callId, action: 'imported', project_id: null });
  expect(entries[0].changes).toMatchObject({ fields: ['end_date'], values: { end_date: { from: '2026-12-31', to: '2027-03-15' } } });
  // the announcement's history shows it in every environment that sees the announcement, and in the global area
  for (const [browser, url] of [
    [adminA, `/api/projects/${envA}/announcements/${callId}/logs`],
    [adminB, `/api/projects/${envB}/announcements/${callId}/logs`],
    [expert, `/api/announcements/${callId}/logs`],
  ] as const) {
    const log = (await browser.get(url).expect(200)).body;
    expect(log.data[0]).toMatchObject({ action: 'imported', changes: { fields: ['end_date'] } });
    expect(log.data[0].user_name).toBeTruthy();
  }

  // one notification per manager with a fitting client (with how many), in its environment; none for the others
  const title = `Il bando «${NAME}» è stato prorogato al 15/03/2027 (era 31/12/2026)`;
  expect(await notesOf(fit.id)).toMatchObject([
    {
      kind: 'announcement_changed',
      project_id: envA,
      title: `${title} — 2 tuoi clienti idonei`,
      link: `/ambiente/${envA}/bandi/${callId}`,
    },
  ]);
  expect(await notesOf(mixed.id)).toMatchObject([{ project_id: envA, title: `${title} — 1 tuo cliente idoneo` }]);
  expect(await notesOf(fitB.id)).toMatchObject([{ project_id: envB, link: `/ambiente/${envB}/bandi/${callId}` }]);
  expect(await notesOf(other.id)).toEqual([]);
  // in environment A exactly the managers of the clients "clients for an announcement" answers as eligible
  const managersOfEligible = new Set(
    eligible
      .filter((r: { verdict: string }) => r.verdict === 'eligible')
      .flatMap((r: { client: { managers: { id: number }[] } }) => r.client.managers.map((m) => m.id)),
  );
  expect(new Set((await allNotes()).filter((n) => n.project_id === envA).map((n) => n.user_id))).toEqual(managersOfEligible);
  // every recipient, in any environment, once
  const notes = await allNotes();
  expect(new Set(notes.map((n) => `${n.project_id}/${n.user_id}`)).size).toBe(notes.length);

  // the same file again: nothing new
  const again = await upload(fileWith({ Data_chiusura: '2027-03-15T00:00:00' }));
  expect(again.body).toMatchObject({ updated: 0, unchanged: 502 });
  expect(await callLog()).toHaveLength(logBefore + 1);
  expect(await allNotes()).toHaveLength(notes.length);
});

it('a rejected row writes no entry and tells nobody; a new allocation is logged and told as an amount', async () => {
  const [row] = readBundledIncentivi().filter((r) => String(r.ID_Incentivo) === SOURCE_ID);
  const current = { ...row, Data_chiusura: '2027-03-15T00:00:00' };
  const logBefore = (await callLog()).length;
  const notesBefore = (await allNotes()).length;
  const rejected = await importIncentivi(app.dataSource, [{ ...current, Data_chiusura: '31/02/2027' }]);
  expect(rejected.rejected).toHaveLength(1);
  expect(await callLog()).toHaveLength(logBefore);
  expect(await allNotes()).toHaveLength(notesBefore);

  const report = await importIncentivi(app.dataSource, [{ ...current, Stanziamento_incentivo: '200000000' }]);
  expect(report.updated).toBe(1);
  const [entry] = (await callLog()).slice(logBefore);
  expect(entry.user_id).toBeNull();
  expect(entry.changes).toMatchObject({
    fields: ['allocated_funds'],
    values: { allocated_funds: { from: 175000000, to: 200000000 } },
  });
  const [, second] = await notesOf(fit.id);
  expect(second.title).toBe(`Il bando «${NAME}» ha nuovi importi: stanziamento 200.000.000 € (era 175.000.000 €) — 2 tuoi clienti idonei`);
  expect(await notesOf(other.id)).toEqual([]);
});

it('a manual edit of the closing date and amounts tells the fitting managers once, followers included', async () => {
  const ds = app.dataSource;
  // "fit" also follows the announcement: an open negotiation of one of its clients
  const [{ id: clientId }] = await ds.query(`SELECT cm.client_id AS id FROM client_managers cm WHERE cm.user_id = $1 LIMIT 1`, [fit.id]);
  await ds.query(`INSERT INTO negotiations (project_id, client_id, announcement_id, title) VALUES ($1, $2, $3, 'Garanzia')`, [
    envA,
    clientId,
    callId,
  ]);
  const before = (await notesOf(fit.id)).length;
  const res = await expert.send('patch', `/api/announcements/${callId}`, { end_date: '2027-06-30', grant_max: 500000 });
  expect(res.status).toBe(200);
  const mine = await notesOf(fit.id);
  expect(mine).toHaveLength(before + 1);
  expect(mine[mine.length - 1].title).toBe(
    `Il bando «${NAME}» è stato prorogato al 30/06/2027 (era 15/03/2027); ha nuovi importi: contributo massimo 500.000 € (prima non indicato) — 2 tuoi clienti idonei`,
  );
  expect(await notesOf(other.id)).toEqual([]);
  // an edit of another field tells nobody
  const count = (await allNotes()).length;
  expect((await expert.send('patch', `/api/announcements/${callId}`, { supplying_authority: 'MIMIT' })).status).toBe(200);
  expect(await allNotes()).toHaveLength(count);
});
