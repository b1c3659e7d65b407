/**
 * The SQL of a re-import's comparison (docs/domain.md#call-changes): the stored imported fields of
 * a global announcement (project_id NULL, through a TenantQuery of no environment).
 */
import type { EntityManager } from 'typeorm';
import { sql } from '../../../common/tenancy/sql';
import { type Row, TenantQuery } from '../../../common/tenancy/tenant-query';

/**
 * The global announcement `annId` as the import compares it: scalars (dates `YYYY-MM-DD`, amounts as
 * numbers), `company_dimensions`, `areas_of_intervention`, and the `ateco`, `places`, `expenses`
 * and `custom` lists (custom fields but the one labelled `fundsLabel`); undefined when `annId` is
 * no global announcement. `em`: the import's transaction.
 */
export async function readImportedCall(em: EntityManager, annId: number, fundsLabel: string): Promise<Row | undefined> {
  const tq = new TenantQuery(em, null);
  const [a] = await tq.query(
    sql`SELECT a.status, a.name, a.description, to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
               a.supplying_authority, a.link_regulatory, a.eligible_expense_min::float8 AS eligible_expense_min,
               a.eligible_expense_max::float8 AS eligible_expense_max, a.grant_min::float8 AS grant_min, a.grant_max::float8 AS grant_max,
               a.type_non_repayable_fund, a.type_concessionary_financing, a.type_fiscal_bonus, a.type_interest_account, a.type_warranty,
               a.company_dimensions, a.areas_of_intervention,
               ARRAY(SELECT x.value::text FROM announcement_ateco_codes x WHERE x.announcement_id = a.id) AS ateco,
               ARRAY(SELECT concat_ws('/', x.nation, x.region_code, x.province_acronym, x.city_istat_code) FROM announcement_locations x
                      WHERE x.announcement_id = a.id) AS places,
               ARRAY(SELECT x.description FROM announcement_expense_items x WHERE x.announcement_id = a.id ORDER BY x.sort_order, x.id) AS expenses,
               ARRAY(SELECT x.label || ': ' || x.value FROM announcement_custom_fields x
                      WHERE x.announcement_id = a.id AND x.project_id IS NULL AND x.label <> ${fundsLabel} ORDER BY x.sort_order, x.id) AS custom
          FROM announcements a WHERE a.id = ${annId} AND ${tq.scope('a')}`,
  );
  return a;
}
