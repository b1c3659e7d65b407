import { browserAs, startTestApp, type Browser, type TestApp } from './helpers';
import { createProject, createUser, FACTORY_PASSWORD } from './factories';
import { createAnnouncementWithRequirements } from './clients-factories';

/**
 * Issue 12 moved the ATECO, territory and legal-form requirements of the eligibility SQL to keys
 * kept with each row (migration 0019: code prefixes, territory keys; legal-form labels resolved by
 * one key table per statement). This test asks both questions over HTTP on generated clients and
 * announcements with every kind of value those rules meet (codes and old free-text labels, comune / province /
 * region / nation / abroad clauses, legal and operating seats, ATECO sections to full codes, include
 * and exclude lists, missing data) and compares each verdict with a plain TypeScript reading of
 * docs/domain.md#eligibility ("Territory", "Legal form", the ATECO prefix rule).
 */
let app: TestApp;
let pid: number;
let manager: Browser;

type Verdict = 'met' | 'not_met' | 'unknown' | undefined;
interface Place {
  nation: string;
  region_code: string | null;
  province: string | null;
  city_istat_code: string | null;
}
interface GenClient {
  id: number;
  legal_form: string | null;
  ateco: string[];
  seats: Place[];
}
interface GenAnnouncement {
  id: number;
  legal_forms: string[];
  ateco: string[];
  include: boolean;
  places: Place[];
}
interface LegalForm {
  elf_code: string;
  name: string;
  abbreviations: string | null;
  active: boolean;
}

const clients: GenClient[] = [];
const announcements: GenAnnouncement[] = [];
let forms: LegalForm[] = [];

/** Deterministic PRNG (mulberry32), so a failure is reproducible. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(20261125);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const some = <T>(xs: readonly T[], max: number): T[] => [...new Set(Array.from({ length: Math.floor(rnd() * (max + 1)) }, () => pick(xs)))];

/** docs/domain.md "Legal form": the code a stored value stands for (code, else a label or abbreviation, active first, lowest code). */
function elfOf(value: string): string | null {
  const v = value.trim();
  const code = forms.find((f) => f.elf_code.trim() === v.toUpperCase());
  if (code) return code.elf_code.trim();
  const byLabel = forms
    .filter(
      (f) =>
        f.name.toLowerCase() === v.toLowerCase() ||
        (f.abbreviations ?? '')
          .toLowerCase()
          .split(';')
          .some((a) => a !== '' && a === v.toLowerCase()),
    )
    .sort((a, b) => Number(b.active) - Number(a.active) || a.elf_code.localeCompare(b.elf_code));
  return byLabel[0]?.elf_code.trim() ?? null;
}

function expectedLegal(announcement: GenAnnouncement, client: GenClient): Verdict {
  if (!announcement.legal_forms.length) return undefined;
  const code = client.legal_form && client.legal_form.trim() ? elfOf(client.legal_form) : null;
  if (!code) return 'unknown';
  return announcement.legal_forms.map((v) => elfOf(v) ?? v).includes(code) ? 'met' : 'not_met';
}

function expectedAteco(announcement: GenAnnouncement, client: GenClient): Verdict {
  if (!announcement.ateco.length) return undefined;
  if (!client.ateco.length) return 'unknown';
  const match = client.ateco.some((c) => announcement.ateco.some((a) => c.startsWith(a)));
  return match === announcement.include ? 'met' : 'not_met';
}

function expectedTerritory(announcement: GenAnnouncement, client: GenClient): Verdict {
  if (!announcement.places.length) return undefined;
  if (!client.seats.length) return 'unknown';
  const admits = (p: Place, s: Place) =>
    p.nation === s.nation &&
    (p.region_code === null || p.region_code === s.region_code) &&
    (p.province === null || p.province === s.province) &&
    (p.city_istat_code === null || p.city_istat_code === s.city_istat_code);
  return announcement.places.some((p) => client.seats.some((s) => admits(p, s))) ? 'met' : 'not_met';
}

const RULES = { legal_form: expectedLegal, ateco_codes: expectedAteco, territory: expectedTerritory };

