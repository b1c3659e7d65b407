import {
  DE_MINIMIS_CEILINGS,
  allocateSplit,
  deMinimisHeadroom,
  deMinimisRegulationOf,
  deMinimisWindow,
  fits,
  releaseDate,
  singleUndertaking,
  type DeMinimisAid,
  type DeMinimisRegulation,
  type SingleUndertakingInput,
  type UndertakingEnterprise,
} from '../src/index';

/**
 * The worked cases of issue 34, acceptance 1 (docs/domain.md#de-minimis): each case names the
 * article it shows. Amounts in cents: EUR 1 = 100.
 */
const EUR = (n: number) => Math.round(n * 100);

const company = (key: string): UndertakingEnterprise => ({ key, name: key.toUpperCase(), fiscal_code: null, client_id: null });
const aid = (beneficiary: string, grant_date: string, euros: number, regulation = '2023/2831', extra: Partial<DeMinimisAid> = {}) => ({
  beneficiary,
  grant_date,
  regulation,
  aid_element_cents: EUR(euros),
  ...extra,
});

/** The headroom of every regime (cents) for the single undertaking of `graph` (default: the client alone). */
function headroom(at: string, aids: DeMinimisAid[], graph?: Omit<SingleUndertakingInput, 'subject'>) {
  const members = graph ? singleUndertaking({ subject: 'c', ...graph }).members.map((m) => m.key) : ['c'];
  const s = deMinimisHeadroom(at, members, aids);
  return Object.fromEntries(s.regulations.map((r) => [r.regulation, r])) as Record<DeMinimisRegulation, (typeof s.regulations)[number]>;
}

interface Case {
  name: string;
  article: string;
  at: string;
  aids: DeMinimisAid[];
  graph?: Omit<SingleUndertakingInput, 'subject'>;
  /** expected used cents per regime's own ceiling and headroom (cents) */
  expect: Partial<Record<DeMinimisRegulation, { used: number; headroom: number }>>;
}

