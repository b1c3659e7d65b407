import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Paginated } from '../../common/http/pagination';
import type { User } from '../users/user.entity';
import { ClientsService } from '../clients/clients.service';
import type { EligibilityRow, EligibleAnnouncement, EligibleClient, RequirementVerdict } from './eligibility.response';

/** Paging and filters of both questions; `announcementId` limits "calls for a client" to one call. */
export interface EligibilityOptions {
  skip?: number;
  take?: number;
  verdict?: Overall;
  announcementId?: number;
}

/** Verdict of one requirement (docs/domain.md#eligibility). */
export type Verdict = RequirementVerdict['verdict'];
/** Overall verdict: every requirement met / at least one not met / none failed but some unknown. */
export type Overall = EligibilityRow['verdict'];
/** The answers' rows: the response DTOs of eligibility.response.ts (the OpenAPI contract). */
export type { EligibilityRow, EligibleAnnouncement, EligibleClient, RequirementVerdict };

/**
 * Requirement expressions over the derived tables `a` (announcement + its ATECO codes and places as arrays)
 * and `c` (client + likewise). Each yields 'met' / 'not_met' / 'unknown', or NULL
 * when the call sets no such requirement. Everything is evaluated by the database on indexed
 * columns (GIN on company_dimensions, varchar_pattern_ops on ATECO values, client_id / announcement_id
 * indexes on the child tables).
 */
