import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FUNDING_TYPES } from '../announcements/announcement.dto';
import { NO_AID_MESSAGE, type DeMinimisCall } from '../state-aids/de-minimis-check.service';

/** Verdicts a row may have overall (docs/domain.md#eligibility). */
export type OverallVerdict = 'eligible' | 'not_eligible' | 'unknown';

/**
 * Paging and filters of "announcements for a client": `announcementId` limits it to one announcement;
 * `closingBefore` / `closingAfter` (YYYY-MM-DD, inclusive) bound the closing date (an announcement without
 * one is open-ended: kept by `closingAfter`, dropped by `closingBefore`); `fundingTypes` (form of
 * aid, FUNDING_TYPES columns: any of them); `area` (one of the announcement's areas of intervention).
 */
export interface EligibilityOptions {
  skip?: number;
  take?: number;
  verdict?: OverallVerdict;
  announcementId?: number;
  closingBefore?: string;
  closingAfter?: string;
  fundingTypes?: string[];
  area?: string;
}

/** Orders of "clients for an announcement": verdict (eligible first), business name, region of the seat. */
export const ELIGIBLE_CLIENT_SORTS = ['verdict', 'name', 'region'] as const;
export type EligibleClientSort = (typeof ELIGIBLE_CLIENT_SORTS)[number];

/**
 * Paging, filters and order of "clients for an announcement": `managerId` (a managing user of the client),
 * `region` (ISTAT region code of the legal seat), `size` (company dimension), `sort` / `order`
 * (default verdict ascending: eligible, unknown, not eligible; ties by name, then id).
 */
export interface EligibleClientsOptions {
  skip?: number;
  take?: number;
  verdict?: OverallVerdict;
  managerId?: number;
  region?: string;
  size?: string;
  sort?: EligibleClientSort;
  order?: 'asc' | 'desc';
}

/**
 * Requirement expressions (with the Italian words of the client data to collect when one is unknown) over the derived tables `a` (announcement + its ATECO codes and places as arrays)
 * and `c` (client + likewise). Each yields 'met' / 'not_met' / 'unknown', or NULL
 * when the announcement sets no such requirement. Everything is evaluated by the database on indexed
 * columns (GIN on company_dimensions, varchar_pattern_ops on ATECO values, client_id / announcement_id
 * indexes on the child tables).
 */
