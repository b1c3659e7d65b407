/**
 * Company dimension (SME class) per Commission Recommendation 2003/361/EC, Annex, Title I
 * (docs/domain.md, "SME size"). Pure functions shared by the API (which stores the result on
 * every client save) and the client form (which previews it).
 *
 * - art. 2 ceilings: micro < 10 staff (ULA, annual work units) and turnover <= 2 M EUR or
 *   balance-sheet total <= 2 M EUR; small < 50 and <= 10 M / <= 10 M; medium < 250 and turnover
 *   <= 50 M or balance sheet <= 43 M; otherwise large. The staff ceiling is mandatory, one of the
 *   two financial ceilings is enough.
 * - art. 3 and 6(2): an autonomous enterprise counts only its own data; the data of a partner
 *   enterprise (25 % up to 50 % of capital or voting rights, either way) are added pro rata, those
 *   of a linked enterprise (more than 50 %, or linked through a natural person) in full.
 * - art. 3(2) second subparagraph: a 25-50 % stake held by an exempt investor (`INVESTOR_KINDS`)
 *   does not make a partner enterprise; for business angels only while their total investment in
 *   the enterprise does not exceed EUR 1 250 000. Above 50 % the investor is linked (art. 3(3)).
 * - art. 3(4): 25 % or more held by public bodies: not an SME (large).
 * - art. 4(1): data of the latest approved accounting period, on an annual basis.
 * - art. 4(2): the class changes only when the ceilings are crossed (or no longer crossed) in
 *   two consecutive accounting periods; a single crossing keeps the class.
 * - art. 4(3): a newly established enterprise without approved accounts uses a good-faith
 *   estimate made during the year.
 */
import { COMPANY_DIMENSIONS, type CompanyDimension } from './enums';
import { formatEuro } from './format';

/** Art. 2 ceilings per class (staff in ULA: strictly below; amounts in EUR: at most). */
export const SME_CEILINGS: readonly {
  dimension: Exclude<CompanyDimension, 'large'>;
  staff: number;
  turnover: number;
  balance: number;
  label: string;
}[] = [
  { dimension: 'micro', staff: 10, turnover: 2_000_000, balance: 2_000_000, label: 'micro impresa' },
  { dimension: 'small', staff: 50, turnover: 10_000_000, balance: 10_000_000, label: 'piccola impresa' },
  { dimension: 'medium', staff: 250, turnover: 50_000_000, balance: 43_000_000, label: 'media impresa' },
];

