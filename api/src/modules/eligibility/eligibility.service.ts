import { Injectable } from '@nestjs/common';
import type { Paginated } from '../../common/http/pagination';
import type { User } from '../users/user.entity';
import { ClientsService } from '../clients/clients.service';
import { DE_MINIMIS_REQUIREMENT_VERDICT, DeMinimisCheckService, NO_AID_MESSAGE, pairKey } from '../state-aids/de-minimis-check.service';
import type { DeMinimisCheckView } from '../state-aids/state-aids.response';
import type { DeMinimisRegulation } from '@bandi/domain';
import type { EligibilityRow, EligibleAnnouncement, EligibleClient, RequirementVerdict } from './eligibility.response';
import { EligibilityStoreRepository } from './eligibility-store.repository';
import { EligibilityRepository, REQUIREMENTS, type EligibilityOptions, type EligibleClientsOptions } from './eligibility.repository';
import { apiError } from '../../common/http/api-error';

export type { EligibilityOptions, EligibleClientsOptions };
/** Verdict of one requirement (docs/domain.md#eligibility). */
export type Verdict = RequirementVerdict['verdict'];
/** Overall verdict: every requirement met / at least one not met / none failed but some unknown. */
export type Overall = EligibilityRow['verdict'];
/** The answers' rows: the response DTOs of eligibility.response.ts (the OpenAPI contract). */
export type { EligibilityRow, EligibleAnnouncement, EligibleClient, RequirementVerdict };

const DIM_IT: Record<string, string> = { micro: 'micro', small: 'piccola', medium: 'media', large: 'grande' };
const range = (min: unknown, max: unknown, unit = '') => {
  const f = (v: unknown) => `${Number(v).toLocaleString('it-IT')}${unit}`;
  if (min !== null && max !== null) return `da ${f(min)} a ${f(max)}`;
  if (min !== null) return `almeno ${f(min)}`;
  return `al massimo ${f(max)}`;
};

/**
 * Which published open announcements fit which client (docs/domain.md#eligibility), computed in SQL: for one client,
 * every published, not expired call of its environment (global + local) with a verdict per
 * requirement; for one announcement, every client of the environment visible to the user. The page is
 * chosen from the verdict store when no pending change concerns the question, else evaluated live
 * (same rows, order and total either way: docs/architecture.md#eligibility-verdict-store).
 */
@Injectable()
export class EligibilityService {
  constructor(
    private readonly repo: EligibilityRepository,
    private readonly store: EligibilityStoreRepository,
    private readonly clients: ClientsService,
    private readonly deMinimis: DeMinimisCheckService,
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
    // the verdict store when fresh (issue 32, docs/architecture.md#eligibility-verdict-store), else the live SQL
    const page = await this.store.announcementsPage(projectId, clientId, opts);
    const rows = page.fresh
      ? await this.store.announcementDetails(projectId, clientId, page.ids, page.total)
      : await this.repo.forClient(projectId, clientId, opts);
    // the de minimis check of the page's calls computed now (issue 34): the requirement's figures, and its verdict
    const checks = await this.deMinimis.check(
      projectId,
      rows.map((r) => ({ client_id: clientId, announcement_id: Number(r.a_id) })),
      undefined,
      rows.map((r) => ({
        id: Number(r.a_id),
        aid_scheme_de_minimis: !!r.a_de_minimis,
        de_minimis_regulation: (r.a_de_minimis_regulation ?? null) as DeMinimisRegulation | null,
        grant_max: (r.a_grant_max ?? null) as number | string | null,
        end_date: toDate(r.a_end),
      })),
    );
    return {
      data: rows.map((r: Record<string, unknown>) => ({
        announcement: pickAnnouncement(r),
        ...withDeMinimis(explain(r), checks.get(pairKey(clientId, Number(r.a_id))) ?? null),
      })),
      total: Number(rows[0]?.total_count ?? 0),
    };
  }