const CASES: Case[] = [
  {
    name: "aid on the window's first day counts (same calendar day three years before)",
    article: '2023/2831 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2023-06-15', 100_000)],
    expect: { general: { used: EUR(100_000), headroom: EUR(200_000) } },
  },
  {
    name: 'aid one day before the first day does not count',
    article: '2023/2831 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2023-06-14', 100_000)],
    expect: { general: { used: 0, headroom: EUR(300_000) } },
  },
  {
    name: "aid on the window's last day (the date itself) counts",
    article: '2023/2831 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2026-06-15', 100_000)],
    expect: { general: { used: EUR(100_000), headroom: EUR(200_000) } },
  },
  {
    name: 'aid granted the day after the date does not count yet',
    article: '2023/2831 art. 3(2), 3(4)',
    at: '2026-06-15',
    aids: [aid('c', '2026-06-16', 100_000)],
    expect: { general: { used: 0, headroom: EUR(300_000) } },
  },
  {
    name: 'leap year: at 29 February the window starts on 28 February (no 29th three years before)',
    article: '2023/2831 art. 3(2)',
    at: '2028-02-29',
    aids: [aid('c', '2025-02-28', 10_000), aid('c', '2025-02-27', 20_000)],
    expect: { general: { used: EUR(10_000), headroom: EUR(290_000) } },
  },
  {
    name: 'leap year: an aid of 29 February 2024 is inside on 28 February 2027',
    article: '2023/2831 art. 3(2)',
    at: '2027-02-28',
    aids: [aid('c', '2024-02-29', 10_000)],
    expect: { general: { used: EUR(10_000), headroom: EUR(290_000) } },
  },
  {
    name: 'leap year: and out on 1 March 2027',
    article: '2023/2831 art. 3(2)',
    at: '2027-03-01',
    aids: [aid('c', '2024-02-29', 10_000)],
    expect: { general: { used: 0, headroom: EUR(300_000) } },
  },
  {
    name: "a linked enterprise's aid counts: the parent's, and a sister's through the parent",
    article: '2023/2831 art. 2(2)(a) and second subparagraph',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 100_000), aid('parent', '2025-03-01', 50_000, 'UE1407/2013'), aid('sister', '2024-05-05', 70_000)],
    graph: {
      enterprises: ['c', 'parent', 'sister'].map(company),
      links: [
        { controller: 'parent', controlled: 'c', basis: 'voting_rights' },
        { controller: 'parent', controlled: 'sister', basis: 'board' },
      ],
    },
    expect: { general: { used: EUR(220_000), headroom: EUR(80_000) } },
  },
  {
    name: 'a link through a natural person does not make a single undertaking',
    article: '2023/2831 art. 2(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 100_000), aid('cousin', '2025-03-01', 150_000)],
    graph: { enterprises: ['c', 'cousin'].map(company), links: [{ controller: 'cousin', controlled: 'c', basis: 'natural_person' }] },
    expect: { general: { used: EUR(100_000), headroom: EUR(200_000) } },
  },
  {
    name: 'a merger carries the aid of the absorbed enterprise, granted before the merger',
    article: '2023/2831 art. 3(8)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 100_000), aid('absorbed', '2024-02-01', 120_000)],
    graph: { enterprises: ['c', 'absorbed'].map(company), links: [], mergers: [{ absorbed: 'absorbed', into: 'c', date: '2025-06-30' }] },
    expect: { general: { used: EUR(220_000), headroom: EUR(80_000) } },
  },
  {
    name: 'a split counts the part of the former aid allocated to the client',
    article: '2023/2831 art. 3(9)',
    at: '2026-06-15',
    aids: [aid('old', '2024-02-01', 200_000, '2023/2831', { counted_cents: EUR(50_000) })],
    graph: { enterprises: ['c', 'old'].map(company), links: [], splits: [{ predecessor: 'old', successor: 'c', date: '2025-01-01' }] },
    expect: { general: { used: EUR(50_000), headroom: EUR(250_000) } },
  },
  {
    name: 'SGEI de minimis cumulated with general: the general de minimis counts towards 750,000, SGEI not towards 300,000',
    article: '2023/2831 art. 5(1); 2023/2832 art. 3(2), art. 5(1)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 200_000), aid('c', '2024-09-01', 500_000, 'UE2832/2023')],
    expect: {
      general: { used: EUR(200_000), headroom: EUR(50_000) },
      sgei: { used: EUR(700_000), headroom: EUR(50_000) },
    },
  },
  {
    name: 'SGEI alone leaves the general ceiling whole',
    article: '2023/2831 art. 5(1)',
    at: '2026-06-15',
    aids: [aid('c', '2024-09-01', 300_000, 'Reg. (UE) 2023/2832')],
    expect: { general: { used: 0, headroom: EUR(300_000) }, sgei: { used: EUR(300_000), headroom: EUR(450_000) } },
  },
  {
    name: 'agriculture plus general: agricultural aid is limited by what the general de minimis left',
    article: '1408/2013 art. 3(2), art. 5(1); 2023/2831 art. 5(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 280_000)],
    expect: { general: { used: EUR(280_000), headroom: EUR(20_000) }, agriculture: { used: 0, headroom: EUR(20_000) } },
  },
  {
    name: 'agriculture plus general: the agricultural aid uses the general ceiling',
    article: '1408/2013 art. 3(2); 2023/2831 art. 5(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 50_000, 'UE1408/2013'), aid('c', '2025-02-10', 100_000)],
    expect: {
      general: { used: EUR(150_000), headroom: EUR(150_000) },
      agriculture: { used: EUR(50_000), headroom: 0 },
      fishery: { used: EUR(50_000), headroom: 0 },
    },
  },
  {
    name: 'fishery: 40,000',
    article: '717/2014 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 15_000, 'UE717/2014')],
    expect: { fishery: { used: EUR(15_000), headroom: EUR(25_000) }, general: { used: EUR(15_000), headroom: EUR(285_000) } },
  },
  {
    name: 'aid that is not de minimis (GBER) is recorded but not counted',
    article: '2023/2831 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 35_000, 'CE651/2014')],
    expect: { general: { used: 0, headroom: EUR(300_000) } },
  },
  {
    name: 'over the ceiling: no room, never a negative headroom',
    article: '2023/2831 art. 3(2)',
    at: '2026-06-15',
    aids: [aid('c', '2025-01-10', 250_000), aid('c', '2025-02-10', 100_000)],
    expect: { general: { used: EUR(350_000), headroom: 0 } },
  },
  {
    name: 'no aid recorded: the whole ceilings',
    article: '2023/2832 art. 3(2)',
    at: '2026-06-15',
    aids: [],
    expect: { sgei: { used: 0, headroom: EUR(750_000) } },
  },
];

