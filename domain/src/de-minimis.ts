/**
 * De minimis aid: the "impresa unica" (single undertaking) of a client and the headroom left
 * under each de minimis regulation at a date (docs/domain.md#de-minimis). Pure functions shared by
 * the API (`GET …/clients/{clientId}/de-minimis`) and, later, the eligibility verdicts. Amounts are
 * integers of cents (EUR × 100), dates ISO calendar dates `YYYY-MM-DD`.
 *
 * - Ceilings per single undertaking over any period of three years: EUR 300,000 general (Reg. (EU)
 *   2023/2831 art. 3(2)), EUR 750,000 SGEI (Reg. (EU) 2023/2832 art. 3(2)), EUR 50,000 agriculture
 *   (Reg. (EU) 1408/2013 art. 3(2) as amended by 2024/3118), EUR 40,000 fishery and aquaculture
 *   (Reg. (EU) 717/2014 art. 3(2) as amended by 2023/2391).
 * - Rolling period (2023/2831 art. 3(2)): see {@link deMinimisWindow}.
 * - Cumulation: see {@link DE_MINIMIS_LIMITS}.
 * - A new aid that would exceed a ceiling cannot be granted in any part (2023/2831 art. 3(7)):
 *   see {@link fits}.
 * - Single undertaking (2023/2831 art. 2(2)), mergers (art. 3(8)) and splits (art. 3(9)):
 *   `singleUndertaking` (single-undertaking.ts); the headroom takes the keys of its members.
 */

import { formatEuro } from './format';

/** The four de minimis regimes with a ceiling of their own. */
export const DE_MINIMIS_REGULATIONS = ['general', 'sgei', 'agriculture', 'fishery'] as const;
export type DeMinimisRegulation = (typeof DE_MINIMIS_REGULATIONS)[number];

/** The regulation in force of each regime, its ceiling (cents, over three years) and the article. */
export const DE_MINIMIS_CEILINGS: Readonly<
  Record<DeMinimisRegulation, { act: string; ceiling_cents: number; article: string; label: string }>
> = {
  general: { act: '2023/2831', ceiling_cents: 30_000_000, article: 'Reg. (UE) 2023/2831, art. 3, par. 2', label: 'De minimis generale' },
  sgei: { act: '2023/2832', ceiling_cents: 75_000_000, article: 'Reg. (UE) 2023/2832, art. 3, par. 2', label: 'De minimis SIEG' },
  agriculture: {
    act: '1408/2013',
    ceiling_cents: 5_000_000,
    article: 'Reg. (UE) 1408/2013, art. 3, par. 2 (mod. Reg. (UE) 2024/3118)',
    label: 'De minimis agricoltura',
  },
  fishery: {
    act: '717/2014',
    ceiling_cents: 4_000_000,
    article: 'Reg. (UE) 717/2014, art. 3, par. 2 (mod. Reg. (UE) 2023/2391)',
    label: 'De minimis pesca e acquacoltura',
  },
};

/**
 * The limits a new aid under each regime must respect, each with the aid it counts and its
 * article; the headroom is the smallest room left over all of them.
 *
 * - general: general + agriculture + fishery ≤ 300,000 (2023/2831 art. 3(2); art. 5(2):
 *   cumulation with the other de minimis regulations up to that ceiling; aid under the former
 *   1407/2013 counts as general); general + SGEI (+ the sectoral aid) ≤ 750,000 (art. 5(1):
 *   cumulation with 2023/2832 up to its ceiling). SGEI aid does not use the 300,000.
 * - sgei: all de minimis aid ≤ 750,000 (2023/2832 art. 3(2) and art. 5(1): the general de minimis
 *   counts towards it).
 * - agriculture: agriculture + fishery ≤ 50,000 (1408/2013 art. 3(2) and art. 5(2)); with the
 *   general de minimis ≤ 300,000 (art. 5(1), 2023/2831 art. 5(2)).
 * - fishery: fishery + agriculture ≤ 40,000 (717/2014 art. 3(2) and art. 5(1)); with the
 *   general de minimis ≤ 300,000 (art. 5(2), 2023/2831 art. 5(2)).
 */
