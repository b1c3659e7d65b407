import { Injectable } from '@nestjs/common';
import { raw, sql } from '../../common/tenancy/sql';
import type { Queryable, Row, TenantQuery } from '../../common/tenancy/tenant-query';
import type { ResolvedLocation } from '../clients/client-columns';
import { lockClientDuplicateGuard } from '../clients/clients.repository';
import type { DerivedColumns, ExistingClient, ExistingLookup, HistoryRow, LocationRow } from './client-import.planner';
import type { ReferenceRows } from './client-import.values';

/** The columns an import writes on `client_imports` (constants; values are bound). */
export type ImportWrite = Partial<{
  user_id: number | null;
  file_name: string;
  status: string;
  counts: object | null;
  mapping: object | null;
  content: Buffer | null;
  error: string | null;
  committed_at: Date | null;
  undo_until: Date | null;
  updated_at: Date;
}>;

/** One stored row of a committed import (`client_import_rows`). */
export interface StoredImportRow {
  row_number: number;
  action: 'create' | 'update' | 'unchanged' | 'reject';
  client_id: number | null;
  business_name: string | null;
  changes: string[] | null;
  version_after: number | null;
  before: Row | null;
  messages: Row[] | null;
}

/** The scalar columns an import reads, compares and restores (dates as `YYYY-MM-DD`, numbers as numbers). */
const SCALAR_COLUMNS = raw(`c.business_name, c.vat_number, c.fiscal_code, c.pec, c.sdi, c.email, c.phone, c.website, c.legal_form,
  to_char(c.constitution_date, 'YYYY-MM-DD') AS constitution_date,
  to_char(c.registration_date, 'YYYY-MM-DD') AS registration_date, c.rea_number, c.social_capital::float8 AS social_capital, c.reference,
  c.note, c.city, c.province, c.region, c.region_code, c.established_year, c.legal_form_text`);

/** The columns of the SME computation, as {@link DerivedColumns}. */
const DERIVED_COLUMNS = raw(`c.company_dimension, c.company_dimension_manual, c.company_dimension_computed, c.company_dimension_basis,
  c.latest_headcount::float8 AS latest_headcount, c.latest_turnover::float8 AS latest_turnover,
  c.latest_balance_sheet_total::float8 AS latest_balance_sheet_total`);
const DERIVED = [
  'company_dimension',
  'company_dimension_manual',
  'company_dimension_computed',
  'company_dimension_basis',
  'latest_headcount',
  'latest_turnover',
  'latest_balance_sheet_total',
] as const;

/**
 * The SQL of client imports (tables `client_imports` and `client_import_rows`, migration 0031) and
 * of the client rows an import reads and restores, every statement on an environment's table
 * through the route environment's {@link TenantQuery}; the reference tables (comuni, provinces,
 * ATECO, legal forms) are global.
 */
@Injectable()
export class ClientImportsRepository {
  /** Inserts an import of the environment; answers its id. */
  async insert(tq: TenantQuery, values: ImportWrite): Promise<number> {
    return (await tq.repo('client_imports').insert(values)).id as number;
  }

  /** An import of the environment without its file, or undefined. */
  one(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(
      sql`SELECT i.id, i.project_id, i.user_id, i.file_name, i.status, i.counts, i.mapping, i.error, i.committed_at, i.undo_until, i.created_at,
                 (i.undo_until > now()) AS undo_open
            FROM client_imports i WHERE ${tq.scope('i')} AND i.id = ${id}`,
    );
  }

  /** The import row locked for the rest of the transaction, or undefined. */
  lock(tq: TenantQuery, id: number): Promise<Row | undefined> {
    return tq.one(
      sql`SELECT i.id, i.status, (i.undo_until > now()) AS undo_open FROM client_imports i WHERE ${tq.scope('i')} AND i.id = ${id} FOR UPDATE`,
    );
  }

  /** The uploaded file of an import (null once committed). */
  async content(tq: TenantQuery, id: number): Promise<Buffer | null> {
    const row = await tq.one<{ content: Buffer | null }>(
      sql`SELECT i.content FROM client_imports i WHERE ${tq.scope('i')} AND i.id = ${id}`,
    );
    return row?.content ?? null;
  }

  /** Sets columns of an import of the environment. */
  async update(tq: TenantQuery, id: number, values: ImportWrite): Promise<void> {
    await tq.repo('client_imports').update({ id }, { ...values, updated_at: new Date() });
  }

  /** The header -> field memory of the environment's latest committed import (`{}` when none). */
  async lastMemory(tq: TenantQuery): Promise<Record<string, string | null>> {
    const row = await tq.one<{ memory: Record<string, string | null> | null }>(
      sql`SELECT i.mapping -> 'memory' AS memory FROM client_imports i
           WHERE ${tq.scope('i')} AND i.status <> 'previewed' AND i.mapping -> 'memory' IS NOT NULL ORDER BY i.id DESC LIMIT 1`,
    );
    return row?.memory ?? {};
  }