beforeAll(async () => {
  app = await startTestApp();
  const ds = app.dataSource;
  pid = await createProject(ds, { name: 'Regole idoneità' });
  const m = await createUser(ds, 'client-manager', [pid]);
  manager = await browserAs(app, m.email, FACTORY_PASSWORD);
  forms = await ds.query(`SELECT elf_code, name, abbreviations, active FROM legal_forms`);
  // comuni of two provinces of one region and one comune elsewhere: every level can match or differ
  const comuni: { istat_code: string; province_acronym: string; region_code: string }[] = await ds.query(
    `SELECT istat_code, province_acronym, region_code FROM comuni WHERE name IN ('Milano', 'Sesto San Giovanni', 'Bergamo', 'Bari', 'Roma') ORDER BY istat_code`,
  );
  expect(comuni.length).toBe(5);
  const italian = comuni.map((c) => ({
    nation: 'Italia',
    region_code: c.region_code,
    province: c.province_acronym,
    city_istat_code: c.istat_code,
  }));
  const abroad: Place[] = ['Europa', 'Extra UE'].map((nation) => ({ nation, region_code: null, province: null, city_istat_code: null }));
  const legalValues = [
    'OV32',
    'P418',
    'T2X1',
    ' ov32 ',
    'S.R.L.',
    'srl',
    'Società A Responsabilità Limitata',
    'società per azioni',
    'ditta',
    '',
    null,
  ];
  const clientCodes = ['62.01.00', '62.02.00', '10.51.10', '01.11.00', '47.11.00'];
  const announcementCodes = ['62', '62.01', '62.01.00', '10', '10.51.1', '01.11.00', '47.1', '28'];
  for (let i = 0; i < 36; i++) {
    const legal = pick(legalValues);
    const [row] = await ds.query(`INSERT INTO clients (project_id, business_name, legal_form) VALUES ($1, $2, $3) RETURNING id`, [
      pid,
      `Impresa regole ${String(i).padStart(2, '0')}`,
      legal,
    ]);
    const ateco = some(clientCodes, 2);
    for (const [k, v] of ateco.entries())
      await ds.query(`INSERT INTO client_ateco_codes (client_id, value, "primary") VALUES ($1, $2, $3)`, [row.id, v, k === 0]);
    const seats: Place[] = [];
    if (rnd() < 0.85) seats.push(pick(italian));
    if (rnd() < 0.4) seats.push(pick([...italian, ...abroad]));
    for (const [k, s] of seats.entries())
      await ds.query(
        `INSERT INTO client_locations (client_id, kind, "primary", nation, region_code, province, city_istat_code) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.id, k === 0 ? 'legal' : 'operating', k === 0, s.nation, s.region_code, s.province, s.city_istat_code],
      );
    clients.push({ id: row.id, legal_form: legal, ateco, seats });
  }
  for (let i = 0; i < 30; i++) {
    const places: Place[] = some(
      [
        ...italian.map((c) => ({ ...c, province: null, city_istat_code: null })), // region
        ...italian.map((c) => ({ ...c, city_istat_code: null })), // province
        ...italian, // comune
        { nation: 'Italia', region_code: null, province: null, city_istat_code: null },
        ...abroad,
      ],
      3,
    );
    const announcement: Omit<GenAnnouncement, 'id'> = {
      legal_forms: some(['OV32', 'P418', 'Società A Responsabilità Limitata', 'S.R.L.', 'xyz'], 2),
      ateco: some(announcementCodes, 3),
      include: rnd() < 0.75,
      places,
    };
    const id = await createAnnouncementWithRequirements(ds, {
      projectId: pid,
      name: `Bando regole ${String(i).padStart(2, '0')}`,
      legal_forms: announcement.legal_forms,
      ateco: announcement.ateco,
      include_ateco_codes: announcement.include,
      locations: places.map((p) => ({
        nation: p.nation,
        region_code: p.region_code ?? undefined,
        province_acronym: p.province ?? undefined,
        city_istat_code: p.city_istat_code ?? undefined,
      })),
    });
    announcements.push({ id, ...announcement });
  }
});
afterAll(async () => {
  await app?.close();
});

interface Row {
  client?: { id: number };
  announcement?: { id: number };
  requirements: { requirement: string; verdict: string }[];
}
const verdictsOf = (r: Row) => {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(RULES)) out[key] = r.requirements.find((q) => q.requirement === key)?.verdict;
  return out;
};
const expected = (announcement: GenAnnouncement, client: GenClient) => {
  const out: Record<string, string | undefined> = {};
  for (const [key, rule] of Object.entries(RULES)) out[key] = rule(announcement, client);
  return out;
};

describe('eligibility keys give the verdicts of docs/domain.md (generated data)', () => {
  it('the generated set meets every verdict of every rule', () => {
    const seen = new Set<string>();
    for (const announcement of announcements)
      for (const client of clients) for (const [k, v] of Object.entries(expected(announcement, client))) seen.add(`${k}:${v}`);
    for (const key of Object.keys(RULES)) for (const v of ['met', 'not_met', 'unknown', 'undefined']) expect(seen).toContain(`${key}:${v}`);
  });

  it('clients for each announcement', async () => {
    const actual: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const announcement of announcements) {
      const res = await manager.get(`/api/projects/${pid}/announcements/${announcement.id}/eligible-clients?take=100`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(clients.length);
      const byId = new Map<number, Row>(res.body.data.map((r: Row) => [r.client!.id, r]));
      for (const client of clients) {
        actual[`${announcement.id}/${client.id}`] = verdictsOf(byId.get(client.id)!);
        want[`${announcement.id}/${client.id}`] = expected(announcement, client);
      }
    }
    expect(actual).toEqual(want);
  });

  it('announcements for each client', async () => {
    const actual: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const client of clients.slice(0, 12)) {
      const rows = new Map<number, Row>();
      for (let skip = 0; ; skip += 100) {
        const res = await manager.get(`/api/projects/${pid}/clients/${client.id}/eligible-announcements?take=100&skip=${skip}`);
        expect(res.status).toBe(200);
        for (const r of res.body.data as Row[]) rows.set(r.announcement!.id, r);
        if (rows.size >= res.body.total || !res.body.data.length) break;
      }
      for (const announcement of announcements) {
        actual[`${announcement.id}/${client.id}`] = verdictsOf(rows.get(announcement.id)!);
        want[`${announcement.id}/${client.id}`] = expected(announcement, client);
      }
    }
    expect(actual).toEqual(want);
  });

  it('a changed ATECO code or seat changes the verdict at once (keys kept by the database)', async () => {
    const ds = app.dataSource;
    const announcement = announcements.find(
      (c) => c.ateco.length && c.include && c.places.some((p) => p.city_istat_code) && !c.places.some((p) => p.nation === 'Extra UE'),
    )!;
    const client = clients[0];
    const place = announcement.places.find((p) => p.city_istat_code)!;
    const ask = async () => {
      const res = await manager.get(`/api/projects/${pid}/clients/${client.id}/eligible-announcements?announcement_id=${announcement.id}`);
      return verdictsOf(res.body.data[0]);
    };
    await ds.query(`DELETE FROM client_ateco_codes WHERE client_id = $1`, [client.id]);
    await ds.query(`INSERT INTO client_ateco_codes (client_id, value, "primary") VALUES ($1, $2, true)`, [
      client.id,
      announcement.ateco[0],
    ]);
    await ds.query(`DELETE FROM client_locations WHERE client_id = $1`, [client.id]);
    await ds.query(
      `INSERT INTO client_locations (client_id, kind, "primary", nation, region_code, province, city_istat_code) VALUES ($1, 'legal', true, $2, $3, $4, $5)`,
      [client.id, place.nation, place.region_code, place.province, place.city_istat_code],
    );
    expect(await ask()).toMatchObject({ ateco_codes: 'met', territory: 'met' });
    await ds.query(`UPDATE client_ateco_codes SET value = '99.00.09' WHERE client_id = $1`, [client.id]);
    await ds.query(
      `UPDATE client_locations SET nation = 'Extra UE', region_code = NULL, province = NULL, city_istat_code = NULL WHERE client_id = $1`,
      [client.id],
    );
    expect(await ask()).toMatchObject({ ateco_codes: 'not_met', territory: 'not_met' });
  });
});
