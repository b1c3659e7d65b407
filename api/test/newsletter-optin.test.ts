import request from 'supertest';
import { todayInRome } from '@bandi/domain';
import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createClient, createProject, createReferent, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { JobsService } from '../src/modules/jobs/jobs.service';

/** Issue 13: double opt-in, consent log, unsubscribe by link and by RFC 8058 header, "fits" newsletters, the toggle. */
let app: TestApp;
let p: number;
let manager: Browser;

beforeAll(async () => {
  app = await startTestApp();
  p = await createProject(app.dataSource, { name: 'Studio Newsletter' });
  await app.dataSource.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [p]);
  const u = await createUser(app.dataSource, 'client-manager', [p]);
  manager = await browserAs(app, u.email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

const idle = () => app.handle.app.get(JobsService).idle(['newsletter-send', 'mail']);
const linkToken = (mail: string, param: string) => new RegExp(`/iscrizione-newsletter\\?${param}=([A-Za-z0-9_-]+)`).exec(mail)?.[1];
async function clientWithEmail(email: string): Promise<number> {
  const id = await createClient(app.dataSource, p);
  await app.dataSource.query(`UPDATE clients SET email = $2 WHERE id = $1`, [id, email]);
  return id;
}
/** Subscribes a client and confirms through the link of the mail; returns the subscriber id. */
async function optIn(clientId: number): Promise<number> {
  const before = outboxSnapshot(app);
  const res = await manager.send('post', `/api/projects/${p}/newsletter-subscribers`, { client_id: clientId });
  expect(res.status).toBe(201);
  const [mail] = await mailsSince(app, before);
  const visitor = new Browser(app.server);
  await visitor.csrf();
  expect((await visitor.send('post', '/api/public/newsletter/confirm', { token: linkToken(mail, 'token') })).status).toBe(200);
  return res.body.id;
}

describe('double opt-in', () => {
  it('subscribe -> confirmation mail -> link -> subscribed; used, wrong and expired links answer their page', async () => {
    const client = await clientWithEmail('Titolare@Officina-Rossi.it');
    const before = outboxSnapshot(app);
    const res = await manager.send('post', `/api/projects/${p}/newsletter-subscribers`, { client_id: client });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'titolare@officina-rossi.it', status: 'pending', client_id: client });
    const mails = await mailsSince(app, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: titolare@officina-rossi.it');
    expect(mails[0]).toContain("conferma l'iscrizione alla newsletter");
    const token = linkToken(mails[0], 'token');
    expect(token).toBeDefined();

    const visitor = new Browser(app.server);
    await visitor.csrf();
    const ok = await visitor.agent
      .post('/api/public/newsletter/confirm')
      .set('X-XSRF-TOKEN', visitor.xsrfToken)
      .set('User-Agent', 'ProvaBrowser/1.0')
      .send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'subscribed', project_name: 'Studio Newsletter', email: 'titolare@officina-rossi.it' });
    const again = await visitor.send('post', '/api/public/newsletter/confirm', { token });
    expect([again.status, again.body.code]).toEqual([409, 'used']);
    const wrong = await visitor.send('post', '/api/public/newsletter/confirm', { token: 'x'.repeat(43) });
    expect([wrong.status, wrong.body.code]).toEqual([404, 'invalid']);

    const detail = await manager.get(`/api/projects/${p}/newsletter-subscribers/${res.body.id}`);
    expect(detail.body.status).toBe('subscribed');
    expect(detail.body.consents.map((c: { action: string }) => c.action)).toEqual(['requested', 'confirmed']);
    expect(detail.body.consents[1]).toMatchObject({
      user_agent: 'ProvaBrowser/1.0',
      text_version: 'newsletter-2026-11-v1',
      created_by: null,
    });
    expect(detail.body.consents[1].ip).toBeTruthy();
    expect(detail.body.consents[0].created_by).not.toBeNull();
    // subscribing again an already subscribed address: 422
    expect((await manager.send('post', `/api/projects/${p}/newsletter-subscribers`, { client_id: client })).status).toBe(422);

    // a referent's link left to expire
    const ref = await createReferent(app.dataSource, p);
    const b2 = outboxSnapshot(app);
    expect((await manager.send('post', `/api/projects/${p}/newsletter-subscribers`, { referent_id: ref })).status).toBe(201);
    const expiredToken = linkToken((await mailsSince(app, b2))[0], 'token');
    await app.dataSource.query(
      `UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE referent_id = $1`,
      [ref],
    );
    const expired = await visitor.send('post', '/api/public/newsletter/confirm', { token: expiredToken });
    expect([expired.status, expired.body.code]).toEqual([410, 'expired']);
  });

  it('every newsletter carries an unsubscribe link and RFC 8058 headers; both unsubscribe without login', async () => {
    const a = await optIn(await clientWithEmail('uno@disiscrivi.it'));
    const b = await optIn(await clientWithEmail('due@disiscrivi.it'));
    const draft = await manager.send('post', `/api/projects/${p}/newsletters`, { subject: 'Notizie di dicembre', body: 'Ciao!' });
    const before = outboxSnapshot(app);
    expect((await manager.send('post', `/api/projects/${p}/newsletters/${draft.body.id}/send`)).status).toBe(200);
    await idle();
    const mails = (await mailsSince(app, before)).filter((m) => m.includes('Notizie di dicembre'));
    const toA = mails.find((m) => m.includes('To: uno@disiscrivi.it'))!;
    const toB = mails.find((m) => m.includes('To: due@disiscrivi.it'))!;
    expect(toA).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const header = /List-Unsubscribe: <https?:\/\/[^/]+(\/api\/public\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(
      toA.replace(/\r?\n[ \t]+/g, ' '),
    )![1]; // headers unfolded
    // a mail program's one-click POST: no cookie, no CSRF token, form body
    const oneClick = await request(app.server).post(header).type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.status).toBe('unsubscribed');
    // the link in the text, through the public page
    const visitor = new Browser(app.server);
    await visitor.csrf();
    const viaLink = await visitor.send('post', '/api/public/newsletter/unsubscribe', { token: linkToken(toB, 'disiscrivi') });
    expect(viaLink.status).toBe(200);
    for (const id of [a, b]) {
      const s = await manager.get(`/api/projects/${p}/newsletter-subscribers/${id}`);
      expect(s.body.status).toBe('unsubscribed');
      expect(s.body.consents.at(-1).action).toBe('unsubscribed');
    }
    // nothing more reaches them
    const next = await manager.send('post', `/api/projects/${p}/newsletters`, { subject: 'Dopo la disiscrizione', body: 'x' });
    const after = outboxSnapshot(app);
    await manager.send('post', `/api/projects/${p}/newsletters/${next.body.id}/send`);
    await idle();
    expect((await mailsSince(app, after)).filter((m) => /To: (uno|due)@disiscrivi/.test(m))).toHaveLength(0);
  });
});

