import { todayInRome } from '@bandi/domain';
import type { DataSource } from 'typeorm';
import { Browser, browserAs, mailsSince, outboxSnapshot, startTestApp, type TestApp } from './helpers';
import { DEMO_CLIENTS, DEMO_PROJECTS, DEMO_USERS, seed } from '../src/database/seed/seed';
import { DEMO_TEMPLATE_NAMES, seedDemoWeek } from '../src/database/seed/demo-week';
import { STAGE_KEYS } from '../src/modules/negotiations/negotiation.dto';
import { RemindersService } from '../src/modules/newsletters/reminders.service';

/**
 * Issue 39, defect 14: the demo seed gives the demo a realistic week (README, "Demo accounts"):
 * managers for every demo client, negotiations along the kanban, templates, call logs of the last
 * days, client notes, tasks due around today; added once. A database of its own: the file runs the seed again and
 * removes the week to add it back.
 */
let app: TestApp;
let ds: DataSource;
let milano: number;
let bari: number;

const MANAGER_ROLES = ['client-manager', 'local-administrator', 'administrator'];
const day = (offset: number, from = new Date()) => todayInRome(new Date(from.getTime() + offset * 86400_000));

beforeAll(async () => {
  app = await startTestApp({ isolated: true });
  ds = app.dataSource;
  const ids = async (name: string) => (await ds.query(`SELECT min(id)::int AS id FROM projects WHERE name = $1`, [name]))[0].id as number;
  milano = await ids(DEMO_PROJECTS[0].name);
  bari = await ids(DEMO_PROJECTS[1].name);
});
afterAll(async () => {
  await app?.close();
});

/** Rows of the tables the demo seed writes, by table. */
async function counts(): Promise<Record<string, number>> {
  const tables = [
    'projects',
    'users',
    'project_users',
    'clients',
    'client_managers',
    'referents',
    'client_referents',
    'negotiations',
    'announcement_templates',
    'calls',
    'calls_announcements',
    'client_notes',
    'tasks',
    'announcements',
    'audit_log',
  ];
  const [row] = await ds.query(`SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`);
  return row;
}

it('every demo client has one or more managers, users of its environment who may manage clients', async () => {
  const rows: { p: number; business_name: string; managers: { email: string; type: string; member: boolean }[] }[] = await ds.query(
    `SELECT c.project_id AS p, c.business_name,
            coalesce(json_agg(json_build_object('email', u.email, 'type', u.type,
              'member', EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = c.project_id AND pu.user_id = u.id)))
              FILTER (WHERE u.id IS NOT NULL), '[]') AS managers
       FROM clients c LEFT JOIN client_managers cm ON cm.client_id = c.id LEFT JOIN users u ON u.id = cm.user_id
      WHERE c.project_id = ANY($1) AND c.business_name = ANY($2) GROUP BY c.id ORDER BY c.id`,
    [[milano, bari], DEMO_CLIENTS.map((c) => c.business_name)],
  );
  expect(rows.map((r) => r.business_name).sort()).toEqual(DEMO_CLIENTS.map((c) => c.business_name).sort());
  const demoEmails = new Set(DEMO_USERS.map((u) => u.email));
  for (const r of rows) {
    expect([r.business_name, r.managers.length > 0]).toEqual([r.business_name, true]);
    for (const m of r.managers) {
      expect([r.business_name, m.email, demoEmails.has(m.email), MANAGER_ROLES.includes(m.type), m.member]).toEqual([
        r.business_name,
        m.email,
        true,
        true,
        true,
      ]);
    }
  }
  // the client manager of each environment manages its clients ("Gestiti da me")
  const gestore = await browserAs(app, 'gestore@demo.local');
  const me = (await gestore.get('/api/profile').expect(200)).body.id;
  const managed = (await gestore.get(`/api/projects/${milano}/clients?managed_by=${me}&take=100`).expect(200)).body;
  expect(managed.total).toBe(DEMO_CLIENTS.filter((c) => c.p === 0).length);
  const detail = (await gestore.get(`/api/projects/${milano}/clients/${managed.data[0].id}`).expect(200)).body;
  expect(detail.clients_managed_by_users.map((u: { email: string }) => u.email)).toContain('gestore@demo.local');
});

