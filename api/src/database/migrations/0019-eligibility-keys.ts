import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `nation|region|province|comune` of a client location, each level either its value (`~` when empty) or `*`. */
function clientKey(region: boolean, province: boolean, city: boolean): string {
  const part = (on: boolean, column: string) => (on ? `coalesce(${column}::text, '~')` : `'*'`);
  return `nation::text || '|' || ${part(region, 'region_code')} || '|' || ${part(province, 'province')} || '|' || ${part(city, 'city_istat_code')}`;
}

/**
 * Issue 12 "Fast at real size" (docs/domain.md#eligibility, README "Performance"): the ATECO and
 * territory requirements compared as array overlaps (`&&`) of keys the database keeps with each row,
 * instead of a join of the two sides' rows per (call, client) pair:
 * - `client_ateco_codes.prefixes`: the code's first 1..10 characters (the column is varchar(10)),
 *   so "a client code starts with an announcement code" is `client prefixes && call codes`;
 * - `announcement_locations.match_key`: `nation|region|province|comune`, `*` for a level the announcement
 *   leaves open;
 * - `client_locations.match_keys`: the 8 keys an announcement territory may have to match this seat (each
 *   of region, province and comune either the seat's value or `*`; `~` for an empty value, which
 *   no announcement territory has, since its codes reference regions, provinces and comuni).
 * An announcement territory admits a seat exactly when its key is one of the seat's keys (same nation, and
 * each level the announcement names equal), the rule of docs/domain.md "Territory".
 */
export class EligibilityKeys1763800000019 implements MigrationInterface {
  name = 'EligibilityKeys1763800000019';

  async up(q: QueryRunner): Promise<void> {
    const prefixes = Array.from({ length: 10 }, (_, i) => `left(value::text, ${i + 1})`).join(', ');
    await q.query(
      `ALTER TABLE client_ateco_codes ADD COLUMN IF NOT EXISTS prefixes text[] GENERATED ALWAYS AS (ARRAY[${prefixes}]) STORED`,
    );
    await q.query(
      `ALTER TABLE announcement_locations ADD COLUMN IF NOT EXISTS match_key text GENERATED ALWAYS AS (
         nation::text || '|' || coalesce(region_code::text, '*') || '|' || coalesce(province_acronym::text, '*') || '|' || coalesce(city_istat_code::text, '*')) STORED`,
    );
    const keys: string[] = [];
    for (const region of [true, false])
      for (const province of [true, false]) for (const city of [true, false]) keys.push(clientKey(region, province, city));
    await q.query(
      `ALTER TABLE client_locations ADD COLUMN IF NOT EXISTS match_keys text[] GENERATED ALWAYS AS (ARRAY[${keys.join(', ')}]) STORED`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE client_locations DROP COLUMN IF EXISTS match_keys`);
    await q.query(`ALTER TABLE announcement_locations DROP COLUMN IF EXISTS match_key`);
    await q.query(`ALTER TABLE client_ateco_codes DROP COLUMN IF EXISTS prefixes`);
  }
}