/** Kinds of a related enterprise: `associated` = partner (25-50 %), `connected`/`connected_by_person` = linked. */
export const RELATION_KINDS = ['associated', 'connected', 'connected_by_person'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/**
 * The investors of art. 3(2) second subparagraph whose 25-50 % stake does not make a partner
 * enterprise: (a) public investment corporations, venture capital companies, business angels;
 * (b) universities or non-profit research centres; (c) institutional investors, including
 * regional development funds; (d) autonomous local authorities with an annual budget below
 * EUR 10 million and fewer than 5 000 inhabitants.
 */
export const INVESTOR_KINDS = [
  'public_investment_corporation',
  'venture_capital',
  'business_angel',
  'university_research',
  'institutional_investor',
  'local_authority',
] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

/** Italian labels of the investor kinds (the form's choices and the explanation). */
export const INVESTOR_KIND_LABELS: Record<InvestorKind, string> = {
  public_investment_corporation: 'Società pubblica di partecipazione',
  venture_capital: 'Società di capitale di rischio (venture capital)',
  business_angel: 'Business angel (investimento fino a 1.250.000 EUR)',
  university_research: 'Università o centro di ricerca senza scopo di lucro',
  institutional_investor: 'Investitore istituzionale (compresi i fondi di sviluppo regionale)',
  local_authority: 'Autorità locale autonoma (bilancio annuo < 10 milioni EUR, < 5.000 abitanti)',
};

/** Letter of art. 3(2) second subparagraph of each investor kind. */
const INVESTOR_LETTER: Record<InvestorKind, string> = {
  public_investment_corporation: 'a',
  venture_capital: 'a',
  business_angel: 'a',
  university_research: 'b',
  institutional_investor: 'c',
  local_authority: 'd',
};

/** Art. 3(2)(a): the most business angels may invest in the same enterprise (EUR, inclusive). */
export const BUSINESS_ANGEL_MAX_INVESTMENT = 1_250_000;

/** Figures of one period: staff in ULA, amounts in EUR (turnover without VAT). */
export interface SmeFigures {
  headcount: number;
  turnover: number | null;
  balance_sheet_total: number | null;
}

/** One year of figures as stored (`clients_history`); `estimate` marks an art. 4(3) good-faith estimate. */
export interface SmeYearFigures {
  year: number;
  headcount: number | null;
  turnover: number | null;
  balance_sheet_total: number | null;
  estimate?: boolean;
}

/** A related enterprise: the flat figures are its latest known ones, `history` its figures per year. */
export interface SmeRelatedEnterprise {
  kind: RelationKind;
  name: string;
  /** share of capital or voting rights in percent (the larger of the two, in either direction) */
  share_percent: number | null;
  headcount: number | null;
  turnover: number | null;
  balance_sheet_total: number | null;
  /** the related enterprise is an art. 3(2) investor holding the stake in the client */
  investor_kind?: InvestorKind | null;
  /** EUR invested in the client (needed for business angels) */
  invested_amount?: number | null;
  history?: Omit<SmeYearFigures, 'estimate'>[];
}

export interface SmeInput {
  /** the client's yearly figures, any order */
  history: SmeYearFigures[];
  related: SmeRelatedEnterprise[];
  /** percent of capital or voting rights held by public bodies (0 or null when none) */
  public_bodies_share: number | null;
}

/** A rule that was applied: the Italian sentence and the article of the Annex it comes from. */
export interface SmeRule {
  article: string;
  text: string;
}

/** One line of the aggregation of the reference year ("how it was computed"). */
export interface SmeStep extends SmeFigures {
  label: string;
  /** share of the data added: 1 for the enterprise itself and linked enterprises, the stake for partners */
  factor: number;
  article: string;
  /** year of the related enterprise's figures; null when its latest known figures were used */
  year: number | null;
}

/** Outcome of one accounting period: the class of its own figures and the class after art. 4(2). */
export interface SmeYearOutcome {
  year: number;
  estimate: boolean;
  totals: SmeFigures | null;
  /** class by the art. 2 ceilings of this year alone (null: incomplete data) */
  class: CompanyDimension | null;
  /** class held after this year (art. 4(2)) */
  status: CompanyDimension | null;
  note: string | null;
}

export interface SmeResult {
  /** null when the figures of the reference year are missing */
  dimension: CompanyDimension | null;
  /** the latest approved year (art. 4(1)) or the estimate's year (art. 4(3)) */
  reference_year: number | null;
  basis: 'approved' | 'estimate' | null;
  totals: SmeFigures | null;
  steps: SmeStep[];
  years: SmeYearOutcome[];
  /** every rule applied, in order */
  rules: SmeRule[];
  /** article of the rule that decided the class */
  decided_by: string | null;
  /** Italian summary: class, figures and the deciding rule */
  reason: string;
}

const RANK: Record<CompanyDimension, number> = Object.fromEntries(COMPANY_DIMENSIONS.map((d, i) => [d, i])) as Record<
  CompanyDimension,
  number
>;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Built on first use, not when the module loads (the pages that load it rarely classify; issue 12). */
let number: Intl.NumberFormat | undefined;
const fmt = (n: number | null) =>
  n === null ? 'n.d.' : (number ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 })).format(n);
const euro = (n: number | null) => (n === null ? 'n.d.' : formatEuro(n));
const ruleText = (r: SmeRule) => `${r.text} (${r.article})`;

/** Italian label of a class ("micro impresa" ... "grande impresa"). */
export function dimensionLabel(d: CompanyDimension): string {
  return SME_CEILINGS.find((c) => c.dimension === d)?.label ?? 'grande impresa';
}