const REQUIREMENTS: { key: string; label: string; missing: string; sql: string }[] = [
  {
    key: 'company_dimension',
    label: "Dimensione d'impresa",
    missing: 'clients_history',
    sql: `CASE WHEN cardinality(a.company_dimensions) = 0 THEN NULL WHEN c.company_dimension IS NULL THEN 'unknown'
               WHEN c.company_dimension = ANY(a.company_dimensions) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'ateco_codes',
    label: 'Codici ATECO',
    missing: 'clients_ateco_codes',
    // a client code starts with a call code: the client's code prefixes (client_ateco_codes.prefixes,
    // migration 0019, gathered per client by migration 0021) overlap the call's codes (A_DERIVED, C_DERIVED)
    sql: `CASE WHEN cardinality(a.ateco_values) = 0 THEN NULL WHEN cardinality(c.ateco_prefixes) = 0 THEN 'unknown'
               WHEN (c.ateco_prefixes && a.ateco_values) = a.include_ateco_codes THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'territory',
    label: 'Territorio (sede legale od operativa)',
    missing: 'client_legal_location',
    // docs/domain.md "Territory": same nation, then each level the clause names must be equal;
    // "Europa" is EU abroad and never matches an Italian seat. A call territory's key
    // (announcement_locations.match_key) is one of a seat's 8 keys (client_locations.match_keys)
    // exactly when it admits that seat (migration 0019); both sides' keys gathered per call and per client (migration 0021)
    sql: `CASE WHEN cardinality(a.location_keys) = 0 THEN NULL WHEN cardinality(c.location_keys) = 0 THEN 'unknown'
               WHEN c.location_keys && a.location_keys THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'number_of_employees',
    label: 'Numero di addetti (ULA)',
    missing: 'clients_history.headcount',
    sql: `CASE WHEN coalesce(a.number_of_employees_min, 0) <= 0 AND a.number_of_employees_max IS NULL THEN NULL WHEN c.latest_headcount IS NULL THEN 'unknown'
               WHEN (a.number_of_employees_min IS NULL OR c.latest_headcount >= a.number_of_employees_min)
                AND (a.number_of_employees_max IS NULL OR c.latest_headcount <= a.number_of_employees_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'year_of_establishment',
    label: 'Anno di costituzione',
    missing: 'constitution_date',
    sql: `CASE WHEN a.year_of_establishment_min IS NULL AND a.year_of_establishment_max IS NULL THEN NULL WHEN c.established_year IS NULL THEN 'unknown'
               WHEN (a.year_of_establishment_min IS NULL OR c.established_year >= a.year_of_establishment_min)
                AND (a.year_of_establishment_max IS NULL OR c.established_year <= a.year_of_establishment_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'annual_volume',
    label: 'Fatturato annuo (EUR)',
    missing: 'clients_history.turnover',
    sql: `CASE WHEN coalesce(a.annual_volume_min, 0) <= 0 AND a.annual_volume_max IS NULL THEN NULL WHEN c.latest_turnover IS NULL THEN 'unknown'
               WHEN (a.annual_volume_min IS NULL OR c.latest_turnover >= a.annual_volume_min)
                AND (a.annual_volume_max IS NULL OR c.latest_turnover <= a.annual_volume_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'legal_form',
    label: 'Forma giuridica',
    missing: 'legal_form',
    // docs/domain.md "Legal form": ELF codes compared; a client value that is no ELF code nor a label is 'unknown'
    sql: `CASE WHEN cardinality(a.legal_forms) = 0 THEN NULL WHEN c.legal_code IS NULL THEN 'unknown'
               WHEN c.legal_code = ANY(a.legal_codes) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'subscribed_to_cciaa',
    label: 'Iscrizione alla CCIAA',
    missing: 'subscribed_to_cciaa',
    sql: `CASE WHEN a.subscribed_to_cciaa IS NULL THEN NULL WHEN c.subscribed_to_cciaa IS NULL THEN 'unknown'
               WHEN c.subscribed_to_cciaa = a.subscribed_to_cciaa THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'female_enterprise',
    label: 'Impresa femminile',
    missing: 'female_enterprise',
    sql: `CASE WHEN NOT a.female_enterprise THEN NULL WHEN c.female_enterprise THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'youth_enterprise',
    label: 'Impresa giovanile',
    missing: 'youth_enterprise',
    sql: `CASE WHEN NOT a.youth_enterprise THEN NULL WHEN c.youth_enterprise THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'public_entity_enterprise',
    label: 'Ente pubblico',
    missing: 'public_entity_enterprise',
    sql: `CASE WHEN NOT a.public_entity_enterprise THEN NULL WHEN c.public_entity_enterprise THEN 'met' ELSE 'not_met' END`,
  },
];

/** The verdicts of one (call, client) pair as one text[] in REQUIREMENTS order, computed once per row. */
const VERDICTS = `ARRAY[${REQUIREMENTS.map((r) => r.sql).join(',\n')}]::text[] AS verdicts`;
const OVERALL = `CASE WHEN 'not_met' = ANY(s.verdicts) THEN 'not_eligible' WHEN 'unknown' = ANY(s.verdicts) THEN 'unknown' ELSE 'eligible' END`;
const RANK = `CASE WHEN 'not_met' = ANY(s.verdicts) THEN 2 WHEN 'unknown' = ANY(s.verdicts) THEN 1 ELSE 0 END`;

/** Columns of `a` and `c` the explanations need. */
const A_COLS = `a.company_dimensions AS a_dimensions, a.number_of_employees_min AS a_emp_min, a.number_of_employees_max AS a_emp_max,
  a.year_of_establishment_min AS a_year_min, a.year_of_establishment_max AS a_year_max, a.annual_volume_min AS a_vol_min, a.annual_volume_max AS a_vol_max,
  a.legal_codes AS a_legal_codes, a.subscribed_to_cciaa AS a_cciaa, a.include_ateco_codes AS a_include_ateco`;
/**
 * Italian text of one territory row (alias `x`, its province column `province`): the finest level
 * it names, or the abroad kind (docs/domain.md "Territory"). Each level's name is an index lookup
 * made only when the row has that code (page rows only).
 */
const placeText = (
  x: string,
  province: string,
  italy: string,
) => `CASE WHEN ${x}.nation = 'Europa' THEN 'estero (Unione europea)' WHEN ${x}.nation = 'Extra UE' THEN 'estero (fuori dall''Unione europea)'
    ELSE coalesce((SELECT 'comune di ' || cm.name || ' (' || cm.province_acronym || ')' FROM comuni cm WHERE cm.istat_code = ${x}.city_istat_code),
                  (SELECT 'provincia di ' || pv.name FROM provinces pv WHERE pv.acronym = ${x}.${province}),
                  (SELECT 'regione ' || rg.name FROM regions rg WHERE rg.code = ${x}.region_code), '${italy}') END`;
/**
 * Texts of the call's ATECO and territory lists, and of the client's places and ATECO codes (all,
 * and those under one of the call's codes), computed only for the rows of the page (alias `p`). `client`: the SQL of the client's id when the answer is about one client (`$1`): its
 * places are then computed once (an InitPlan), not once per row.
 */
const aLists = (
  client = 'p.c_id',
) => `(SELECT string_agg(aa.value, ', ' ORDER BY aa.value) FROM announcement_ateco_codes aa WHERE aa.announcement_id = p.a_id) AS a_ateco,
  (SELECT string_agg(${placeText('al', 'province_acronym', 'tutta Italia')}, '; ' ORDER BY al.id) FROM announcement_locations al
     WHERE al.announcement_id = p.a_id) AS a_locations,
  (SELECT string_agg(${placeText('cl', 'province', 'Italia')}, '; ' ORDER BY cl.kind, cl.id) FROM client_locations cl
     WHERE cl.client_id = ${client}) AS c_locations,
  (SELECT string_agg(coalesce(lf.name || ' (' || x || ')', x), ', ' ORDER BY x) FROM unnest(p.a_legal_codes) x LEFT JOIN legal_forms lf ON lf.elf_code = x) AS a_legal_text,
  (SELECT lf.name || ' (' || lf.elf_code || ')' FROM legal_forms lf WHERE lf.elf_code = p.c_legal_code) AS c_legal_text,
  (SELECT string_agg(ca.value, ', ' ORDER BY ca.value) FROM client_ateco_codes ca WHERE ca.client_id = ${client}) AS c_ateco,
  (SELECT string_agg(ca.value, ', ' ORDER BY ca.value) FROM client_ateco_codes ca WHERE ca.client_id = ${client}
     AND EXISTS (SELECT 1 FROM announcement_ateco_codes aa WHERE aa.announcement_id = p.a_id AND ca.value::text LIKE aa.value::text || '%')) AS c_ateco_match`;
const C_COLS = `c.id AS c_id, c.legal_code AS c_legal_code, c.company_dimension AS c_dimension, c.latest_headcount AS c_headcount, c.established_year AS c_year, c.latest_turnover AS c_turnover,
  c.legal_form AS c_legal_form, c.subscribed_to_cciaa AS c_cciaa, c.female_enterprise AS c_female, c.youth_enterprise AS c_youth, c.public_entity_enterprise AS c_public`;

/**
 * `legal_form_keys(k, elf_code)`: every key a stored legal-form value may be (lower case) with the
 * ELF code (table `legal_forms`) it stands for: the code itself, the form's name, each of its
 * abbreviations. When a key fits several forms the code wins, then an active form, then the
 * lowest code. Tolerates clients and calls saved before the values became codes
 * (docs/domain.md#legal-form). Built once per statement (57 forms, about 150 keys) and joined by
 * hash, where a lookup per client cost 20 µs, 200 ms of "one call vs 10,000 clients" (issue 12).
 * The calls' few values are looked up in the same keys as two arrays (`lfa`, one row), unless
 * all of them are codes already (the usual case: the form sends codes).
 */
const LEGAL_FORM_KEYS = `legal_form_keys AS MATERIALIZED (
  SELECT DISTINCT ON (k) k, elf_code FROM (
    SELECT lower(trim(lf.elf_code)) AS k, lf.elf_code::text AS elf_code, 0 AS pri, lf.active FROM legal_forms lf
    UNION ALL SELECT lower(lf.name), lf.elf_code::text, 1, lf.active FROM legal_forms lf
    UNION ALL SELECT ab, lf.elf_code::text, 1, lf.active FROM legal_forms lf, unnest(string_to_array(lower(coalesce(lf.abbreviations, '')), ';')) ab
  ) m ORDER BY k, pri, active DESC, elf_code)`;

/** The columns of the call and of the client the requirements and the answers read (only these are carried through the join). */
const A_USED =
  'id, name, scope, start_date, end_date, supplying_authority, company_dimensions, number_of_employees_min, number_of_employees_max, year_of_establishment_min, year_of_establishment_max, annual_volume_min, annual_volume_max, legal_forms, subscribed_to_cciaa, include_ateco_codes, female_enterprise, youth_enterprise, public_entity_enterprise'.split(
    ', ',
  );
const C_USED =
  'id, business_name, vat_number, region, company_dimension, latest_headcount, established_year, latest_turnover, legal_form, subscribed_to_cciaa, female_enterprise, youth_enterprise, public_entity_enterprise'.split(
    ', ',
  );
/**
 * `a`: published calls not yet expired, with their legal forms as ELF codes and their ATECO and
 * territory keys; `c`: the clients with the same. The keys are one row per call and per client
 * (`announcement_eligibility_keys`, `client_eligibility_keys`, kept by the database: migration
 * 0021), read by a join instead of two index scans of the child tables per call and per client
 * (one call vs 10,000 clients: 3-4x faster, issue 12). A call or client without a key set has no
 * ATECO code and no territory (empty arrays).
 * `a` and `c` end with OFFSET 0: PostgreSQL then computes their derived columns once per call and
 * once per client; flattened into the pair join, it evaluated them once per (call, client) pair
 * (issue 12, EXPLAIN ANALYZE in bench/eligibility.ts).
 */
const A_DERIVED = `(SELECT ${A_USED.map((k) => `a0.${k}`).join(', ')}, CASE WHEN a0.legal_forms <@ lfa.elf_codes THEN a0.legal_forms::text[] ELSE
                            ARRAY(SELECT coalesce(lfa.codes[array_position(lfa.keys, lower(trim(x)))], x) FROM unnest(a0.legal_forms) x) END AS legal_codes,
                          coalesce(ak.ateco_values, '{}') AS ateco_values, coalesce(ak.location_keys, '{}') AS location_keys
                     FROM announcements a0 LEFT JOIN announcement_eligibility_keys ak ON ak.announcement_id = a0.id CROSS JOIN (SELECT array_agg(k) AS keys, array_agg(elf_code) AS codes,
                                                                   (SELECT array_agg(elf_code::text) FROM legal_forms) AS elf_codes FROM legal_form_keys) lfa
                    WHERE a0.status = 'published' AND (a0.end_date IS NULL OR a0.end_date >= CURRENT_DATE) AND %A_WHERE% OFFSET 0) a`;
const C_DERIVED = `(SELECT ${C_USED.map((k) => `c0.${k}`).join(', ')}, CASE WHEN nullif(trim(c0.legal_form), '') IS NOT NULL THEN lk.elf_code END AS legal_code,
                          coalesce(ck.ateco_prefixes, '{}') AS ateco_prefixes, coalesce(ck.location_keys, '{}') AS location_keys
                     FROM clients c0 LEFT JOIN client_eligibility_keys ck ON ck.client_id = c0.id AND ck.project_id = c0.project_id
                          LEFT JOIN legal_form_keys lk ON lk.k = lower(trim(c0.legal_form))
                    WHERE %C_WHERE% OFFSET 0) c`;

const DIM_IT: Record<string, string> = { micro: 'micro', small: 'piccola', medium: 'media', large: 'grande' };
const range = (min: unknown, max: unknown, unit = '') => {
  const f = (v: unknown) => `${Number(v).toLocaleString('it-IT')}${unit}`;
  if (min !== null && max !== null) return `da ${f(min)} a ${f(max)}`;
  if (min !== null) return `almeno ${f(min)}`;
  return `al massimo ${f(max)}`;
};

/**
 * Which published open calls fit which client (docs/domain.md#eligibility), computed in SQL: for one client,
 * every published, not expired call of its environment (global + local) with a verdict per
 * requirement; for one call, every client of the environment visible to the user.
 */
@Injectable()
export class EligibilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
  ) {}

  /**
   * Calls for a client: eligible first, then unknown, then not eligible; within each by end date
   * (soonest first, open-ended last). `{data,total}`; 404 when the client is not visible.
   */
  async forClient(
    user: User,
    projectId: number,
    clientId: number,
    opts: EligibilityOptions = {},
  ): Promise<Paginated<EligibleAnnouncement>> {
    await this.clients.assertVisible(user, projectId, clientId);
    const { sql, params } = eligibleAnnouncementsSql(projectId, clientId, opts);
    const rows = await runEligibilityQuery(this.dataSource, sql, params);
    return {
      data: rows.map((r: Record<string, unknown>) => ({ announcement: pickAnnouncement(r), ...explain(r) })),
      total: Number(rows[0]?.total_count ?? 0),
    };
  }

  /**
   * Clients for a call: eligible first, then unknown, then not eligible, by business name.
   * 404 when the call is not a published call of this environment (global or its local).
   */
  async forAnnouncement(
    user: User,
    projectId: number,
    announcementId: number,
    opts: { skip?: number; take?: number; verdict?: Overall } = {},
  ): Promise<Paginated<EligibleClient>> {
    const [ann] = await this.dataSource.query(
      `SELECT id FROM announcements WHERE id = $1 AND status = 'published' AND (project_id IS NULL OR project_id = $2)`,
      [announcementId, projectId],
    );
    if (!ann) throw new NotFoundException('Bando non trovato');
    const params: unknown[] = [announcementId];
    const visibility = this.clients.visibilityCondition(user, projectId, params).replace(/\bc\./g, 'c0.');
    const { sql } = eligibleClientsSql(visibility, params, opts);
    const rows = await runEligibilityQuery(this.dataSource, sql, params);
    return {
      data: rows.map((r: Record<string, unknown>) => ({ client: pickClient(r), ...explain(r) })),
      total: Number(rows[0]?.total_count ?? 0),
    };
  }
}