it('negotiations on the kanban: every stage across the two environments, at least three per environment, real-looking values', async () => {
  for (const [projectId, email] of [
    [milano, 'gestore@demo.local'],
    [bari, 'gestore.bari@demo.local'],
  ] as const) {
    const b = await browserAs(app, email);
    const board = (await b.get(`/api/projects/${projectId}/negotiations/board`).expect(200)).body;
    const filled = board.stages.filter((s: { items: unknown[] }) => s.items.length > 0).map((s: { stage: string }) => s.stage);
    expect(filled.length).toBeGreaterThanOrEqual(3);
  }
  const rows: {
    stage: string;
    amount_requested: string;
    amount_granted: string | null;
    success_fee_percent: string;
    lost_reason: string | null;
    same_env: boolean;
    call_ok: boolean;
    title: string;
  }[] = await ds.query(
    `SELECT n.stage, n.amount_requested, n.amount_granted, n.success_fee_percent, n.lost_reason, n.title,
            c.project_id = n.project_id AS same_env,
            (n.announcement_id IS NULL OR EXISTS (SELECT 1 FROM announcements a WHERE a.id = n.announcement_id AND a.status = 'published'
              AND (a.project_id IS NULL OR a.project_id = n.project_id))) AS call_ok
       FROM negotiations n JOIN clients c ON c.id = n.client_id WHERE n.project_id = ANY($1)`,
    [[milano, bari]],
  );
  expect([...new Set(rows.map((r) => r.stage))].sort()).toEqual([...STAGE_KEYS].sort());
  for (const r of rows) {
    expect([r.title, r.same_env, r.call_ok]).toEqual([r.title, true, true]);
    expect(Number(r.amount_requested)).toBeGreaterThan(0);
    expect(Number(r.success_fee_percent)).toBeGreaterThan(0);
    expect(Number(r.success_fee_percent)).toBeLessThanOrEqual(100);
    if (r.amount_granted !== null) expect(Number(r.amount_granted)).toBeLessThanOrEqual(Number(r.amount_requested));
    expect(r.stage === 'closed_lost').toBe(!!r.lost_reason);
  }
  // most follow a real announcement (those before the application only while the announcement is open)
  const [{ linked }] = await ds.query(
    `SELECT count(*)::int AS linked FROM negotiations WHERE project_id = ANY($1) AND announcement_id IS NOT NULL`,
    [[milano, bari]],
  );
  expect(linked).toBeGreaterThanOrEqual(8);
});

it('templates: a global one and one per environment, each a valid start for a new announcement', async () => {
  const esperto = await browserAs(app, 'esperto@demo.local');
  const global = (await esperto.get('/api/templates?take=100').expect(200)).body.data as { id: number; name: string; scope: string }[];
  const demoGlobal = global.filter((t) => DEMO_TEMPLATE_NAMES.includes(t.name));
  expect(demoGlobal.map((t) => t.scope)).toEqual(['global']);
  const local = await browserAs(app, 'esperto.locale@demo.local');
  const inMilano = (await local.get(`/api/projects/${milano}/templates?take=100`).expect(200)).body.data as {
    id: number;
    name: string;
    scope: string;
    project_id: number | null;
    editable: boolean;
  }[];
  const demoMilano = inMilano.filter((t) => DEMO_TEMPLATE_NAMES.includes(t.name));
  expect(demoMilano.map((t) => [t.scope, t.project_id, t.editable]).sort()).toEqual([
    ['global', null, false],
    ['local', milano, true],
  ]);
  const bariAdmin = await browserAs(app, 'amministratore.bari@demo.local');
  const inBari = (await bariAdmin.get(`/api/projects/${bari}/templates?take=100`).expect(200)).body.data as {
    name: string;
    scope: string;
  }[];
  expect(inBari.filter((t) => DEMO_TEMPLATE_NAMES.includes(t.name)).map((t) => t.scope)).toEqual(
    expect.arrayContaining(['global', 'local']),
  );
  expect(inBari.filter((t) => DEMO_TEMPLATE_NAMES.includes(t.name))).toHaveLength(2);
  // "Crea bando" from each: a draft with the template's fields (the browser walks open it)
  const fromGlobal = await esperto.send('post', `/api/templates/${demoGlobal[0].id}/announcements`, {});
  expect(fromGlobal.status).toBe(201);
  expect(fromGlobal.body).toMatchObject({ status: 'draft', scope: 'global', supplying_authority: 'Camera di Commercio' });
  for (const t of demoMilano) {
    const res = await local.send('post', `/api/projects/${milano}/templates/${t.id}/announcements`, {});
    expect([t.name, res.status]).toEqual([t.name, 201]);
    expect(res.body).toMatchObject({ status: 'draft', scope: 'local', project_id: milano });
  }
  const bariLocal = (await bariAdmin.get(`/api/projects/${bari}/templates?take=100`).expect(200)).body.data.find(
    (t: { name: string; scope: string }) => DEMO_TEMPLATE_NAMES.includes(t.name) && t.scope === 'local',
  );
  expect((await bariAdmin.send('post', `/api/projects/${bari}/templates/${bariLocal.id}/announcements`, {})).status).toBe(201);
});