export const DE_MINIMIS_LIMITS: Readonly<
  Record<DeMinimisRegulation, readonly { ceiling_cents: number; counts: readonly DeMinimisRegulation[]; article: string }[]>
> = {
  general: [
    {
      ceiling_cents: 30_000_000,
      counts: ['general', 'agriculture', 'fishery'],
      article: 'Reg. (UE) 2023/2831, art. 3, par. 2 e art. 5, par. 2',
    },
    { ceiling_cents: 75_000_000, counts: ['general', 'sgei', 'agriculture', 'fishery'], article: 'Reg. (UE) 2023/2831, art. 5, par. 1' },
  ],
  sgei: [
    {
      ceiling_cents: 75_000_000,
      counts: ['sgei', 'general', 'agriculture', 'fishery'],
      article: 'Reg. (UE) 2023/2832, art. 3, par. 2 e art. 5, par. 1',
    },
  ],
  agriculture: [
    { ceiling_cents: 5_000_000, counts: ['agriculture', 'fishery'], article: 'Reg. (UE) 1408/2013, art. 3, par. 2 e art. 5, par. 2' },
    { ceiling_cents: 30_000_000, counts: ['agriculture', 'general', 'fishery'], article: 'Reg. (UE) 1408/2013, art. 5, par. 1' },
  ],
  fishery: [
    { ceiling_cents: 4_000_000, counts: ['fishery', 'agriculture'], article: 'Reg. (UE) 717/2014, art. 3, par. 2 e art. 5, par. 1' },
    { ceiling_cents: 30_000_000, counts: ['fishery', 'general', 'agriculture'], article: 'Reg. (UE) 717/2014, art. 5, par. 2' },
  ],
};

/**
 * Regulation numbers (number and year, either order) and the regime they belong to: the ones in
 * force and their predecessors, whose aid granted inside the window still counts (2023/2831
 * art. 3(2): all de minimis aid granted in the period; 1407/2013 and 1998/2006 general, 360/2012
 * SGEI, 1535/2007 agriculture, 875/2007 fishery).
 */
const ACTS: readonly [number, number, DeMinimisRegulation][] = [
  [2831, 2023, 'general'],
  [1407, 2013, 'general'],
  [1998, 2006, 'general'],
  [2832, 2023, 'sgei'],
  [360, 2012, 'sgei'],
  [1408, 2013, 'agriculture'],
  [1535, 2007, 'agriculture'],
  [717, 2014, 'fishery'],
  [875, 2007, 'fishery'],
];

/**
 * The de minimis regime of a regulation as written by a person or by RNA (`COD_REGOLAMENTO`
 * spells it `UE1407/2013`, `UE2831/2023`, `Reg. (UE) 2023/2831` …): matched by number and year,
 * in either order. Answers null for aid that is not de minimis (GBER 651/2014, notified aid,
 * Temporary Framework …): recorded, but not counted against a de minimis ceiling.
 */
export function deMinimisRegulationOf(code: string | null | undefined): DeMinimisRegulation | null {
  if (!code) return null;
  const key = (code.match(/\d+/g) ?? []).map(Number);
  for (let i = 0; i + 1 < key.length; i++)
    for (const [n, y, regime] of ACTS) if ((key[i] === n && key[i + 1] === y) || (key[i] === y && key[i + 1] === n)) return regime;
  return null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** True for a real calendar date `YYYY-MM-DD` (2025-02-29 is not one). */
export function isIsoDate(s: unknown): s is string {
  const m = typeof s === 'string' ? ISO.exec(s) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
}

function parts(date: string): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`not an ISO calendar date: ${date}`);
  return date.split('-').map(Number) as [number, number, number];
}

/** `date` moved by `years` (negative: back), the day clamped to the month's last (29 Feb -> 28 Feb). */
function addYears(date: string, years: number): string {
  const [y, m, d] = parts(date);
  return `${pad(y + years, 4)}-${pad(m)}-${pad(Math.min(d, daysIn(y + years, m)))}`;
}

