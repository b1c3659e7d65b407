import type { EntityManager } from 'typeorm';
import { recomputeDimension } from './sme.repository';
import { TenantQuery } from '../../common/tenancy/tenant-query';
import { Client } from './client.entity';
import { ClientInputRepository } from './client-input.repository';

/** The comuni lookup of the demo seats (stateless). */
const lookups = new ClientInputRepository();

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
    const c = await em
      .getRepository(Client)
      .findOneOrFail({ select: { id: true, city: true, province: true, project_id: true }, where: { id } });
    const tq = new TenantQuery(em, c.project_id);
    const [comune] = c.city && c.province ? await lookups.comuniByName(em, c.city, c.province) : [];
    if (comune) {
      await tq.repo('client_locations').insert({
        client_id: id,
        kind: 'legal',
        primary: true,
        postal_code: comune.cap,
        city: comune.name,
        city_istat_code: comune.istat_code,
        province: comune.province_acronym,
        region_code: comune.region_code,
      });
    }
    await tq.repo('client_ateco_codes').insertMany(d.ateco.map((code, k) => ({ client_id: id, value: code, primary: k === 0 })));
    await tq.repo('client_history').insertMany(
      d.history.map(([headcount, turnover, balance], k) => ({
        client_id: id,
        year: year - 1 + k,
        headcount,
        turnover,
        balance_sheet_total: balance,
      })),
    );
    await tq.repo('clients').update(
      { id },
      {
        region_code: comune?.region_code ?? null,
        constitution_date: d.constitution,
        established_year: Number(d.constitution.slice(0, 4)),
        subscribed_to_cciaa: d.cciaa,
        female_enterprise: !!d.female,
        youth_enterprise: !!d.youth,
      },
    );
    await recomputeDimension(tq, id, null);
  }
}
