import {
  BUSINESS_ANGEL_MAX_INVESTMENT,
  INVESTOR_KINDS,
  SME_MESSAGES,
  computeSmeDimension,
  smeErrors,
  type InvestorKind,
  type SmeRelatedEnterprise,
  type SmeYearFigures,
} from '../src/index';

/** Figures of a micro (8 ULA, 1.5 M), small (30 ULA, 8 M), medium (120 ULA, 30 M) and large (300 ULA) year. */
const MICRO = { headcount: 8, turnover: 1_500_000, balance_sheet_total: 1_000_000 };
const SMALL = { headcount: 30, turnover: 8_000_000, balance_sheet_total: 6_000_000 };
const MEDIUM = { headcount: 120, turnover: 30_000_000, balance_sheet_total: 25_000_000 };
const LARGE = { headcount: 300, turnover: 80_000_000, balance_sheet_total: 70_000_000 };

const years = (first: number, ...figures: (typeof MICRO)[]): SmeYearFigures[] => figures.map((f, i) => ({ year: first + i, ...f }));
const dim = (history: SmeYearFigures[], related: SmeRelatedEnterprise[] = []) =>
  computeSmeDimension({ history, related, public_bodies_share: 0 });

describe('art. 4(2): the class changes only after two consecutive accounting periods', () => {
  it('a single year decides on its own (art. 4(1))', () => {
    const r = dim(years(2025, SMALL));
    expect(r).toMatchObject({ dimension: 'small', reference_year: 2025, basis: 'approved', decided_by: 'art. 2' });
    expect(r.rules[0]).toEqual({ article: 'art. 4, par. 1', text: "Dati dell'ultimo esercizio approvato (2025), su base annua" });
  });

  it('crossing the ceilings once keeps the class', () => {
    const r = dim(years(2024, MICRO, SMALL));
    expect(r.dimension).toBe('micro');
    expect(r.decided_by).toBe('art. 4, par. 2');
    expect(r.reason).toContain('Classe mantenuta: soglie superate solo nel 2025 (art. 4, par. 2)');
    expect(r.totals).toEqual(SMALL); // the figures are those of the latest year
    expect(r.years.map((y) => [y.year, y.class, y.status])).toEqual([
      [2024, 'micro', 'micro'],
      [2025, 'small', 'micro'],
    ]);
  });

  it('crossing them in two consecutive years changes it', () => {
    const r = dim(years(2023, MICRO, SMALL, SMALL));
    expect(r.dimension).toBe('small');
    expect(r.reason).toContain('Classe cambiata da micro impresa a piccola impresa: soglie superate nel 2024 e nel 2025 (art. 4, par. 2)');
  });

  it('going below the ceilings once keeps the class, twice changes it', () => {
    const once = dim(years(2024, MEDIUM, SMALL));
    expect(once.dimension).toBe('medium');
    expect(once.reason).toContain('Classe mantenuta: sotto le soglie solo nel 2025 (art. 4, par. 2)');
    const twice = dim(years(2023, MEDIUM, SMALL, SMALL));
    expect(twice.dimension).toBe('small');
    expect(twice.reason).toContain('soglie nel 2024 e nel 2025');
  });

  it('after two different crossings the class is the one whose ceilings were crossed in both years', () => {
    // micro, then medium and small: the micro ceilings are crossed twice, the small ones once
    expect(dim(years(2023, MICRO, MEDIUM, SMALL)).dimension).toBe('small');
    // large, then micro and small: below the medium ceilings twice, below the small ones once
    expect(dim(years(2023, LARGE, MICRO, SMALL)).dimension).toBe('small');
  });

  it('a crossing followed by a return keeps the class; up then down is not two crossings', () => {
    expect(dim(years(2022, SMALL, MEDIUM, SMALL, MEDIUM)).dimension).toBe('small');
    expect(dim(years(2023, SMALL, MEDIUM, MICRO)).dimension).toBe('small');
  });

  it('two crossings that are not consecutive accounting periods keep the class', () => {
    const r = dim([
      { year: 2022, ...MICRO },
      { year: 2023, ...SMALL },
      { year: 2025, ...SMALL },
    ]);
    expect(r.dimension).toBe('micro');
    expect(r.reason).toContain('soglie superate nel 2025, esercizio 2024 non disponibile (art. 4, par. 2)');
    const incomplete = dim([
      { year: 2023, ...MICRO },
      { year: 2024, headcount: null, turnover: null, balance_sheet_total: null },
      { year: 2025, ...SMALL },
    ]);
    expect(incomplete.dimension).toBe('micro');
    expect(incomplete.reason).toContain("soglie superate nel 2025, dati dell'esercizio 2024 incompleti (art. 4, par. 2)");
  });

  it('the rule works on the aggregated figures: a partner added in both years changes the class', () => {
    const partner: SmeRelatedEnterprise = {
      kind: 'associated',
      name: 'Partner S.p.A.',
      share_percent: 40,
      headcount: 10,
      turnover: 1_000_000,
      balance_sheet_total: 1_000_000,
      history: [
        { year: 2024, headcount: 10, turnover: 1_000_000, balance_sheet_total: 1_000_000 },
        { year: 2025, headcount: 60, turnover: 5_000_000, balance_sheet_total: 4_000_000 },
      ],
    };
    // own 30 ULA both years: 2024 30+4 = 34 (small), 2025 30+24 = 54 (medium): crossed once
    const r = dim(years(2024, SMALL, SMALL), [partner]);
    expect(r.years.map((y) => y.totals?.headcount)).toEqual([34, 54]);
    expect(r.dimension).toBe('small');
    expect(r.steps[1]).toMatchObject({ label: 'Partner S.p.A.', headcount: 60, year: 2025, factor: 0.4 });
    // without a figure for a year the partner's latest known figures count (2026: 60 ULA, 30 + 24 = 54 again)
    const next = dim(years(2024, SMALL, SMALL, SMALL), [
      { ...partner, headcount: 60, turnover: 5_000_000, balance_sheet_total: 4_000_000 },
    ]);
    expect(next.dimension).toBe('medium');
    expect(next.steps[1].year).toBeNull();
    // a year of the partner without ULA is not a figure of that year: the latest known ones count
    const blank = dim(years(2025, SMALL), [
      { ...partner, history: [{ year: 2025, headcount: null, turnover: null, balance_sheet_total: null }] },
    ]);
    expect(blank.steps[1]).toMatchObject({ headcount: 10, year: null });
    expect(blank.reason).toContain('dati aggregati con 1 impresa associata/collegata');
  });
});

