import { makePartitaIva } from '@bandi/domain';
import { generateBulk } from '../src/bench/generate';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { browserAs, startTestApp, type TestApp } from './helpers';

/**
 * Issue 12: the eligibility statements read each client's and each announcement's ATECO and territory keys
 * from one row (`client_eligibility_keys`, `announcement_eligibility_keys`, migration 0021), kept
 * by triggers on the four child tables. These tests compare the key sets with the keys computed
 * from the child rows after every kind of write (bulk inserts, updates, deletes, a rollback, a
 * client moved to another environment, deletions of a client and of an environment, the API's own
 * writes), and check that an edit of a client's ATECO codes changes its verdict at once.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Key sets as stored and as computed from the child rows; a parent without a key set counts as empty arrays. */
async function keySets() {
  const ds = app.dataSource;
  const sorted = (column: string) => `ARRAY(SELECT DISTINCT k FROM unnest(${column}) k ORDER BY k)`;
  return {
    clients: await ds.query(
      `SELECT c.id, c.project_id, ${sorted(`coalesce(k.ateco_prefixes, '{}')`)} AS ateco, ${sorted(`coalesce(k.location_keys, '{}')`)} AS places,
              k.project_id AS key_project
         FROM clients c LEFT JOIN client_eligibility_keys k ON k.client_id = c.id ORDER BY c.id`,
    ),
    clientsComputed: await ds.query(
      `SELECT c.id, c.project_id,
              ARRAY(SELECT DISTINCT p FROM client_ateco_codes x, unnest(x.prefixes) p WHERE x.client_id = c.id ORDER BY p) AS ateco,
              ARRAY(SELECT DISTINCT m FROM client_locations x, unnest(x.match_keys) m WHERE x.client_id = c.id ORDER BY m) AS places
         FROM clients c ORDER BY c.id`,
    ),
    calls: await ds.query(
      `SELECT a.id, ${sorted(`coalesce(k.ateco_values, '{}')`)} AS ateco, ${sorted(`coalesce(k.location_keys, '{}')`)} AS places
         FROM announcements a LEFT JOIN announcement_eligibility_keys k ON k.announcement_id = a.id ORDER BY a.id`,
    ),
    callsComputed: await ds.query(
      `SELECT a.id,
              ARRAY(SELECT DISTINCT x.value::text FROM announcement_ateco_codes x WHERE x.announcement_id = a.id ORDER BY 1) AS ateco,
              ARRAY(SELECT DISTINCT x.match_key FROM announcement_locations x WHERE x.announcement_id = a.id ORDER BY 1) AS places
         FROM announcements a ORDER BY a.id`,
    ),
    orphans: (
      await ds.query(
        `SELECT (SELECT count(*) FROM client_eligibility_keys k WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = k.client_id))
              + (SELECT count(*) FROM announcement_eligibility_keys k WHERE NOT EXISTS (SELECT 1 FROM announcements a WHERE a.id = k.announcement_id)) AS n`,
      )
    )[0].n,
  };
}

async function expectAgree(): Promise<void> {
  const k = await keySets();
  const stored = k.clients.map(({ key_project, ...r }: { key_project: number | null; project_id: number }) => {
    // a key set belongs to its client's environment
    if (key_project !== null) expect([r, key_project]).toEqual([r, r.project_id]);
    return r;
  });
  expect(stored).toEqual(k.clientsComputed);
  expect(k.calls).toEqual(k.callsComputed);
  expect(Number(k.orphans)).toBe(0);
}

