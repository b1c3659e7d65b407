import type { EntityManager } from 'typeorm';
import { BEFORE_APPLICATION, CALL_LOGS, DEMO_TEMPLATE_NAMES, MANAGERS, NEGOTIATIONS, NOTES, TEMPLATES } from './demo-week-data';
import { TASKS } from './demo-week-tasks';

export { DEMO_TEMPLATE_NAMES };

/**
 * "A realistic week" of the demo (issue 39, defect 14), added by the seed on top of the demo
 * environments of seed.ts: who manages each client, negotiations at every stage of the kanban,
 * announcement templates, call logs and client notes of the last days, tasks due around today. Dates are relative to
 * the day the seed runs. Calls are the imported incentivi.gov.it ones, found by name.
 *
 * Environments are indexes into the `projectNames` given to seedDemoWeek (seed.ts DEMO_PROJECTS:
 * 0 Milano, 1 Bari); clients are found by business name, referents and users by e-mail (the
 * records of seed.ts). The records themselves are in demo-week-data.ts.
 */

/** What seedDemoWeek added: rows per kind. */
export interface DemoWeekReport {
  managers: number;
  negotiations: number;
  templates: number;
  calls: number;
  notes: number;
  tasks: number;
}

/** `today` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
function addDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Adds the demo week (module comment) to the demo environments named `projectNames` (seed.ts
 * DEMO_PROJECTS, in that order), inside the caller's transaction. Idempotent: it adds nothing
 * when an environment is missing, or when the week (or anything like it) is already there: a
 * manager of a client of those environments, a negotiation in them, or a template with a demo
 * template's name. So a second start adds nothing, and a demo created before the week gets it
 * once, unless it has been used meanwhile. Records whose client, referent or user is gone are
 * left out. Answers the rows added per kind, or null when it added nothing.
 */
