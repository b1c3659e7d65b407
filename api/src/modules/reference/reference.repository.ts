import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likePattern, type Paginated } from '../../common/http/pagination';
import type { AtecoQueryDto, ComuniQueryDto } from './reference.dto';
import type * as View from './reference.response';

/** An ISTAT ATECO code (docs/domain.md#reference-data). */
type AtecoCode = View.AtecoCodeView;

/** A code-like search: a section letter, or digits with dots ("62", "62.01", "62.01.00"). */
const CODE_RE = /^([A-Va-v]|\d{1,2}(\.\d{0,2}){0,2})$/;

/**
 * The SQL of the read-only reference data (docs/domain.md#reference-data): ISTAT ATECO 2025 and
 * 2007 with the recoding table, ISTAT regions, provinces and comuni, legal forms (ISO 20275 ELF),
 * foreign states and the active dropdown values. Global tables, filled by migrations: nothing is
 * environment-scoped. ReferenceService caches the small lists.
 */
@Injectable()
export class ReferenceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * ATECO codes of one version: by code prefix ("62" matches 62, 62.0, 62.01, 62.01.00) or by
   * words of the Italian description (PostgreSQL full text, 'italian' configuration, with a
   * substring fallback), optionally one level or the children of `parent`; ordered as ISTAT.
   */
  async ateco(q: AtecoQueryDto): Promise<Paginated<AtecoCode>> {
    const params: unknown[] = [q.version ?? '2025'];
    const where = ['version = $1'];
    const search = q.search?.trim();
    if (search) {
      if (CODE_RE.test(search)) {
        params.push(`${search.toUpperCase()}%`);
        where.push(`code LIKE $${params.length}`);
      } else {
        params.push(search, likePattern(search));
        where.push(
          `(to_tsvector('italian', description) @@ websearch_to_tsquery('italian', $${params.length - 1}) OR description ILIKE $${params.length})`,
        );
      }
    }
    if (q.level) {
      params.push(q.level);
      where.push(`level = $${params.length}`);
    }
    if (q.parent) {
      params.push(q.parent.toUpperCase());
      where.push(`parent_code = $${params.length}`);
    }
    const sql = `FROM ateco_codes WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${sql}`, params);
    const data = await this.dataSource.query(
      `SELECT version, code, description, description_en, level, level_name, parent_code, section ${sql} ORDER BY sort_order OFFSET ${Number(q.skip ?? 0)} LIMIT ${Number(q.take ?? 15)}`,
      params,
    );
    return { data, total };
  }

  /** The chain of an ATECO code up to its section, section first, each row with its `depth` (0 = the code); empty when unknown. */
  atecoChain(version: string, code: string): Promise<(AtecoCode & { depth: number })[]> {
    return this.dataSource.query(
      `WITH RECURSIVE chain AS (
         SELECT version, code, description, description_en, level, level_name, parent_code, section, 0 AS depth FROM ateco_codes WHERE version = $1 AND code = $2
         UNION ALL
         SELECT a.version, a.code, a.description, a.description_en, a.level, a.level_name, a.parent_code, a.section, c.depth + 1
         FROM ateco_codes a JOIN chain c ON a.version = c.version AND a.code = c.parent_code)
       SELECT * FROM chain ORDER BY depth DESC`,
      [version, code.toUpperCase()],
    );
  }

  /** The 2007 -> 2025 recoding row of a 2007 code (upper case), or undefined. */
  async recoding(code2007: string): Promise<View.AtecoRecodingView | undefined> {
    const [row] = await this.dataSource.query(`SELECT * FROM ateco_recoding WHERE code_2007 = $1`, [code2007]);
    return row;
  }

  /** The 20 regions by ISTAT code. */
  regions(): Promise<View.RegionView[]> {
    return this.dataSource.query(`SELECT code, name, area, statute FROM regions ORDER BY code`);
  }

  /** The 107 provinces by name. */
  provinces(): Promise<View.ProvinceView[]> {
    return this.dataSource.query(`SELECT code, acronym, name, kind, region_code FROM provinces ORDER BY name`);
  }

  /** Comuni by name prefix first, then substring; filters by province or region. */
  async comuni(q: ComuniQueryDto): Promise<Paginated<View.ComuneView>> {
    const params: unknown[] = [];
    const where: string[] = [];
    const search = q.search?.trim();
    if (search) {
      params.push(likePattern(search));
      where.push(`(c.name ILIKE $1 OR c.other_name ILIKE $1)`);
    }
    if (q.province) {
      params.push(q.province.toUpperCase());
      where.push(`c.province_acronym = $${params.length}`);
    }
    if (q.region) {
      params.push(q.region);
      where.push(`c.region_code = $${params.length}`);
    }
    const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM comuni c ${cond}`, params);
    let order = 'c.name';
    if (search) {
      // exact name first, then names starting with the text, larger comuni first
      params.push(search.toLowerCase());
      order = `(lower(c.name) = $${params.length}) DESC, (lower(c.name) LIKE $${params.length} || '%') DESC, c.population DESC NULLS LAST, c.name`;
    }
    const data = await this.dataSource.query(
      `SELECT c.istat_code, c.name, c.other_name, c.cadastral_code, c.province_acronym, p.name AS province_name, c.region_code, r.name AS region_name, c.cap, c.caps
       FROM comuni c JOIN provinces p ON p.acronym = c.province_acronym JOIN regions r ON r.code = c.region_code
       ${cond} ORDER BY ${order} OFFSET ${Number(q.skip ?? 0)} LIMIT ${Number(q.take ?? 15)}`,
      params,
    );
    return { data, total };
  }

  /** Active Italian legal forms by name. */
  legalForms(): Promise<View.LegalFormView[]> {
    return this.dataSource.query(`SELECT elf_code, name, abbreviations FROM legal_forms WHERE active ORDER BY name`);
  }

  /** Foreign states still valid today, by name. */
  foreignStates(): Promise<View.ForeignStateView[]> {
    return this.dataSource.query(
      `SELECT belfiore_code, name, iso2 FROM foreign_states WHERE valid_to IS NULL OR valid_to >= CURRENT_DATE ORDER BY name`,
    );
  }

  /** Active values of a dropdown list, by sort order and label. */
  dropdownValues(list: string): Promise<View.DropdownOptionView[]> {
    return this.dataSource.query(`SELECT value, label FROM dropdown_values WHERE list = $1 AND active ORDER BY sort_order, label`, [list]);
  }

  /** Whether a dropdown list has any value (active or not). */
  async dropdownKnown(list: string): Promise<boolean> {
    const [{ known }] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM dropdown_values WHERE list = $1) AS known`, [list]);
    return !!known;
  }
}