/** Class of aggregated figures by the art. 2 ceilings (an unknown financial figure is not within its ceiling). */
export function classify(t: SmeFigures): CompanyDimension {
  for (const c of SME_CEILINGS) {
    if (t.headcount >= c.staff) continue;
    const turnoverOk = t.turnover !== null && t.turnover <= c.turnover;
    const balanceOk = t.balance_sheet_total !== null && t.balance_sheet_total <= c.balance;
    if (turnoverOk || balanceOk) return c.dimension;
  }
  return 'large';
}

/** How a related enterprise counts: the share of its data added and the rule that says so. */
export interface RelationTreatment {
  factor: number;
  rule: SmeRule;
}

/**
 * Share of a related enterprise's data added to the client's (art. 3, 6(2)) and why: 1 for a
 * linked enterprise (or a stake over 50 %), the stake for a partner (25-50 %), 0 below 25 % and
 * for a 25-50 % stake of an art. 3(2) investor (business angels: `all` gives the other relations,
 * whose business-angel investments count towards the EUR 1 250 000 ceiling).
 */
export function relationTreatment(r: SmeRelatedEnterprise, all: SmeRelatedEnterprise[] = [r]): RelationTreatment {
  const name = r.name;
  if (r.kind !== 'associated')
    return {
      factor: 1,
      rule: {
        article: 'art. 3, par. 3; art. 6, par. 2',
        text: `${name}: impresa collegata${r.kind === 'connected_by_person' ? ' tramite persona fisica' : ''}, dati sommati al 100%`,
      },
    };
  const share = r.share_percent ?? 0;
  if (share > 50)
    return {
      factor: 1,
      rule: {
        article: 'art. 3, par. 3; art. 6, par. 2',
        text: `${name}: quota del ${fmt(share)}%, oltre il 50%: impresa collegata, dati sommati al 100%`,
      },
    };
  if (share < 25)
    return {
      factor: 0,
      rule: { article: 'art. 3, par. 1', text: `${name}: quota del ${fmt(share)}%, sotto il 25%: non associata, dati non sommati` },
    };
  const kind = r.investor_kind ?? null;
  const partner: RelationTreatment = {
    factor: share / 100,
    rule: { article: 'art. 3, par. 2; art. 6, par. 2', text: `${name}: impresa associata, dati sommati al ${fmt(share)}%` },
  };
  if (!kind || !(INVESTOR_KINDS as readonly string[]).includes(kind)) return partner;
  const article = `art. 3, par. 2, lett. ${INVESTOR_LETTER[kind]}`;
  if (kind === 'business_angel') {
    const angels = all.filter((x) => x.kind === 'associated' && x.investor_kind === 'business_angel');
    if (angels.some((x) => x.invested_amount === null || x.invested_amount === undefined))
      return {
        ...partner,
        rule: {
          article,
          text: `${name}: business angel senza importo investito indicato: l'esenzione non si può verificare, impresa associata, dati sommati al ${fmt(share)}%`,
        },
      };
    const total = angels.reduce((sum, x) => sum + (x.invested_amount ?? 0), 0);
    if (total > BUSINESS_ANGEL_MAX_INVESTMENT)
      return {
        ...partner,
        rule: {
          article,
          text: `${name}: business angel, investimento complessivo dei business angel ${fmt(total)} EUR oltre ${fmt(BUSINESS_ANGEL_MAX_INVESTMENT)} EUR: impresa associata, dati sommati al ${fmt(share)}%`,
        },
      };
    return {
      factor: 0,
      rule: {
        article,
        text: `${name}: business angel con quota del ${fmt(share)}% e investimento complessivo ${fmt(total)} EUR (fino a ${fmt(BUSINESS_ANGEL_MAX_INVESTMENT)} EUR): non rende l'impresa associata`,
      },
    };
  }
  return {
    factor: 0,
    rule: {
      article,
      text: `${name}: ${INVESTOR_KIND_LABELS[kind].split(' (')[0].toLowerCase()} con quota del ${fmt(share)}%: non rende l'impresa associata`,
    },
  };
}