  /** The reference tables of the import's lookups (global, not of an environment). */
  async reference(db: Queryable): Promise<ReferenceRows> {
    const [comuni, provinces, ateco, recoding, legalForms] = await Promise.all([
      db.query(`SELECT istat_code, name, other_name, province_acronym, region_code, cap, caps FROM comuni`),
      db.query(`SELECT acronym, name FROM provinces`),
      db.query(`SELECT version, code FROM ateco_codes`),
      db.query(`SELECT code_2007, code_2025 FROM ateco_recoding WHERE code_2025 IS NOT NULL`),
      db.query(`SELECT elf_code, name, abbreviations, active FROM legal_forms`),
    ]);
    return { comuni, provinces, ateco, recoding, legalForms };
  }

  /**
   * The clients of the environment holding one of `codes` as P.IVA or CF, with their scalars, legal
   * seat, ATECO codes and yearly figures, indexed by each code they hold (lowest id first).
   */
  async existing(tq: TenantQuery, codes: string[]): Promise<ExistingLookup> {
    const out: ExistingLookup = new Map();
    if (!codes.length) return out;
    const clients = await tq.query(
      sql`SELECT c.id, c.version, ${SCALAR_COLUMNS}, ${DERIVED_COLUMNS} FROM clients c
           WHERE ${tq.scope('c')} AND (c.vat_number = ANY(${codes}::varchar[]) OR c.fiscal_code = ANY(${codes}::varchar[])) ORDER BY c.id`,
    );
    if (!clients.length) return out;
    const ids = clients.map((c) => c.id as number);
    const [legal, ateco, history] = await Promise.all([
      tq.query(
        sql`SELECT l.client_id, l."primary", l.address, l.postal_code, l.city, l.city_istat_code, l.province, l.region_code, l.nation
              FROM client_locations l WHERE ${tq.owns('client_locations', 'l')} AND l.client_id = ANY(${ids}::int[]) AND l.kind = 'legal' ORDER BY l.id`,
      ),
      tq.query(
        sql`SELECT a.client_id, a.value, a."primary" FROM client_ateco_codes a
             WHERE ${tq.owns('client_ateco_codes', 'a')} AND a.client_id = ANY(${ids}::int[]) ORDER BY a."primary" DESC, a.id`,
      ),
      tq.query(
        sql`SELECT h.client_id, h.year, h.headcount::float8 AS headcount, h.turnover::float8 AS turnover,
                   h.balance_sheet_total::float8 AS balance_sheet_total, h.estimate
              FROM client_history h WHERE ${tq.owns('client_history', 'h')} AND h.client_id = ANY(${ids}::int[]) ORDER BY h.year DESC`,
      ),
    ]);
    for (const c of clients) {
      const { id, version, ...rest } = c;
      const dimension = Object.fromEntries(DERIVED.map((k) => [k, rest[k] ?? null])) as unknown as DerivedColumns;
      const scalars = Object.fromEntries(Object.entries(rest).filter(([k]) => !(DERIVED as readonly string[]).includes(k)));
      const of = (rows: Row[]) => rows.filter((r) => r.client_id === id).map(({ client_id: _, ...r }) => r);
      const client: ExistingClient = {
        id,
        version,
        business_name: scalars.business_name as string,
        scalars: scalars as ExistingClient['scalars'],
        legal: (of(legal)[0] as LocationRow | undefined) ?? null,
        ateco: of(ateco) as ExistingClient['ateco'],
        history: of(history) as HistoryRow[],
        dimension,
      };
      for (const code of new Set([c.vat_number, c.fiscal_code].filter(Boolean) as string[])) {
        out.set(code, [...(out.get(code) ?? []), client]);
      }
    }
    return out;
  }

  /** The versions of clients of the environment, by id. */
  async clientVersions(tq: TenantQuery, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await tq.query<{ id: number; version: number }>(
      sql`SELECT c.id, c.version FROM clients c WHERE ${tq.scope('c')} AND c.id = ANY(${ids}::int[])`,
    );
    return new Map(rows.map((r) => [r.id, r.version]));
  }

  /** The environment's lock of the client duplicate guard (ClientInputValidator.prepare takes the same), to the end of the transaction. */
  lockEnvironment(em: Queryable, projectId: number): Promise<void> {
    return lockClientDuplicateGuard(em, projectId);
  }

  /**
   * Inserts client rows of the environment (checked values of ClientInputValidator.prepare); rows
   * with the same columns go in one statement. Answers the ids in the order of `rows`.
   */
  async insertClients(tq: TenantQuery, rows: Row[]): Promise<number[]> {
    const ids: number[] = new Array(rows.length);
    const groups = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const key = Object.keys(r).sort().join(',');
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    for (const indexes of groups.values()) {
      for (let i = 0; i < indexes.length; i += 200) {
        const part = indexes.slice(i, i + 200);
        const keys = Object.keys(rows[part[0]]).sort();
        const inserted = await tq.repo('clients').insertMany(part.map((n) => Object.fromEntries(keys.map((k) => [k, rows[n][k]]))));
        inserted.forEach((row, j) => (ids[part[j]] = row.id as number));
      }
    }
    return ids;
  }

