import type { EntityManager } from 'typeorm';
import { sql } from '../../common/tenancy/sql';
import type { TenantQuery } from '../../common/tenancy/tenant-query';

/** A comune of the ISTAT list as a client's seat is checked against it. */
export interface ComuneRow {
  istat_code: string;
  name: string;
  province_acronym: string;
  region_code: string;
  cap: string | null;
  caps: string[];
}

/**
 * The lookups of ClientInputValidator (docs/domain.md, client data): the ISTAT territories
 * (`regions`, `provinces`, `comuni`, reference data of every environment) and ATECO 2025 codes a
 * client's body names, and the managers and files of the client's environment, read through its
 * TenantQuery. Stateless: each method runs on the caller's transaction.
 */
export class ClientInputRepository {
  /** The name of region `code` (ISTAT two-digit code), or undefined. */
  async regionName(em: EntityManager, code: string): Promise<string | undefined> {
    const [region] = await em.query(`SELECT name FROM regions WHERE code = $1`, [code]);
    return region?.name;
  }

  /** Whether region `code` exists. */
  async regionExists(em: EntityManager, code: string): Promise<boolean> {
    return (await em.query(`SELECT code FROM regions WHERE code = $1`, [code])).length > 0;
  }

  /** The region code of province `acronym` (e.g. "TO"), or undefined when there is no such province. */
  async provinceRegion(em: EntityManager, acronym: string): Promise<string | undefined> {
    const [p] = await em.query(`SELECT region_code FROM provinces WHERE acronym = $1`, [acronym]);
    return p?.region_code;
  }

  /** Which of `codes` are ATECO 2025 codes. */
  async ateco2025(em: EntityManager, codes: string[]): Promise<Set<string>> {
    const rows: { code: string }[] = await em.query(`SELECT code FROM ateco_codes WHERE version = '2025' AND code = ANY($1::varchar[])`, [
      codes,
    ]);
    return new Set(rows.map((r) => r.code));
  }

  /** The comune of ISTAT code `istatCode`, or undefined. */
  async comuneByCode(em: EntityManager, istatCode: string): Promise<ComuneRow | undefined> {
    const [comune] = await em.query(`SELECT istat_code, name, province_acronym, region_code, cap, caps FROM comuni WHERE istat_code = $1`, [
      istatCode,
    ]);
    return comune;
  }

  /** The comuni named `name` (any case), in province `province` when given. */
  comuniByName(em: EntityManager, name: string, province: string | null): Promise<ComuneRow[]> {
    const params: unknown[] = [name];
    let text = `SELECT istat_code, name, province_acronym, region_code, cap, caps FROM comuni WHERE lower(name) = lower($1)`;
    if (province) {
      params.push(province);
      text += ` AND province_acronym = $2`;
    }
    return em.query(text, params);
  }

  /** Which of `userIds` may manage clients of the environment (its client managers and administrators). */
  async managers(tq: TenantQuery, userIds: number[]): Promise<Set<number>> {
    const rows = await tq.query(
      sql`SELECT u.id FROM users u JOIN project_users pu ON pu.user_id = u.id AND ${tq.scope('pu')}
        WHERE u.id = ANY(${userIds}::int[]) AND u.type IN ('client-manager','local-administrator','administrator')`,
    );
    return new Set(rows.map((r) => r.id as number));
  }

  /** Which of `fileIds` are files uploaded to the environment. */
  async files(tq: TenantQuery, fileIds: string[]): Promise<Set<string>> {
    const rows = await tq.query(sql`SELECT id FROM files WHERE ${tq.scope()} AND id = ANY(${fileIds}::uuid[])`);
    return new Set(rows.map((r) => r.id as string));
  }
}
