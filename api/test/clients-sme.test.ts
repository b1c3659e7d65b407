import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { INVESTOR_KINDS, SME_MESSAGES, makePartitaIva, type InvestorKind } from '@bandi/domain';

/**
 * SME size through the real endpoints (issue 10, acceptance 3): the yearly figures and related
 * enterprises stored by POST/PUT /api/projects/{pid}/clients, and the dimension read back by GET
 * (Racc. 2003/361/CE, art. 4(2) two-year rule, art. 3(2) exempt investors, art. 4(3) estimates).
 */
let app: TestApp;
let pid: number;
let manager: Browser;
let seq = 0;
const vat = () => makePartitaIva(String(7000000 + Math.floor(Math.random() * 2000000) + seq++), '047');

beforeAll(async () => {
  app = await startTestApp();
  pid = await createProject(app.dataSource, { name: 'Dimensione PMI' });
  const m = await createUser(app.dataSource, 'client-manager', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

const MICRO = { headcount: 8, turnover: 1_500_000, balance_sheet_total: 1_000_000 };
const SMALL = { headcount: 30, turnover: 8_000_000, balance_sheet_total: 6_000_000 };
const MEDIUM = { headcount: 120, turnover: 30_000_000, balance_sheet_total: 25_000_000 };
const url = () => `/api/projects/${pid}/clients`;

async function create(body: Record<string, unknown>) {
  const res = await manager.send('post', url(), { business_name: `PMI ${seq++} S.r.l.`, vat_number: vat(), ...body });
  expect(res.status).toBe(201);
  return res.body;
}
async function update(id: number, body: Record<string, unknown>) {
  const res = await manager.send('put', `${url()}/${id}`, body);
  expect(res.status).toBe(200);
  // what the card reads
  return (await manager.get(`${url()}/${id}`).expect(200)).body;
}

describe('art. 4(2): two consecutive accounting periods', () => {
  it('crossing the ceilings once keeps the class, twice changes it', async () => {
    const c = await create({
      clients_history: [
        { year: 2024, ...MICRO },
        { year: 2025, ...SMALL },
      ],
    });
    expect(c.company_dimension).toBe('micro');
    expect(c.company_dimension_computed).toBe('micro');
    expect(c.company_dimension_details).toMatchObject({ reference_year: 2025, basis: 'approved', decided_by: 'art. 4, par. 2' });
    expect(c.company_dimension_details.reason).toContain('Classe mantenuta: soglie superate solo nel 2025 (art. 4, par. 2)');
    expect(
      c.company_dimension_details.years.map((y: { year: number; class: string; status: string }) => [y.year, y.class, y.status]),
    ).toEqual([
      [2024, 'micro', 'micro'],
      [2025, 'small', 'micro'],
    ]);
    // eligibility reads the reference year's figures
    const [row] = await app.dataSource.query(`SELECT latest_headcount FROM clients WHERE id = $1`, [c.id]);
    expect(Number(row.latest_headcount)).toBe(30);

    const after = await update(c.id, {
      clients_history: [
        { year: 2024, ...MICRO },
        { year: 2025, ...SMALL },
        { year: 2026, ...SMALL },
      ],
    });
    expect(after.company_dimension).toBe('small');
    expect(after.company_dimension_details.reason).toContain('soglie superate nel 2025 e nel 2026 (art. 4, par. 2)');
    // the list filter uses the stored class
    const list = await manager.get(`${url()}?dimension=small&search=${encodeURIComponent(after.business_name)}`).expect(200);
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
  });

  it('going below the ceilings once keeps the class, twice changes it', async () => {
    const c = await create({
      clients_history: [
        { year: 2024, ...MEDIUM },
        { year: 2025, ...SMALL },
      ],
    });
    expect(c.company_dimension).toBe('medium');
    expect(c.company_dimension_details.reason).toContain('Classe mantenuta: sotto le soglie solo nel 2025 (art. 4, par. 2)');
    const after = await update(c.id, {
      clients_history: [...c.clients_history.map(({ id: _i, ...h }: { id: number }) => h), { year: 2026, ...SMALL }],
    });
    expect(after.clients_history.map((h: { year: number }) => h.year)).toEqual([2026, 2025, 2024]);
    expect(after.company_dimension).toBe('small');
  });

  it('the yearly figures of a partner count for the same year', async () => {
    const partner = {
      name: 'Partner S.p.A.',
      share_percent: 40,
      headcount: 60,
      turnover: 5_000_000,
      balance_sheet_total: 4_000_000,
      history: [
        { year: 2024, headcount: 60, turnover: 5_000_000, balance_sheet_total: 4_000_000 },
        { year: 2025, headcount: 10, turnover: 1_000_000, balance_sheet_total: 1_000_000 },
      ],
    };
    // 2024: 30 + 24 = 54 ULA (medium), 2025: 30 + 4 = 34 (small): the medium class of 2024 is kept
    const c = await create({
      associated: true,
      associated_companies: [partner],
      clients_history: [
        { year: 2024, ...SMALL },
        { year: 2025, ...SMALL },
      ],
    });
    expect(c.company_dimension_details.years.map((y: { totals: { headcount: number } }) => y.totals.headcount)).toEqual([54, 34]);
    expect(c.company_dimension).toBe('medium');
    expect(c.associated_companies[0].history).toEqual([
      { year: 2025, headcount: 10, turnover: 1_000_000, balance_sheet_total: 1_000_000 },
      { year: 2024, headcount: 60, turnover: 5_000_000, balance_sheet_total: 4_000_000 },
    ]);
  });
});

describe('art. 4(3): a newly established enterprise', () => {
  it('uses the good-faith estimate until accounts are approved', async () => {
    const c = await create({ clients_history: [{ year: 2026, ...SMALL, estimate: true }] });
    expect(c.company_dimension).toBe('small');
    expect(c.company_dimension_details).toMatchObject({ basis: 'estimate', decided_by: 'art. 4, par. 3' });
    expect(c.clients_history[0]).toMatchObject({ year: 2026, estimate: true });
    const approved = await update(c.id, {
      clients_history: [
        { year: 2026, ...MICRO },
        { year: 2027, ...SMALL, estimate: true },
      ],
    });
    expect(approved.company_dimension).toBe('micro');
    expect(approved.company_dimension_details.basis).toBe('approved');
  });
});

describe('art. 3(2): exempt investors', () => {
  const investor = (investor_kind: InvestorKind | null, extra: Record<string, unknown> = {}) => ({
    name: 'Investitore',
    share_percent: 30,
    headcount: 200,
    turnover: 40_000_000,
    balance_sheet_total: 30_000_000,
    investor_kind,
    invested_amount: investor_kind === 'business_angel' ? 1_250_000 : null,
    ...extra,
  });

  it('an ordinary 30% partner makes the firm medium', async () => {
    const c = await create({ associated_companies: [investor(null)], clients_history: [{ year: 2025, ...SMALL }] });
    expect(c.company_dimension).toBe('medium');
  });

  it.each(INVESTOR_KINDS.map((k) => [k]))('a 30%% stake of %s leaves the firm autonomous', async (kind) => {
    const c = await create({ associated_companies: [investor(kind)], clients_history: [{ year: 2025, ...SMALL }] });
    expect(c.company_dimension).toBe('small');
    expect(c.associated_companies[0]).toMatchObject({ investor_kind: kind, share_percent: 30 });
    const rule = c.company_dimension_details.rules.find((r: { text: string }) => r.text.startsWith('Investitore:'));
    expect(rule.article).toMatch(/^art\. 3, par\. 2, lett\. [abcd]$/);
    expect(rule.text).toContain("non rende l'impresa associata");
    // the same investor with a majority stake is linked
    const linked = await update(c.id, { associated_companies: [investor(kind, { share_percent: 60 })] });
    expect(linked.company_dimension).toBe('medium');
  });

  it('a business angel above EUR 1,250,000 invested is a partner', async () => {
    const c = await create({
      associated_companies: [investor('business_angel', { invested_amount: 1_250_000.01 })],
      clients_history: [{ year: 2025, ...SMALL }],
    });
    expect(c.associated_companies[0].invested_amount).toBe(1_250_000.01);
    expect(c.company_dimension).toBe('medium');
  });

  it('422 with Italian messages on the field', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await manager.send('post', url(), { business_name: 'Errata S.r.l.', ...body });
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect((await bad({ associated_companies: [investor('bank' as InvestorKind)] }))['associated_companies.0.investor_kind']).toEqual([
      SME_MESSAGES.investorKind,
    ]);
    expect((await bad({ connected_companies: [investor('venture_capital')] }))['connected_companies.0.investor_kind']).toEqual([
      SME_MESSAGES.investorKindNotPartner,
    ]);
    expect(
      (await bad({ associated_companies: [investor('business_angel', { invested_amount: null })] }))[
        'associated_companies.0.invested_amount'
      ],
    ).toEqual([SME_MESSAGES.investedAmountRequired]);
    expect(
      (
        await bad({
          clients_history: [
            { year: 2025, ...MICRO },
            { year: 2024, ...MICRO, estimate: true },
          ],
        })
      )['clients_history.1.estimate'],
    ).toEqual([SME_MESSAGES.estimateBeforeApproved]);
  });
});