it('call logs of the last seven days in both environments, with their client and referent in the environment', async () => {
  const since = day(-7);
  for (const [projectId, email] of [
    [milano, 'gestore@demo.local'],
    [bari, 'amministratore.bari@demo.local'],
  ] as const) {
    const b = await browserAs(app, email);
    const week = (await b.get(`/api/projects/${projectId}/calls?date_from=${since}&take=100`).expect(200)).body;
    expect(week.total).toBeGreaterThanOrEqual(3);
  }
  const wrong = await ds.query(
    `SELECT k.id FROM calls k
      WHERE k.project_id = ANY($1) AND k.type = 'client'
        AND NOT EXISTS (SELECT 1 FROM clients c JOIN client_referents cr ON cr.client_id = c.id JOIN referents r ON r.id = cr.referent_id
                         WHERE c.id = k.client_id AND r.id = k.referent_id AND c.project_id = k.project_id AND r.project_id = k.project_id)`,
    [[milano, bari]],
  );
  expect(wrong).toEqual([]);
});

it('tasks: each demo client manager has tasks overdue, due this week and done, in "I miei compiti"', async () => {
  for (const [projectId, email] of [
    [milano, 'gestore@demo.local'],
    [bari, 'gestore.bari@demo.local'],
  ] as const) {
    const b = await browserAs(app, email);
    const overdue = (await b.get(`/api/projects/${projectId}/tasks?owner=me&due=overdue`).expect(200)).body;
    expect(overdue.total).toBeGreaterThanOrEqual(1);
    expect(overdue.data.every((t: { overdue: boolean }) => t.overdue)).toBe(true);
    const week = (await b.get(`/api/projects/${projectId}/tasks?owner=me&due=week`).expect(200)).body;
    expect(week.total).toBeGreaterThanOrEqual(1);
  }
  const done = (await (await browserAs(app, 'gestore@demo.local')).get(`/api/projects/${milano}/tasks?owner=me&status=done`).expect(200))
    .body;
  expect(done.total).toBe(1);
  // linked to a client (and a negotiation) of the task's own environment
  const wrong = await ds.query(
    `SELECT t.id FROM tasks t LEFT JOIN clients c ON c.id = t.client_id LEFT JOIN negotiations n ON n.id = t.negotiation_id
      WHERE t.project_id = ANY($1) AND (c.project_id <> t.project_id OR n.project_id <> t.project_id)`,
    [[milano, bari]],
  );
  expect(wrong).toEqual([]);
});