describe('art. 4(3): newly established enterprises', () => {
  it('without approved accounts the good-faith estimate of the year is used', () => {
    const r = dim([{ year: 2026, ...SMALL, estimate: true }]);
    expect(r).toMatchObject({ dimension: 'small', basis: 'estimate', reference_year: 2026, decided_by: 'art. 4, par. 3' });
    expect(r.reason).toContain('stima in buona fede');
  });
  it('once an accounting period is approved the estimate no longer counts (art. 4(1))', () => {
    const r = dim([
      { year: 2025, ...MICRO },
      { year: 2026, ...SMALL, estimate: true },
    ]);
    expect(r).toMatchObject({ dimension: 'micro', basis: 'approved', reference_year: 2025 });
    expect(r.rules.map((x) => x.text)).toContain('Stima 2026 non considerata: esiste un esercizio approvato');
  });
  it('missing figures of the reference year give no class', () => {
    const r = dim([
      { year: 2024, ...MICRO },
      { year: 2025, headcount: null, turnover: 1, balance_sheet_total: 1 },
    ]);
    expect(r.dimension).toBeNull();
    expect(r.reason).toBe("Dati mancanti per l'esercizio 2025: ULA non indicate");
  });
});

describe('art. 3(2): stakes of exempt investors do not make a partner enterprise', () => {
  // own: small (30 ULA); a 30% investor with 200 ULA would add 60 ULA -> medium
  const investor = (investor_kind: InvestorKind | null, extra: Partial<SmeRelatedEnterprise> = {}): SmeRelatedEnterprise => ({
    kind: 'associated',
    name: 'Investitore',
    share_percent: 30,
    headcount: 200,
    turnover: 40_000_000,
    balance_sheet_total: 30_000_000,
    investor_kind,
    invested_amount: investor_kind === 'business_angel' ? 500_000 : null,
    ...extra,
  });
  const LETTER: Record<InvestorKind, string> = {
    public_investment_corporation: 'a',
    venture_capital: 'a',
    business_angel: 'a',
    university_research: 'b',
    institutional_investor: 'c',
    local_authority: 'd',
  };

  it('an ordinary 30% partner is added pro rata', () => {
    const r = dim(years(2025, SMALL), [investor(null)]);
    expect(r.dimension).toBe('medium');
    expect(r.totals?.headcount).toBe(90);
  });

  it.each(INVESTOR_KINDS.map((k) => [k]))('%s with 30%%: autonomous, data not added', (kind) => {
    const r = dim(years(2025, SMALL), [investor(kind)]);
    expect(r.dimension).toBe('small');
    expect(r.steps).toHaveLength(1);
    expect(r.reason).toMatch(/impresa autonoma/);
    const rule = r.rules.find((x) => x.text.startsWith('Investitore:'));
    expect(rule?.article).toBe(`art. 3, par. 2, lett. ${LETTER[kind]}`);
    expect(rule?.text).toMatch(/non rende l'impresa associata/);
  });

  it.each(INVESTOR_KINDS.map((k) => [k]))('%s with more than 50%%: linked, data added in full', (kind) => {
    const r = dim(years(2025, SMALL), [investor(kind, { share_percent: 51 })]);
    expect(r.dimension).toBe('medium');
    expect(r.totals?.headcount).toBe(230);
  });

  it('business angels: exempt up to EUR 1,250,000 invested in total, partners above', () => {
    const at = dim(years(2025, SMALL), [investor('business_angel', { invested_amount: BUSINESS_ANGEL_MAX_INVESTMENT })]);
    expect(at.dimension).toBe('small');
    const over = dim(years(2025, SMALL), [investor('business_angel', { invested_amount: BUSINESS_ANGEL_MAX_INVESTMENT + 1 })]);
    expect(over.dimension).toBe('medium');
    expect(over.rules.find((x) => x.text.startsWith('Investitore:'))?.text).toMatch(/oltre 1\.250\.000 EUR: impresa associata/);
    // two angels of 700,000 each: 1,400,000 in total, neither is exempt
    const two = dim(years(2025, SMALL), [
      investor('business_angel', { name: 'Angel 1', invested_amount: 700_000, share_percent: 25 }),
      investor('business_angel', { name: 'Angel 2', invested_amount: 700_000, share_percent: 25 }),
    ]);
    expect(two.steps).toHaveLength(3);
    // without the amount the exemption cannot be checked
    expect(dim(years(2025, SMALL), [investor('business_angel', { invested_amount: null })]).dimension).toBe('medium');
  });

  it('a public body holding 25% or more: not an SME (art. 3(4))', () => {
    const r = computeSmeDimension({ history: years(2025, MICRO), related: [], public_bodies_share: 25 });
    expect(r).toMatchObject({ dimension: 'large', decided_by: 'art. 3, par. 4' });
  });
});

describe('smeErrors', () => {
  it('accepts a valid body', () => {
    expect(
      smeErrors({
        clients_history: [{ year: 2025 }, { year: 2026, estimate: true }],
        associated_companies: [{ investor_kind: 'business_angel', invested_amount: 100_000, history: [{ year: 2025 }] }],
      }),
    ).toEqual({});
  });
  it('names each wrong field', () => {
    expect(
      smeErrors({
        clients_history: [{ year: 2025 }, { year: 2025 }, { year: 2024, estimate: true }],
        associated_companies: [
          { investor_kind: 'bank' },
          { investor_kind: 'business_angel', invested_amount: '' },
          { history: [{ year: 1 }, { year: 1 }] },
        ],
        connected_companies: [{ investor_kind: 'venture_capital' }],
      }),
    ).toEqual({
      clients_history: [SME_MESSAGES.yearRepeated],
      'clients_history.2.estimate': [SME_MESSAGES.estimateBeforeApproved],
      'associated_companies.0.investor_kind': [SME_MESSAGES.investorKind],
      'associated_companies.1.invested_amount': [SME_MESSAGES.investedAmountRequired],
      'associated_companies.2.history': [SME_MESSAGES.yearRepeated],
      'connected_companies.0.investor_kind': [SME_MESSAGES.investorKindNotPartner],
    });
  });
});
