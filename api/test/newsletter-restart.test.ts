import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { createApp, type AppHandle } from '../src/app.factory';
import { loadConfig } from '../src/config';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { NewslettersService } from '../src/modules/newsletters/newsletters.service';
import type { Project } from '../src/modules/projects/project.entity';
import { decodeQuotedPrintable } from './helpers';
import { createClient, createProject, createUser } from './factories';

/** Issue 13, acceptance 5: a newsletter send interrupted by a stop resumes after the restart and sends no mail twice. */
Logger.overrideLogger(['error']);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bandi-restart-'));
const template = process.env.BANDI_TEST_TEMPLATE_DIR;
if (template && !process.env.DATABASE_URL) fs.cpSync(template, tmp, { recursive: true });
const config = loadConfig({ ...process.env, DATA_DIR: tmp, WEB_DIR: path.join(tmp, 'web'), NODE_ENV: 'test', SEED_DEMO: 'true' });
const start = () => createApp(config, { logger: false });
const outbox = () =>
  fs.existsSync(config.outboxDir)
    ? fs.readdirSync(config.outboxDir).map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(config.outboxDir, f), 'utf8')))
    : [];
let handle: AppHandle | null = null;

afterAll(async () => {
  await handle?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('queued mails survive the stop, are sent after the restart, and a replayed job sends nothing twice', async () => {
  handle = await start();
  const ds = handle.db.dataSource;
  const p = await createProject(ds, { name: 'Studio Riavvio' });
  await ds.query(`UPDATE projects SET newsletter_enabled = true WHERE id = $1`, [p]);
  const user = await createUser(ds, 'client-manager', [p]);
  const tag = Math.random().toString(36).slice(2, 8);
  for (const n of [1, 2, 3]) {
    const c = await createClient(ds, p);
    await ds.query(
      `INSERT INTO newsletter_subscribers (project_id, email, client_id, status, confirmed_at, unsubscribe_token) VALUES ($1, $2, $3, 'subscribed', now(), $4)`,
      [p, `iscritto${n}.${tag}@riavvio.it`, c, `${tag}${n}`.padEnd(43, 'x')],
    );
  }
  const [{ id }] = await ds.query(`INSERT INTO newsletters (project_id, subject, body) VALUES ($1, $2, 'Testo') RETURNING id`, [
    p,
    `Riavvio ${tag}`,
  ]);
  const jobs = handle.app.get(JobsService);
  // the instance dies before its mail worker sends anything: pause it, let the newsletter job queue the mails
  await jobs.pause('mail');
  const project = (await ds.query(`SELECT * FROM projects WHERE id = $1`, [p]))[0] as Project;
  const sent = await handle.app.get(NewslettersService).send(project, id, user.id, 'http://localhost');
  expect(sent.status).toBe('sending');
  await jobs.idle(['newsletter-send']);
  const queued = await ds.query(`SELECT status FROM mail_deliveries WHERE newsletter_id = $1`, [id]);
  expect(queued.map((r: { status: string }) => r.status)).toEqual(['queued', 'queued', 'queued']);
  expect(outbox().filter((m) => m.includes(`Riavvio ${tag}`))).toHaveLength(0);
  await handle.close();
  handle = null;

  handle = await start();
  const jobs2 = handle.app.get(JobsService);
  await jobs2.idle(['newsletter-send', 'mail']);
  let mails = outbox().filter((m) => m.includes(`Riavvio ${tag}`));
  expect(mails).toHaveLength(3);
  // the newsletter job delivered again (as after a kill before pg-boss recorded its completion)
  await jobs2.send('newsletter-send', { projectId: p, newsletterId: id, userId: user.id, origin: 'http://localhost', summary: 'replay' });
  await jobs2.idle(['newsletter-send', 'mail']);
  mails = outbox().filter((m) => m.includes(`Riavvio ${tag}`));
  expect(mails).toHaveLength(3);
  for (const n of [1, 2, 3]) expect(mails.filter((m) => m.includes(`To: iscritto${n}.${tag}@riavvio.it`))).toHaveLength(1);
  const [n] = await handle.db.dataSource.query(`SELECT status, recipients_count FROM newsletters WHERE id = $1`, [id]);
  expect(n).toEqual({ status: 'sent', recipients_count: 3 });
});
