import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { guardedUpdate, withConflictDetails, type VersionedTable } from '../../common/concurrency/concurrency';
import { likePattern, type Paginated } from '../../common/http/pagination';
import { requireIfPresent } from '../../common/http/partial-update';
import { AuditService, diffFields } from '../audit/audit.service';
import { ITALIAN_MESSAGES, normalizeCode } from '@bandi/domain';
import type { User } from '../users/user.entity';
import {
  DOCUMENT_SLOTS,
  type ClientInputDto,
  type ClientListQueryDto,
  type ClientUpdateDto,
  type CompanyRelationDto,
  type LocationDto,
} from './client.dto';
import { computeSmeDimension, type RelatedEnterprise, type SmeResult } from './sme';

/** Scalar columns written from the body (SPEC §3.5). */
const SCALARS = [
  'business_name',
  'reference',
  'vat_number',
  'fiscal_code',
  'legal_form',
  'section',
  'interprofessional_fund',
  'constitution_date',
  'activity_description',
  'phone',
  'website',
  'email',
  'pec',
  'sdi',
  'ccnl_type',
  'inps_registration_number',
  'inps_location',
  'inail_registration_number',
  'inail_location',
  'accounting_type',
  'note',
  'subscribed_to_cciaa',
  'rea_number',
  'registration_number',
  'section_cciaa',
  'registration_date',
  'social_capital',
  'public_entity_enterprise',
  'youth_enterprise',
  'female_enterprise',
  'autonomous',
  'associated',
  'connected',
  'connected_by_person',
  'company_dimension_notes',
  'public_bodies_share',
] as const;

const RELATION_LISTS = [
  ['associated_companies', 'associated'],
  ['connected_companies', 'connected'],
  ['connected_by_person_companies', 'connected_by_person'],
] as const;

type Errors = Record<string, string[]>;

/** The clients table for the optimistic-concurrency guard. */
export const CLIENTS_TABLE: VersionedTable = { table: 'clients', notFound: 'Cliente non trovato' };
const INVALID = 'I dati inviati non sono validi';

/** A resolved seat: names and codes filled from the comuni table. */
interface ResolvedLocation {
  primary: boolean;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  city_istat_code: string | null;
  province: string | null;
  region_code: string | null;
  nation: string;
}

/** Summary row of the list. */
export interface ClientSummary {
  id: number;
  business_name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  legal_form: string | null;
  city: string | null;
  province: string | null;
  region: string | null;
  region_code: string | null;
  email: string | null;
  phone: string | null;
  company_dimension: string | null;
  company_dimension_manual: boolean;
  primary_ateco: string | null;
}

/**
 * Client registry of an environment (SPEC §3.5): every query is scoped on the route's
 * environment and, for referent users, on the clients linked to their referent record
 * (DESIGN.md §5). Writes run in one transaction with the audit entry; the company dimension
 * (Racc. 2003/361/CE) and the eligibility columns are recomputed on every save.
 */
