import { Injectable } from '@nestjs/common';
import { raw, type Sql, sql } from '../../common/tenancy/sql';
import type { Row, TenantQuery } from '../../common/tenancy/tenant-query';
import type { ClientListQueryDto } from '../clients/client.dto';
import type { CLIENT_SORT_KEYS } from '../clients/client-columns';
import { ClientsRepository, sortExpression } from '../clients/clients.repository';
import type { User } from '../users/user.entity';

/**
 * Where the clients' export resumes (keyset reading, docs/performance.md#exports): the last row's
 * sort key as PostgreSQL prints it (`::text`; null when that row's key is null) and its id.
 */
export interface ClientCursor {
  key: string | null;
  id: number;
}

/**
 * The SQL of the exports (issue 33) beyond the lists' own queries. Every statement through the
 * route's {@link TenantQuery}.
 */
@Injectable()
export class ExportsRepository {
  constructor(private readonly clients: ClientsRepository) {}

  /**
   * The next `take` clients of the registry list's query `q` (the list's own search, filters,
   * user visibility and `?sort=` order: ClientsRepository.source and sortExpression) after
   * `after` (null: from the first), in ONE statement. Keyset reading by the sort key and the id,
   * never OFFSET: the default name order walks the (project_id, business_name) index from the
   * cursor, so every batch costs the same however deep (docs/performance.md#exports); another
   * sort key reads the filtered rows and keeps the first `take` after the cursor (NULLS LAST as
   * the list). Each row: the list's summary columns (legal form name, primary ATECO code) plus the
   * export-only ones: constitution and registration dates (`YYYY-MM-DD`), social capital, latest
   * turnover and balance sheet total (EUR, numeric strings), latest headcount (ULA), the SME
   * computation's reference year, PEC, REA number, the legal seat's address and CAP, created_at,
   * and `cursor_key` (the row's sort key as text, for the next call's {@link ClientCursor}).
   */
  async clientBatch(tq: TenantQuery, user: User, q: ClientListQueryDto, after: ClientCursor | null, take: number): Promise<Row[]> {
    const { fromWhere, id, name } = this.clients.source(tq, user, q);
    const desc = Boolean(q.sort?.startsWith('-'));
    const key = (desc ? q.sort!.slice(1) : q.sort) as (typeof CLIENT_SORT_KEYS)[number] | undefined;
    const expr = key && q.sort !== 'name' ? sortExpression(tq, key) : undefined;
    let page: Sql;
    let order: Sql;
    if (!expr) {
      // the list's default order: business name, then id (the index's order)
      const cond = after ? sql` AND (${name}, ${id}) > (${after.key}::text, ${after.id}::int)` : raw('');
      page = sql`SELECT ${id} AS id, ${name}::text AS k FROM ${fromWhere}${cond} ORDER BY ${name}, ${id} LIMIT ${take}`;
      order = raw('o.business_name, o.id');
    } else {
      const cmp = raw(desc ? '<' : '>');
      order = desc ? sql`${expr} DESC NULLS LAST, o.id DESC` : sql`${expr} ASC NULLS LAST, o.id`;
      // NULLS LAST: after a non-null key come the greater (lesser) keys, the equal ones with a
      // greater (lesser) id, then every null; after a null key only the nulls past the id
      const cond = !after
        ? raw('true')
        : after.key === null
          ? sql`${expr} IS NULL AND o.id ${cmp} ${after.id}::int`
          : sql`(${expr} ${cmp} ${after.key} OR (${expr} = ${after.key} AND o.id ${cmp} ${after.id}::int) OR ${expr} IS NULL)`;
      page = sql`SELECT o.id, (${expr})::text AS k FROM (SELECT ${id} AS id FROM ${fromWhere}) x JOIN clients o ON o.id = x.id
                  WHERE ${cond} ORDER BY ${order} LIMIT ${take}`;
    }
    return tq.query(
      sql`WITH page AS MATERIALIZED (${page})
          SELECT page.k AS cursor_key, o.id, o.business_name, o.vat_number, o.fiscal_code, o.legal_form, lf.name AS legal_form_name, o.city, o.province,
                 o.region, o.region_code, o.email, o.phone, o.company_dimension, pa.value AS primary_ateco, o.status,
                 to_char(o.constitution_date, 'YYYY-MM-DD') AS constitution_date, to_char(o.registration_date, 'YYYY-MM-DD') AS registration_date,
                 o.social_capital, o.latest_turnover, o.latest_headcount, o.latest_balance_sheet_total,
                 (o.company_dimension_basis ->> 'reference_year')::int AS reference_year, o.pec, o.rea_number, o.created_at, l.address, l.postal_code
            FROM page
            JOIN clients o ON o.id = page.id AND ${tq.scope('o')}
            LEFT JOIN legal_forms lf ON lf.elf_code = o.legal_form
            LEFT JOIN LATERAL (SELECT ca.value FROM client_ateco_codes ca WHERE ca.client_id = o.id ORDER BY ca."primary" DESC, ca.id LIMIT 1) pa ON true
            LEFT JOIN LATERAL (SELECT x.address, x.postal_code FROM client_locations x WHERE x.client_id = o.id AND x.kind = 'legal' ORDER BY x.id LIMIT 1) l ON true
           ORDER BY ${order}`,
    );
  }
}
