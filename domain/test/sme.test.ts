import { classify, computeSmeDimension, relationTreatment, type SmeFigures, type SmeRelatedEnterprise } from '../src/sme';

/** A single approved year (2024) of own figures, as the cases of issue 4 were written. */
const run = (x: { own: SmeFigures | null; related: SmeRelatedEnterprise[]; public_bodies_share: number | null }) =>
  computeSmeDimension({ history: x.own ? [{ year: 2024, ...x.own }] : [], related: x.related, public_bodies_share: x.public_bodies_share });

/** EU Recommendation 2003/361: the four worked cases of issue 4 plus the ceilings. */
describe('SME dimension (Racc. 2003/361/CE)', () => {
  it('an autonomous micro firm', () => {
    const r = run({
      own: { headcount: 8, turnover: 1_500_000, balance_sheet_total: 900_000 },
      related: [],
      public_bodies_share: 0,
    });
    expect(r.dimension).toBe('micro');
    expect(r.steps).toHaveLength(1);
    expect(r.reason).toMatch(/impresa autonoma/);
  });

  it('a firm with a 30% partner adds 30% of the partner data', () => {
    // own: 40 ULA, 8 M turnover, 6 M balance -> small on its own
    const own = { headcount: 40, turnover: 8_000_000, balance_sheet_total: 6_000_000 };
    expect(run({ own, related: [], public_bodies_share: 0 }).dimension).toBe('small');
    const r = run({
      own,
      related: [
        {
          kind: 'associated',
          name: 'Partner S.p.A.',
          share_percent: 30,
          headcount: 50,
          turnover: 10_000_000,
          balance_sheet_total: 8_000_000,
        },
      ],
      public_bodies_share: 0,
    });
    expect(r.totals).toEqual({ headcount: 55, turnover: 11_000_000, balance_sheet_total: 8_400_000 });
    expect(r.steps[1].factor).toBeCloseTo(0.3);
    expect(r.dimension).toBe('medium'); // 55 ULA >= 50
  });

  it('a 20% holding is autonomous and not added', () => {
    const r = run({
      own: { headcount: 40, turnover: 8_000_000, balance_sheet_total: 6_000_000 },
      related: [
        {
          kind: 'associated',
          name: 'Socio minore',
          share_percent: 20,
          headcount: 500,
          turnover: 90_000_000,
          balance_sheet_total: 80_000_000,
        },
      ],
      public_bodies_share: null,
    });
    expect(r.dimension).toBe('small');
    expect(r.steps).toHaveLength(1);
  });

  it('a 60% linked company is added in full and tips the firm into medium', () => {
    const own = { headcount: 30, turnover: 5_000_000, balance_sheet_total: 4_000_000 };
    const r = run({
      own,
      related: [
        {
          kind: 'associated',
          name: 'Controllata S.r.l.',
          share_percent: 60,
          headcount: 30,
          turnover: 6_000_000,
          balance_sheet_total: 7_000_000,
        },
      ],
      public_bodies_share: 0,
    });
    expect(r.steps[1].factor).toBe(1);
    expect(r.totals).toEqual({ headcount: 60, turnover: 11_000_000, balance_sheet_total: 11_000_000 });
    expect(r.dimension).toBe('medium');
  });

  it('a firm 25% held by a public body is not an SME', () => {
    const r = run({
      own: { headcount: 5, turnover: 300_000, balance_sheet_total: 200_000 },
      related: [],
      public_bodies_share: 25,
    });
    expect(r.dimension).toBe('large');
    expect(r.reason).toMatch(/Non PMI/);
    expect(
      run({
        own: { headcount: 5, turnover: 300_000, balance_sheet_total: 200_000 },
        related: [],
        public_bodies_share: 24.9,
      }).dimension,
    ).toBe('micro');
  });

  it('ceilings: staff mandatory, one financial ceiling is enough', () => {
    expect(classify({ headcount: 9, turnover: 5_000_000, balance_sheet_total: 2_000_000 })).toBe('micro');
    expect(classify({ headcount: 10, turnover: 1, balance_sheet_total: 1 })).toBe('small');
    expect(classify({ headcount: 249, turnover: 60_000_000, balance_sheet_total: 43_000_000 })).toBe('medium');
    expect(classify({ headcount: 249, turnover: 60_000_000, balance_sheet_total: 44_000_000 })).toBe('large');
    expect(classify({ headcount: 250, turnover: 1, balance_sheet_total: 1 })).toBe('large');
    expect(
      relationTreatment({ kind: 'connected_by_person', name: 'X', share_percent: null, headcount: 1, turnover: 1, balance_sheet_total: 1 })
        .factor,
    ).toBe(1);
  });

  it('missing data gives no class', () => {
    expect(run({ own: null, related: [], public_bodies_share: 0 }).dimension).toBeNull();
    expect(
      run({ own: { headcount: 3, turnover: null, balance_sheet_total: null }, related: [], public_bodies_share: 0 }).dimension,
    ).toBeNull();
  });
});