  /** Inserts the legal seats, ATECO codes, yearly figures and manager links of new clients of the environment. */
  async insertCollections(
    tq: TenantQuery,
    clients: {
      clientId: number;
      legal: ResolvedLocation | null;
      ateco: { value: string; primary?: boolean }[];
      history: {
        year: number;
        headcount?: number | null;
        turnover?: number | null;
        balance_sheet_total?: number | null;
        estimate?: boolean;
      }[];
      managerId: number | null;
    }[],
  ): Promise<void> {
    const locations = clients.flatMap((c) => (c.legal ? [{ ...c.legal, client_id: c.clientId, kind: 'legal' }] : []));
    const ateco = clients.flatMap((c) => c.ateco.map((a) => ({ client_id: c.clientId, value: a.value, primary: a.primary ?? false })));
    const history = clients.flatMap((c) =>
      c.history.map((h) => ({
        client_id: c.clientId,
        year: h.year,
        headcount: h.headcount ?? null,
        turnover: h.turnover ?? null,
        balance_sheet_total: h.balance_sheet_total ?? null,
        estimate: h.estimate ?? false,
      })),
    );
    const managers = clients.flatMap((c) => (c.managerId ? [{ client_id: c.clientId, user_id: c.managerId }] : []));
    for (const [table, list] of [
      ['client_locations', locations],
      ['client_ateco_codes', ateco],
      ['client_history', history],
      ['client_managers', managers],
    ] as const) {
      for (let i = 0; i < list.length; i += 500) await tq.repo(table).insertMany(list.slice(i, i + 500));
    }
  }

  /** Stores what the rows of a committed import did (child rows of the import). */
  async insertRows(tq: TenantQuery, importId: number, rows: StoredImportRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await tq.repo('client_import_rows').insertMany(
        rows.slice(i, i + 500).map((r) => ({
          import_id: importId,
          row_number: r.row_number,
          action: r.action,
          client_id: r.client_id,
          business_name: r.business_name?.slice(0, 255) ?? null,
          changes: JSON.stringify(r.changes ?? []),
          version_after: r.version_after,
          before: r.before ? JSON.stringify(r.before) : null,
          messages: JSON.stringify(r.messages ?? []),
        })),
      );
    }
  }

  /** The stored rows of an import of the environment, by row number. */
  rows(tq: TenantQuery, importId: number): Promise<StoredImportRow[]> {
    return tq.query<StoredImportRow>(
      sql`SELECT r.row_number, r.action, r.client_id, r.business_name, r.changes, r.version_after, r.before, r.messages FROM client_import_rows r
           WHERE ${tq.owns('client_import_rows', 'r')} AND r.import_id = ${importId} ORDER BY r.row_number`,
    );
  }

  /** The client rows of the environment among `ids`, locked for the rest of the transaction: their versions by id (a deleted one is missing). */
  async lockClients(tq: TenantQuery, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await tq.query<{ id: number; version: number }>(
      sql`SELECT c.id, c.version FROM clients c WHERE ${tq.scope('c')} AND c.id = ANY(${ids}::int[]) ORDER BY c.id FOR UPDATE`,
    );
    return new Map(rows.map((r) => [r.id, r.version]));
  }

  /** Deletes clients of the environment (their collections cascade); answers how many. */
  async deleteClients(tq: TenantQuery, ids: number[]): Promise<number> {
    return ids.length ? tq.repo('clients').delete({ id: ids }) : 0;
  }

  /** Puts back the legal seat of a client of the environment as it was (`null`: none). */
  async restoreLegal(tq: TenantQuery, clientId: number, legal: LocationRow | null): Promise<void> {
    const repo = tq.repo('client_locations');
    await repo.delete({ client_id: clientId, kind: 'legal' });
    if (legal) await repo.insert({ ...legal, client_id: clientId, kind: 'legal' });
  }

  /** Puts back the ATECO codes of a client of the environment as they were. */
  async restoreAteco(tq: TenantQuery, clientId: number, codes: { value: string; primary: boolean }[]): Promise<void> {
    const repo = tq.repo('client_ateco_codes');
    await repo.delete({ client_id: clientId });
    await repo.insertMany(codes.map((a) => ({ client_id: clientId, value: a.value, primary: a.primary })));
  }

  /** Puts back the SME computation's columns of a client of the environment as they were. */
  async restoreDerived(tq: TenantQuery, clientId: number, d: DerivedColumns): Promise<void> {
    const basis = d.company_dimension_basis === null ? null : JSON.stringify(d.company_dimension_basis);
    await tq.repo('clients').update({ id: clientId }, { ...d, company_dimension_basis: basis });
  }

  /** Puts back the yearly figures of a client of the environment as they were. */
  async restoreHistory(tq: TenantQuery, clientId: number, history: HistoryRow[]): Promise<void> {
    const repo = tq.repo('client_history');
    await repo.delete({ client_id: clientId });
    await repo.insertMany(history.map((h) => ({ client_id: clientId, ...h })));
  }
}
