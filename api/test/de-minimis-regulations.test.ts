import { makePartitaIva } from '@bandi/domain';
import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { STATE_AID_IMPORT_QUEUE } from '../src/modules/state-aids/state-aid-imports.service';

/**
 * Issue 34, the regulation per announcement (docs/domain.md#de-minimis-regulations): the de minimis check
 * of an announcement uses the announcement's `de_minimis_regulation`. A client with EUR 260,000 of general de
 * minimis fits a general announcement of EUR 30,000 and not one of EUR 50,000; under agriculture the
 * EUR 50,000 ceiling (Reg. (UE) 1408/2013 art. 3(2)) binds a client with EUR 30,000 of
 * agricultural aid, and general aid cumulates up to EUR 300,000 (art. 5(1)); changing an announcement's
 * regulation through the API changes the verdict; an unknown regulation is a 422.
 */
let app: TestApp;
let pid: number;
let manager: Browser;
let general: number; // client with EUR 260,000 of general de minimis
let farmer: number; // client with EUR 30,000 of agricultural de minimis
const AT = '2027-06-30';

async function deMinimisCall(name: string, maxEur: number, regulation: string): Promise<number> {
  const id = await createAnnouncementWithRequirements(app.dataSource, { projectId: pid, name, end_date: AT });
  await app.dataSource.query(
    `UPDATE announcements SET aid_scheme_de_minimis = true, de_minimis_regulation = $3, grant_max = $2 WHERE id = $1`,
    [id, maxEur, regulation],
  );
  return id;
}

/** The de minimis check of `call` in the eligible-clients list, by client. */
async function checks(call: number): Promise<Map<number, { status: string; regulation: string; headroom_cents: number }>> {
  const res = await manager.get(`/api/projects/${pid}/announcements/${call}/eligible-clients?take=100`);
  expect(res.status).toBe(200);
  return new Map(res.body.data.map((r: { client: { id: number }; de_minimis: never }) => [r.client.id, r.de_minimis]));
}

