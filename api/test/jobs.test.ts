import { browserAs, loggedIn, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createUser } from './factories';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { MailService } from '../src/modules/mail/mail.service';
import { ELIGIBILITY_VERDICTS_QUEUE } from '../src/modules/eligibility/eligibility-verdicts.queue';

/** The job queue (pg-boss on the application's pool): retries, dead letter, idempotent mail, admin view. */
let app: TestApp;
let jobs: JobsService;
let mail: MailService;

beforeAll(async () => {
  app = await startTestApp();
  jobs = app.handle.app.get(JobsService);
  mail = app.handle.app.get(MailService);
});
afterAll(async () => {
  await app?.close();
});

const waitFor = async (check: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 100));
  }
};

it('a failing job is retried, then failed and copied to the dead-letter queue, shown to administrators only', async () => {
  const attempts: number[] = [];
  const queue = `prova-${Date.now()}`;
  await jobs.register<{ n: number }>(
    { name: queue, label: 'Lavoro di prova', retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    async (_data, job) => {
      attempts.push(job.retryCount);
      throw new Error('Server SMTP non raggiungibile');
    },
    0.5,
  );
  const id = await jobs.send(queue, { n: 1, summary: 'lavoro di prova' });
  await waitFor(async () => (await jobs.list('failed')).some((j) => j.id === id));
  expect(attempts).toEqual([0, 1]);
  const [dead] = await app.dataSource.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1`, [`${queue}-failed`]);
  expect(dead.n).toBe(1);

  const admin = await browserAs(app, 'admin@demo.local');
  const res = await admin.get('/api/admin/jobs?state=failed');
  expect(res.status).toBe(200);
  expect(res.body.data.find((j: { id: string }) => j.id === id)).toMatchObject({
    queue,
    queue_label: 'Lavoro di prova',
    state: 'failed',
    retry_count: 1,
    summary: 'lavoro di prova',
    error: 'Server SMTP non raggiungibile',
  });
  const manager = await loggedIn(app, (await createUser(app.dataSource, 'client-manager')).email);
  expect((await manager.get('/api/admin/jobs')).status).toBe(403);
  // an administrator puts it back: one more attempt
  expect((await admin.send('post', `/api/admin/jobs/${queue}/${id}/retry`)).status).toBe(204);
  await waitFor(async () => attempts.length === 3);
  expect((await admin.send('post', `/api/admin/jobs/${queue}/00000000-0000-0000-0000-000000000000/retry`)).status).toBe(404);
});

it('every queue of the app, and its dead-letter queue, is named in Italian on the jobs screen, never by its code', async () => {
  // the queues this app's start declared (pg-boss's table), the dead-letter ones `<name>-failed` included
  const names: string[] = (await app.dataSource.query(`SELECT name FROM pgboss.queue WHERE name NOT LIKE 'prova-%' ORDER BY name`)).map(
    (r: { name: string }) => r.name,
  );
  expect(names).toEqual(expect.arrayContaining(['mail', 'mail-failed', 'eligibility-verdicts', 'eligibility-verdicts-failed']));
  const raw = names.filter((n) => jobs.queueLabel(n) === n || !/^[A-Z]/.test(jobs.queueLabel(n)));
  expect(raw).toEqual([]);
  expect(jobs.queueLabel('mail-failed')).toBe('E-mail (non riusciti)');
  // as the administrators' screen reads it: a run of the verdict store queued (the job is off in tests, so it stays there)
  const id = await jobs.send(ELIGIBILITY_VERDICTS_QUEUE.name, { summary: 'Aggiornamento esiti di ammissibilità' });
  const admin = await browserAs(app, 'admin@demo.local');
  const res = await admin.get('/api/admin/jobs?state=queued');
  expect(res.status).toBe(200);
  expect(res.body.data.find((j: { id: string }) => j.id === id)).toMatchObject({
    queue: 'eligibility-verdicts',
    queue_label: 'Verdetti di ammissibilità',
  });
});

it('a mail is sent once per key, even when its job runs again', async () => {
  const before = outboxSnapshot(app);
  const key = `prova-${Date.now()}`;
  const message = { to: 'una@prova.it', subject: 'Messaggio unico', text: 'Ciao' };
  await mail.send(message, { key });
  await mail.send(message, { key });
  expect((await mailsSince(app, before)).filter((m) => m.includes('Messaggio unico'))).toHaveLength(1);
  // the same job delivered again (a retry after a restart): nothing more leaves
  await jobs.send('mail', { key, message, summary: 'doppione' });
  expect((await mailsSince(app, before)).filter((m) => m.includes('Messaggio unico'))).toHaveLength(1);
  const [row] = await app.dataSource.query(`SELECT status, attempts, sent_at FROM mail_deliveries WHERE key = $1`, [key]);
  expect(row).toMatchObject({ status: 'sent', attempts: 1 });
});

it('a mail queued inside a rolled back transaction never leaves', async () => {
  const before = outboxSnapshot(app);
  const key = `annullata-${Date.now()}`;
  await expect(
    app.dataSource.transaction(async (em) => {
      await mail.send({ to: 'nessuno@prova.it', subject: 'Annullata', text: 'x' }, { key, em });
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect((await mailsSince(app, before)).filter((m) => m.includes('Annullata'))).toHaveLength(0);
  expect(await app.dataSource.query(`SELECT 1 FROM mail_deliveries WHERE key = $1`, [key])).toHaveLength(0);
});

/**
 * pg-boss's stop did not wait for a worker fetching without a job; on the embedded database that
 * fetch waited for the pool's one connection, the pool ended under it, and its 30 s connection
 * timer kept the process alive: every API test run ended 25-30 s after its last test.
 */
it('leaves no query waiting for the pool when the application stops', async () => {
  const other = await startTestApp();
  const pool = (other.dataSource.driver as unknown as { master: import('pg').Pool & { options: { max: number } } }).master;
  await other.handle.app
    .get(JobsService)
    .register(
      { name: `attesa-${Date.now()}`, label: 'Attesa di prova', retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
      async () => undefined,
      0.5,
    );
  // every connection of the pool is taken (as pg-boss's own queries take it, outside TypeORM): the
  // worker's next fetch (every 0.5 s) waits for one
  const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  // (polled: on a loaded machine the next fetch can come later than 1 s)
  const until = Date.now() + 15_000;
  while (pool.waitingCount === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  expect(pool.waitingCount).toBeGreaterThan(0);
  const closing = other.close();
  await new Promise((r) => setTimeout(r, 200));
  for (const client of held) client.release();
  await closing;
  expect(pool.waitingCount).toBe(0);
  expect(pool.totalCount).toBe(0);
});

it('a start with the queues as defined writes none of them; a changed definition is written', async () => {
  const def = {
    name: `definita-${Date.now()}`,
    label: 'Definizione di prova',
    retryLimit: 2,
    retryDelay: 3,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  const row = async () =>
    (await app.dataSource.query(`SELECT retry_limit, updated_on FROM pgboss.queue WHERE name = $1`, [def.name]))[0] as {
      retry_limit: number;
      updated_on: Date;
    };
  await jobs.declare(def);
  const created = await row();
  expect(created.retry_limit).toBe(2);
  await new Promise((r) => setTimeout(r, 20));
  await jobs.declare(def); // as it is: not written again
  expect((await row()).updated_on).toEqual(created.updated_on);
  await jobs.declare({ ...def, retryLimit: 4 });
  const changed = await row();
  expect(changed.retry_limit).toBe(4);
  expect(changed.updated_on.getTime()).toBeGreaterThan(created.updated_on.getTime());
  await jobs.declare(def); // back as defined at first
  expect((await row()).retry_limit).toBe(2);
});