/**
 * Runs an eligibility statement: one round trip. JIT compilation is off for every session
 * (database.ts SESSION_OPTIONS): the plan's cost estimate is high (one CASE per requirement per
 * row) while the work is small, and PostgreSQL's JIT would spend seconds compiling it.
 */
export async function runEligibilityQuery(ds: DataSource, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return ds.query(sql, params);
}

/** SQL of "calls for a client" (exported for the benchmark). */
export function eligibleAnnouncementsSql(projectId: number, clientId: number, opts: EligibilityOptions = {}) {
  const params: unknown[] = [clientId, projectId, opts.take ?? 100, opts.skip ?? 0];
  let only = '';
  if (opts.announcementId) {
    params.push(opts.announcementId);
    only = ` AND a0.id = $${params.length}`;
  }
  let filter = '';
  if (opts.verdict) {
    params.push(opts.verdict);
    filter = `WHERE overall = $${params.length}`;
  }
  const sql = `
    WITH ${LEGAL_FORM_KEYS}
    SELECT p.*, ${aLists('$1')} FROM (
    SELECT *, count(*) OVER ()::int AS total_count FROM (
      SELECT s.*, ${OVERALL} AS overall, ${RANK} AS rank FROM (
        SELECT a.id AS a_id, a.name AS a_name, a.scope AS a_scope, a.start_date AS a_start, a.end_date AS a_end, a.supplying_authority AS a_authority,
               ${A_COLS}, ${C_COLS},
               ${VERDICTS}
          FROM ${A_DERIVED.replace('%A_WHERE%', `(a0.project_id IS NULL OR a0.project_id = $2)${only}`)}
          CROSS JOIN ${C_DERIVED.replace('%C_WHERE%', 'c0.id = $1 AND c0.project_id = $2')}
        OFFSET 0
      ) s
    ) t ${filter}
    ORDER BY rank, a_end NULLS LAST, a_id LIMIT $3 OFFSET $4) p
    ORDER BY p.rank, p.a_end NULLS LAST, p.a_id`;
  return { sql, params };
}