it('the managers are mailed: "Sono interessato" and the deadline reminders', async () => {
  const gestore = await browserAs(app, 'gestore@demo.local');
  const [{ id: clientId }] = await ds.query(`SELECT id FROM clients WHERE project_id = $1 AND business_name = $2`, [
    milano,
    'Officine Meccaniche Brambilla S.r.l.',
  ]);
  const [{ id: callId }] = await ds.query(
    `SELECT id FROM announcements WHERE project_id IS NULL AND status = 'published' AND (end_date IS NULL OR end_date >= CURRENT_DATE) ORDER BY id LIMIT 1`,
  );
  const share = await gestore.send('post', `/api/projects/${milano}/announcements/${callId}/shares`, { client_id: clientId });
  expect(share.status).toBe(201);
  const visitor = new Browser(app.server);
  await visitor.csrf();
  let before = outboxSnapshot(app);
  expect((await visitor.send('post', `/api/public/announcements/${callId}/interest?token=${share.body.token}`)).status).toBe(201);
  expect((await mailsSince(app, before)).filter((m) => m.includes('To: gestore@demo.local'))).toHaveLength(1);

  // an open negotiation on an announcement with a closing date: its managers are reminded when it nears
  const [open] = await ds.query(
    `SELECT c.business_name, a.name, to_char(a.end_date, 'YYYY-MM-DD') AS end_date FROM negotiations n
       JOIN clients c ON c.id = n.client_id JOIN announcements a ON a.id = n.announcement_id
      WHERE n.project_id = $1 AND n.stage NOT IN ('closed_won', 'closed_lost') AND a.end_date IS NOT NULL ORDER BY a.end_date, n.id LIMIT 1`,
    [bari],
  );
  expect(open).toBeDefined();
  before = outboxSnapshot(app);
  await app.handle.app.get(RemindersService).run(day(-3, new Date(`${open.end_date}T12:00:00Z`)));
  const reminded = (await mailsSince(app, before)).filter((m) => m.includes('To: gestore.bari@demo.local'));
  expect(reminded).toHaveLength(1);
  expect(reminded[0]).toContain(open.business_name);
  expect(reminded[0]).toContain(open.name);
});

it('is idempotent: a second run adds nothing; a demo without the week gets it once', async () => {
  const first = await counts();
  await seed(ds, { demo: true });
  expect(await counts()).toEqual(first);
  expect(
    await ds.transaction((em) =>
      seedDemoWeek(
        em,
        DEMO_PROJECTS.map((p) => p.name),
      ),
    ),
  ).toBeNull();

  // a demo used meanwhile (here: a negotiation) is left alone, even without its managers
  await ds.query(`DELETE FROM client_managers WHERE client_id IN (SELECT id FROM clients WHERE project_id = ANY($1))`, [[milano, bari]]);
  await seed(ds, { demo: true });
  const [{ n }] = await ds.query(
    `SELECT count(*)::int AS n FROM client_managers WHERE client_id IN (SELECT id FROM clients WHERE project_id = ANY($1))`,
    [[milano, bari]],
  );
  expect(n).toBe(0);

  // the demo as seeded before the week: added once, whole
  await ds.query(`DELETE FROM negotiations WHERE project_id = ANY($1)`, [[milano, bari]]);
  await ds.query(`DELETE FROM announcement_templates WHERE name = ANY($1)`, [DEMO_TEMPLATE_NAMES]);
  await ds.query(`DELETE FROM client_notes WHERE client_id IN (SELECT id FROM clients WHERE project_id = ANY($1))`, [[milano, bari]]);
  await ds.query(`DELETE FROM calls WHERE project_id = ANY($1) AND created_by IS NOT NULL`, [[milano, bari]]);
  await ds.query(`DELETE FROM tasks WHERE project_id = ANY($1)`, [[milano, bari]]);
  const without = await counts();
  await seed(ds, { demo: true });
  const after = await counts();
  expect(after.client_managers - without.client_managers).toBe(10);
  expect(after.negotiations - without.negotiations).toBe(11);
  expect(after.announcement_templates - without.announcement_templates).toBe(DEMO_TEMPLATE_NAMES.length);
  expect(after.calls - without.calls).toBe(7);
  expect(after.client_notes - without.client_notes).toBe(5);
  expect(after.tasks - without.tasks).toBe(7);
  await seed(ds, { demo: true });
  expect(await counts()).toEqual(after);
});
