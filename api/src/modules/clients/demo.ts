import type { EntityManager } from 'typeorm';
import { recomputeDimension } from './sme.repository';
import { TenantQuery } from '../../common/tenancy/tenant-query';

/**
 * Demo data of issue 4 for the seeded clients (in the order of seed.ts CLIENTS): legal seat from
 * the comuni table, ATECO 2025 codes, the last two years of figures (ULA, EUR) and the company
 * dimension computed per Racc. 2003/361/CE, so that "Bandi potenziali" has something to say.
 */
const DEMO: {
  ateco: string[];
  constitution: string;
  history: [number, number, number][];
  cciaa: 'yes' | 'no';
  female?: boolean;
  youth?: boolean;
}[] = [
  {
    ateco: ['28.41.00'],
    constitution: '1978-04-12',
    history: [
      [38, 7_400_000, 6_100_000],
      [41, 8_200_000, 6_600_000],
    ],
    cciaa: 'yes',
  },
  {
    ateco: ['10.51.20'],
    constitution: '1994-09-01',
    history: [
      [14, 3_100_000, 2_400_000],
      [16, 3_500_000, 2_600_000],
    ],
    cciaa: 'yes',
  },
  {
    ateco: ['13.20.00'],
    constitution: '1961-02-20',
    history: [
      [120, 28_000_000, 24_000_000],
      [112, 26_500_000, 23_800_000],
    ],
    cciaa: 'yes',
  },
  {
    ateco: ['62.10.00', '73.11.01'],
    constitution: '2021-06-15',
    history: [
      [4, 310_000, 180_000],
      [6, 480_000, 260_000],
    ],
    cciaa: 'yes',
    youth: true,
    female: true,
  },
  {
    ateco: ['01.21.00'],
    constitution: '2003-03-03',
    history: [
      [3, 420_000, 900_000],
      [3, 450_000, 950_000],
    ],
    cciaa: 'no',
  },
  {
    ateco: ['10.41.10'],
    constitution: '1987-11-05',
    history: [
      [22, 9_800_000, 7_200_000],
      [24, 11_300_000, 7_900_000],
    ],
    cciaa: 'yes',
  },
  {
    ateco: ['10.73.01'],
    constitution: '1999-01-18',
    history: [
      [58, 21_000_000, 15_000_000],
      [61, 23_500_000, 16_200_000],
    ],
    cciaa: 'yes',
  },
  {
    ateco: ['11.02.10'],
    constitution: '1972-07-30',
    history: [
      [9, 1_700_000, 1_900_000],
      [9, 1_850_000, 1_950_000],
    ],
    cciaa: 'yes',
  },
];

/** Adds the demo registry data to the seeded clients (`clientIds` in seed order); idempotent per client. */
export async function enrichDemoClients(em: EntityManager, clientIds: number[]): Promise<void> {
  const year = new Date().getFullYear() - 1;
  for (const [i, id] of clientIds.entries()) {
    const d = DEMO[i];
    if (!d) continue;
    const [c] = await em.query(`SELECT city, province, project_id FROM clients WHERE id = $1`, [id]);
    const [comune] = await em.query(
      `SELECT istat_code, name, province_acronym, region_code, cap FROM comuni WHERE lower(name) = lower($1) AND province_acronym = $2`,
      [c.city, c.province],
    );
    if (comune) {
      await em.query(
        `INSERT INTO client_locations (client_id, kind, "primary", postal_code, city, city_istat_code, province, region_code) VALUES ($1,'legal',true,$2,$3,$4,$5,$6)`,
        [id, comune.cap, comune.name, comune.istat_code, comune.province_acronym, comune.region_code],
      );
    }
    for (const [k, code] of d.ateco.entries())
      await em.query(`INSERT INTO client_ateco_codes (client_id, value, "primary") VALUES ($1,$2,$3)`, [id, code, k === 0]);
    for (const [k, [headcount, turnover, balance]] of d.history.entries()) {
      await em.query(`INSERT INTO client_history (client_id, year, headcount, turnover, balance_sheet_total) VALUES ($1,$2,$3,$4,$5)`, [
        id,
        year - 1 + k,
        headcount,
        turnover,
        balance,
      ]);
    }
    await em.query(
      `UPDATE clients SET region_code = $2, constitution_date = $3, established_year = $4, subscribed_to_cciaa = $5, female_enterprise = $6, youth_enterprise = $7 WHERE id = $1`,
      [id, comune?.region_code ?? null, d.constitution, Number(d.constitution.slice(0, 4)), d.cciaa, !!d.female, !!d.youth],
    );
    await recomputeDimension(new TenantQuery(em, c.project_id), id, null);
  }
}