  /**
   * Clients for an announcement, filtered, ordered and paged as `opts` says (default: eligible first, then
   * unknown, then not eligible, by business name). 404 when the announcement is not a published announcement of
   * this environment (global or its local).
   */
  async forAnnouncement(
    user: User,
    projectId: number,
    announcementId: number,
    opts: EligibleClientsOptions = {},
  ): Promise<Paginated<EligibleClient>> {
    const call = await this.repo.publishedCall(projectId, announcementId);
    if (!call) throw apiError('announcements.not_found');
    const visibility = (params: unknown[]) => this.clients.visibilityCondition(user, projectId, params);
    // the verdict store when fresh (issue 32, docs/architecture.md#eligibility-verdict-store), else the live SQL
    const page = await this.store.clientsPage(projectId, announcementId, visibility, opts);
    const rows = page.fresh
      ? await this.store.clientDetails(announcementId, page.ids, page.total)
      : await this.repo.forAnnouncement(announcementId, visibility, opts);
    const checks = await this.deMinimis.check(
      projectId,
      rows.map((r) => ({ client_id: Number(r.c_id), announcement_id: announcementId })),
      undefined,
      [call],
    );
    return {
      data: rows.map((r: Record<string, unknown>) => ({
        client: pickClient(r),
        ...withDeMinimis(explain(r), checks.get(pairKey(Number(r.c_id), announcementId)) ?? null),
      })),
      total: Number(rows[0]?.total_count ?? 0),
      // above the exact-count bound the store's total is the planner's estimate (docs/api.md#conventions)
      ...(page.fresh && page.estimated ? { total_estimated: true } : {}),
    };
  }
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
    region_code: (r.c_region_code as string) ?? null,
    managers: (r.c_managers as EligibleClient['client']['managers']) ?? [],
  };
}

/**
 * Puts the de minimis check computed now (DeMinimisCheckService, docs/domain.md#de-minimis-in-eligibility)
 * into a row: as `de_minimis` (headroom, message) and as the requirement `de_minimis` "Massimale
 * de minimis", replacing the stored one of the SQL (de_minimis_verdicts, kept by the job): the
 * row's verdict is never older than the aid it shows, while a pending change may still move it in
 * the list's order until the job has run (docs/architecture.md#de-minimis-in-the-verdict-store).
 * `check` null (not a de minimis call): the row unchanged.
 */
export function withDeMinimis(row: EligibilityRow, check: DeMinimisCheckView | null): EligibilityRow {
  if (!check) return { ...row, de_minimis: null };
  const verdict: Verdict = DE_MINIMIS_REQUIREMENT_VERDICT[check.status];
  const requirement: RequirementVerdict = {
    requirement: 'de_minimis',
    label: 'Massimale de minimis',
    verdict,
    required:
      check.max_aid_cents === null
        ? 'margine de minimis disponibile (Reg. (UE) 2023/2831)'
        : `aiuto fino a ${(check.max_aid_cents / 100).toLocaleString('it-IT')} EUR entro il margine (Reg. (UE) 2023/2831, art. 3, par. 7)`,
    client_value: check.aid_recorded ? `${check.message}` : null,
    missing_field: verdict === 'unknown' ? 'state_aids' : null,
  };
  const requirements = [...row.requirements.filter((q) => q.requirement !== 'de_minimis'), requirement];
  const failed = requirements.filter((q) => q.verdict === 'not_met').map((q) => q.requirement);
  const unknown = requirements.filter((q) => q.verdict === 'unknown').map((q) => q.requirement);
  const missing = row.missing_data.filter((m) => m.field !== 'state_aids');
  return {
    ...row,
    verdict: failed.length ? 'not_eligible' : unknown.length ? 'unknown' : 'eligible',
    requirements,
    failed,
    unknown,
    missing_data: verdict === 'unknown' ? [...missing, { field: 'state_aids', label: NO_AID_MESSAGE }] : missing,
    de_minimis: check,
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
    // the client's codes under the announcement's list (those that satisfy an inclusion, or break an
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
    // the stored check's verdict; its figures come with the check computed now (withDeMinimis)
    de_minimis: () => ['margine de minimis disponibile (Reg. (UE) 2023/2831)', null],
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
  const unknown = requirements.filter((q) => q.verdict === 'unknown');
  return {
    verdict: r.overall as Overall,
    requirements,
    missing_data: unknown.map((q) => ({
      field: q.missing_field as string,
      label: REQUIREMENTS.find((x) => x.key === q.requirement)!.missingLabel,
    })),
    failed: requirements.filter((q) => q.verdict === 'not_met').map((q) => q.requirement),
    unknown: unknown.map((q) => q.requirement),
    de_minimis: null,
  };
}