describe('de minimis headroom: worked cases (issue 34, acceptance 1)', () => {
  it.each(CASES)('$name ($article)', (c) => {
    const h = headroom(c.at, c.aids, c.graph);
    for (const [regulation, want] of Object.entries(c.expect))
      expect([regulation, h[regulation as DeMinimisRegulation].used_cents, h[regulation as DeMinimisRegulation].headroom_cents]).toEqual([
        regulation,
        want.used,
        want.headroom,
      ]);
  });
});

describe('a new aid that would exceed the ceiling cannot be granted in any part (2023/2831 art. 3(7))', () => {
  const general = headroom('2026-06-15', [aid('c', '2025-01-10', 100_000)]).general;

  it('one cent over: refused, with the largest amount that fits', () => {
    const r = fits(general, EUR(200_000) + 1);
    expect(r).toMatchObject({ fits: false, largest_fitting_cents: EUR(200_000), article: 'Reg. (UE) 2023/2831, art. 3, par. 7' });
    expect(r.reason).toBe(
      "L'aiuto di 200.000,01 € supera il massimale (Reg. (UE) 2023/2831, art. 3, par. 2 e art. 5, par. 2) e non può essere concesso nemmeno in parte: importo massimo concedibile 200.000,00 €",
    );
  });

  it('exactly the headroom: fits, nothing left', () => {
    expect(fits(general, EUR(200_000))).toMatchObject({
      fits: true,
      largest_fitting_cents: EUR(200_000),
      reason: "L'aiuto di 200.000,00 € rientra nel massimale: restano 0,00 €",
    });
  });

  it('the SGEI cumulation limit is the one cited when it binds', () => {
    const g = headroom('2026-06-15', [aid('c', '2025-01-10', 200_000), aid('c', '2024-09-01', 500_000, 'UE2832/2023')]).general;
    expect(fits(g, EUR(50_000) + 1)).toMatchObject({ fits: false, largest_fitting_cents: EUR(50_000) });
    expect(g.binding_article).toBe('Reg. (UE) 2023/2831, art. 5, par. 1');
  });

  it('refuses amounts that are not integers of cents', () => {
    expect(() => fits(general, 10.5)).toThrow(RangeError);
    expect(() => fits(general, -1)).toThrow(RangeError);
  });
});