describe('key sets of migration 0021', () => {
  it('follow bulk inserts, updates, deletes, a rollback, a move between environments and deletions', async () => {
    const ds = app.dataSource;
    await expectAgree(); // the demo data, written before the triggers existed and by them
    const pid = await createProject(ds, { name: 'Chiavi di idoneità' });
    const other = await createProject(ds, { name: 'Chiavi, altro ambiente' });
    await generateBulk(ds, { projectId: pid, clients: 40, calls: 25, seed: 7, chunk: 9 });
    await expectAgree();

    const [{ id: c1 }, { id: c2 }, { id: c3 }] = await ds.query(`SELECT id FROM clients WHERE project_id = $1 ORDER BY id LIMIT 3`, [pid]);
    // updates of codes and seats, a seat abroad, codes removed, a client without any row left
    await ds.query(`UPDATE client_ateco_codes SET value = '01.11.00' WHERE client_id = $1`, [c1]);
    await ds.query(
      `UPDATE client_locations SET nation = 'Europa', region_code = NULL, province = NULL, city_istat_code = NULL WHERE client_id = $1`,
      [c2],
    );
    await ds.query(`DELETE FROM client_ateco_codes WHERE client_id = $1`, [c3]);
    await ds.query(`DELETE FROM client_locations WHERE client_id = $1`, [c3]);
    await ds.query(`INSERT INTO client_ateco_codes (client_id, value, "primary") VALUES ($1, '62.01.00', false), ($1, '62.02.00', false)`, [
      c2,
    ]);
    const [{ id: a1 }, { id: a2 }] = await ds.query(`SELECT id FROM announcements WHERE project_id = $1 ORDER BY id LIMIT 2`, [pid]);
    await ds.query(
      `INSERT INTO announcement_locations (announcement_id, nation, region_code) VALUES ($1, 'Italia', '03'), ($2, 'Italia', '12')`,
      [a1, a2],
    );
    await ds.query(`UPDATE announcement_ateco_codes SET value = '10' WHERE announcement_id = $1`, [a2]);
    await ds.query(`DELETE FROM announcement_ateco_codes WHERE announcement_id = $1`, [a1]);
    await expectAgree();

    // a rolled back write leaves the key sets as they were
    const before = await keySets();
    await expect(
      ds.transaction(async (em) => {
        await em.query(`DELETE FROM client_ateco_codes WHERE client_id IN (SELECT id FROM clients WHERE project_id = $1)`, [pid]);
        await em.query(`DELETE FROM announcement_locations WHERE announcement_id IN (SELECT id FROM announcements WHERE project_id = $1)`, [
          pid,
        ]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await keySets()).toEqual(before);

    // a client moved to another environment, a client and an announcement deleted, then a whole environment
    await ds.query(`UPDATE clients SET project_id = $2 WHERE id = $1`, [c1, other]);
    await ds.query(`DELETE FROM clients WHERE id = $1`, [c2]);
    await ds.query(`DELETE FROM announcements WHERE id = $1`, [a2]);
    await expectAgree();
    await ds.query(`DELETE FROM projects WHERE id = $1`, [pid]);
    await expectAgree();
    const left = await ds.query(`SELECT count(*)::int AS n FROM client_eligibility_keys WHERE project_id = $1`, [pid]);
    expect(left[0].n).toBe(0);
  });

  it("an edit of a client's ATECO codes and seat through the API changes its verdict at once", async () => {
    const ds = app.dataSource;
    const pid = await createProject(ds, { name: 'Chiavi via API' });
    const user = await createUser(ds, 'client-manager', [pid]);
    const manager = await browserAs(app, user.email, FACTORY_PASSWORD);
    const created = await manager.send('post', `/api/projects/${pid}/clients`, {
      business_name: 'Officina Chiavi S.r.l.',
      vat_number: makePartitaIva(String(Date.now() % 1e7).padStart(7, '0'), '001'),
      client_legal_location: { city: 'Milano', province: 'MI', postal_code: '20121' },
      clients_ateco_codes: [{ value: '62.10.00', primary: true }],
    });
    expect(created.status).toBe(201);
    const clientId = created.body.id as number;
    // an announcement for food industry (ATECO 10.51) in Lombardy
    const [call] = await ds.query(
      `INSERT INTO announcements (project_id, scope, status, name, include_ateco_codes) VALUES ($1, 'local', 'published', 'Bando caseario lombardo', true) RETURNING id`,
      [pid],
    );
    await ds.query(`INSERT INTO announcement_ateco_codes (announcement_id, value) VALUES ($1, '10.51')`, [call.id]);
    await ds.query(`INSERT INTO announcement_locations (announcement_id, nation, region_code) VALUES ($1, 'Italia', '03')`, [call.id]);
    const verdicts = async () => {
      const res = await manager.get(`/api/projects/${pid}/announcements/${call.id}/eligible-clients`);
      expect(res.status).toBe(200);
      const row = res.body.data.find((r: { client: { id: number } }) => r.client.id === clientId);
      return Object.fromEntries(row.requirements.map((r: { requirement: string; verdict: string }) => [r.requirement, r.verdict]));
    };
    expect(await verdicts()).toMatchObject({ ateco_codes: 'not_met', territory: 'met' });

    const detail = await manager.get(`/api/projects/${pid}/clients/${clientId}`);
    const updated = await manager.send('put', `/api/projects/${pid}/clients/${clientId}`, {
      business_name: detail.body.business_name,
      vat_number: detail.body.vat_number,
      version: detail.body.version,
      client_legal_location: { city: 'Torino', province: 'TO', postal_code: '10121' },
      clients_ateco_codes: [{ value: '10.51.10', primary: true }],
    });
    expect(updated.status).toBe(200);
    expect(await verdicts()).toMatchObject({ ateco_codes: 'met', territory: 'not_met' });
    await expectAgree();
  });
});
