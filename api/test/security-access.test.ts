import { browserAs, loggedIn, startTestApp, type TestApp } from './helpers';
import { createAnnouncement, createProject, createUser, FACTORY_PASSWORD } from './factories';

/**
 * Issue 11, findings 4-5: only the administrator grants environments (a global expert cannot
 * add itself through the global-experts settings), and a share revoke with a share id of another
 * announcement is a 404 that writes no audit entry.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const memberships = async (userId: number): Promise<number[]> =>
  (await app.dataSource.query(`SELECT project_id FROM project_users WHERE user_id = $1 ORDER BY project_id`, [userId])).map(
    (r: { project_id: number }) => r.project_id,
  );

describe('global experts and environments', () => {
  it('a global expert cannot add itself (or another expert) to an environment', async () => {
    const secret = await createProject(app.dataSource, { name: 'Ambiente riservato' });
    const mine = await createProject(app.dataSource);
    const expert = await createUser(app.dataSource, 'expert-announcement', [mine], { can_edit_global_setting: true });
    const colleague = await createUser(app.dataSource, 'expert-announcement', [mine]);
    const b = await loggedIn(app, expert.email, FACTORY_PASSWORD);
    for (const id of [expert.id, colleague.id]) {
      const res = await b.send('put', `/api/settings/global-experts/${id}`, { project_ids: [mine, secret] });
      expect(res.status).toBe(403);
      expect(await memberships(id)).toEqual([mine]);
    }
    expect((await b.get(`/api/projects/${secret}/announcements`)).status).toBe(404);
    // other fields stay editable (also with the unchanged list, as the form sends it), and
    // creating an expert with environments is the administrator's
    expect((await b.send('put', `/api/settings/global-experts/${colleague.id}`, { phone: '011 123456' })).status).toBe(200);
    const same = await b.send('put', `/api/settings/global-experts/${colleague.id}`, { name: 'Mara', project_ids: [mine] });
    expect(same.status).toBe(200);
    const created = await b.send('post', '/api/settings/global-experts', {
      name: 'Nuovo',
      surname: 'Esperto',
      email: `nuovo.esperto.${Date.now()}@prova.it`,
      project_ids: [secret],
    });
    expect(created.status).toBe(403);
  });

  it('the administrator still grants environments there', async () => {
    const p = await createProject(app.dataSource);
    const expert = await createUser(app.dataSource, 'expert-announcement', []);
    const admin = await loggedIn(app, 'admin@demo.local', 'Demo!2026');
    expect((await admin.send('put', `/api/settings/global-experts/${expert.id}`, { project_ids: [p] })).status).toBe(200);
    expect(await memberships(expert.id)).toEqual([p]);
  });
});

describe('share revoke', () => {
  it('answers 404 for a share of another announcement, leaves it live and writes no audit entry', async () => {
    const manager = await browserAs(app, 'gestore@demo.local');
    const [{ id: clientId }] = await app.dataSource.query(`SELECT id FROM clients WHERE project_id = 1 ORDER BY id LIMIT 1`);
    const one = await createAnnouncement(app.dataSource, { name: 'Bando uno' });
    const two = await createAnnouncement(app.dataSource, { name: 'Bando due' });
    const share = await manager.send('post', `/api/projects/1/announcements/${one}/shares`, { client_id: clientId });
    expect(share.status).toBe(201);
    const shareId = share.body.id;
    const audits = async () =>
      (
        await app.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'unshared' AND entity_id = ANY($1)`, [
          [one, two],
        ])
      )[0].n;
    const res = await manager.send('delete', `/api/projects/1/announcements/${two}/shares/${shareId}`);
    expect(res.status).toBe(404);
    expect(await audits()).toBe(0);
    const live = await manager.get(`/api/public/announcements/${one}?token=${share.body.token}`);
    expect(live.status).toBe(200);
    // the right pair still revokes, with one audit entry
    expect((await manager.send('delete', `/api/projects/1/announcements/${one}/shares/${shareId}`)).status).toBe(204);
    expect(await audits()).toBe(1);
  });
});