/** SQL of "clients for a call"; `visibility` is a condition on `c0` whose params are already in `params` ($1 = announcement id). */
export function eligibleClientsSql(visibility: string, params: unknown[], opts: { skip?: number; take?: number; verdict?: Overall } = {}) {
  params.push(opts.take ?? 100, opts.skip ?? 0);
  const takeIdx = params.length - 1;
  let filter = '';
  if (opts.verdict) {
    params.push(opts.verdict);
    filter = `WHERE overall = $${params.length}`;
  }
  const sql = `
    WITH ${LEGAL_FORM_KEYS}
    SELECT p.*, ${aLists()} FROM (
    SELECT *, count(*) OVER ()::int AS total_count FROM (
      SELECT s.*, ${OVERALL} AS overall, ${RANK} AS rank FROM (
        SELECT a.id AS a_id, c.business_name AS c_name, c.vat_number AS c_vat, c.region AS c_region,
               ${A_COLS}, ${C_COLS},
               ${VERDICTS}
          FROM ${A_DERIVED.replace('%A_WHERE%', 'a0.id = $1')}
          CROSS JOIN ${C_DERIVED.replace('%C_WHERE%', visibility)}
        OFFSET 0
      ) s
    ) t ${filter}
    ORDER BY rank, c_name, c_id LIMIT $${takeIdx} OFFSET $${takeIdx + 1}) p
    ORDER BY p.rank, p.c_name, p.c_id`;
  return { sql, params };
}