@Injectable()
export class ClientsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** SQL condition (alias `c`) restricting to the clients the user may see; params appended to `params`. */
  visibilityCondition(user: User, projectId: number, params: unknown[]): string {
    params.push(projectId);
    let cond = `c.project_id = $${params.length}`;
    if (user.type === 'referent') {
      params.push(user.referent_id ?? -1);
      cond += ` AND EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = c.id AND cr.referent_id = $${params.length})`;
    }
    return cond;
  }

  /** `{data,total}` of client summaries; search on business name, P.IVA, CF; filters region, ATECO prefix, dimension, managing user. */
  async list(user: User, projectId: number, q: ClientListQueryDto): Promise<Paginated<ClientSummary>> {
    const params: unknown[] = [];
    const where = [this.visibilityCondition(user, projectId, params)];
    if (q.search?.trim()) {
      params.push(likePattern(q.search));
      where.push(
        `(c.business_name ILIKE $${params.length} OR c.vat_number ILIKE $${params.length} OR c.fiscal_code ILIKE $${params.length})`,
      );
    }
    if (q.region) {
      params.push(q.region);
      where.push(`c.region_code = $${params.length}`);
    }
    if (q.ateco) {
      params.push(`${q.ateco}%`);
      where.push(`EXISTS (SELECT 1 FROM client_ateco_codes ca WHERE ca.client_id = c.id AND ca.value LIKE $${params.length})`);
    }
    if (q.dimension) {
      params.push(q.dimension);
      where.push(`c.company_dimension = $${params.length}`);
    }
    if (q.managed_by) {
      params.push(q.managed_by);
      where.push(`EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c.id AND cm.user_id = $${params.length})`);
    }
    const w = where.join(' AND ');
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM clients c WHERE ${w}`, params);
    params.push(q.take ?? 15, q.skip ?? 0);
    const data = await this.dataSource.query(
      `SELECT c.id, c.business_name, c.vat_number, c.fiscal_code, c.legal_form, c.city, c.province, c.region, c.region_code, c.email, c.phone,
              c.company_dimension, c.company_dimension_manual,
              (SELECT ca.value FROM client_ateco_codes ca WHERE ca.client_id = c.id ORDER BY ca."primary" DESC, ca.id LIMIT 1) AS primary_ateco
         FROM clients c WHERE ${w}
        ORDER BY c.business_name, c.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { data, total };
  }

  /** Id of a visible client or 404. */
  async assertVisible(user: User, projectId: number, id: number, em: EntityManager | DataSource = this.dataSource): Promise<void> {
    const params: unknown[] = [id];
    const cond = this.visibilityCondition(user, projectId, params);
    const rows = await em.query(`SELECT c.id FROM clients c WHERE c.id = $1 AND ${cond}`, params);
    if (!rows.length) throw new NotFoundException('Cliente non trovato');
  }

  /** The full client with every collection, the eleven document slots and the dimension computation. 404 when not visible. */
  async get(user: User, projectId: number, id: number): Promise<Record<string, unknown>> {
    await this.assertVisible(user, projectId, id);
    const ds = this.dataSource;
    const [client] = await ds.query(`SELECT c.* FROM clients c WHERE c.id = $1`, [id]);
    for (const k of ['social_capital', 'public_bodies_share', 'latest_headcount', 'latest_turnover', 'latest_balance_sheet_total']) {
      client[k] = client[k] === null ? null : Number(client[k]);
    }
    for (const k of ['constitution_date', 'registration_date']) client[k] = toDateString(client[k]);
    const locations = await ds.query(
      `SELECT l.id, l.kind, l."primary", l.address, l.postal_code, l.city, l.city_istat_code, l.province, l.region_code AS region, r.name AS region_name, l.nation
         FROM client_locations l LEFT JOIN regions r ON r.code = l.region_code WHERE l.client_id = $1 ORDER BY l.id`,
      [id],
    );
    const relations = await ds.query(`SELECT * FROM client_company_relations WHERE client_id = $1 ORDER BY id`, [id]);
    const docs = await ds.query(
      `SELECT d.slot, d.name, d.date, d.file_id, f.original_name AS file_name FROM client_documents d LEFT JOIN files f ON f.id = d.file_id WHERE d.client_id = $1`,
      [id],
    );
    const bySlot = new Map(docs.map((d: { slot: string }) => [d.slot, d]));
    const numeric = (rows: Record<string, unknown>[], keys: string[]) =>
      rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, keys.includes(k) && v !== null ? Number(v) : v])));
    const strip = ({ kind: _k, ...rest }: Record<string, unknown>) => rest;
    const legal = locations.find((l: { kind: string }) => l.kind === 'legal');
    const { company_dimension_basis: basis, ...scalars } = client;
    return {
      ...scalars,
      client_legal_location: legal ? strip(legal) : null,
      clients_location: locations.filter((l: { kind: string }) => l.kind === 'operating').map(strip),
      clients_ateco_codes: await ds.query(
        `SELECT ca.id, ca.value, ca."primary", a.description FROM client_ateco_codes ca LEFT JOIN ateco_codes a ON a.version = '2025' AND a.code = ca.value
          WHERE ca.client_id = $1 ORDER BY ca."primary" DESC, ca.id`,
        [id],
      ),
      clients_partners: numeric(
        await ds.query(`SELECT id, name, fiscal_code, share_percent, note FROM client_partners WHERE client_id = $1 ORDER BY id`, [id]),
        ['share_percent'],
      ),
      clients_administrators: (
        await ds.query(
          `SELECT id, name, surname, fiscal_code, role, start_date FROM client_administrators WHERE client_id = $1 ORDER BY id`,
          [id],
        )
      ).map((a: { start_date: unknown }) => ({ ...a, start_date: toDateString(a.start_date) })),
      clients_banks: await ds.query(`SELECT id, name, iban, branch FROM client_banks WHERE client_id = $1 ORDER BY id`, [id]),
      clients_history: numeric(
        await ds.query(
          `SELECT id, year, headcount, turnover, balance_sheet_total FROM client_history WHERE client_id = $1 ORDER BY year DESC`,
          [id],
        ),
        ['headcount', 'turnover', 'balance_sheet_total'],
      ),
      clients_referents: await ds.query(
        `SELECT r.id, r.name, r.surname, r.email, r.phone, r.organisation FROM client_referents cr JOIN referents r ON r.id = cr.referent_id
          WHERE cr.client_id = $1 ORDER BY r.surname, r.name`,
        [id],
      ),
      clients_managed_by_users: await ds.query(
        `SELECT u.id, u.name, u.surname, u.email FROM client_managers cm JOIN users u ON u.id = cm.user_id WHERE cm.client_id = $1 ORDER BY u.surname, u.name`,
        [id],
      ),
      ...Object.fromEntries(
        RELATION_LISTS.map(([key, kind]) => [
          key,
          numeric(
            relations
              .filter((r: { kind: string }) => r.kind === kind)
              .map(({ client_id: _c, kind: _k, ...r }: Record<string, unknown>) => r),
            ['share_percent', 'headcount', 'turnover', 'balance_sheet_total'],
          ),
        ]),
      ),
      documents: DOCUMENT_SLOTS.map((slot) => {
        const d = bySlot.get(slot) as { name: string | null; date: unknown; file_id: string | null; file_name: string | null } | undefined;
        return {
          slot,
          name: d?.name ?? null,
          date: toDateString(d?.date ?? null),
          file_id: d?.file_id ?? null,
          file_name: d?.file_name ?? null,
        };
      }),
      company_dimension_details: {
        effective: client.company_dimension,
        computed: client.company_dimension_computed,
        manual: client.company_dimension_manual,
        ...(basis ?? {}),
      },
    };
  }

  /**
   * Creates a client; 422 with field errors for invalid Italian data, unknown references or a duplicate P.IVA/CF.
   * A client manager creating a client without `clients_managed_by_users` becomes its manager.
   */
  async create(user: User, projectId: number, dto: ClientInputDto): Promise<Record<string, unknown>> {
    const id = await this.dataSource.transaction(async (em) => {
      const prepared = await this.prepare(em, projectId, null, dto);
      const values: Record<string, unknown> = { ...prepared.scalars };
      const cols = Object.keys(values);
      const params = [projectId, user.id, ...cols.map((c) => values[c])];
      const [row] = await em.query(
        `INSERT INTO clients (project_id, created_by, ${cols.join(', ')}) VALUES ($1, $2, ${cols.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
        params,
      );
      // a client manager who creates a client manages it, unless the managers are given
      if (dto.clients_managed_by_users === undefined && user.type === 'client-manager') {
        await em.query(`INSERT INTO client_managers (client_id, user_id) VALUES ($1,$2)`, [row.id, user.id]);
      }
      await this.writeCollections(em, row.id, projectId, dto, prepared.locations, true);
      await this.recompute(em, row.id, dto.company_dimension_override ?? null);
      await this.audit.record(em, {
        userId: user.id,
        projectId,
        entity: 'client',
        entityId: row.id,
        action: 'created',
        changes: diffFields(null, values, cols),
      });
      return row.id as number;
    });
    return this.get(user, projectId, id);
  }

  /**
   * Updates a client, partially: scalars and collections not sent stay, a collection sent replaces
   * the stored one; same 422 rules as create (`business_name` may not be emptied); 404 when not
   * visible. `expected`: the version the client read (If-Match or body `version`).
   * @throws StaleRecordException 409 with the current client when `expected` is stale.
   */
  async update(user: User, projectId: number, id: number, dto: ClientUpdateDto, expected?: number): Promise<Record<string, unknown>> {
    requireIfPresent(dto, ['business_name']);
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.assertVisible(user, projectId, id, em);
          const [before] = await em.query(`SELECT * FROM clients WHERE id = $1 FOR UPDATE`, [id]);
          await guardedUpdate(em, CLIENTS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
          const prepared = await this.prepare(em, projectId, id, dto as ClientInputDto);
          const values: Record<string, unknown> = { ...prepared.scalars };
          const cols = Object.keys(values);
          if (cols.length)
            await em.query(`UPDATE clients SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
              id,
              ...cols.map((c) => values[c]),
            ]);
          await this.writeCollections(em, id, projectId, dto as ClientInputDto, prepared.locations, false);
          const override =
            dto.company_dimension_override !== undefined
              ? (dto.company_dimension_override ?? null)
              : before.company_dimension_manual
                ? before.company_dimension
                : null;
          await this.recompute(em, id, override);
          const changes = diffFields(normalizeForDiff(before), values, cols);
          const collections = Object.keys(dto)
            .filter((k) => (dto as unknown as Record<string, unknown>)[k] !== undefined)
            .filter((k) => k.startsWith('clients_') || k.endsWith('_companies') || k === 'documents' || k === 'client_legal_location');
          changes.fields.push(...collections);
          await this.audit.record(em, { userId: user.id, projectId, entity: 'client', entityId: id, action: 'updated', changes });
        }),
      () => this.get(user, projectId, id),
    );
    return this.get(user, projectId, id);
  }

  /**
   * Deletes a client and its collections (cascade); 404 when not visible.
   * @throws StaleRecordException 409 with the current client when `expected` is stale.
   */
  async remove(user: User, projectId: number, id: number, expected?: number): Promise<void> {
    await withConflictDetails(
      () =>
        this.dataSource.transaction(async (em) => {
          await this.assertVisible(user, projectId, id, em);
          await guardedUpdate(em, CLIENTS_TABLE, { id, scope: { project_id: projectId }, expected, userId: user.id });
          const [row] = await em.query(`SELECT business_name, vat_number FROM clients WHERE id = $1`, [id]);
          await em.query(`DELETE FROM clients WHERE id = $1`, [id]);
          await this.audit.record(em, {
            userId: user.id,
            projectId,
            entity: 'client',
            entityId: id,
            action: 'deleted',
            changes: { fields: [], deleted: row },
          });
        }),
      () => this.get(user, projectId, id),
    );
  }

  /**
   * Validates what the DTO cannot: CAP against the comune, comune/province/region coherence,
   * ATECO 2025 codes that exist, referents/managers/files of this environment, one primary ATECO,
   * distinct history years, and the duplicate guard (same P.IVA or CF in this environment).
   * Serialised per environment with an advisory lock so two concurrent creations cannot both pass.
   */
  private async prepare(em: EntityManager, projectId: number, selfId: number | null, dto: ClientInputDto) {
    const errors: Errors = {};
    const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
    const scalars: Record<string, unknown> = {};
    const body = dto as unknown as Record<string, unknown>;
    for (const k of SCALARS) if (body[k] !== undefined) scalars[k] = body[k];
    for (const k of ['vat_number', 'fiscal_code', 'sdi'] as const)
      if (typeof scalars[k] === 'string') scalars[k] = normalizeCode(scalars[k] as string).replace(/^IT(?=\d{11}$)/, '');
    if (typeof scalars.rea_number === 'string') scalars.rea_number = (scalars.rea_number as string).trim().toUpperCase();
    for (const k of [
      'public_entity_enterprise',
      'youth_enterprise',
      'female_enterprise',
      'associated',
      'connected',
      'connected_by_person',
    ] as const) {
      if (k in scalars && scalars[k] === null) scalars[k] = false;
    }
    if ('autonomous' in scalars && scalars.autonomous === null) scalars.autonomous = true;
    if ('registration_date' in scalars && scalars.registration_date === null) delete scalars.registration_date;
    if (dto.constitution_date !== undefined)
      scalars.established_year = dto.constitution_date ? Number(dto.constitution_date.slice(0, 4)) : null;

    await em.query(`SELECT pg_advisory_xact_lock(424242, $1)`, [projectId]);
    for (const [field, label] of [
      ['vat_number', 'partita IVA'],
      ['fiscal_code', 'codice fiscale'],
    ] as const) {
      const v = scalars[field];
      if (typeof v !== 'string' || !v) continue;
      const dup = await em.query(
        `SELECT id, business_name FROM clients WHERE project_id = $1 AND id <> $2 AND (vat_number = $3 OR fiscal_code = $3) ORDER BY id LIMIT 1`,
        [projectId, selfId ?? -1, v],
      );
      if (dup.length) add(field, `Esiste già un cliente con questa ${label}: "${dup[0].business_name}" (id ${dup[0].id})`);
    }

    const locations: { legal?: ResolvedLocation | null; others?: ResolvedLocation[] } = {};
    if (dto.client_legal_location !== undefined) {
      locations.legal = dto.client_legal_location
        ? await this.resolveLocation(em, dto.client_legal_location, 'client_legal_location', add)
        : null;
    }
    if (dto.clients_location) {
      locations.others = [];
      for (const [i, l] of dto.clients_location.entries())
        locations.others.push(await this.resolveLocation(em, l, `clients_location.${i}`, add));
    }
    if (locations.legal !== undefined) {
      const l = locations.legal;
      const [region] = l?.region_code ? await em.query(`SELECT name FROM regions WHERE code = $1`, [l.region_code]) : [];
      Object.assign(scalars, {
        city: l?.city ?? null,
        province: l?.province ?? null,
        region: region?.name ?? null,
        region_code: l?.region_code ?? null,
      });
    }

    if (dto.clients_ateco_codes) {
      const values = dto.clients_ateco_codes.map((a) => a.value);
      const found = new Set(
        (await em.query(`SELECT code FROM ateco_codes WHERE version = '2025' AND code = ANY($1::varchar[])`, [values])).map(
          (r: { code: string }) => r.code,
        ),
      );
      dto.clients_ateco_codes.forEach((a, i) => {
        if (!found.has(a.value)) add(`clients_ateco_codes.${i}.value`, `Codice ATECO 2025 inesistente: ${a.value}`);
      });
      if (new Set(values).size !== values.length) add('clients_ateco_codes', 'Codice ATECO ripetuto');
      if (dto.clients_ateco_codes.filter((a) => a.primary).length > 1)
        add('clients_ateco_codes', 'Un solo codice ATECO può essere primario');
    }
    if (dto.clients_history) {
      const years = dto.clients_history.map((h) => h.year);
      if (new Set(years).size !== years.length) add('clients_history', 'Anno ripetuto nello storico');
    }
    const ids = [...(dto.clients_referents ?? []), ...(dto.clients_referents_to_delete ?? [])];
    if (ids.length) {
      const ok = new Set(
        (await em.query(`SELECT id FROM referents WHERE project_id = $1 AND id = ANY($2::int[])`, [projectId, ids])).map(
          (r: { id: number }) => r.id,
        ),
      );
      if ((dto.clients_referents ?? []).some((r) => !ok.has(r))) add('clients_referents', 'Referente non trovato in questo ambiente');
      if ((dto.clients_referents_to_delete ?? []).some((r) => !ok.has(r)))
        add('clients_referents_to_delete', 'Referente non trovato in questo ambiente');
    }
    if (dto.clients_managed_by_users?.length) {
      const ok = new Set(
        (
          await em.query(
            `SELECT u.id FROM users u JOIN project_users pu ON pu.user_id = u.id AND pu.project_id = $1
              WHERE u.id = ANY($2::int[]) AND u.type IN ('client-manager','local-administrator','administrator')`,
            [projectId, dto.clients_managed_by_users],
          )
        ).map((r: { id: number }) => r.id),
      );
      if (dto.clients_managed_by_users.some((u) => !ok.has(u)))
        add('clients_managed_by_users', 'Gestore clienti non trovato in questo ambiente');
    }
    if (dto.documents) {
      const slots = dto.documents.map((d) => d.slot);
      if (new Set(slots).size !== slots.length) add('documents', 'Tipo di documento ripetuto');
      const fileIds = dto.documents.map((d) => d.file_id).filter((f): f is string => !!f);
      if (fileIds.length) {
        const ok = new Set(
          (await em.query(`SELECT id FROM files WHERE project_id = $1 AND id = ANY($2::uuid[])`, [projectId, fileIds])).map(
            (r: { id: string }) => r.id,
          ),
        );
        dto.documents.forEach((d, i) => {
          if (d.file_id && !ok.has(d.file_id)) add(`documents.${i}.file_id`, 'File non trovato');
        });
      }
    }
    if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: INVALID, errors });
    return { scalars, locations };
  }

  /** Fills a seat from the comuni table (by ISTAT code, or by name + province) and checks the CAP belongs to it. */
  private async resolveLocation(
    em: EntityManager,
    l: LocationDto,
    field: string,
    add: (f: string, m: string) => void,
  ): Promise<ResolvedLocation> {
    const out: ResolvedLocation = {
      primary: l.primary ?? false,
      address: l.address ?? null,
      postal_code: l.postal_code?.trim() ?? null,
      city: l.city?.trim() || null,
      city_istat_code: l.city_istat_code ?? null,
      province: l.province?.toUpperCase() ?? null,
      region_code: l.region ?? null,
      nation: l.nation ?? 'Italia',
    };
    if (out.nation !== 'Italia') return out;
    let comune:
      | { istat_code: string; name: string; province_acronym: string; region_code: string; cap: string | null; caps: string[] }
      | undefined;
    if (out.city_istat_code) {
      [comune] = await em.query(`SELECT istat_code, name, province_acronym, region_code, cap, caps FROM comuni WHERE istat_code = $1`, [
        out.city_istat_code,
      ]);
      if (!comune) add(`${field}.city_istat_code`, 'Comune non trovato');
    } else if (out.city) {
      const params: unknown[] = [out.city];
      let sql = `SELECT istat_code, name, province_acronym, region_code, cap, caps FROM comuni WHERE lower(name) = lower($1)`;
      if (out.province) {
        params.push(out.province);
        sql += ` AND province_acronym = $2`;
      }
      const rows = await em.query(sql, params);
      if (rows.length === 1) comune = rows[0];
      else if (rows.length === 0) add(`${field}.city`, out.province ? 'Comune non trovato nella provincia indicata' : 'Comune non trovato');
      else add(`${field}.province`, 'Indica la provincia: più comuni hanno questo nome');
    }
    if (comune) {
      if (out.province && out.province !== comune.province_acronym)
        add(`${field}.province`, 'La provincia non corrisponde al comune indicato');
      if (out.region_code && out.region_code !== comune.region_code)
        add(`${field}.region`, 'La regione non corrisponde al comune indicato');
      Object.assign(out, {
        city: comune.name,
        city_istat_code: comune.istat_code,
        province: comune.province_acronym,
        region_code: comune.region_code,
      });
      const caps = [comune.cap, ...(comune.caps ?? [])].filter(Boolean);
      if (out.postal_code && caps.length && !caps.includes(out.postal_code)) add(`${field}.postal_code`, ITALIAN_MESSAGES.capComune);
    } else if (out.province) {
      const [p] = await em.query(`SELECT region_code FROM provinces WHERE acronym = $1`, [out.province]);
      if (!p) add(`${field}.province`, 'Provincia non trovata');
      else out.region_code ??= p.region_code;
    }
    if (out.region_code && !comune) {
      const [r] = await em.query(`SELECT code FROM regions WHERE code = $1`, [out.region_code]);
      if (!r) add(`${field}.region`, 'Regione non trovata');
    }
    return out;
  }

  /** Writes the collections present in the DTO (replace semantics; referents add/remove). */
  private async writeCollections(
    em: EntityManager,
    id: number,
    projectId: number,
    dto: ClientInputDto,
    locations: { legal?: ResolvedLocation | null; others?: ResolvedLocation[] },
    isNew: boolean,
  ): Promise<void> {
    const insertLocation = (kind: string, l: ResolvedLocation) =>
      em.query(
        `INSERT INTO client_locations (client_id, kind, "primary", address, postal_code, city, city_istat_code, province, region_code, nation) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
        [id, kind, l.primary, l.address, l.postal_code, l.city, l.city_istat_code, l.province, l.region_code, l.nation],
      );
    if (locations.legal !== undefined) {
      if (!isNew) await em.query(`DELETE FROM client_locations WHERE client_id = $1 AND kind = 'legal'`, [id]);
      if (locations.legal) await insertLocation('legal', locations.legal);
    }
    if (locations.others) {
      if (!isNew) await em.query(`DELETE FROM client_locations WHERE client_id = $1 AND kind = 'operating'`, [id]);
      for (const l of locations.others) await insertLocation('operating', l);
    }
    const replace = async <T>(
      key: keyof ClientInputDto,
      table: string,
      cols: string[],
      rows: T[] | undefined,
      map: (r: T) => unknown[],
    ) => {
      if (!rows) return;
      if (!isNew) await em.query(`DELETE FROM ${table} WHERE client_id = $1`, [id]);
      for (const r of rows) {
        const vals = map(r);
        await em.query(`INSERT INTO ${table} (client_id, ${cols.join(', ')}) VALUES ($1, ${vals.map((_, i) => `$${i + 2}`).join(', ')})`, [
          id,
          ...vals,
        ]);
      }
      void key;
    };
    await replace('clients_ateco_codes', 'client_ateco_codes', ['value', '"primary"'], dto.clients_ateco_codes, (a) => [
      a.value,
      a.primary ?? false,
    ]);
    await replace('clients_partners', 'client_partners', ['name', 'fiscal_code', 'share_percent', 'note'], dto.clients_partners, (p) => [
      p.name,
      p.fiscal_code ? normalizeCode(p.fiscal_code) : null,
      p.share_percent ?? null,
      p.note ?? null,
    ]);
    await replace(
      'clients_administrators',
      'client_administrators',
      ['name', 'surname', 'fiscal_code', 'role', 'start_date'],
      dto.clients_administrators,
      (a) => [a.name, a.surname, a.fiscal_code ? normalizeCode(a.fiscal_code) : null, a.role ?? null, a.start_date ?? null],
    );
    await replace('clients_banks', 'client_banks', ['name', 'iban', 'branch'], dto.clients_banks, (b) => [
      b.name,
      b.iban ?? null,
      b.branch ?? null,
    ]);
    await replace(
      'clients_history',
      'client_history',
      ['year', 'headcount', 'turnover', 'balance_sheet_total'],
      dto.clients_history,
      (h) => [h.year, h.headcount ?? null, h.turnover ?? null, h.balance_sheet_total ?? null],
    );
    await replace(
      'clients_managed_by_users',
      'client_managers',
      ['user_id'],
      dto.clients_managed_by_users ? [...new Set(dto.clients_managed_by_users)] : undefined,
      (u) => [u],
    );
    await replace('documents', 'client_documents', ['slot', 'name', 'date', 'file_id'], dto.documents, (d) => [
      d.slot,
      d.name ?? null,
      d.date ?? null,
      d.file_id ?? null,
    ]);
    const relationKeys = RELATION_LISTS.filter(([key]) => dto[key] !== undefined);
    for (const [key, kind] of relationKeys) {
      await em.query(`DELETE FROM client_company_relations WHERE client_id = $1 AND kind = $2`, [id, kind]);
      for (const r of dto[key] as CompanyRelationDto[]) {
        await em.query(
          `INSERT INTO client_company_relations (client_id, kind, name, vat_number, share_percent, headcount, turnover, balance_sheet_total, note) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
          [
            id,
            kind,
            r.name,
            r.vat_number ?? null,
            r.share_percent ?? null,
            r.headcount ?? null,
            r.turnover ?? null,
            r.balance_sheet_total ?? null,
            r.note ?? null,
          ],
        );
      }
    }
    if (dto.clients_referents_to_delete?.length) {
      await em.query(`DELETE FROM client_referents WHERE client_id = $1 AND referent_id = ANY($2::int[])`, [
        id,
        dto.clients_referents_to_delete,
      ]);
    }
    for (const r of new Set(dto.clients_referents ?? [])) {
      if (dto.clients_referents_to_delete?.includes(r)) continue;
      await em.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1,$2) ON CONFLICT DO NOTHING`, [id, r]);
    }
    void projectId;
  }

  /**
   * Recomputes the derived columns: latest history figures (the most recent year), the SME
   * dimension per Racc. 2003/361/CE with its steps, and the effective dimension (the manual
   * override when given, marked `company_dimension_manual`).
   */
  async recompute(em: EntityManager, id: number, override: string | null): Promise<SmeResult> {
    const [client] = await em.query(`SELECT public_bodies_share FROM clients WHERE id = $1`, [id]);
    const [latest] = await em.query(
      `SELECT headcount, turnover, balance_sheet_total FROM client_history WHERE client_id = $1 ORDER BY year DESC LIMIT 1`,
      [id],
    );
    const rel = await em.query(
      `SELECT kind, name, share_percent, headcount, turnover, balance_sheet_total FROM client_company_relations WHERE client_id = $1 ORDER BY id`,
      [id],
    );
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const own =
      latest && latest.headcount !== null
        ? { headcount: Number(latest.headcount), turnover: num(latest.turnover), balance_sheet_total: num(latest.balance_sheet_total) }
        : null;
    const related: RelatedEnterprise[] = rel.map((r: Record<string, unknown>) => ({
      kind: r.kind as RelatedEnterprise['kind'],
      name: String(r.name),
      share_percent: num(r.share_percent),
      headcount: num(r.headcount) ?? 0,
      turnover: num(r.turnover),
      balance_sheet_total: num(r.balance_sheet_total),
    }));
    const result = computeSmeDimension({ own, related, public_bodies_share: num(client.public_bodies_share) });
    await em.query(
      `UPDATE clients SET company_dimension_computed = $2, company_dimension = $3, company_dimension_manual = $4, company_dimension_basis = $5,
              latest_headcount = $6, latest_turnover = $7, latest_balance_sheet_total = $8 WHERE id = $1`,
      [
        id,
        result.dimension,
        override ?? result.dimension,
        override !== null,
        JSON.stringify({ totals: result.totals, steps: result.steps, reason: result.reason }),
        latest?.headcount ?? null,
        latest?.turnover ?? null,
        latest?.balance_sheet_total ?? null,
      ],
    );
    return result;
  }
}

/** 'YYYY-MM-DD' of a date column (pg returns Date objects for `date`). */
export function toDateString(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
  }
  return String(v).slice(0, 10);
}

function normalizeForDiff(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const k of ['constitution_date', 'registration_date']) out[k] = toDateString(out[k]);
  for (const k of ['social_capital', 'public_bodies_share']) out[k] = out[k] === null ? null : Number(out[k]);
  return out;
}
