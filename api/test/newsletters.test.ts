import fs from 'node:fs';
import path from 'node:path';
import { Browser, browserAs, startTestApp, type TestApp, ROLES, decodeQuotedPrintable, loggedIn } from './helpers';
import { createAnnouncement, createClient, createProject, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import type { UserType } from '../src/common/auth/roles';
import { JobsService } from '../src/modules/jobs/jobs.service';

/** Environment newsletters: permission matrix, the newsletter switch, drafts, sending to the outbox. */
let app: TestApp;
let own: number;
let other: number;
const emails = {} as Record<UserType, string>;
/** One login per role, reused (login is throttled per address). */
const as = (role: UserType): Promise<Browser> => loggedIn(app, emails[role]);

beforeAll(async () => {
  app = await startTestApp();
  own = await createProject(app.dataSource, { name: 'Newsletter proprio' });
  other = await createProject(app.dataSource, { name: 'Newsletter altrui' });
  await app.dataSource.query(`UPDATE projects SET newsletter_enabled = true WHERE id = ANY($1)`, [[own, other]]);
  for (const role of ROLES) emails[role] = (await createUser(app.dataSource, role, role === 'administrator' ? [] : [own])).email;
});
/** A subscribed address (as after a confirmed double opt-in) for the clients of `projectId` with an e-mail, or one client. */
async function subscribeDirectly(ds: TestApp['dataSource'], projectId: number, clientId?: number): Promise<void> {
  await ds.query(
    `INSERT INTO newsletter_subscribers (project_id, email, client_id, status, confirmed_at, unsubscribe_token)
     SELECT DISTINCT ON (lower(trim(email))) project_id, lower(trim(email)), id, 'subscribed', now(), substr(md5(random()::text) || md5(random()::text), 1, 43)
     FROM clients WHERE project_id = $1 AND ($2::int IS NULL OR id = $2) AND email IS NOT NULL ORDER BY lower(trim(email)), id
     ON CONFLICT (project_id, email) DO NOTHING`,
    [projectId, clientId ?? null],
  );
}

afterAll(async () => {
  await app?.close();
});

describe('permission matrix', () => {
  let globalCall: number;
  beforeAll(async () => {
    globalCall = await createAnnouncement(app.dataSource, { name: 'Bando globale della matrice' });
  });
  it.each(ROLES)('%s: every newsletters route, own and other environment', async (role) => {
    const b = await as(role);
    const allowed = ['administrator', 'local-administrator', 'client-manager'].includes(role);
    for (const [p, otherEnv] of [
      [own, false],
      [other, true],
    ] as const) {
      const [{ id: draft }] = await app.dataSource.query(
        `INSERT INTO newsletters (project_id, subject, body) VALUES ($1, 'Bozza', 'Testo') RETURNING id`,
        [p],
      );
      await createClient(app.dataSource, p);
      await app.dataSource.query(`UPDATE clients SET email = 'cliente.' || id || '@prova.it' WHERE project_id = $1 AND email IS NULL`, [p]);
      await subscribeDirectly(app.dataSource, p);
      const ok = (code: number) => (!allowed ? 403 : otherEnv && role !== 'administrator' ? 404 : code);
      const base = `/api/projects/${p}/newsletters`;
      const routes: [string, () => Promise<{ status: number }>, number][] = [
        ['GET list', () => b.get(base), 200],
        ['POST', () => b.send('post', base, { subject: 'Novità', body: 'Ciao' }), 201],
        ['POST client-update', () => b.send('post', `${base}/client-update`, { announcement_id: globalCall }), 201],
        ['GET one', () => b.get(`${base}/${draft}`), 200],
        ['PUT', () => b.send('put', `${base}/${draft}`, { subject: 'Novità di novembre' }), 200],
        ['POST send', () => b.send('post', `${base}/${draft}/send`), 200],
        ['DELETE (sent: 422)', () => b.send('delete', `${base}/${draft}`), 422],
      ];
      for (const [label, run, want] of routes)
        expect(`${label} ${otherEnv ? 'other' : 'own'}: ${(await run()).status}`).toBe(
          `${label} ${otherEnv ? 'other' : 'own'}: ${ok(want)}`,
        );
    }
  });
});

describe('newsletters', () => {
  it('are refused where the newsletter is off', async () => {
    const p = await createProject(app.dataSource, { name: 'Senza newsletter' });
    const b = await as('administrator');
    const res = await b.get(`/api/projects/${p}/newsletters`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Newsletter non attiva per questo ambiente');
  });

  it('a draft with bandi is sent once to every subscribed address of the environment', async () => {
    const ds = app.dataSource;
    const p = await createProject(ds, { name: 'Consulenza Laghi' });
    await ds.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [p]);
    const c1 = await createClient(ds, p);
    const c2 = await createClient(ds, p);
    await createClient(ds, p); // no e-mail
    const foreignClient = await createClient(ds, other);
    await ds.query(`UPDATE clients SET email = 'Amministrazione@Officine.it' WHERE id = $1`, [c1]);
    await ds.query(`UPDATE clients SET email = 'amministrazione@officine.it' WHERE id = $1`, [c2]); // same address: one message
    await ds.query(`UPDATE clients SET email = 'estraneo@altrove.it' WHERE id = $1`, [foreignClient]);
    await subscribeDirectly(ds, p, c1);
    await subscribeDirectly(ds, other, foreignClient);
    const bando = await createAnnouncement(ds, { name: 'Nuova Sabatini 2026' });
    const draftBando = await createAnnouncement(ds, { name: 'Bozza', status: 'draft' });
    const foreignBando = await createAnnouncement(ds, { projectId: other });
    const b = await browserAs(app, (await createUser(ds, 'client-manager', [p])).email, FACTORY_PASSWORD);
    const base = `/api/projects/${p}/newsletters`;
    expect((await b.send('post', base, { subject: 'X', body: 'Y', announcement_ids: [draftBando] })).status).toBe(422);
    expect((await b.send('post', base, { subject: 'X', body: 'Y', announcement_ids: [foreignBando] })).status).toBe(422);
    const missing = await b.send('post', base, { subject: ' ' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['body']);
    const created = await b.send('post', base, {
      subject: 'Bandi di novembre',
      body: 'Ecco le opportunità del mese.',
      announcement_ids: [bando],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', announcements: [{ id: bando, name: 'Nuova Sabatini 2026' }] });

    const before = new Set(fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir) : []);
    const sent = await b.send('post', `${base}/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sending', recipients_count: 1 });
    await app.handle.app.get(JobsService).idle(['newsletter-send', 'mail']);
    expect((await b.get(`${base}/${created.body.id}`)).body).toMatchObject({
      status: 'sent',
      recipients_count: 1,
      progress: { queued: 0, sending: 0, sent: 1, failed: 0 },
    });
    // this newsletter's mails: on the shared PostgreSQL test database this app's mail worker may
    // also deliver a job another test file queued just before it closed
    const mails = fs
      .readdirSync(app.outboxDir)
      .filter((f) => !before.has(f))
      .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(app.outboxDir, f), 'utf8')))
      .filter((m) => m.includes('Subject: Bandi di novembre'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: amministrazione@officine.it');
    expect(mails[0]).toContain('Subject: Bandi di novembre');
    expect(mails[0]).toContain('Nuova Sabatini 2026');
    expect(mails[0]).not.toContain('estraneo');
    expect((await b.send('post', `${base}/${created.body.id}/send`)).status).toBe(422);
    expect((await b.send('put', `${base}/${created.body.id}`, { body: 'x' })).status).toBe(422);
    expect((await b.get(`${base}?search=novembre`)).body.total).toBe(1);

    const empty = await createProject(ds, { name: 'Senza iscritti' });
    await ds.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [empty]);
    const admin = await as('administrator');
    const d = await admin.send('post', `/api/projects/${empty}/newsletters`, { subject: 'A', body: 'B' });
    const none = await admin.send('post', `/api/projects/${empty}/newsletters/${d.body.id}/send`);
    expect(none.status).toBe(422);
    expect(none.body.errors.recipients).toBeDefined();
    expect((await admin.send('delete', `/api/projects/${empty}/newsletters/${d.body.id}`)).status).toBe(204);
  });

  it('an «aggiornamento» of a changed call tells the change and goes only to the subscribers of the clients that fit it', async () => {
    const ds = app.dataSource;
    const p = await createProject(ds, { name: 'Consulenza Aggiornamenti' });
    await ds.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [p]);
    const call = await createAnnouncementWithRequirements(ds, { projectId: p, name: 'Voucher Export 2026', subscribed_to_cciaa: 'yes' });
    const [fitA, notFit, fitC] = [await createClient(ds, p), await createClient(ds, p), await createClient(ds, p)];
    const noClient = 'lettore@rivista.it';
    for (const [id, cciaa, email] of [
      [fitA, 'yes', 'alfa@impresa.it'],
      [notFit, 'no', 'beta@impresa.it'],
      [fitC, 'yes', 'gamma@impresa.it'],
    ] as const)
      await ds.query(`UPDATE clients SET subscribed_to_cciaa = $2, email = $3 WHERE id = $1`, [id, cciaa, email]);
    await subscribeDirectly(ds, p);
    await ds.query(
      `INSERT INTO newsletter_subscribers (project_id, email, client_id, status, confirmed_at, unsubscribe_token)
       VALUES ($1, $2, NULL, 'subscribed', now(), substr(md5(random()::text) || md5(random()::text), 1, 43))`,
      [p, noClient],
    );
    const manager = await createUser(ds, 'client-manager', [p]);
    // the change as the manager was told of it (NotificationsService.announcementChanged)
    await ds.query(
      `INSERT INTO notifications (project_id, user_id, kind, title, link, announcement_id)
       VALUES ($1, $2, 'announcement_changed', $3, $4, $5)`,
      [
        p,
        manager.id,
        'Il bando «Voucher Export 2026» è stato prorogato al 15/03/2027 (era 31/12/2026) — 2 tuoi clienti idonei',
        `/ambiente/${p}/bandi/${call}`,
        call,
      ],
    );
    const b = await browserAs(app, manager.email, FACTORY_PASSWORD);
    const base = `/api/projects/${p}/newsletters`;
    expect((await b.send('post', `${base}/client-update`, {})).status).toBe(422);
    const foreign = await createAnnouncement(ds, { projectId: other });
    expect((await b.send('post', `${base}/client-update`, { announcement_id: foreign })).status).toBe(404);

    const draft = await b.send('post', `${base}/client-update`, { announcement_id: call });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      status: 'draft',
      subject: 'Aggiornamento sul bando «Voucher Export 2026»',
      audience_announcement_id: call,
      audience_announcement_name: 'Voucher Export 2026',
      announcements: [{ id: call }],
    });
    expect(draft.body.body).toContain(
      'ti segnaliamo un aggiornamento: il bando «Voucher Export 2026» è stato prorogato al 15/03/2027 (era 31/12/2026).',
    );
    expect(draft.body.body).not.toContain('tuoi clienti idonei');

    const before = new Set(fs.existsSync(app.outboxDir) ? fs.readdirSync(app.outboxDir) : []);
    const sent = await b.send('post', `${base}/${draft.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sending', recipients_count: 2 });
    await app.handle.app.get(JobsService).idle(['newsletter-send', 'mail']);
    const to = fs
      .readdirSync(app.outboxDir)
      .filter((f) => !before.has(f))
      .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(app.outboxDir, f), 'utf8')))
      .filter((m) => m.includes('prorogato al 15/03/2027'))
      .map((m) => /^To: (.+)$/m.exec(m)?.[1].trim())
      .sort();
    expect(to).toEqual(['alfa@impresa.it', 'gamma@impresa.it']);

    // an audience the environment does not see is refused on a draft too
    const other2 = await b.send('post', base, { subject: 'A', body: 'B', audience_announcement_id: foreign });
    expect(other2.status).toBe(422);
    expect(Object.keys(other2.body.errors)).toEqual(['audience_announcement_id']);
  });
});
