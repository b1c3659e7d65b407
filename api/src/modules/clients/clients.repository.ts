import { Injectable } from '@nestjs/common';
import {
  compactIban,
  compactPartitaIva,
  defaultDocumentExpiry,
  DOCUMENT_EXPIRING_DAYS,
  type DocumentValidityRule,
  isValidPartitaIva,
  normalizeCode,
  todayInRome,
} from '@bandi/domain';
import { cappedCount, countedTotal, exactTotalLimit, listTotal } from '../../common/http/list-total';
import { likePattern, type Paginated } from '../../common/http/pagination';
import { joinSql, raw, type Sql, sql } from '../../common/tenancy/sql';
import { CUSTOM_PLAN, GENERIC_PLAN } from '../../database/prepared-statements';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';
import type { User } from '../users/user.entity';
import type { ClientDocumentDto, ClientInputDto, ClientListQueryDto } from './client.dto';
import { CLIENTS_TABLE, type CLIENT_SORT_KEYS, type PreparedClient, type ResolvedLocation } from './client-columns';
import { writeSmeCollections } from './sme.repository';

/** The rows of one client as stored: the client row and each collection, unmapped. */
export interface ClientRows {
  client: Row;
  locations: Row[];
  relations: Row[];
  documents: Row[];
  ateco: Row[];
  partners: Row[];
  administrators: Row[];
  banks: Row[];
  history: Row[];
  referents: Row[];
  managers: Row[];
  /** Current documents expired and expiring within 30 days today (docs/domain.md#client-documents). */
  documentAlerts: { expired: number; expiring: number };
}

/** The expression of a sort key on the client row `o` (constant SQL, never input); `tq`: the list's environment. Also the export's keyset (ExportsRepository.clientBatch). */
export function sortExpression(tq: TenantQuery, key: (typeof CLIENT_SORT_KEYS)[number]): Sql | undefined {
  switch (key) {
    case 'name':
      return raw('o.business_name');
    case 'created_at':
      return raw('o.created_at');
    case 'city':
      return raw('o.city');
    case 'province':
      return raw('o.province');
    case 'region':
      return raw('o.region');
    case 'company_dimension':
      return raw(`array_position(ARRAY['micro','small','medium','large']::text[], o.company_dimension::text)`);
    case 'manager':
      // the first of its managers by surname and name
      return sql`(SELECT min(u.surname || ' ' || u.name) FROM client_managers cm JOIN users u ON u.id = cm.user_id
                   WHERE cm.client_id = o.id AND ${tq.owns('client_managers', 'cm')})`;
    default:
      return undefined;
  }
}

/** ORDER BY of `?sort=` on alias `o`, or null for the default order (business name ascending). */
function clientOrder(tq: TenantQuery, sort: string | undefined): Sql | null {
  if (!sort || sort === 'name') return null;
  const desc = sort.startsWith('-');
  const expr = sortExpression(tq, (desc ? sort.slice(1) : sort) as (typeof CLIENT_SORT_KEYS)[number]);
  if (!expr) return null;
  return desc ? sql`${expr} DESC NULLS LAST, o.id DESC` : sql`${expr} ASC NULLS LAST, o.id`;
}

/** Inputs of the SME computation read from the database. */
export interface DimensionInputs {
  public_bodies_share: unknown;
  latest: Row | undefined;
  relations: Row[];
}

/**
 * The SQL of the client registry (tables `clients` and `client_*`), every statement through a
 * {@link TenantQuery} of the route's environment (docs/architecture.md, "Tenancy in data access").
 * `db`: the transaction (EntityManager) or the DataSource.
 */
/**
 * Takes the environment's lock of the client duplicate guard until the transaction of `db` ends:
 * a client form and a client import of the same environment check P.IVA and codice fiscale one
 * after the other (PostgreSQL advisory lock, key 424242 and the environment's id).
 */