export async function seedDemoWeek(em: EntityManager, projectNames: readonly string[]): Promise<DemoWeekReport | null> {
  const projectRows: { id: number; name: string }[] = await em.query(
    `SELECT DISTINCT ON (name) id, name FROM projects WHERE name = ANY($1) ORDER BY name, id`,
    [projectNames],
  );
  const projectIds = projectNames.map((n) => projectRows.find((r) => r.name === n)?.id);
  if (projectIds.some((id) => id === undefined)) return null;
  const pid = (p: number) => projectIds[p] as number;
  const [{ present }] = await em.query(
    `SELECT EXISTS (SELECT 1 FROM client_managers cm JOIN clients c ON c.id = cm.client_id WHERE c.project_id = ANY($1))
         OR EXISTS (SELECT 1 FROM negotiations n WHERE n.project_id = ANY($1))
         OR EXISTS (SELECT 1 FROM announcement_templates t WHERE t.name = ANY($2)) AS present`,
    [projectIds, DEMO_TEMPLATE_NAMES],
  );
  if (present) return null;

  const users = new Map<string, number>(
    (
      await em.query(`SELECT id, email FROM users WHERE email = ANY($1)`, [
        [
          ...MANAGERS.flatMap((m) => m.users),
          ...NEGOTIATIONS.map((n) => n.by),
          ...TEMPLATES.map((t) => t.by),
          ...CALL_LOGS.map((c) => c.by),
          ...TASKS.flatMap((t) => [t.owner, t.by]),
        ],
      ])
    ).map((r: { id: number; email: string }) => [r.email, r.id]),
  );
  const clients = new Map<string, number>(
    (
      await em.query(
        `SELECT DISTINCT ON (c.project_id, c.business_name) c.id, c.project_id, c.business_name FROM clients c
          WHERE c.project_id = ANY($1) ORDER BY c.project_id, c.business_name, c.id`,
        [projectIds],
      )
    ).map((r: { id: number; project_id: number; business_name: string }) => [`${r.project_id}|${r.business_name}`, r.id]),
  );
  const referents = new Map<string, number>(
    (
      await em.query(
        `SELECT DISTINCT ON (r.project_id, r.email) r.id, r.project_id, r.email FROM referents r
          WHERE r.project_id = ANY($1) ORDER BY r.project_id, r.email, r.id`,
        [projectIds],
      )
    ).map((r: { id: number; project_id: number; email: string }) => [`${r.project_id}|${r.email}`, r.id]),
  );
  const client = (p: number, name: string) => clients.get(`${pid(p)}|${name}`);
  const [{ today }] = await em.query(`SELECT to_char(CURRENT_DATE, 'YYYY-MM-DD') AS today`);
  const findCall = async (pattern: string, openOnly: boolean): Promise<number | null> => {
    const [row] = await em.query(
      `SELECT id FROM announcements WHERE project_id IS NULL AND status = 'published' AND name ILIKE $1
          AND (NOT $2::boolean OR end_date IS NULL OR end_date >= CURRENT_DATE)
        ORDER BY (end_date IS NULL OR end_date >= CURRENT_DATE) DESC, id LIMIT 1`,
      [pattern, openOnly],
    );
    return row?.id ?? null;
  };
  const report: DemoWeekReport = { managers: 0, negotiations: 0, templates: 0, calls: 0, notes: 0, tasks: 0 };

  // managers: members of the client's environment (the rule of the client form)
  for (const m of MANAGERS) {
    const clientId = client(m.p, m.client);
    if (!clientId) continue;
    for (const email of m.users) {
      const userId = users.get(email);
      if (!userId) continue;
      const added = await em.query(
        `INSERT INTO client_managers (client_id, user_id)
         SELECT $1::int, $2::int WHERE EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = $3 AND pu.user_id = $2)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [clientId, userId, pid(m.p)],
      );
      report.managers += added.length;
    }
  }

  // negotiations: position in their column in the order listed
  const positions = new Map<string, number>();
  for (const n of NEGOTIATIONS) {
    const clientId = client(n.p, n.client);
    if (!clientId) continue;
    const column = `${n.p}|${n.stage}`;
    const position = positions.get(column) ?? 0;
    positions.set(column, position + 1);
    const deadlines = Object.fromEntries(Object.entries(n.deadlines ?? {}).map(([stage, days]) => [stage, addDays(today, days)]));
    const userId = users.get(n.by) ?? null;
    await em.query(
      `INSERT INTO negotiations (project_id, client_id, announcement_id, title, stage, position, amount_requested, amount_granted,
         success_fee_percent, success_fee_amount, stage_deadlines, lost_reason, note, created_by, updated_by, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$14,
         date_trunc('day', now()) - make_interval(days => $15::int) + interval '9 hours 30 minutes',
         date_trunc('day', now()) - make_interval(days => $16::int) + interval '16 hours 45 minutes')`,
      [
        pid(n.p),
        clientId,
        await findCall(n.call, BEFORE_APPLICATION.includes(n.stage)),
        n.title,
        n.stage,
        position,
        n.requested,
        n.granted ?? null,
        n.feePercent,
        n.feeAmount ?? null,
        JSON.stringify(deadlines),
        n.stage === 'closed_lost' ? n.lostReason : null,
        n.note,
        userId,
        n.created,
        n.updated,
      ],
    );
    report.negotiations++;
  }

  // templates: global ones with project_id null, the others of their environment
  for (const t of TEMPLATES) {
    const userId = users.get(t.by) ?? null;
    await em.query(
      `INSERT INTO announcement_templates (project_id, scope, name, data, created_by, updated_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5, now() - interval '12 days', now() - interval '2 days')`,
      [t.p === null ? null : pid(t.p), t.p === null ? 'global' : 'local', t.name, JSON.stringify(t.data), userId],
    );
    report.templates++;
  }

  // call logs: a client call needs a referent of its client (the rule of the call form)
  for (const c of CALL_LOGS) {
    const clientId = c.client ? client(c.p, c.client) : null;
    const referentId = c.referent ? referents.get(`${pid(c.p)}|${c.referent}`) : null;
    if (c.client && (!clientId || !referentId)) continue;
    if (clientId && referentId) {
      const [linked] = await em.query(`SELECT 1 FROM client_referents WHERE client_id = $1 AND referent_id = $2`, [clientId, referentId]);
      if (!linked) continue;
    }
    const [row] = await em.query(
      `INSERT INTO calls (project_id, type, client_id, referent_id, company_name, call_date, status, note, areas_of_intervention, send_to,
         created_by, updated_by, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,CURRENT_DATE - $6::int,$7,$8,$9,$10,$11,$11,
         (CURRENT_DATE - $6::int) + interval '10 hours', (CURRENT_DATE - $6::int) + interval '17 hours') RETURNING id`,
      [
        pid(c.p),
        c.client ? 'client' : 'supplier',
        clientId,
        referentId ?? null,
        c.company ?? null,
        c.days,
        c.status,
        c.note,
        c.areas,
        JSON.stringify(c.sendTo ?? []),
        users.get(c.by) ?? null,
      ],
    );
    for (const pattern of c.calls ?? []) {
      const announcementId = await findCall(pattern, false);
      if (announcementId)
        await em.query(`INSERT INTO calls_announcements (call_id, announcement_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          row.id,
          announcementId,
        ]);
    }
    report.calls++;
  }

  // client notes, by their author
  for (const n of NOTES) {
    const clientId = client(n.p, n.client);
    if (!clientId) continue;
    await em.query(
      `INSERT INTO client_notes (client_id, user_id, text, created_at, updated_at)
       VALUES ($1, $2, $3, (CURRENT_DATE - $4::int) + $5::time, (CURRENT_DATE - $4::int) + $5::time)`,
      [clientId, users.get(n.by) ?? null, n.text, n.days, n.time],
    );
    report.notes++;
  }

  // tasks: the owner must be a member of the environment (the rule of the task form)
  for (const t of TASKS) {
    const ownerId = users.get(t.owner);
    const clientId = t.client ? client(t.p, t.client) : null;
    if (!ownerId || (t.client && !clientId)) continue;
    const added = await em.query(
      `INSERT INTO tasks (project_id, title, description, owner_id, due_date, status, completed_at, client_id, negotiation_id,
         created_by, updated_by, created_at, updated_at)
       SELECT $1::int, $2, $3, $4::int, CURRENT_DATE + $5::int, $6, $7::timestamptz, $8::int,
         (SELECT n.id FROM negotiations n WHERE n.project_id = $1 AND n.title = $9 ORDER BY n.id LIMIT 1),
         $10::int, $10::int, now() - interval '5 days', now() - interval '1 day'
        WHERE EXISTS (SELECT 1 FROM project_users pu WHERE pu.project_id = $1 AND pu.user_id = $4)
       RETURNING 1`,
      [
        pid(t.p),
        t.title,
        t.description ?? null,
        ownerId,
        t.due,
        t.done === undefined ? 'open' : 'done',
        t.done === undefined ? null : addDays(today, -t.done),
        clientId,
        t.negotiation ?? null,
        users.get(t.by) ?? ownerId,
      ],
    );
    report.tasks += added.length;
  }
  return report;
}
