import { todayInRome } from '@bandi/domain';
import { mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { createClient, createProject, createUser } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';
import { JobsService } from '../src/modules/jobs/jobs.service';
import { RemindersService } from '../src/modules/newsletters/reminders.service';
import { ELIGIBILITY_VERDICTS_QUEUE } from '../src/modules/eligibility/eligibility-verdicts.queue';

/** Issue 13: the daily deadline reminders, run with a fixed clock. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const day = (offset: number) => todayInRome(new Date(Date.now() + offset * 86400_000));

it('mails each manager the announcements closing within 7 and 30 days for their clients, once per announcement and client', async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Studio Scadenze' });
  const manager = await createUser(ds, 'client-manager', [p]);
  const client = await createClient(ds, p, { business_name: 'Officina Bianchi S.r.l.' });
  await ds.query(`UPDATE clients SET company_dimension = 'micro' WHERE id = $1`, [client]);
  await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [client, manager.id]);
  const tag = Math.random().toString(36).slice(2, 7);
  const negotiated = await createAnnouncementWithRequirements(ds, {
    projectId: p,
    name: `Trattativa ${tag}`,
    end_date: day(5),
    company_dimensions: ['large'],
  });
  await createAnnouncementWithRequirements(ds, { projectId: p, name: `Adatto ${tag}`, end_date: day(20), company_dimensions: ['micro'] });
  await createAnnouncementWithRequirements(ds, { projectId: p, name: `Lontano ${tag}`, end_date: day(60), company_dimensions: ['micro'] });
  const lost = await createAnnouncementWithRequirements(ds, {
    projectId: p,
    name: `Persa ${tag}`,
    end_date: day(3),
    company_dimensions: ['large'],
  });
  await ds.query(
    `INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, lost_reason) VALUES ($1, $2, $3, 'Aperta', 'engagement', NULL), ($1, $2, $4, 'Chiusa', 'closed_lost', 'Rinuncia')`,
    [p, client, negotiated, lost],
  );
  const reminders = app.handle.app.get(RemindersService);
  const jobs = app.handle.app.get(JobsService);
  const mine = (mails: string[]) => mails.filter((m) => m.includes(`To: ${manager.email}`));

  let before = outboxSnapshot(app);
  await reminders.run(day(0));
  let mails = mine(await mailsSince(app, before));
  expect(mails).toHaveLength(1);
  const [first] = mails;
  const within7 = first.slice(first.indexOf('Entro 7 giorni:'), first.indexOf('Entro 30 giorni:'));
  expect(within7).toContain(`Trattativa ${tag}`);
  expect(within7).toContain('Officina Bianchi S.r.l.');
  expect(first.slice(first.indexOf('Entro 30 giorni:'))).toContain(`Adatto ${tag}`);
  expect(first).not.toContain(`Lontano ${tag}`);
  expect(first).not.toContain(`Persa ${tag}`);

  // the same day again, directly and through the queue: nothing more
  before = outboxSnapshot(app);
  expect(await reminders.run(day(0))).toEqual({ mails: 0, reminders: 0 });
  await jobs.send('deadline-reminders', { today: day(0) });
  await jobs.idle(['deadline-reminders', 'mail']);
  expect(mine(await mailsSince(app, before))).toHaveLength(0);

  // sixteen days later the fitting announcement enters the 7-day window: reminded once more, alone
  before = outboxSnapshot(app);
  await reminders.run(day(16));
  mails = mine(await mailsSince(app, before));
  expect(mails).toHaveLength(1);
  expect(mails[0].slice(mails[0].indexOf('Entro 7 giorni:'))).toContain(`Adatto ${tag}`);
  expect(mails[0]).not.toContain(`Trattativa ${tag}`);
  const rows = await ds.query(`SELECT within_days FROM deadline_reminders WHERE client_id = $1 ORDER BY sent_on, within_days`, [client]);
  expect(rows.map((r: { within_days: number }) => r.within_days)).toEqual([7, 30, 7]);
});

it('goes environment by environment: one mail per manager across its environments, a local announcement only for the clients of its own', async () => {
  const ds = app.dataSource;
  const tag = Math.random().toString(36).slice(2, 7);
  const north = await createProject(ds, { name: `Studio Nord ${tag}` });
  const south = await createProject(ds, { name: `Studio Sud ${tag}` });
  const manager = await createUser(ds, 'client-manager', [north, south]);
  const clientNorth = await createClient(ds, north, { business_name: `Nord Meccanica ${tag}` });
  const clientSouth = await createClient(ds, south, { business_name: `Sud Tessile ${tag}` });
  for (const c of [clientNorth, clientSouth]) {
    await ds.query(`UPDATE clients SET company_dimension = 'micro' WHERE id = $1`, [c]);
    await ds.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1, $2)`, [c, manager.id]);
  }
  // each environment's local announcement fits both clients on paper: only its own client may be reminded of it
  await createAnnouncementWithRequirements(ds, {
    projectId: north,
    name: `Locale Nord ${tag}`,
    end_date: day(10),
    company_dimensions: ['micro'],
  });
  await createAnnouncementWithRequirements(ds, {
    projectId: south,
    name: `Locale Sud ${tag}`,
    end_date: day(12),
    company_dimensions: ['micro'],
  });
  const before = outboxSnapshot(app);
  await app.handle.app.get(RemindersService).run(day(0));
  const mails = (await mailsSince(app, before)).filter((m) => m.includes(`To: ${manager.email}`));
  expect(mails).toHaveLength(1);
  // the text part's lines (the HTML part repeats them)
  const lines = mails[0].split('\n').filter((l) => l.includes(tag) && !l.includes('<'));
  expect(lines.filter((l) => l.includes(`Locale Nord ${tag}`))).toEqual([
    expect.stringContaining(`Nord Meccanica ${tag} (Studio Nord ${tag}`),
  ]);
  expect(lines.filter((l) => l.includes(`Locale Sud ${tag}`))).toEqual([expect.stringContaining(`Sud Tessile ${tag} (Studio Sud ${tag}`)]);
  const stored: { project_id: number; client_id: number }[] = await ds.query(
    `SELECT project_id, client_id FROM deadline_reminders WHERE client_id = ANY($1) ORDER BY client_id`,
    [[clientNorth, clientSouth]],
  );
  expect(stored.map((r) => [Number(r.project_id), Number(r.client_id)])).toEqual([
    [north, clientNorth],
    [south, clientSouth],
  ]);
});

it('leaves the verdict store to the instances that run its job (ELIGIBILITY_VERDICTS_JOB=off in the test apps)', async () => {
  const ds = app.dataSource;
  const p = await createProject(ds, { name: 'Studio Senza Esiti' });
  const client = await createClient(ds, p, { business_name: 'Ferramenta Neri S.n.c.' });
  const jobs = app.handle.app.get(JobsService);
  const id = await jobs.send(ELIGIBILITY_VERDICTS_QUEUE.name, { summary: 'prova' });
  await new Promise((r) => setTimeout(r, 600)); // a local worker would have taken it at once (send wakes it)
  const [job] = await ds.query(`SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2`, [
    ELIGIBILITY_VERDICTS_QUEUE.name,
    id,
  ]);
  expect(job.state).toBe('created');
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM eligibility_pending WHERE client_id = $1`, [client]);
  expect(n).toBeGreaterThan(0);
  await ds.query(`DELETE FROM pgboss.job WHERE name = $1 AND id = $2`, [ELIGIBILITY_VERDICTS_QUEUE.name, id]);
});