/** `date` moved by `days` days. */
function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The rolling period of three years ending on `at` (2023/2831 art. 3(2) "over any period of three
 * years", assessed on a rolling basis at each new grant): an aid granted on G is
 * inside when `window_start <= G <= at`, both days included, where `window_start` is the same
 * calendar day three years before `at`; when that day does not exist (at = 29 February) it is 28
 * February. So at 2026-06-15 the window is 2023-06-15 … 2026-06-15 (an aid of 2023-06-14 is out),
 * at 2028-02-29 it is 2025-02-28 … 2028-02-29. Counting the first day as well is the cautious
 * reading (at most one day more than three years).
 */
export function deMinimisWindow(at: string): { window_start: string; window_end: string } {
  return { window_start: addYears(at, -3), window_end: at };
}

/** First date whose window no longer holds an aid granted on `grant`: the day its amount is available again. */
export function releaseDate(grant: string): string {
  let d = addDays(addYears(grant, 3), 1);
  while (deMinimisWindow(d).window_start <= grant) d = addDays(d, 1);
  return d;
}

/** One aid received by an enterprise of the graph. */
export interface DeMinimisAid {
  id?: number | string;
  /** key of the enterprise that received it */
  beneficiary: string;
  /** date the legal right to the aid was conferred (2023/2831 art. 3(4)) */
  grant_date: string;
  /** regulation as recorded (see {@link deMinimisRegulationOf}) */
  regulation: string;
  /** gross grant equivalent (ESL), cents */
  aid_element_cents: number;
  /** after a split: the part allocated to the subject's undertaking (art. 3(9)); null = all of it */
  counted_cents?: number | null;
}

export interface DeMinimisAidLine extends DeMinimisAid {
  de_minimis: DeMinimisRegulation | null;
  counted_cents: number;
  in_window: boolean;
  /** date the aid leaves the window (null when it is not de minimis or not yet granted at `at`) */
  released_on: string | null;
}

export interface DeMinimisLimit {
  ceiling_cents: number;
  used_cents: number;
  article: string;
}

export interface RegulationHeadroom {
  regulation: DeMinimisRegulation;
  act: string;
  /** the regulation's own ceiling */
  ceiling_cents: number;
  /** aid in the window counted against that ceiling (its own and the regulations it cumulates with) */
  used_cents: number;
  /** room left: the smallest over every limit of the regulation, never negative */
  headroom_cents: number;
  window_start: string;
  window_end: string;
  /** every limit checked, the first being the regulation's own */
  limits: DeMinimisLimit[];
  /** article of the limit that leaves the least room */
  binding_article: string;
}

export interface DeMinimisSituation {
  at: string;
  window_start: string;
  window_end: string;
  regulations: RegulationHeadroom[];
  aids: DeMinimisAidLine[];
  /** future days when aid leaves the window, with the amount per regime (in date order) */
  releases: { date: string; regulation: DeMinimisRegulation; cents: number }[];
}

function cents(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer of cents: ${n}`);
  return n;
}

/**
 * The de minimis headroom at `at` of the enterprises `members` (keys of the single undertaking,
 * see `singleUndertaking`) from the aid they received: for each regime, the aid in the
 * window ({@link deMinimisWindow}) counted by each of its limits ({@link DE_MINIMIS_LIMITS}) and
 * the room left. Aid of other enterprises, aid granted after `at` and aid that is not de minimis
 * are listed but not counted. Throws RangeError on a bad date or amount.
 */
export function deMinimisHeadroom(at: string, members: readonly string[], aids: readonly DeMinimisAid[]): DeMinimisSituation {
  const { window_start, window_end } = deMinimisWindow(at);
  const inside = new Set(members);
  const used: Record<DeMinimisRegulation, number> = { general: 0, sgei: 0, agriculture: 0, fishery: 0 };
  const releases = new Map<string, number>();
  const lines = aids.map((a): DeMinimisAidLine => {
    parts(a.grant_date);
    const element = cents(a.aid_element_cents, 'aid_element_cents');
    const counted =
      a.counted_cents === null || a.counted_cents === undefined ? element : Math.min(cents(a.counted_cents, 'counted_cents'), element);
    const regime = deMinimisRegulationOf(a.regulation);
    const granted = a.grant_date <= at;
    const inWindow = regime !== null && inside.has(a.beneficiary) && granted && a.grant_date >= window_start;
    const released = regime !== null && granted ? releaseDate(a.grant_date) : null;
    if (inWindow) {
      used[regime] += counted;
      const k = `${released}|${regime}`;
      releases.set(k, (releases.get(k) ?? 0) + counted);
    }
    return { ...a, de_minimis: regime, counted_cents: counted, in_window: inWindow, released_on: released };
  });
  const regulations = DE_MINIMIS_REGULATIONS.map((regulation): RegulationHeadroom => {
    const limits = DE_MINIMIS_LIMITS[regulation].map((l) => ({
      ceiling_cents: l.ceiling_cents,
      used_cents: l.counts.reduce((s, r) => s + used[r], 0),
      article: l.article,
    }));
    const binding = limits.reduce((a, b) => (b.ceiling_cents - b.used_cents < a.ceiling_cents - a.used_cents ? b : a));
    return {
      regulation,
      act: DE_MINIMIS_CEILINGS[regulation].act,
      ceiling_cents: limits[0].ceiling_cents,
      used_cents: limits[0].used_cents,
      headroom_cents: Math.max(0, binding.ceiling_cents - binding.used_cents),
      window_start,
      window_end,
      limits,
      binding_article: binding.article,
    };
  });
  const timeline = [...releases]
    .map(([k, c]) => {
      const [date, regulation] = k.split('|') as [string, DeMinimisRegulation];
      return { date, regulation, cents: c };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { at, window_start, window_end, regulations, aids: lines, releases: timeline };
}

export interface FitResult {
  fits: boolean;
  regulation: DeMinimisRegulation;
  new_aid_cents: number;
  headroom_cents: number;
  /** the largest new aid that fits (the headroom): what may be granted instead */
  largest_fitting_cents: number;
  article: string;
  /** Italian sentence for the verdict */
  reason: string;
}

const euro = (c: number) => formatEuro(c / 100);
/** Act of each regime whose art. 3(7) forbids granting any part of an aid that exceeds the ceiling. */
const NO_PART: Record<DeMinimisRegulation, string> = {
  general: 'Reg. (UE) 2023/2831, art. 3, par. 7',
  sgei: 'Reg. (UE) 2023/2832, art. 3, par. 7',
  agriculture: 'Reg. (UE) 1408/2013, art. 3, par. 7',
  fishery: 'Reg. (UE) 717/2014, art. 3, par. 7',
};

/**
 * Whether a new aid of `newAidCents` fits the headroom of `headroom` (one regulation of
 * {@link deMinimisHeadroom}). It fits when it does not exceed the headroom; otherwise it cannot be
 * granted in any part, not even the part within the ceiling (2023/2831 art. 3(7); same rule in
 * 2023/2832 art. 3(7), 1408/2013 art. 3(7), 717/2014 art. 3(7)), and the answer gives the largest
 * amount that would fit.
 */
export function fits(headroom: RegulationHeadroom, newAidCents: number): FitResult {
  cents(newAidCents, 'newAidCents');
  const ok = newAidCents <= headroom.headroom_cents;
  const base = {
    regulation: headroom.regulation,
    new_aid_cents: newAidCents,
    headroom_cents: headroom.headroom_cents,
    largest_fitting_cents: headroom.headroom_cents,
  };
  return ok
    ? {
        ...base,
        fits: true,
        article: headroom.binding_article,
        reason: `L'aiuto di ${euro(newAidCents)} rientra nel massimale: restano ${euro(headroom.headroom_cents - newAidCents)}`,
      }
    : {
        ...base,
        fits: false,
        article: NO_PART[headroom.regulation],
        reason: `L'aiuto di ${euro(newAidCents)} supera il massimale (${headroom.binding_article}) e non può essere concesso nemmeno in parte: importo massimo concedibile ${euro(headroom.headroom_cents)}`,
      };
}