export async function lockClientDuplicateGuard(db: Queryable, projectId: number): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(424242, $1)`, [projectId]);
}

@Injectable()
export class ClientsRepository {
  /** Clients a user may see, alias `c`: this environment's, and for a referent user only the linked ones. */
  visible(tq: TenantQuery, user: User, alias = 'c'): Sql {
    const scope = tq.scope(alias);
    if (user.type !== 'referent') return scope;
    return sql`${scope} AND EXISTS (SELECT 1 FROM client_referents cr WHERE cr.client_id = ${raw(alias)}.id AND cr.referent_id = ${user.referent_id ?? -1})`;
  }

  /**
   * The first client (by id) among `visible` (a condition on `clients c`, at least `tq.scope('c')`)
   * whose P.IVA or codice fiscale equals `code` (normalised as stored), other than `selfId`:
   * `{id, business_name}`, or undefined. The duplicate guard's lookup (client-input.validator.ts).
   */
  async firstWithTaxCode(
    tq: TenantQuery,
    visible: Sql,
    selfId: number | null,
    code: string,
  ): Promise<{ id: number; business_name: string } | undefined> {
    const [row] = await tq.query(
      sql`SELECT c.id, c.business_name FROM clients c WHERE ${visible} AND c.id <> ${selfId ?? -1} AND (c.vat_number = ${code} OR c.fiscal_code = ${code}) ORDER BY c.id LIMIT 1`,
    );
    return row ? { id: row.id as number, business_name: row.business_name as string } : undefined;
  }

  /**
   * The rows a list query selects, for {@link list} and {@link matchingIds}: the conditions on the
   * client row (`filters`), the trimmed search, and `fromWhere` (the FROM … WHERE of the rows)
   * with the expressions of their id and name. Also the clients' export (ExportsRepository.clientBatch).
   */
  source(tq: TenantQuery, user: User, q: Pick<ClientListQueryDto, 'search' | 'region' | 'ateco' | 'dimension' | 'managed_by' | 'status'>) {
    // the conditions on the client row besides its environment
    const filters: Sql[] = [];
    if (q.region) filters.push(sql`c.region_code = ${q.region}`);
    if (q.ateco)
      filters.push(sql`EXISTS (SELECT 1 FROM client_ateco_codes ca WHERE ca.client_id = c.id AND ca.value LIKE ${`${q.ateco}%`})`);
    if (q.dimension) filters.push(sql`c.company_dimension = ${q.dimension}`);
    if (q.status) filters.push(sql`c.status = ${q.status}`);
    // `none`: the clients without any manager ("Senza gestore", the count of La mia giornata)
    if (q.managed_by === 'none') filters.push(sql`NOT EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c.id)`);
    else if (q.managed_by)
      filters.push(sql`EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c.id AND cm.user_id = ${q.managed_by})`);
    const search = q.search?.trim();
    let fromWhere: Sql;
    // the rows' id and name (the list's order) in fromWhere
    let id: Sql;
    let name: Sql;
    if (search) {
      // "IT 00118439991" finds 00118439991
      const like = likePattern(isValidPartitaIva(search) ? compactPartitaIva(search) : search);
      // the narrow search table (migration 0022: id, environment, name and searched text in lower
      // case, trigram index), so that a search does not read the wide client rows; the client row
      // only for the other filters and a referent user's links
      const where = [tq.scope('s'), sql`s.search_text LIKE lower(${like})`];
      if (filters.length || user.type === 'referent') {
        where.push(
          sql`EXISTS (SELECT 1 FROM clients c WHERE c.id = s.client_id AND ${joinSql([this.visible(tq, user), ...filters], ' AND ')})`,
        );
      }
      fromWhere = sql`client_search s WHERE ${joinSql(where, ' AND ')}`;
      id = raw('s.client_id');
      name = raw('s.business_name');
    } else {
      fromWhere = sql`clients c WHERE ${joinSql([this.visible(tq, user), ...filters], ' AND ')}`;
      id = raw('c.id');
      name = raw('c.business_name');
    }
    return { filters, search, fromWhere, id, name };
  }

  /**
   * The ids of every client a list query selects (search and filters, the user's visibility),
   * in the list's default order, at most `max` (+1, so the caller can tell there are more).
   */
  async matchingIds(
    tq: TenantQuery,
    user: User,
    q: Pick<ClientListQueryDto, 'search' | 'region' | 'ateco' | 'dimension' | 'managed_by' | 'status'>,
    max: number,
  ): Promise<number[]> {
    const { fromWhere, id, name } = this.source(tq, user, q);
    const rows = await tq.query(sql`SELECT ${id} AS id FROM ${fromWhere} ORDER BY ${name}, ${id} LIMIT ${max + 1}`);
    return rows.map((r) => r.id as number);
  }

  /**
   * One page of summaries and the total, filtered as {@link ClientListQueryDto} says, in ONE
   * statement (a second one, EXPLAIN, only when the total is above the exact bound): the page's
   * ids are read first (from the (project_id, business_name, id) index; a search reads the narrow
   * `client_search` table and its trigram index instead: migration 0022), then only those rows
   * are joined with their legal form and primary ATECO code. `total` is exact up to
   * LIST_EXACT_TOTAL_LIMIT (common/http/list-total.ts), then estimated with
   * `total_estimated: true` (docs/api.md#conventions); a deep page (`skip` above
   * the bound) counts exactly and reads its rows from the nearer end of the order. Without
   * filters (and for a user who sees every client) the count is read from `client_counts`
   * (migration 0020), kept by the database: no rows are counted.
   */
  async list(tq: TenantQuery, user: User, q: ClientListQueryDto): Promise<Paginated<Row>> {
    const { filters, search, fromWhere, id, name } = this.source(tq, user, q);
    const limit = exactTotalLimit();
    const skip = q.skip ?? 0;
    const take = q.take ?? 15;
    // a deep page (skip above the exact bound) counts exactly, then reads the page from the
    // nearer end of the index: in reverse order when it lies in the second half
    const deep = skip > limit;
    // the unfiltered list of a user who sees every client of the environment: the count table
    // (migration 0020) instead of counting index entries (up to the bound, or all for a deep page)
    const counted = !search && filters.length === 0 && user.type !== 'referent';
    // a selective filter (search, ATECO code, manager: a costly test per row) on a page within
    // the bound: the matching rows (at most bound + 1, read by the indexes the planner picks:
    // trigram for the search) are read ONCE, counted, and when they are within the bound the page
    // is sorted from them; otherwise (a common term) the page walks the name index as usual
    const selective = !counted && !deep && Boolean(search || q.ateco || q.managed_by);
    const total = counted
      ? sql`SELECT coalesce(sum(k.n), 0)::int AS n FROM client_counts k WHERE ${tq.scope('k')}`
      : deep
        ? sql`SELECT count(*)::int AS n FROM ${fromWhere}`
        : selective
          ? sql`SELECT count(*)::int AS n FROM matched`
          : sql`SELECT ${cappedCount(fromWhere, limit)} AS n`;
    const forward = sql`SELECT ${id} AS id, ${name} AS business_name FROM ${fromWhere} ORDER BY ${name}, ${id} LIMIT ${take} OFFSET ${skip}`;
    const page = deep
      ? sql`SELECT f.id, f.business_name FROM (${forward}) f WHERE (SELECT n FROM total) >= ${2 * skip}::int
            UNION ALL
            SELECT r.id, r.business_name FROM (SELECT ${id} AS id, ${name} AS business_name FROM ${fromWhere} ORDER BY ${name} DESC, ${id} DESC
              LIMIT greatest(least(${take}::int, (SELECT n FROM total) - ${skip}::int), 0)
             OFFSET greatest((SELECT n FROM total) - ${skip}::int - ${take}::int, 0)) r
             WHERE (SELECT n FROM total) < ${2 * skip}::int`
      : selective
        ? sql`SELECT m.id, m.business_name FROM (SELECT matched.id, matched.business_name FROM matched
                ORDER BY matched.business_name, matched.id LIMIT ${take} OFFSET ${skip}) m WHERE (SELECT n FROM total) <= ${limit}::int
              UNION ALL
              SELECT f.id, f.business_name FROM (${forward}) f WHERE (SELECT n FROM total) > ${limit}::int`
        : forward;
    // another order than the name's (`?sort=`, CLIENT_SORTS): the selected ids joined with their
    // client row and sorted by the column, numbered so the page keeps that order
    const order = clientOrder(tq, q.sort);
    const sortedPage = order
      ? sql`SELECT o.id, row_number() OVER (ORDER BY ${order}) AS rn FROM (SELECT ${id} AS id FROM ${fromWhere}) x JOIN clients o ON o.id = x.id
             ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`
      : null;
    const matched = selective
      ? sql`matched AS MATERIALIZED (SELECT ${id} AS id, ${name} AS business_name FROM ${fromWhere} LIMIT ${limit + 1}), `
      : raw('');
    // the unfiltered list (every client of the environment, in name order): PostgreSQL's generic
    // plan, planned once per connection (database/prepared-statements.ts). Any filter gets a
    // custom plan on every request: whether to walk the name index or sort the filtered rows
    // depends on how many rows the filter keeps in this environment, which a generic plan cannot
    // see (region filter, one environment of 100,000 clients among small ones: 2.3 -> 10-17 ms)
    const plan = raw(counted ? GENERIC_PLAN : CUSTOM_PLAN);
    // LIMIT: the planner then knows the page is `take` rows and joins them by primary key
    const rows = await tq.query(
      sql`WITH ${matched}total AS (${total}), page AS (SELECT pg.* FROM (${sortedPage ?? page}) pg LIMIT ${take})
         SELECT total.n AS total_capped, p.id, p.business_name, p.vat_number, p.fiscal_code, p.legal_form, lf.name AS legal_form_name, p.city, p.province,
                p.region, p.region_code, p.email, p.phone, p.company_dimension, p.company_dimension_manual, pa.value AS primary_ateco, p.status,
                (p.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM client_managers um WHERE um.client_id = p.id)) AS unassigned
           FROM total
           LEFT JOIN (page JOIN clients p ON p.id = page.id) ON true
           LEFT JOIN legal_forms lf ON lf.elf_code = p.legal_form
           LEFT JOIN LATERAL (SELECT ca.value FROM client_ateco_codes ca WHERE ca.client_id = p.id ORDER BY ca."primary" DESC, ca.id LIMIT 1) pa ON true
          ORDER BY ${order ? raw('page.rn') : raw('p.business_name, p.id')} ${plan}`,
    );
    const capped = Number(rows[0]?.total_capped ?? 0);
    const data = rows.filter((r) => r.id !== null).map(({ total_capped: _, ...r }) => r);
    if (counted) return { data, ...countedTotal(capped, limit, deep) };
    if (deep) return { data, total: capped, total_estimated: false };
    return { data, ...(await listTotal(tq, fromWhere, capped, limit, skip + data.length)) };
  }

  /** True when the client is visible to the user. */
  async isVisible(tq: TenantQuery, user: User, id: number): Promise<boolean> {
    return (await tq.query(sql`SELECT c.id FROM clients c WHERE c.id = ${id} AND ${this.visible(tq, user)}`)).length > 0;
  }

  /** Every stored row of a client of this environment (undefined `client` when not there). */
  async load(tq: TenantQuery, id: number): Promise<ClientRows> {
    const child = (table: string, alias: string) => sql`${raw(alias)}.client_id = ${id} AND ${tq.owns(table, alias)}`;
    const [client] = await tq.query(sql`SELECT c.* FROM clients c WHERE c.id = ${id} AND ${tq.scope('c')}`);
    const [locations, relations, documents, ateco, partners, administrators, banks, history, referents, managers] = await Promise.all([
      tq.query(
        sql`SELECT l.id, l.kind, l."primary", l.address, l.postal_code, l.city, l.city_istat_code, l.province, l.region_code AS region, r.name AS region_name, l.nation
         FROM client_locations l LEFT JOIN regions r ON r.code = l.region_code WHERE ${child('client_locations', 'l')} ORDER BY l.id`,
      ),
      tq.query(sql`SELECT x.* FROM client_company_relations x WHERE ${child('client_company_relations', 'x')} ORDER BY x.id`),
      tq.query(
        // the current documents (migration 0035: not replaced, not deleted), oldest first: the newest of a slot wins
        sql`SELECT t.code AS slot, d.name, d.issue_date AS date, d.file_id, f.original_name AS file_name
              FROM client_documents d JOIN document_types t ON t.id = d.type_id LEFT JOIN files f ON f.id = d.file_id
             WHERE ${child('client_documents', 'd')} AND d.replaced_at IS NULL AND d.deleted_at IS NULL ORDER BY d.created_at, d.id`,
      ),
      tq.query(
        sql`SELECT ca.id, ca.value, ca."primary", a.description FROM client_ateco_codes ca LEFT JOIN ateco_codes a ON a.version = '2025' AND a.code = ca.value
          WHERE ${child('client_ateco_codes', 'ca')} ORDER BY ca."primary" DESC, ca.id`,
      ),
      tq.query(
        sql`SELECT x.id, x.name, x.fiscal_code, x.share_percent, x.note FROM client_partners x WHERE ${child('client_partners', 'x')} ORDER BY x.id`,
      ),
      tq.query(
        sql`SELECT x.id, x.name, x.surname, x.fiscal_code, x.role, x.start_date FROM client_administrators x
             WHERE ${child('client_administrators', 'x')} ORDER BY x.id`,
      ),
      tq.query(sql`SELECT x.id, x.name, x.iban, x.branch FROM client_banks x WHERE ${child('client_banks', 'x')} ORDER BY x.id`),
      tq.query(
        sql`SELECT x.id, x.year, x.headcount, x.turnover, x.balance_sheet_total FROM client_history x
             WHERE ${child('client_history', 'x')} ORDER BY x.year DESC`,
      ),
      tq.query(
        sql`SELECT r.id, r.name, r.surname, r.email, r.phone, r.organisation FROM client_referents cr JOIN referents r ON r.id = cr.referent_id
          WHERE ${child('client_referents', 'cr')} ORDER BY r.surname, r.name`,
      ),
      tq.query(
        sql`SELECT u.id, u.name, u.surname, u.email FROM client_managers cm JOIN users u ON u.id = cm.user_id
             WHERE ${child('client_managers', 'cm')} ORDER BY u.surname, u.name`,
      ),
    ]);
    const today = todayInRome();
    const [documentAlerts] = await tq.query<{ expired: number; expiring: number }>(
      sql`SELECT count(*) FILTER (WHERE d.expiry_date < ${today}::date)::int AS expired,
                 count(*) FILTER (WHERE d.expiry_date >= ${today}::date AND d.expiry_date <= ${today}::date + ${DOCUMENT_EXPIRING_DAYS}::int)::int AS expiring
            FROM client_documents d
           WHERE ${child('client_documents', 'd')} AND d.replaced_at IS NULL AND d.deleted_at IS NULL AND d.expiry_date IS NOT NULL`,
    );
    return {
      client,
      locations,
      relations,
      documents,
      ateco,
      partners,
      administrators,
      banks,
      history,
      referents,
      managers,
      documentAlerts,
    };
  }

  /** Inserts the client row (this environment, created by `userId`) with the scalar `values`; answers its id. */
  async insert(tq: TenantQuery, userId: number, values: Row): Promise<number> {
    const row = await tq.repo('clients').insert({ created_by: userId, ...values });
    return row.id as number;
  }

  /** The client row locked for the rest of the transaction (undefined when not in this environment). */
  async lock(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`SELECT * FROM clients WHERE id = ${id} AND ${tq.scope()} FOR UPDATE`);
  }

  /**
   * The optimistic-concurrency guard of a client write (common/concurrency): 404 when not in this
   * environment, 409 when `expected` is stale.
   */
  guard(tq: TenantQuery, id: number, expected: number | undefined, userId: number): Promise<Row> {
    return tq.repo('clients').guardedUpdate(id, { expected, userId, notFound: CLIENTS_TABLE.notFound });
  }

  /** Sets scalar columns of the client row. */
  async updateScalars(tq: TenantQuery, id: number, values: Row): Promise<void> {
    if (Object.keys(values).length) await tq.repo('clients').update({ id }, values);
  }

  /** Deletes the client (collections cascade); answers its name and P.IVA. */
  async delete(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(sql`DELETE FROM clients WHERE id = ${id} AND ${tq.scope()} RETURNING business_name, vat_number`);
  }

  /** Adds the manager link of a new client. */
  async addManager(tq: TenantQuery, clientId: number, userId: number): Promise<void> {
    await tq.repo('client_managers').insert({ client_id: clientId, user_id: userId });
  }

  /** Writes the collections present in the DTO (replace semantics; referents add/remove). */
  async writeCollections(tq: TenantQuery, id: number, dto: ClientInputDto, locations: PreparedClient['locations'], isNew: boolean) {
    const locationRow = (kind: string, l: ResolvedLocation) => ({
      client_id: id,
      kind,
      primary: l.primary,
      address: l.address,
      postal_code: l.postal_code,
      city: l.city,
      city_istat_code: l.city_istat_code,
      province: l.province,
      region_code: l.region_code,
      nation: l.nation,
    });
    const locs = tq.repo('client_locations');
    if (locations.legal !== undefined) {
      if (!isNew) await locs.delete({ client_id: id, kind: 'legal' });
      if (locations.legal) await locs.insert(locationRow('legal', locations.legal));
    }
    if (locations.others) {
      if (!isNew) await locs.delete({ client_id: id, kind: 'operating' });
      await locs.insertMany(locations.others.map((l) => locationRow('operating', l)));
    }
    const replace = async <T>(table: string, rows: T[] | undefined, map: (r: T) => Row) => {
      if (!rows) return;
      const repo = tq.repo(table);
      if (!isNew) await repo.delete({ client_id: id });
      await repo.insertMany(rows.map((r) => ({ client_id: id, ...map(r) })));
    };
    const code = (v: string | null | undefined) => (v ? normalizeCode(v) : null);
    await replace('client_ateco_codes', dto.clients_ateco_codes, (a) => ({ value: a.value, primary: a.primary ?? false }));
    await replace('client_partners', dto.clients_partners, (p) => ({
      name: p.name,
      fiscal_code: code(p.fiscal_code),
      share_percent: p.share_percent ?? null,
      note: p.note ?? null,
    }));
    await replace('client_administrators', dto.clients_administrators, (a) => ({
      name: a.name,
      surname: a.surname,
      fiscal_code: code(a.fiscal_code),
      role: a.role ?? null,
      start_date: a.start_date ?? null,
    }));
    await replace('client_banks', dto.clients_banks, (b) => ({
      name: b.name,
      iban: b.iban ? compactIban(b.iban) : null,
      branch: b.branch ?? null,
    }));
    await replace('client_managers', dto.clients_managed_by_users ? [...new Set(dto.clients_managed_by_users)] : undefined, (u) => ({
      user_id: u,
    }));
    if (dto.documents) await this.writeDocuments(tq, id, dto.documents, isNew);
    // the dimension's collections (yearly figures, related enterprises): sme.ts, on the same transaction
    await writeSmeCollections(tq, id, dto);
    const links = tq.repo('client_referents');
    if (dto.clients_referents_to_delete?.length) await links.delete({ client_id: id, referent_id: dto.clients_referents_to_delete });
    const current = new Set((await links.find({ client_id: id }, { columns: ['referent_id'] })).map((r) => r.referent_id as number));
    const add = [...new Set(dto.clients_referents ?? [])].filter((r) => !dto.clients_referents_to_delete?.includes(r) && !current.has(r));
    await links.insertMany(add.map((r) => ({ client_id: id, referent_id: r })));
  }

  /**
   * The `documents` of a client body (one per slot, docs/domain.md#client-documents): on update the
   * client's current documents are soft-deleted (kept, `deleted_at`), then the ones sent are added as
   * current documents of their types, with the expiry of the type's validity from `date` (the issue date).
   */
  private async writeDocuments(tq: TenantQuery, id: number, documents: ClientDocumentDto[], isNew: boolean): Promise<void> {
    const docs = tq.repo('client_documents');
    if (!isNew) await docs.update({ client_id: id, replaced_at: null, deleted_at: null }, { deleted_at: new Date() });
    if (!documents.length) return;
    const types = new Map(
      ((await tq.db.query(`SELECT id, code, validity_days, validity_months, expiry_from_document FROM document_types`)) as Row[]).map(
        (t) => [t.code as string, t],
      ),
    );
    await docs.insertMany(
      documents.map((d) => {
        const type = types.get(d.slot)!;
        return {
          client_id: id,
          type_id: type.id,
          name: d.name ?? null,
          issue_date: d.date ?? null,
          expiry_date: defaultDocumentExpiry(d.date, type as unknown as DocumentValidityRule),
          file_id: d.file_id ?? null,
        };
      }),
    );
  }

  /** A {@link TenantQuery} of `projectId` on `db`. */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }
}
