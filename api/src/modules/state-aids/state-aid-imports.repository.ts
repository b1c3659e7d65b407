import { Injectable } from '@nestjs/common';
import { mapRows } from '../../common/database/row-mapper';
import { sql } from '../../common/tenancy/sql';
import { type Queryable, type Row, TenantQuery } from '../../common/tenancy/tenant-query';

const IMPORT_TYPES = { numeric: ['bytes', 'bytes_read'] } as const;

/** An aid to record from RNA (the columns of `state_aids` the import writes). */
export interface ImportedAid {
  client_id: number;
  grant_date: string;
  granting_body: string;
  measure_title: string | null;
  car: string | null;
  cor: string;
  rna_component_id: string;
  cup: string | null;
  regulation: string;
  instrument: string | null;
  aid_element_cents: number;
  nominal_amount_cents: number | null;
}

/**
 * The SQL of the RNA imports (table `state_aid_imports`, migration 0032;
 * docs/domain.md#rna-import) and of the aid they write. Every statement goes through a
 * {@link TenantQuery} of the import's environment.
 */
@Injectable()
export class StateAidImportsRepository {
  /** The environment's query helper on `db` (the DataSource or a transaction). */
  tenant(db: Queryable, projectId: number): TenantQuery {
    return new TenantQuery(db, projectId);
  }

  /** Adds an import (state `queued`); answers its id. */
  async insert(tq: TenantQuery, values: Row): Promise<number> {
    return (await tq.repo('state_aid_imports').insert(values)).id as number;
  }

  /** One import of the environment (bytes as numbers), or undefined. */
  async one(tq: TenantQuery, id: number): Promise<Row | undefined> {
    const rows = await tq.repo('state_aid_imports').find({ id });
    return mapRows(rows, IMPORT_TYPES)[0];
  }

  /** The latest imports of the environment (at most `limit`), newest first, without their report. */
  async latest(tq: TenantQuery, limit: number): Promise<Row[]> {
    const rows = await tq.query(
      sql`SELECT i.id, i.user_id, i.file_name, i.status, i.bytes, i.bytes_read, i.aids_read, i.created, i.existing, i.rejected,
                 i.error, i.finished_at, i.created_at, i.updated_at, '[]'::jsonb AS report
            FROM state_aid_imports i WHERE ${tq.scope('i')} ORDER BY i.id DESC LIMIT ${limit}`,
    );
    return mapRows(rows, IMPORT_TYPES);
  }

  /** Sets columns of an import (progress, state, outcome); `updated_at` is now. */
  async update(tq: TenantQuery, id: number, values: Row): Promise<void> {
    await tq.repo('state_aid_imports').update({ id }, { ...values, updated_at: new Date() });
  }

  /**
   * The clients of the environment by code: each normalised partita IVA (without `IT`) and codice
   * fiscale (upper case, no spaces) with the client's id and name; the lowest id when two clients
   * share a code.
   */
  async clientCodes(tq: TenantQuery): Promise<Map<string, { id: number; name: string }>> {
    const rows = await tq.query(
      sql`SELECT c.id, c.business_name, c.vat_number, c.fiscal_code FROM clients c
           WHERE ${tq.scope('c')} AND (c.vat_number IS NOT NULL OR c.fiscal_code IS NOT NULL) ORDER BY c.id DESC`,
    );
    const out = new Map<string, { id: number; name: string }>();
    for (const r of rows)
      for (const code of [normaliseCode(r.vat_number), normaliseCode(r.fiscal_code)])
        if (code) out.set(code, { id: r.id as number, name: String(r.business_name) });
    return out;
  }

  /**
   * Keys `client|cor|component` already recorded for `clientIds`: the imported aid, and an aid
   * entered by hand with the same COR (component `*`: any component of that COR).
   */
  async existingKeys(tq: TenantQuery, clientIds: number[]): Promise<Set<string>> {
    const rows = await tq.query(
      sql`SELECT s.client_id, s.cor, s.rna_component_id FROM state_aids s
           WHERE ${tq.owns('state_aids', 's')} AND s.client_id = ANY(${clientIds}) AND s.cor IS NOT NULL`,
    );
    return new Set(rows.map((r) => `${r.client_id}|${r.cor}|${r.rna_component_id ?? '*'}`));
  }

  /**
   * Inserts the aid (one statement) for clients of the environment, skipping any whose client,
   * COR and component are already recorded (unique index of migration 0032); answers the new
   * rows' `{id, client_id, cor, rna_component_id}`.
   */
  async insertAids(tq: TenantQuery, aids: ImportedAid[], userId: number | null): Promise<Row[]> {
    if (!aids.length) return [];
    const col = <K extends keyof ImportedAid>(k: K) => aids.map((a) => a[k]);
    return tq.query(
      sql`INSERT INTO state_aids (client_id, grant_date, granting_body, measure_title, car, cor, rna_component_id, cup, regulation,
                                  instrument, aid_element_cents, nominal_amount_cents, created_by, updated_by)
          SELECT x.client_id, x.grant_date::date, x.granting_body, x.measure_title, x.car, x.cor, x.component, x.cup, x.regulation,
                 x.instrument, x.element, x.nominal, ${userId}::int, ${userId}::int
            FROM unnest(${col('client_id')}::int[], ${col('grant_date')}::text[], ${col('granting_body')}::text[],
                        ${col('measure_title')}::text[], ${col('car')}::text[], ${col('cor')}::text[], ${col('rna_component_id')}::text[],
                        ${col('cup')}::text[], ${col('regulation')}::text[], ${col('instrument')}::text[],
                        ${col('aid_element_cents')}::bigint[], ${col('nominal_amount_cents')}::bigint[])
                 AS x(client_id, grant_date, granting_body, measure_title, car, cor, component, cup, regulation, instrument, element, nominal)
            JOIN clients c ON c.id = x.client_id
           WHERE ${tq.scope('c')}
          ON CONFLICT DO NOTHING
          RETURNING id, client_id, cor, rna_component_id`,
    );
  }
}

/** A partita IVA or codice fiscale as compared: upper case, without spaces, dots or the `IT` prefix of a VAT number. */
export function normaliseCode(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = v.replace(/[\s.]/g, '').toUpperCase();
  const code = /^IT\d{11}$/.test(s) ? s.slice(2) : s;
  return code || null;
}