export const REQUIREMENTS: { key: string; label: string; missing: string; missingLabel: string; sql: string }[] = [
  {
    key: 'company_dimension',
    label: "Dimensione d'impresa",
    missing: 'clients_history',
    missingLabel: "manca la dimensione d'impresa (dipendenti e bilanci)",
    sql: `CASE WHEN cardinality(a.company_dimensions) = 0 THEN NULL WHEN c.company_dimension IS NULL THEN 'unknown'
               WHEN c.company_dimension = ANY(a.company_dimensions) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'ateco_codes',
    label: 'Codici ATECO',
    missing: 'clients_ateco_codes',
    missingLabel: 'mancano i codici ATECO',
    // a client code starts with an announcement code: the client's code prefixes (client_ateco_codes.prefixes,
    // migration 0019, gathered per client by migration 0021) overlap the announcement's codes (A_DERIVED, C_DERIVED)
    sql: `CASE WHEN cardinality(a.ateco_values) = 0 THEN NULL WHEN cardinality(c.ateco_prefixes) = 0 THEN 'unknown'
               WHEN (c.ateco_prefixes && a.ateco_values) = a.include_ateco_codes THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'territory',
    label: 'Territorio (sede legale od operativa)',
    missing: 'client_legal_location',
    missingLabel: 'manca la sede legale',
    // docs/domain.md "Territory": same nation, then each level the clause names must be equal;
    // "Europa" is EU abroad and never matches an Italian seat. An announcement territory's key
    // (announcement_locations.match_key) is one of a seat's 8 keys (client_locations.match_keys)
    // exactly when it admits that seat (migration 0019); both sides' keys gathered per announcement and per client (migration 0021)
    sql: `CASE WHEN cardinality(a.location_keys) = 0 THEN NULL WHEN cardinality(c.location_keys) = 0 THEN 'unknown'
               WHEN c.location_keys && a.location_keys THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'number_of_employees',
    label: 'Numero di addetti (ULA)',
    missing: 'clients_history.headcount',
    missingLabel: 'manca il numero di dipendenti',
    sql: `CASE WHEN coalesce(a.number_of_employees_min, 0) <= 0 AND a.number_of_employees_max IS NULL THEN NULL WHEN c.latest_headcount IS NULL THEN 'unknown'
               WHEN (a.number_of_employees_min IS NULL OR c.latest_headcount >= a.number_of_employees_min)
                AND (a.number_of_employees_max IS NULL OR c.latest_headcount <= a.number_of_employees_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'year_of_establishment',
    label: 'Anno di costituzione',
    missing: 'constitution_date',
    missingLabel: 'manca la data di costituzione',
    sql: `CASE WHEN a.year_of_establishment_min IS NULL AND a.year_of_establishment_max IS NULL THEN NULL WHEN c.established_year IS NULL THEN 'unknown'
               WHEN (a.year_of_establishment_min IS NULL OR c.established_year >= a.year_of_establishment_min)
                AND (a.year_of_establishment_max IS NULL OR c.established_year <= a.year_of_establishment_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'annual_volume',
    label: 'Fatturato annuo (EUR)',
    missing: 'clients_history.turnover',
    missingLabel: 'manca il fatturato annuo',
    sql: `CASE WHEN coalesce(a.annual_volume_min, 0) <= 0 AND a.annual_volume_max IS NULL THEN NULL WHEN c.latest_turnover IS NULL THEN 'unknown'
               WHEN (a.annual_volume_min IS NULL OR c.latest_turnover >= a.annual_volume_min)
                AND (a.annual_volume_max IS NULL OR c.latest_turnover <= a.annual_volume_max) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'legal_form',
    label: 'Forma giuridica',
    missing: 'legal_form',
    missingLabel: 'manca la forma giuridica',
    // docs/domain.md "Legal form": ELF codes compared; a client value that is no ELF code nor a label is 'unknown'
    sql: `CASE WHEN cardinality(a.legal_forms) = 0 THEN NULL WHEN c.legal_code IS NULL THEN 'unknown'
               WHEN c.legal_code = ANY(a.legal_codes) THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'subscribed_to_cciaa',
    label: 'Iscrizione alla CCIAA',
    missing: 'subscribed_to_cciaa',
    missingLabel: "manca l'iscrizione alla CCIAA",
    sql: `CASE WHEN a.subscribed_to_cciaa IS NULL THEN NULL WHEN c.subscribed_to_cciaa IS NULL THEN 'unknown'
               WHEN c.subscribed_to_cciaa = a.subscribed_to_cciaa THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'female_enterprise',
    label: 'Impresa femminile',
    missing: 'female_enterprise',
    missingLabel: 'manca il dato di impresa femminile',
    sql: `CASE WHEN NOT a.female_enterprise THEN NULL WHEN c.female_enterprise THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'youth_enterprise',
    label: 'Impresa giovanile',
    missing: 'youth_enterprise',
    missingLabel: 'manca il dato di impresa giovanile',
    sql: `CASE WHEN NOT a.youth_enterprise THEN NULL WHEN c.youth_enterprise THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'public_entity_enterprise',
    label: 'Ente pubblico',
    missing: 'public_entity_enterprise',
    missingLabel: 'manca il dato di ente pubblico',
    sql: `CASE WHEN NOT a.public_entity_enterprise THEN NULL WHEN c.public_entity_enterprise THEN 'met' ELSE 'not_met' END`,
  },
  {
    key: 'de_minimis',
    label: 'Massimale de minimis',
    missing: 'state_aids',
    missingLabel: NO_AID_MESSAGE,
    // docs/domain.md#de-minimis-in-eligibility: an announcement under de minimis fits the headroom of the
    // client's single undertaking; the check (TypeScript, domain deMinimisHeadroom) is kept per pair
    // in de_minimis_verdicts (`dv`, joined by DE_MINIMIS_JOIN) for the clients with aid recorded or a
    // larger single undertaking; any other client has no aid recorded: unknown, never passed silently
    sql: `CASE WHEN a.aid_scheme_de_minimis IS NOT TRUE THEN NULL ELSE coalesce(dv.status, 'unknown') END`,
  },
];

/**
 * The join every statement of {@link VERDICTS} needs (after the join of `a` and `c`): the stored de
 * minimis check of the pair (migration 0048; at most one row, by primary key).
 */
const DE_MINIMIS_JOIN = `LEFT JOIN de_minimis_verdicts dv ON dv.announcement_id = a.id AND dv.client_id = c.id`;

/**
 * The verdicts of one (call, client) pair as one text[] in REQUIREMENTS order, computed once per row;
 * needs {@link DE_MINIMIS_JOIN}.
 */
const VERDICTS = `ARRAY[${REQUIREMENTS.map((r) => r.sql).join(',\n')}]::text[] AS verdicts`;
/**
 * The same without the de minimis requirement (always NULL, no join): "the clients that fit a
 * call" of the change notices and newsletters judge what the announcement asks of the enterprise.
 */
const VERDICTS_WITHOUT_DE_MINIMIS = `ARRAY[${REQUIREMENTS.map((r) => (r.key === 'de_minimis' ? 'NULL::text' : r.sql)).join(',\n')}]::text[] AS verdicts`;
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
 * Texts of the announcement's ATECO and territory lists, and of the client's places and ATECO codes (all,
 * and those under one of the announcement's codes), computed only for the rows of the page (alias `p`). `client`: the SQL of the client's id when the answer is about one client (`$1`): its
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
 * hash, where a lookup per client cost 20 µs, 200 ms of "one announcement vs 10,000 clients" (issue 12).
 * The announcements' few values are looked up in the same keys as two arrays (`lfa`, one row), unless
 * all of them are codes already (the usual case: the form sends codes).
 */
const LEGAL_FORM_KEYS = `legal_form_keys AS MATERIALIZED (
  SELECT DISTINCT ON (k) k, elf_code FROM (
    SELECT lower(trim(lf.elf_code)) AS k, lf.elf_code::text AS elf_code, 0 AS pri, lf.active FROM legal_forms lf
    UNION ALL SELECT lower(lf.name), lf.elf_code::text, 1, lf.active FROM legal_forms lf
    UNION ALL SELECT ab, lf.elf_code::text, 1, lf.active FROM legal_forms lf, unnest(string_to_array(lower(coalesce(lf.abbreviations, '')), ';')) ab
  ) m ORDER BY k, pri, active DESC, elf_code)`;

/** The columns of the announcement and of the client the requirements and the answers read (only these are carried through the join). */
const A_USED =
  'id, project_id, name, scope, start_date, end_date, supplying_authority, company_dimensions, number_of_employees_min, number_of_employees_max, year_of_establishment_min, year_of_establishment_max, annual_volume_min, annual_volume_max, legal_forms, subscribed_to_cciaa, include_ateco_codes, female_enterprise, youth_enterprise, public_entity_enterprise, aid_scheme_de_minimis, de_minimis_regulation, grant_max'.split(
    ', ',
  );
const C_USED =
  'id, project_id, business_name, vat_number, region, region_code, company_dimension, latest_headcount, established_year, latest_turnover, legal_form, subscribed_to_cciaa, female_enterprise, youth_enterprise, public_entity_enterprise'.split(
    ', ',
  );
/**
 * `a`: published announcements not yet expired, with their legal forms as ELF codes and their ATECO and
 * territory keys; `c`: the clients with the same. The keys are one row per announcement and per client
 * (`announcement_eligibility_keys`, `client_eligibility_keys`, kept by the database: migration
 * 0021), read by a join instead of two index scans of the child tables per announcement and per client
 * (one announcement vs 10,000 clients: 3-4x faster, issue 12). An announcement or client without a key set has no
 * ATECO code and no territory (empty arrays).
 * `a` and `c` end with OFFSET 0: PostgreSQL then computes their derived columns once per announcement and
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

/**
 * The keys of the requirements of `s.verdicts` with the verdict `v`, in REQUIREMENTS order: one
 * expression per pair (no subquery: the store evaluates hundreds of thousands of pairs).
 */
const keysWith = (v: string) =>
  `array_remove(ARRAY[${REQUIREMENTS.map((r, i) => `CASE WHEN s.verdicts[${i + 1}] = '${v}' THEN '${r.key}' END`).join(', ')}]::text[], NULL)`;

/**
 * SQL of the verdict of every pair of a published, open announcement (condition `aWhere` on `a0`) and a
 * client (condition `cWhere` on `c0`) of an environment that sees the announcement (the announcement's own, or any
 * for a global announcement): the SAME derived rows and requirement expressions as the two live questions
 * (A_DERIVED, C_DERIVED, REQUIREMENTS, OVERALL), for the verdict store (issue 32,
 * docs/architecture.md#eligibility-verdict-store). Columns: announcement_id, client_id,
 * project_id (the client's environment), verdict ('eligible' / 'not_eligible' / 'unknown'),
 * failed and unknown (requirement keys, text[]). Needs the CTE {@link LEGAL_FORM_KEYS} in the
 * statement's WITH: see {@link pairVerdictsWith}.
 */
export function pairVerdictsSql(aWhere: string, cWhere: string): string {
  return `SELECT s.a_id AS announcement_id, s.c_id AS client_id, s.c_project AS project_id, ${OVERALL} AS verdict,
                 ${keysWith('not_met')} AS failed, ${keysWith('unknown')} AS unknown
            FROM (SELECT a.id AS a_id, c.id AS c_id, c.project_id AS c_project, ${VERDICTS}
                    FROM ${A_DERIVED.replace('%A_WHERE%', aWhere)}
                    JOIN ${C_DERIVED.replace('%C_WHERE%', cWhere)} ON a.project_id IS NULL OR a.project_id = c.project_id
                    ${DE_MINIMIS_JOIN}
                  OFFSET 0) s`;
}

/** The WITH list entry every statement of the eligibility SQL starts with (`legal_form_keys`). */
export const pairVerdictsWith = LEGAL_FORM_KEYS;

/**
 * Runs an eligibility statement: one round trip. JIT compilation is off for every session
 * (database.ts SESSION_OPTIONS): the plan's cost estimate is high (one CASE per requirement per
 * row) while the work is small, and PostgreSQL's JIT would spend seconds compiling it.
 */
export async function runEligibilityQuery(ds: DataSource, sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  return ds.query(sql, params);
}

/**
 * The conditions on the announcement `a0` of the filters of "announcements for a client" (each starting with
 * ` AND `; `add` pushes a value and answers its placeholder): shared by the live SQL and the store's
 * page (eligibility-store.repository.ts), so both choose the same announcements.
 */
export function announcementFilters(opts: EligibilityOptions, add: (v: unknown) => string): string {
  let only = '';
  if (opts.announcementId) only += ` AND a0.id = ${add(opts.announcementId)}`;
  if (opts.closingBefore) only += ` AND a0.end_date <= ${add(opts.closingBefore)}::date`;
  if (opts.closingAfter) only += ` AND (a0.end_date IS NULL OR a0.end_date >= ${add(opts.closingAfter)}::date)`;
  // column names checked against FUNDING_TYPES (the DTO's IsIn, and again here)
  const types = (opts.fundingTypes ?? []).filter((t) => (FUNDING_TYPES as readonly string[]).includes(t));
  if (types.length) only += ` AND (${types.map((t) => `a0.${t}`).join(' OR ')})`;
  if (opts.area) only += ` AND ${add(opts.area)}::text = ANY(a0.areas_of_intervention)`;
  return only;
}

/**
 * SQL of "announcements for a client" (exported for the benchmark): $1 client, $2 environment, then take,
 * skip and the filters; `ids` (the store's page, eligibility-store.repository.ts) limits it to those announcements.
 */
export function eligibleAnnouncementsSql(projectId: number, clientId: number, opts: EligibilityOptions = {}, ids?: number[]) {
  const params: unknown[] = [clientId, projectId, opts.take ?? 100, opts.skip ?? 0];
  const add = (v: unknown) => `$${params.push(v)}`;
  let only = announcementFilters(opts, add);
  if (ids) only += ` AND a0.id = ANY(${add(ids)}::int[])`;
  const filter = opts.verdict ? `WHERE overall = ${add(opts.verdict)}` : '';
  const sql = `
    WITH ${LEGAL_FORM_KEYS}
    SELECT p.*, ${aLists('$1')} FROM (
    SELECT *, count(*) OVER ()::int AS total_count FROM (
      SELECT s.*, ${OVERALL} AS overall, ${RANK} AS rank FROM (
        SELECT a.id AS a_id, a.name AS a_name, a.scope AS a_scope, a.start_date AS a_start, a.end_date AS a_end, a.supplying_authority AS a_authority,
               a.aid_scheme_de_minimis AS a_de_minimis, a.de_minimis_regulation AS a_de_minimis_regulation, a.grant_max AS a_grant_max,
               ${A_COLS}, ${C_COLS},
               ${VERDICTS}
          FROM ${A_DERIVED.replace('%A_WHERE%', `(a0.project_id IS NULL OR a0.project_id = $2)${only}`)}
          CROSS JOIN ${C_DERIVED.replace('%C_WHERE%', 'c0.id = $1 AND c0.project_id = $2')}
          ${DE_MINIMIS_JOIN}
        OFFSET 0
      ) s
    ) t ${filter}
    ORDER BY rank, a_end NULLS LAST, a_id LIMIT $3 OFFSET $4) p
    ORDER BY p.rank, p.a_end NULLS LAST, p.a_id`;
  return { sql, params };
}

/**
 * ORDER BY keys of "clients for an announcement" per sort (over the columns `rank`, `c_name`, `c_region`,
 * `c_id`, prefixed by `p`): shared by the live SQL and the store's page.
 */
export function clientOrder(sort: EligibleClientSort = 'verdict', order: 'asc' | 'desc' = 'asc', p = '') {
  const dir = order === 'desc' ? 'DESC' : 'ASC';
  const keys: Record<EligibleClientSort, string[]> = {
    verdict: [`${p}rank ${dir}`, `${p}c_name`, `${p}c_id`],
    name: [`${p}c_name ${dir}`, `${p}c_id ${dir}`],
    region: [`${p}c_region ${dir} NULLS LAST`, `${p}c_name`, `${p}c_id`],
  };
  return (keys[sort] ?? keys.verdict).join(', ');
}

/** The conditions on the client `c0` of the filters of "clients for an announcement" (manager, region, size): shared by the live SQL and the store's page. */
export function clientFilters(opts: EligibleClientsOptions, add: (v: unknown) => string): string[] {
  const where: string[] = [];
  if (opts.managerId)
    where.push(`EXISTS (SELECT 1 FROM client_managers cm WHERE cm.client_id = c0.id AND cm.user_id = ${add(opts.managerId)})`);
  if (opts.region) where.push(`c0.region_code = ${add(opts.region)}`);
  if (opts.size) where.push(`c0.company_dimension = ${add(opts.size)}`);
  return where;
}

/**
 * SQL of "clients for an announcement"; `visibility` is a condition on `c0` whose params are already in
 * `params` ($1 = announcement id). The filters on the client row (manager, region, size) narrow
 * the clients before any requirement is evaluated; the verdict filter, the order and the page
 * are applied in SQL, so only the page's rows are explained and sent.
 */
export function eligibleClientsSql(visibility: string, params: unknown[], opts: EligibleClientsOptions = {}) {
  params.push(opts.take ?? 100, opts.skip ?? 0);
  const takeIdx = params.length - 1;
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [visibility, ...clientFilters(opts, add)];
  const filter = opts.verdict ? `WHERE overall = ${add(opts.verdict)}` : '';
  const sql = `
    WITH ${LEGAL_FORM_KEYS}
    SELECT p.*, ${aLists()},
      (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', trim(u.name || ' ' || u.surname)) ORDER BY u.surname, u.name, u.id), '[]')
         FROM client_managers cm JOIN users u ON u.id = cm.user_id WHERE cm.client_id = p.c_id) AS c_managers
    FROM (
    SELECT *, count(*) OVER ()::int AS total_count FROM (
      SELECT s.*, ${OVERALL} AS overall, ${RANK} AS rank FROM (
        SELECT a.id AS a_id, c.business_name AS c_name, c.vat_number AS c_vat, c.region AS c_region, c.region_code AS c_region_code,
               ${A_COLS}, ${C_COLS},
               ${VERDICTS}
          FROM ${A_DERIVED.replace('%A_WHERE%', 'a0.id = $1')}
          CROSS JOIN ${C_DERIVED.replace('%C_WHERE%', where.join(' AND '))}
          ${DE_MINIMIS_JOIN}
        OFFSET 0
      ) s
    ) t ${filter}
    ORDER BY ${clientOrder(opts.sort, opts.order)} LIMIT $${takeIdx} OFFSET $${takeIdx + 1}) p
    ORDER BY ${clientOrder(opts.sort, opts.order, 'p.')}`;
  return { sql, params };
}

/** The statements of eligibility (docs/domain.md#eligibility): both questions and the announcement lookup they start from. */
@Injectable()
export class EligibilityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The announcement when it is published and belongs to the environment (global or its local), with
   * what the de minimis check needs (its scheme flag and regulation, `grant_max` in EUR, closing
   * date YYYY-MM-DD); undefined otherwise.
   */
  async publishedCall(projectId: number, announcementId: number): Promise<DeMinimisCall | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT id, aid_scheme_de_minimis, de_minimis_regulation, grant_max, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM announcements
        WHERE id = $1 AND status = 'published' AND (project_id IS NULL OR project_id = $2)`,
      [announcementId, projectId],
    );
    return row;
  }

  /** Rows of one page of "announcements for a client" (each with `total_count`): see {@link eligibleAnnouncementsSql}. */
  forClient(projectId: number, clientId: number, opts: EligibilityOptions): Promise<Record<string, unknown>[]> {
    const { sql, params } = eligibleAnnouncementsSql(projectId, clientId, opts);
    return runEligibilityQuery(this.dataSource, sql, params);
  }

  /**
   * Rows of one page of "clients for an announcement" (each with `total_count`): see {@link eligibleClientsSql}.
   * `visibility(params)` pushes its values and answers the condition on the client alias `c`.
   */
  forAnnouncement(
    announcementId: number,
    visibility: (params: unknown[]) => string,
    opts: EligibleClientsOptions,
  ): Promise<Record<string, unknown>[]> {
    const params: unknown[] = [announcementId];
    const cond = visibility(params).replace(/\bc\./g, 'c0.');
    const { sql } = eligibleClientsSql(cond, params, opts);
    return runEligibilityQuery(this.dataSource, sql, params);
  }
}

/** The condition A_DERIVED puts on the announcements it judges (published, not expired), left out by {@link fittingClientsSql}. */
const A_OPEN_CONDITION = `a0.status = 'published' AND (a0.end_date IS NULL OR a0.end_date >= CURRENT_DATE) AND `;

/**
 * SQL of the clients that FIT call `$1` (overall verdict `eligible`: every requirement the announcement
 * sets is met, none unknown; docs/domain.md#eligibility) among the active clients
 * (`status = 'active'`) of the environments `$2` (int[]; the caller passes those that see the
 * call: its own for a local announcement, every one for a global announcement). Rows `{project_id, client_id}`,
 * ordered. The same derived rows and requirement expressions as "clients for an announcement" (A_DERIVED,
 * C_DERIVED, REQUIREMENTS), one statement for all environments, but judged on the announcement's
 * requirements whatever its status and closing date: an announcement closed early or withdrawn is judged
 * on what it asks (the notices of a changed call, docs/domain.md#call-changes).
 * @throws Error when A_DERIVED no longer carries the open-call condition this leaves out.
 */
export function fittingClientsSql(): string {
  if (!A_DERIVED.includes(A_OPEN_CONDITION)) throw new Error('fittingClientsSql: the open-call condition of A_DERIVED changed');
  const calls = A_DERIVED.replace(A_OPEN_CONDITION, '').replace('%A_WHERE%', 'a0.id = $1');
  const clients = C_DERIVED.replace('%C_WHERE%', `c0.project_id = ANY($2::int[]) AND c0.status = 'active'`);
  return `
    WITH ${LEGAL_FORM_KEYS}
    SELECT s.c_project AS project_id, s.c_id AS client_id FROM (
      SELECT c.id AS c_id, c.project_id AS c_project, ${VERDICTS_WITHOUT_DE_MINIMIS}
        FROM ${calls} CROSS JOIN ${clients}
      OFFSET 0
    ) s
    WHERE ${OVERALL} = 'eligible'
    ORDER BY 1, 2`;
}
