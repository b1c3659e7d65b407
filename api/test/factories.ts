import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../src/modules/auth/password';
import type { UserType } from '../src/common/auth/roles';
import { makePartitaIva } from '@bandi/domain';

/** Test factories, one per entity (n8n style). Each returns the inserted row's id. */
export const FACTORY_PASSWORD = 'Prova!2026';
let hashCache: Promise<string> | undefined;
const uid = () => randomUUID().slice(0, 8);

export async function createProject(ds: DataSource, over: { name?: string; color?: string } = {}): Promise<number> {
  const [row] = await ds.query(`INSERT INTO projects (name, color) VALUES ($1, $2) RETURNING id`, [
    over.name ?? `Ambiente ${uid()}`,
    over.color ?? 'blue',
  ]);
  return row.id;
}

export async function createUser(
  ds: DataSource,
  type: UserType,
  projectIds: number[] = [],
  over: { email?: string; referent_id?: number | null; status?: string; can_edit_global_setting?: boolean } = {},
): Promise<{ id: number; email: string }> {
  hashCache ??= hashPassword(FACTORY_PASSWORD);
  const email = over.email ?? `${type}.${uid()}@prova.it`;
  const [row] = await ds.query(
    `INSERT INTO users (name, surname, email, password_hash, type, referent_id, status, can_edit_global_setting) VALUES ('Mario','Rossi',$1,$2,$3,$4,$5,$6) RETURNING id`,
    [email, await hashCache, type, over.referent_id ?? null, over.status ?? 'active', over.can_edit_global_setting ?? false],
  );
  for (const p of projectIds) await ds.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1,$2)`, [p, row.id]);
  return { id: row.id, email };
}

export async function createReferent(ds: DataSource, projectId: number): Promise<number> {
  const [row] = await ds.query(`INSERT INTO referents (project_id, name, surname, email) VALUES ($1,'Anna','Verdi',$2) RETURNING id`, [
    projectId,
    `anna.${uid()}@prova.it`,
  ]);
  return row.id;
}

export async function createClient(
  ds: DataSource,
  projectId: number,
  over: { business_name?: string; referentIds?: number[] } = {},
): Promise<number> {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  const [row] = await ds.query(
    `INSERT INTO clients (project_id, business_name, vat_number, city, province, region) VALUES ($1,$2,$3,'Torino','TO','Piemonte') RETURNING id`,
    [projectId, over.business_name ?? `Impresa ${uid()} S.r.l.`, makePartitaIva(digits, '001')],
  );
  for (const r of over.referentIds ?? [])
    await ds.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1,$2)`, [row.id, r]);
  return row.id;
}

export async function createCall(
  ds: DataSource,
  projectId: number,
  clientId: number | null,
  over: { type?: 'client' | 'supplier'; referentId?: number } = {},
): Promise<number> {
  const [row] = await ds.query(
    `INSERT INTO calls (project_id, type, client_id, referent_id, company_name, note) VALUES ($1,$2,$3,$4,$5,'Chiamata di prova') RETURNING id`,
    [projectId, over.type ?? 'client', clientId, over.referentId ?? null, over.type === 'supplier' ? 'Fornitore S.r.l.' : null],
  );
  return row.id;
}

export async function createAnnouncement(
  ds: DataSource,
  over: { projectId?: number | null; name?: string; status?: string } = {},
): Promise<number> {
  const projectId = over.projectId ?? null;
  const [row] = await ds.query(`INSERT INTO announcements (project_id, scope, status, name) VALUES ($1,$2,$3,$4) RETURNING id`, [
    projectId,
    projectId ? 'local' : 'global',
    over.status ?? 'published',
    over.name ?? `Bando ${uid()}`,
  ]);
  return row.id;
}

/** An announcement's body satisfying every docs/rules.md#form-rules requirement of a published announcement (`status: 'published'`; `over` replaces fields). */
export function completeAnnouncementBody(name: string, over: Record<string, unknown> = {}) {
  return {
    name,
    status: 'published',
    link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-di-prova',
    supplying_authority: 'Regione Lombardia',
    description: 'Contributi a fondo perduto per investimenti in macchinari e digitalizzazione.',
    start_date: '2025-01-01',
    end_date: '2099-12-31',
    number_of_employees_min: 0,
    number_of_employees_max: 249,
    year_of_establishment_min: 1900,
    year_of_establishment_max: 2026,
    annual_volume_min: 0,
    annual_volume_max: '50000000,50',
    announcements_company_dimensions: ['micro', 'small'],
    announcements_areas_of_intervention: ['digitalizzazione'],
    announcements_ateco_codes: [{ value: '62', primary: true }],
    announcements_locations: [{ nation: 'Italia', region: '03', province: 'MI', city: '015146' }],
    announcements_expense_items: [
      { description: 'Macchinari e impianti', max_import_value: 100000, max_import_percentage: 50, required_attachment: ['Preventivo'] },
    ],
    type_non_repayable_fund: true,
    ...over,
  };
}