function toDate(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
}

function pickAnnouncement(r: Record<string, unknown>): EligibleAnnouncement['announcement'] {
  return {
    id: Number(r.a_id),
    name: String(r.a_name),
    scope: String(r.a_scope),
    start_date: toDate(r.a_start),
    end_date: toDate(r.a_end),
    supplying_authority: (r.a_authority as string) ?? null,
  };
}

function pickClient(r: Record<string, unknown>): EligibleClient['client'] {
  return {
    id: Number(r.c_id),
    business_name: String(r.c_name),
    vat_number: (r.c_vat as string) ?? null,
    company_dimension: (r.c_dimension as EligibleClient['client']['company_dimension']) ?? null,
    region: (r.c_region as string) ?? null,
  };
}

/** Turns the verdict columns of one row into the requirement list with Italian explanations. */
function explain(r: Record<string, unknown>): EligibilityRow {
  const requirements: RequirementVerdict[] = [];
  const yesNo = (v: unknown) => (v === 'yes' ? 'sì' : v === 'no' ? 'no' : null);
  const describe: Record<string, () => [string, string | null]> = {
    company_dimension: () => [
      (r.a_dimensions as string[]).map((d) => DIM_IT[d] ?? d).join(', '),
      r.c_dimension ? DIM_IT[String(r.c_dimension)] : null,
    ],
    // the client's codes under the call's list (those that satisfy an inclusion, or break an
    // exclusion), else all of them (issue 39, defect 7: "Soddisfatto" came without the code)
    ateco_codes: () => [
      `${r.a_include_ateco ? 'uno tra' : 'nessuno tra'}: ${r.a_ateco}`,
      ((r.c_ateco_match ?? r.c_ateco) as string) ?? null,
    ],
    territory: () => [String(r.a_locations ?? ''), (r.c_locations as string) ?? null],
    number_of_employees: () => [range(r.a_emp_min, r.a_emp_max, ' ULA'), r.c_headcount === null ? null : `${Number(r.c_headcount)} ULA`],
    year_of_establishment: () => [range(r.a_year_min, r.a_year_max).replace(/\./g, ''), r.c_year === null ? null : String(r.c_year)],
    annual_volume: () => [
      range(r.a_vol_min, r.a_vol_max, ' EUR'),
      r.c_turnover === null ? null : `${Number(r.c_turnover).toLocaleString('it-IT')} EUR`,
    ],
    legal_form: () => [String(r.a_legal_text ?? ''), (r.c_legal_text as string) ?? ((r.c_legal_form as string) || null)],
    subscribed_to_cciaa: () => [yesNo(r.a_cciaa) ?? '', yesNo(r.c_cciaa)],
    female_enterprise: () => ['sì', r.c_female ? 'sì' : 'no'],
    youth_enterprise: () => ['sì', r.c_youth ? 'sì' : 'no'],
    public_entity_enterprise: () => ['sì', r.c_public ? 'sì' : 'no'],
  };
  const verdicts = r.verdicts as (Verdict | null)[];
  for (const [i, req] of REQUIREMENTS.entries()) {
    const verdict = verdicts[i];
    if (!verdict) continue;
    const [required, clientValue] = describe[req.key]();
    requirements.push({
      requirement: req.key,
      label: req.label,
      verdict,
      required,
      client_value: clientValue,
      missing_field: verdict === 'unknown' ? req.missing : null,
    });
  }
  return {
    verdict: r.overall as Overall,
    requirements,
    failed: requirements.filter((q) => q.verdict === 'not_met').map((q) => q.requirement),
    unknown: requirements.filter((q) => q.verdict === 'unknown').map((q) => q.requirement),
  };
}
