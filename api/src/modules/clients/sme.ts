/**
 * Company dimension per Commission Recommendation 2003/361/EC (Annex, Title I):
 * - art. 2 ceilings: micro < 10 staff (ULA, annual work units) and turnover <= 2 M EUR or
 *   balance-sheet total <= 2 M EUR; small < 50 and <= 10 M / <= 10 M; medium < 250 and
 *   turnover <= 50 M or balance sheet <= 43 M; otherwise large. The staff ceiling is mandatory,
 *   one of the two financial ceilings is enough.
 * - art. 3 and 6: an autonomous enterprise counts only its own data; for partner enterprises
 *   (a holding of 25% up to 50% of capital or voting rights, either way) the partner's data are
 *   added pro rata to the percentage; for linked enterprises (more than 50%, or linked through a
 *   natural person) 100% of their data are added.
 * - art. 3(4): an enterprise 25% or more of whose capital or voting rights is held, directly or
 *   indirectly, by one or more public bodies is not an SME (large for every threshold purpose).
 * Pure function, no I/O: the clients service feeds it the latest `clients_history` year and the
 * company-size relations.
 */

import { COMPANY_DIMENSIONS, type CompanyDimension } from '@bandi/domain';

/** Dimension classes, the values of `announcements.company_dimensions` (@bandi/domain). */
export const DIMENSIONS = COMPANY_DIMENSIONS;
export type Dimension = CompanyDimension;

/** Yearly figures: staff in ULA, amounts in EUR. */
export interface Figures {
  headcount: number;
  turnover: number | null;
  balance_sheet_total: number | null;
}

/** A related enterprise: `associated` = partner (25-50%), `connected`/`connected_by_person` = linked. */
export interface RelatedEnterprise extends Figures {
  kind: 'associated' | 'connected' | 'connected_by_person';
  name: string;
  /** share of capital or voting rights in percent (the larger of the two, in either direction) */
  share_percent: number | null;
}

export interface SmeInput {
  own: Figures | null;
  related: RelatedEnterprise[];
  /** percent of capital or voting rights held by public bodies (0 when none) */
  public_bodies_share: number | null;
}

/** One step of the computation, shown to staff ("how it was computed"). */
export interface SmeStep {
  label: string;
  headcount: number;
  turnover: number | null;
  balance_sheet_total: number | null;
  factor: number;
}

export interface SmeResult {
  /** null when the own figures (headcount) are missing */
  dimension: Dimension | null;
  totals: Figures | null;
  steps: SmeStep[];
  /** Italian explanation of the outcome */
  reason: string;
}

const CEILINGS: { dimension: Dimension; staff: number; turnover: number; balance: number; label: string }[] = [
  { dimension: 'micro', staff: 10, turnover: 2_000_000, balance: 2_000_000, label: 'micro impresa' },
  { dimension: 'small', staff: 50, turnover: 10_000_000, balance: 10_000_000, label: 'piccola impresa' },
  { dimension: 'medium', staff: 250, turnover: 50_000_000, balance: 43_000_000, label: 'media impresa' },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Factor applied to a related enterprise's data (art. 6(2)-(3)); 0 below 25% (autonomous). */
export function relationFactor(r: Pick<RelatedEnterprise, 'kind' | 'share_percent'>): number {
  if (r.kind === 'connected' || r.kind === 'connected_by_person') return 1;
  const share = r.share_percent ?? 0;
  if (share > 50) return 1;
  if (share >= 25) return share / 100;
  return 0;
}

/** Class of aggregated figures by the art. 2 ceilings (an unknown financial figure is not within its ceiling). */
export function classify(t: Figures): Dimension {
  for (const c of CEILINGS) {
    if (t.headcount >= c.staff) continue;
    const turnoverOk = t.turnover !== null && t.turnover <= c.turnover;
    const balanceOk = t.balance_sheet_total !== null && t.balance_sheet_total <= c.balance;
    if (turnoverOk || balanceOk) return c.dimension;
  }
  return 'large';
}

/** Computes the dimension with the aggregation steps (see the module comment for the rules). */
export function computeSmeDimension(input: SmeInput): SmeResult {
  const steps: SmeStep[] = [];
  if (!input.own)
    return {
      dimension: null,
      totals: null,
      steps,
      reason: 'Dati mancanti: nessun anno nello storico (ULA, fatturato, totale di bilancio)',
    };
  steps.push({ label: 'Impresa', ...input.own, factor: 1 });
  const totals: Figures = { ...input.own };
  for (const r of input.related) {
    const factor = relationFactor(r);
    if (factor === 0) continue;
    steps.push({ label: r.name, headcount: r.headcount, turnover: r.turnover, balance_sheet_total: r.balance_sheet_total, factor });
    totals.headcount = round2(totals.headcount + r.headcount * factor);
    if (totals.turnover !== null && r.turnover !== null) totals.turnover = round2(totals.turnover + r.turnover * factor);
    if (totals.balance_sheet_total !== null && r.balance_sheet_total !== null) {
      totals.balance_sheet_total = round2(totals.balance_sheet_total + r.balance_sheet_total * factor);
    }
  }
  if ((input.public_bodies_share ?? 0) >= 25) {
    return {
      dimension: 'large',
      totals,
      steps,
      reason: `Non PMI: il ${input.public_bodies_share}% del capitale o dei diritti di voto è detenuto da enti pubblici (Racc. 2003/361/CE, art. 3, par. 4)`,
    };
  }
  if (totals.turnover === null && totals.balance_sheet_total === null) {
    return { dimension: null, totals, steps, reason: 'Dati mancanti: fatturato e totale di bilancio non indicati' };
  }
  const dimension = classify(totals);
  const label = CEILINGS.find((c) => c.dimension === dimension)?.label ?? 'grande impresa';
  const aggregated = steps.length > 1 ? `, dati aggregati con ${steps.length - 1} imprese associate/collegate` : ', impresa autonoma';
  return {
    dimension,
    totals,
    steps,
    reason: `${label[0].toUpperCase()}${label.slice(1)}: ${totals.headcount} ULA, fatturato ${totals.turnover ?? 'n.d.'} EUR, totale di bilancio ${totals.balance_sheet_total ?? 'n.d.'} EUR${aggregated}`,
  };
}