beforeAll(async () => {
  app = await startTestApp({ isolated: true });
  const ds = app.dataSource;
  pid = await createProject(ds, { name: 'Regolamenti de minimis' });
  const m = await createUser(ds, 'administrator', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number) VALUES ($1, 'Generale Srl', $2), ($1, 'Agricola Srl', $3) RETURNING id`,
    [pid, makePartitaIva('7100001', '001'), makePartitaIva('7100002', '001')],
  );
  [general, farmer] = rows.map((r) => r.id);
  await ds.query(
    `INSERT INTO state_aids (client_id, grant_date, granting_body, regulation, aid_element_cents)
     VALUES ($1, '2026-01-15', 'Regione', 'UE2831/2023', 26000000), ($2, '2026-02-10', 'AGEA', 'UE1408/2013', 3000000)`,
    [general, farmer],
  );
}, 60_000);
afterAll(() => app?.close());

it('a general call fits EUR 30,000 and not EUR 50,000 over EUR 260,000 of general aid', async () => {
  const small = (await checks(await deMinimisCall('Voucher 30k', 30_000, 'general'))).get(general)!;
  expect(small).toMatchObject({ status: 'fits', regulation: 'general', headroom_cents: 4_000_000 });
  const large = (await checks(await deMinimisCall('Voucher 50k', 50_000, 'general'))).get(general)!;
  expect(large).toMatchObject({
    status: 'does_not_fit',
    regulation: 'general',
    headroom_cents: 4_000_000,
    largest_fitting_cents: 4_000_000,
  });
});

it('an agriculture call checks the EUR 50,000 ceiling and the cumulation with general de minimis', async () => {
  const call = await deMinimisCall('Agricoltura 25k', 25_000, 'agriculture');
  const byClient = await checks(call);
  // 50,000 - 30,000 of agricultural aid: 20,000 left, 25,000 does not fit
  expect(byClient.get(farmer)).toMatchObject({ status: 'does_not_fit', regulation: 'agriculture', headroom_cents: 2_000_000 });
  // 300,000 - 260,000 of general aid (art. 5(1)): 40,000 left, 25,000 fits
  expect(byClient.get(general)).toMatchObject({ status: 'fits', regulation: 'agriculture', headroom_cents: 4_000_000 });
});

it('changing the regulation of an announcement changes the verdict; a bad value is a 422', async () => {
  const call = await deMinimisCall('Bando 25k', 25_000, 'general');
  expect((await checks(call)).get(farmer)).toMatchObject({ status: 'fits', headroom_cents: 27_000_000 });
  // the factory's call lacks what publishing requires: edited as a draft, published again by hand
  const publish = (status: string) => app.dataSource.query(`UPDATE announcements SET status = $2 WHERE id = $1`, [call, status]);
  await publish('draft');
  const changed = await manager.send('patch', `/api/projects/${pid}/announcements/${call}`, { de_minimis_regulation: 'agriculture' });
  expect(changed.status).toBe(200);
  await publish('published');
  expect(changed.body.de_minimis_regulation).toBe('agriculture');
  expect((await checks(call)).get(farmer)).toMatchObject({ status: 'does_not_fit', regulation: 'agriculture', headroom_cents: 2_000_000 });
  // the same in the verdict of the announcement for the client ("Bandi potenziali")
  const one = await manager.get(`/api/projects/${pid}/clients/${farmer}/eligible-announcements?announcement_id=${call}`);
  expect(one.body.data[0].requirements.find((r: { requirement: string }) => r.requirement === 'de_minimis')).toMatchObject({
    verdict: 'not_met',
  });
  expect(one.body.data[0].de_minimis).toMatchObject({ regulation: 'agriculture', headroom_cents: 2_000_000 });
  const bad = await manager.send('patch', `/api/projects/${pid}/announcements/${call}`, { de_minimis_regulation: 'pesca' });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain('Regolamento de minimis non valido');
  // off de minimis, the regulation goes
  await publish('draft');
  const off = await manager.send('patch', `/api/projects/${pid}/announcements/${call}`, { aid_scheme_de_minimis: false });
  expect([off.status, off.body.de_minimis_regulation]).toEqual([200, null]);
});

it('exports the aid received by a client as CSV with Italian headers, dates and EUR amounts, and imports it back', async () => {
  await app.dataSource.query(
    `UPDATE state_aids SET measure_title = 'Voucher digitalizzazione', car = '12345', cor = '987654', nominal_amount_cents = 30000000
      WHERE client_id = $1`,
    [general],
  );
  const res = await manager.get(`/api/projects/${pid}/clients/${general}/state-aids/export?format=csv`).buffer(true);
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/filename="aiuti-ricevuti-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = res.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'Codice fiscale beneficiario;Data di concessione;Soggetto concedente;Titolo della misura;CAR;COR;CUP;Regolamento;Strumento;Elemento di aiuto (EUR);Importo nominale (EUR)',
  );
  const code = makePartitaIva('7100001', '001');
  expect(lines.slice(1)).toEqual([`${code};15/01/2026;Regione;Voucher digitalizzazione;12345;987654;;UE2831/2023;;260000,00;300000,00`]);
  // the same columns import back (a visura retyped by a person): the aid already there, a new COR recorded
  const retyped = `\uFEFF${lines[0]}\r\n${lines[1]}\r\n${code};01/03/2026;Camera di commercio;Bando fiere;;555001;;Reg. (UE) 2023/2831;Sovvenzione;1.500,50;\r\n`;
  const up = await manager.agent
    .post(`/api/projects/${pid}/state-aid-imports`)
    .set('X-XSRF-TOKEN', manager.xsrfToken)
    .set('X-Requested-With', 'XMLHttpRequest')
    .attach('file', Buffer.from(retyped), 'visura.csv');
  expect(up.status).toBe(202);
  await app.handle.app.get(JobsService).idle([STATE_AID_IMPORT_QUEUE.name], 30_000);
  const done = await manager.get(`/api/projects/${pid}/state-aid-imports/${up.body.id}`);
  expect(done.body).toMatchObject({ status: 'done', created: 1, existing: 1, rejected: 0 });
  const [added] = await app.dataSource.query(`SELECT grant_date::text, aid_element_cents::int, cor FROM state_aids WHERE cor = '555001'`);
  expect(added).toEqual({ grant_date: '2026-03-01', aid_element_cents: 150_050, cor: '555001' });
  // another environment's client is a 404
  const other = await manager.get(`/api/projects/${pid}/clients/999999/state-aids/export?format=csv`);
  expect(other.status).toBe(404);
});