/** Own figures of a year plus the related enterprises' (their figures of that year when the ULA are given, else their latest known ones). */
function aggregate(year: number, own: SmeFigures, related: { r: SmeRelatedEnterprise; t: RelationTreatment }[]) {
  const steps: SmeStep[] = [{ label: 'Impresa', ...own, factor: 1, article: 'art. 6, par. 1', year }];
  const totals: SmeFigures = { ...own };
  for (const { r, t } of related) {
    if (t.factor === 0) continue;
    const y = r.history?.find((h) => h.year === year && h.headcount !== null);
    const f = y ?? r;
    const headcount = f.headcount ?? 0;
    steps.push({
      label: r.name,
      headcount,
      turnover: f.turnover,
      balance_sheet_total: f.balance_sheet_total,
      factor: t.factor,
      article: t.rule.article,
      year: y ? year : null,
    });
    totals.headcount = round2(totals.headcount + headcount * t.factor);
    if (totals.turnover !== null && f.turnover !== null) totals.turnover = round2(totals.turnover + f.turnover * t.factor);
    if (totals.balance_sheet_total !== null && f.balance_sheet_total !== null)
      totals.balance_sheet_total = round2(totals.balance_sheet_total + f.balance_sheet_total * t.factor);
  }
  return { steps, totals };
}

const complete = (h: SmeYearFigures) => h.headcount !== null && (h.turnover !== null || h.balance_sheet_total !== null);
const ownFigures = (h: SmeYearFigures): SmeFigures => ({
  headcount: h.headcount ?? 0,
  turnover: h.turnover,
  balance_sheet_total: h.balance_sheet_total,
});

/**
 * Class after art. 4(2) of the year `cls` given the class held so far and the previous year's
 * class: a change needs the ceilings crossed in both years (in the same direction); the new class
 * is the one whose ceilings were crossed in both (the nearer of the two years' classes).
 */
function applyTwoYearRule(
  status: CompanyDimension,
  year: number,
  cls: CompanyDimension,
  prev: { year: number; cls: CompanyDimension | null } | null,
): { status: CompanyDimension; rule: SmeRule | null } {
  if (cls === status) return { status, rule: null };
  const up = RANK[cls] > RANK[status];
  const crossing = up ? 'soglie superate' : 'sotto le soglie';
  const article = 'art. 4, par. 2';
  const prevIsConsecutive = prev !== null && prev.cls !== null && prev.year === year - 1;
  if (prevIsConsecutive && (up ? RANK[prev.cls!] > RANK[status] : RANK[prev.cls!] < RANK[status])) {
    const next = up ? (RANK[prev.cls!] < RANK[cls] ? prev.cls! : cls) : RANK[prev.cls!] > RANK[cls] ? prev.cls! : cls;
    return {
      status: next,
      rule: {
        article,
        text: `Classe cambiata da ${dimensionLabel(status)} a ${dimensionLabel(next)}: ${crossing} nel ${year - 1} e nel ${year}`,
      },
    };
  }
  const why =
    prev === null || prevIsConsecutive
      ? `solo nel ${year}`
      : prev.year !== year - 1
        ? `nel ${year}, esercizio ${year - 1} non disponibile`
        : `nel ${year}, dati dell'esercizio ${year - 1} incompleti`;
  return { status, rule: { article, text: `Classe mantenuta: ${crossing} ${why}` } };
}

/**
 * Computes the dimension from the yearly figures and the related enterprises (module comment for
 * the rules). The reference year is the latest approved one; the art. 4(2) rule runs over every
 * approved year in order. Answers the class (null when the reference year's figures are
 * missing), the aggregation of the reference year, each year's outcome and the rules applied.
 */