describe('the rolling window (2023/2831 art. 3(2))', () => {
  it.each([
    ['2026-06-15', '2023-06-15'],
    ['2028-02-29', '2025-02-28'],
    ['2027-02-28', '2024-02-28'],
    ['2024-02-29', '2021-02-28'],
  ])('at %s the window starts on %s', (at, start) => expect(deMinimisWindow(at)).toEqual({ window_start: start, window_end: at }));

  it.each([
    ['2023-06-15', '2026-06-16'],
    ['2024-02-29', '2027-03-01'],
    ['2025-02-28', '2028-03-01'], // at 2028-02-29 the window still starts on 2025-02-28
  ])('an aid of %s is available again on %s', (grant, release) => {
    expect(releaseDate(grant)).toBe(release);
    const [before] = deMinimisHeadroom(release, ['c'], [aid('c', grant, 1)]).aids;
    expect(before.in_window).toBe(false);
    const [last] = deMinimisHeadroom(
      new Date(Date.parse(`${release}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      ['c'],
      [aid('c', grant, 1)],
    ).aids;
    expect(last.in_window).toBe(true);
  });

  it('lists when the counted aid leaves the window, per regime', () => {
    const s = deMinimisHeadroom('2026-06-15', ['c'], [aid('c', '2024-03-01', 120_000), aid('c', '2025-01-10', 30_000, 'UE1408/2013')]);
    expect(s.releases).toEqual([
      { date: '2027-03-02', regulation: 'general', cents: EUR(120_000) },
      { date: '2028-01-11', regulation: 'agriculture', cents: EUR(30_000) },
    ]);
  });

  it('refuses dates that do not exist', () => {
    expect(() => deMinimisWindow('2025-02-29')).toThrow(RangeError);
  });
});

describe('the single undertaking (2023/2831 art. 2(2))', () => {
  it('lists the members with their relation and article, and the enterprises left out', () => {
    const u = singleUndertaking({
      subject: 'c',
      enterprises: ['c', 'parent', 'sister', 'sub', 'cousin', 'partner'].map(company),
      links: [
        { controller: 'parent', controlled: 'c', basis: 'voting_rights' },
        { controller: 'parent', controlled: 'sister', basis: 'shareholder_agreement' },
        { controller: 'c', controlled: 'sub', basis: 'dominant_influence' },
        { controller: 'cousin', controlled: 'c', basis: 'natural_person' },
        { controller: 'partner', controlled: 'sub', basis: 'partner' },
      ],
    });
    expect(u.members.map((m) => [m.key, m.relation, m.depth, m.article])).toEqual([
      ['c', 'self', 0, 'Reg. (UE) 2023/2831, art. 2, par. 2'],
      ['parent', 'controls', 1, 'Reg. (UE) 2023/2831, art. 2, par. 2, lett. a'],
      ['sub', 'controlled', 1, 'Reg. (UE) 2023/2831, art. 2, par. 2, lett. c'],
      ['sister', 'controlled', 2, 'Reg. (UE) 2023/2831, art. 2, par. 2, lett. d, secondo comma (tramite altre imprese)'],
    ]);
    expect(u.excluded.map((e) => [e.key, e.basis])).toEqual([
      ['cousin', 'natural_person'],
      ['partner', 'partner'],
    ]);
    expect(u.excluded[0].reason).toBe("COUSIN: collegata tramite persona fisica, non fa parte dell'impresa unica");
  });

  it('a link of unknown direction (SME data), a merger and a split make members with their articles', () => {
    const u = singleUndertaking({
      subject: 'c',
      enterprises: ['c', 'group', 'absorbed', 'old'].map(company),
      links: [{ controller: 'group', controlled: 'c', basis: 'linked', direction: 'unknown' }],
      mergers: [{ absorbed: 'absorbed', into: 'c', date: '2025-06-30' }],
      splits: [{ predecessor: 'old', successor: 'c', date: '2024-01-01' }],
    });
    expect(u.members.map((m) => [m.key, m.relation, m.article])).toEqual([
      ['c', 'self', 'Reg. (UE) 2023/2831, art. 2, par. 2'],
      ['group', 'linked', 'Reg. (UE) 2023/2831, art. 2, par. 2, lett. a-d'],
      ['absorbed', 'merged', 'Reg. (UE) 2023/2831, art. 3, par. 8'],
      ['old', 'split_from', 'Reg. (UE) 2023/2831, art. 3, par. 9'],
    ]);
    expect(u.members[1].reason).toBe('GROUP: collegata a C (impresa collegata)');
  });
});

describe('the single undertaking of a merged or former enterprise', () => {
  it("brings in the enterprises linked to it by control, with their aid up to the operation's date (art. 3(8), 3(9))", () => {
    const u = singleUndertaking({
      subject: 'c',
      enterprises: ['c', 'own-sub', 'absorbed', 'absorbed-sub', 'older', 'old', 'old-sub'].map(company),
      links: [
        { controller: 'c', controlled: 'own-sub', basis: 'voting_rights' },
        { controller: 'absorbed', controlled: 'absorbed-sub', basis: 'voting_rights' },
        { controller: 'old-sub', controlled: 'old', basis: 'linked', direction: 'unknown' },
      ],
      mergers: [
        { absorbed: 'absorbed', into: 'c', date: '2025-06-30' },
        // the absorbed enterprise had absorbed another before: the earlier date bounds it
        { absorbed: 'older', into: 'absorbed', date: '2024-01-31' },
      ],
      splits: [{ predecessor: 'old', successor: 'c', date: '2024-05-01' }],
    });
    expect(u.members.map((m) => [m.key, m.relation, m.until, m.split_share_of])).toEqual([
      ['c', 'self', null, null],
      ['own-sub', 'controlled', null, null],
      ['absorbed', 'merged', '2025-06-30', null],
      ['old', 'split_from', '2024-05-01', 'old'],
      ['absorbed-sub', 'controlled', '2025-06-30', null],
      ['older', 'merged', '2024-01-31', null],
      ['old-sub', 'linked', '2024-05-01', 'old'],
    ]);
    const sub = u.members.find((m) => m.key === 'absorbed-sub')!;
    expect(sub.article).toBe("Reg. (UE) 2023/2831, art. 2, par. 2, lett. a e art. 3, par. 8 (impresa unica dell'impresa incorporata)");
    expect(sub.reason).toBe(
      'ABSORBED-SUB: controllata da ABSORBED (maggioranza dei diritti di voto); contano gli aiuti fino al 2025-06-30',
    );
    expect(u.members.find((m) => m.key === 'old-sub')!.article).toContain('art. 3, par. 9');
  });
});

describe('regulations and allocation', () => {
  it.each([
    ['UE2831/2023', 'general'],
    ['Reg. (UE) 2023/2831', 'general'],
    ['UE1407/2013', 'general'],
    ['UE2832/2023', 'sgei'],
    ['360/2012', 'sgei'],
    ['Reg. (UE) n. 1408/2013', 'agriculture'],
    ['UE717/2014', 'fishery'],
    ['CE651/2014', null],
    ['', null],
  ])('%s is %s', (code, regime) => expect(deMinimisRegulationOf(code)).toBe(regime));

  it('the ceilings of the four regulations', () => {
    expect(Object.fromEntries(Object.entries(DE_MINIMIS_CEILINGS).map(([k, v]) => [k, v.ceiling_cents]))).toEqual({
      general: EUR(300_000),
      sgei: EUR(750_000),
      agriculture: EUR(50_000),
      fishery: EUR(40_000),
    });
  });

  it('a split allocated on the book value of equity adds up to the aid (art. 3(9))', () => {
    expect(allocateSplit(EUR(100_000), [1, 1, 1])).toEqual([3_333_334, 3_333_333, 3_333_333]);
    expect(allocateSplit(1001, [3, 1])).toEqual([751, 250]);
  });
});

describe('the regulation of an announcement: its ceiling and its cumulation (docs/domain.md#de-minimis-regulations)', () => {
  const at = '2026-06-15';
  it.each([
    ['general', EUR(300_000), '2023/2831 art. 3(2)'],
    ['sgei', EUR(750_000), '2023/2832 art. 3(2)'],
    ['agriculture', EUR(50_000), '1408/2013 art. 3(2) as amended by 2024/3118'],
    ['fishery', EUR(40_000), '717/2014 art. 3(2) as amended by 2023/2391'],
  ] as const)('%s: the ceiling fits, one cent more does not (%s, %s)', (regulation, ceiling, article) => {
    expect(article).toContain(DE_MINIMIS_CEILINGS[regulation].act);
    const h = headroom(at, [])[regulation];
    expect(fits(h, ceiling).fits).toBe(true);
    expect(fits(h, ceiling + 1)).toMatchObject({ fits: false, largest_fitting_cents: ceiling });
  });

  it.each([
    // [regulation of the announcement, aid received (EUR, regulation), headroom EUR, article]
    ['agriculture', [[270_000, '2023/2831']], 30_000, 'Reg. (UE) 1408/2013, art. 5, par. 1'],
    ['agriculture', [[20_000, '717/2014']], 30_000, 'Reg. (UE) 1408/2013, art. 3, par. 2 e art. 5, par. 2'],
    ['fishery', [[270_000, '2023/2831']], 30_000, 'Reg. (UE) 717/2014, art. 5, par. 2'],
    ['fishery', [[15_000, '1408/2013']], 25_000, 'Reg. (UE) 717/2014, art. 3, par. 2 e art. 5, par. 1'],
    ['sgei', [[300_000, '2023/2831']], 450_000, 'Reg. (UE) 2023/2832, art. 3, par. 2 e art. 5, par. 1'],
    ['general', [[600_000, '2023/2832']], 150_000, 'Reg. (UE) 2023/2831, art. 5, par. 1'],
  ] as const)('%s after %j: %d EUR left (%s)', (regulation, received, left, article) => {
    const h = headroom(
      at,
      received.map(([euros, reg]) => aid('c', '2025-03-01', euros, reg)),
    )[regulation];
    expect([h.headroom_cents, h.binding_article]).toEqual([EUR(left), article]);
  });
});