describe('"fits" newsletter', () => {
  it('carries for each of three subscribers only the announcements its company fits', async () => {
    const today = todayInRome();
    const dims = ['micro', 'small', 'medium'] as const;
    const calls: Record<string, string> = {};
    for (const d of dims) calls[d] = `Bando solo ${d} ${Math.random().toString(36).slice(2, 7)}`;
    for (const d of dims)
      await createAnnouncementWithRequirements(app.dataSource, { projectId: p, name: calls[d], end_date: today, company_dimensions: [d] });
    for (const d of dims) {
      const c = await clientWithEmail(`${d}@fits.it`);
      await app.dataSource.query(`UPDATE clients SET company_dimension = $2 WHERE id = $1`, [c, d]);
      await optIn(c);
    }
    const draft = await manager.send('post', `/api/projects/${p}/newsletters`, {
      subject: 'Bandi per te',
      body: 'Selezionati per la tua impresa.',
      mode: 'fits',
    });
    expect(draft.body.mode).toBe('fits');
    const preview = await manager.get(`/api/projects/${p}/newsletters/${draft.body.id}/preview`);
    expect(preview.status).toBe(200);
    const small = preview.body.data.find((r: { to: string }) => r.to === 'small@fits.it');
    expect(small.announcements.map((a: { name: string }) => a.name)).toContain(calls.small);
    const before = outboxSnapshot(app);
    expect((await manager.send('post', `/api/projects/${p}/newsletters/${draft.body.id}/send`)).status).toBe(200);
    await idle();
    const mails = (await mailsSince(app, before)).filter((m) => m.includes('Bandi per te'));
    for (const d of dims) {
      const mine = mails.filter((m) => m.includes(`To: ${d}@fits.it`));
      expect(mine).toHaveLength(1);
      for (const other of dims) expect([d, other, mine[0].includes(calls[other])]).toEqual([d, other, other === d]);
    }
    const log = await manager.get(`/api/projects/${p}/newsletters/${draft.body.id}/deliveries`);
    expect(
      log.body.data.filter((r: { recipient: string; status: string }) => r.recipient.endsWith('@fits.it') && r.status === 'sent'),
    ).toHaveLength(3);
  });
});

describe('newsletter toggle', () => {
  it('off: subscribers, compose and send answer 403', async () => {
    const off = await createProject(app.dataSource, { name: 'Senza newsletter' });
    const u = await createUser(app.dataSource, 'local-administrator', [off]);
    const b = await browserAs(app, u.email, FACTORY_PASSWORD);
    const [{ id }] = await app.dataSource.query(`INSERT INTO newsletters (project_id, subject, body) VALUES ($1, 'A', 'B') RETURNING id`, [
      off,
    ]);
    for (const res of [
      await b.get(`/api/projects/${off}/newsletter-subscribers`),
      await b.send('post', `/api/projects/${off}/newsletter-subscribers`, { client_id: await createClient(app.dataSource, off) }),
      await b.send('post', `/api/projects/${off}/newsletters/${id}/send`),
      await b.get(`/api/projects/${off}/newsletters/${id}/preview`),
    ])
      expect([res.status, res.body.message]).toEqual([403, 'Newsletter non attiva per questo ambiente']);
  });
});