export function computeSmeDimension(input: SmeInput): SmeResult {
  const rules: SmeRule[] = [];
  const treated = input.related.map((r) => ({ r, t: relationTreatment(r, input.related) }));
  const approved = input.history.filter((h) => !h.estimate).sort((a, b) => a.year - b.year);
  const estimates = input.history.filter((h) => h.estimate).sort((a, b) => a.year - b.year);
  const years: SmeYearOutcome[] = [];
  let status: CompanyDimension | null = null;
  let decisive: SmeRule | null = null;
  let reference: SmeYearFigures | null = null;
  let basis: SmeResult['basis'] = null;

  if (approved.length) {
    reference = approved[approved.length - 1];
    basis = 'approved';
    rules.push({ article: 'art. 4, par. 1', text: `Dati dell'ultimo esercizio approvato (${reference.year}), su base annua` });
    for (const e of estimates)
      if (e.year > reference.year)
        rules.push({ article: 'art. 4, par. 1', text: `Stima ${e.year} non considerata: esiste un esercizio approvato` });
    let prev: { year: number; cls: CompanyDimension | null } | null = null;
    for (const h of approved) {
      const totals = complete(h) ? aggregate(h.year, ownFigures(h), treated).totals : null;
      const cls = totals ? classify(totals) : null;
      let note: SmeRule | null = null;
      if (cls !== null) {
        if (status === null) status = cls;
        else ({ status, rule: note } = applyTwoYearRule(status, h.year, cls, prev));
      }
      if (h === reference) decisive = note;
      years.push({
        year: h.year,
        estimate: false,
        totals,
        class: cls,
        status: cls === null ? null : status,
        note: note ? ruleText(note) : null,
      });
      prev = { year: h.year, cls };
    }
  } else if (estimates.length) {
    reference = estimates[estimates.length - 1];
    basis = 'estimate';
    const totals = complete(reference) ? aggregate(reference.year, ownFigures(reference), treated).totals : null;
    status = totals ? classify(totals) : null;
    decisive = {
      article: 'art. 4, par. 3',
      text: `Impresa di nuova costituzione senza conti approvati: stima in buona fede dell'esercizio ${reference.year}`,
    };
    rules.push(decisive);
    years.push({ year: reference.year, estimate: true, totals, class: status, status, note: ruleText(decisive) });
  }

  for (const { t } of treated) rules.push(t.rule);
  const computed = reference && complete(reference) ? aggregate(reference.year, ownFigures(reference), treated) : null;
  const totals = computed?.totals ?? null;
  const steps = computed?.steps ?? [];
  const base = { reference_year: reference?.year ?? null, basis, totals, steps, years };

  const publicShare = input.public_bodies_share ?? 0;
  if (publicShare >= 25) {
    const rule = {
      article: 'art. 3, par. 4',
      text: `Non PMI: il ${fmt(publicShare)}% del capitale o dei diritti di voto è detenuto da enti pubblici`,
    };
    rules.push(rule);
    return { dimension: 'large', ...base, rules, decided_by: rule.article, reason: `${ruleText(rule)} (Racc. 2003/361/CE)` };
  }
  if (!reference) {
    return {
      dimension: null,
      ...base,
      rules,
      decided_by: null,
      reason: 'Dati mancanti: nessun anno nello storico (ULA, fatturato, totale di bilancio)',
    };
  }
  if (!computed || status === null) {
    const missing = reference.headcount === null ? 'ULA non indicate' : 'fatturato e totale di bilancio non indicati';
    return { dimension: null, ...base, rules, decided_by: null, reason: `Dati mancanti per l'esercizio ${reference.year}: ${missing}` };
  }
  const rawClass = classify(computed.totals);
  if (decisive && !rules.includes(decisive)) rules.push(decisive);
  const ceilings: SmeRule = {
    article: 'art. 2',
    text: `Soglie dell'esercizio ${reference.year}: ${dimensionLabel(rawClass)}`,
  };
  if (!decisive) rules.push(ceilings);
  const label = dimensionLabel(status);
  const aggregated =
    steps.length > 1
      ? steps.length === 2
        ? ', dati aggregati con 1 impresa associata/collegata'
        : `, dati aggregati con ${steps.length - 1} imprese associate/collegate`
      : ', impresa autonoma';
  const estimate = basis === 'estimate' ? ', stima' : '';
  return {
    dimension: status,
    ...base,
    rules,
    decided_by: (decisive ?? ceilings).article,
    reason:
      `${label[0].toUpperCase()}${label.slice(1)}: ${fmt(computed.totals.headcount)} ULA, fatturato ${euro(computed.totals.turnover)}, ` +
      `totale di bilancio ${euro(computed.totals.balance_sheet_total)} (esercizio ${reference.year}${estimate})${aggregated}. ${ruleText(decisive ?? ceilings)}`,
  };
}
