import { Injectable } from '@nestjs/common';
import { sql } from '../../common/tenancy/sql';
import type { Row, TenantQuery } from '../../common/tenancy/tenant-query';

/**
 * The SQL of the exports (issue 33) beyond the lists' own queries: the columns a spreadsheet
 * carries and the list's summary does not. Every statement through the route's {@link TenantQuery}.
 */
@Injectable()
export class ExportsRepository {
  /**
   * The export-only columns of a batch of clients of this environment, by id: constitution and
   * registration dates (`YYYY-MM-DD`), social capital, latest turnover and balance sheet total (EUR,
   * numeric strings), latest headcount (ULA), the year of those figures (the SME computation's
   * reference year, null when never computed), PEC, REA number, the legal seat's address and CAP, created_at. Ids of
   * another environment give no row.
   */
  async clientExtras(tq: TenantQuery, ids: number[]): Promise<Map<number, Row>> {
    if (!ids.length) return new Map();
    const rows = await tq.query(
      sql`SELECT c.id, to_char(c.constitution_date, 'YYYY-MM-DD') AS constitution_date, to_char(c.registration_date, 'YYYY-MM-DD') AS registration_date,
                 c.social_capital, c.latest_turnover, c.latest_headcount, c.latest_balance_sheet_total,
                 (c.company_dimension_basis ->> 'reference_year')::int AS reference_year, c.pec, c.rea_number, c.created_at, l.address, l.postal_code
            FROM clients c
            LEFT JOIN LATERAL (SELECT x.address, x.postal_code FROM client_locations x WHERE x.client_id = c.id AND x.kind = 'legal' ORDER BY x.id LIMIT 1) l ON true
           WHERE c.id = ANY(${ids}::int[]) AND ${tq.scope('c')}`,
    );
    return new Map(rows.map((r) => [r.id as number, r]));
  }
}
