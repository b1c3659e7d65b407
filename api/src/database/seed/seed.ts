import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../modules/auth/password';
import { importIncentivi, readBundledIncentivi } from '../../modules/announcements/import/incentivi';
import type { UserType } from '../../common/auth/roles';
import { makePartitaIva } from '@bandi/domain';
import { seedReference } from './reference';
import { enrichDemoClients } from '../../modules/clients/demo';
import { seedDemoWeek } from './demo-week';

/** Password of every demo account (docs/architecture.md#commands; listed in the README). */
export const DEMO_PASSWORD = 'Demo!2026';

/** The demo accounts of docs/architecture.md#commands, one per role. `projects` are indexes into DEMO_PROJECTS. */
export const DEMO_USERS: {
  email: string;
  name: string;
  surname: string;
  type: UserType;
  projects: number[];
  can_edit_global_setting?: boolean;
  referent?: boolean;
}[] = [
  { email: 'admin@demo.local', name: 'Giulia', surname: 'Ferrari', type: 'administrator', projects: [] },
  {
    email: 'esperto@demo.local',
    name: 'Marco',
    surname: 'Bianchi',
    type: 'expert-announcement',
    projects: [0, 1],
    can_edit_global_setting: true,
  },
  { email: 'amministratore.locale@demo.local', name: 'Laura', surname: 'Conti', type: 'local-administrator', projects: [0] },
  { email: 'gestore@demo.local', name: 'Paolo', surname: 'Romano', type: 'client-manager', projects: [0] },
  { email: 'referente@demo.local', name: 'Chiara', surname: 'Galli', type: 'referent', projects: [0], referent: true },
  { email: 'esperto.locale@demo.local', name: 'Davide', surname: 'Moretti', type: 'local-expert-announcement', projects: [0] },
  { email: 'gestore.bari@demo.local', name: 'Antonio', surname: 'De Santis', type: 'client-manager', projects: [1] },
  { email: 'amministratore.bari@demo.local', name: 'Francesca', surname: 'Lorusso', type: 'local-administrator', projects: [1] },
];

/** Two demo environments (docs/architecture.md#commands). */
export const DEMO_PROJECTS = [
  { name: 'Studio Lombardi – Finanza agevolata Milano', color: 'blue' },
  { name: 'Consulenza Impresa Sud – Bari', color: 'green' },
];

const CLIENTS: {
  p: number;
  business_name: string;
  vat: [string, string];
  /** ISO 20275 ELF code (table legal_forms). */
  legal_form: string;
  city: string;
  province: string;
  region: string;
  email: string;
  phone: string;
}[] = [
  {
    p: 0,
    business_name: 'Officine Meccaniche Brambilla S.r.l.',
    vat: ['0284516', '097'],
    legal_form: 'OV32', // S.r.l.
    city: 'Lecco',
    province: 'LC',
    region: 'Lombardia',
    email: 'amministrazione@brambillameccanica.it',
    phone: '0341 285411',
  },
  {
    p: 0,
    business_name: 'Caseificio Val Taleggio S.r.l.',
    vat: ['0317742', '016'],
    legal_form: 'OV32', // S.r.l.
    city: 'Taleggio',
    province: 'BG',
    region: 'Lombardia',
    email: 'info@caseificiovaltaleggio.it',
    phone: '0345 47120',
  },
  {
    p: 0,
    business_name: 'Tessitura Comasca S.p.A.',
    vat: ['0198233', '013'],
    legal_form: 'P418', // S.p.A.
    city: 'Como',
    province: 'CO',
    region: 'Lombardia',
    email: 'segreteria@tessituracomasca.it',
    phone: '031 266310',
  },
  {
    p: 0,
    business_name: 'Navigli Digital Studio S.r.l.s.',
    vat: ['1102377', '015'],
    legal_form: '8GU1', // S.r.l. semplificata (ISO 20275 ELF)
    city: 'Milano',
    province: 'MI',
    region: 'Lombardia',
    email: 'hello@naviglidigital.it',
    phone: '02 89421730',
  },
  {
    p: 0,
    business_name: 'Società Agricola Le Robinie s.s.',
    vat: ['0265903', '018'],
    legal_form: '2XXH', // società semplice
    city: 'Broni',
    province: 'PV',
    region: 'Lombardia',
    email: 'agriturismo@lerobinie.it',
    phone: '0385 51877',
  },
  {
    p: 1,
    business_name: 'Oleificio Terre di Puglia S.r.l.',
    vat: ['0741265', '072'],
    legal_form: 'OV32', // S.r.l.
    city: 'Andria',
    province: 'BT',
    region: 'Puglia',
    email: 'ordini@oleificioterredipuglia.it',
    phone: '0883 554210',
  },
  {
    p: 1,
    business_name: 'Pastificio Murgia S.r.l.',
    vat: ['0688154', '072'],
    legal_form: 'OV32', // S.r.l.
    city: 'Altamura',
    province: 'BA',
    region: 'Puglia',
    email: 'info@pastificiomurgia.it',
    phone: '080 3142276',
  },
  {
    p: 1,
    business_name: 'Cantine Salentine Soc. Coop. Agricola',
    vat: ['0452298', '075'],
    legal_form: 'QRZJ', // società cooperativa
    city: 'Lecce',
    province: 'LE',
    region: 'Puglia',
    email: 'cantina@cantinesalentine.it',
    phone: '0832 240519',
  },
];

/** The demo clients by environment (index into DEMO_PROJECTS) and business name, the keys demo-week.ts and the tests find them by. */
export const DEMO_CLIENTS: { p: number; business_name: string }[] = CLIENTS.map(({ p, business_name }) => ({ p, business_name }));

const REFERENTS = [
  {
    p: 0,
    name: 'Chiara',
    surname: 'Galli',
    email: 'referente@demo.local',
    phone: '335 6120498',
    organisation: 'Confartigianato Lecco',
    clients: [0, 1],
  },
  {
    p: 0,
    name: 'Roberto',
    surname: 'Sala',
    email: 'r.sala@commercialistisala.it',
    phone: '347 2209184',
    organisation: 'Studio Sala Commercialisti',
    clients: [2, 3],
  },
  {
    p: 1,
    name: 'Michele',
    surname: 'Capriati',
    email: 'm.capriati@capriatiassociati.it',
    phone: '339 8812047',
    organisation: 'Capriati & Associati',
    clients: [5, 6, 7],
  },
];

/**
 * Seeds what the platform needs. Always (idempotent): reference data (ATECO, territories, legal
 * forms, dropdown lists) and the incentivi.gov.it calls as global announcements.
 * With `demo` and an empty user table: the demo environments, one account per role
 * (DEMO_PASSWORD), referents, clients with valid partite IVA, and call logs. With `demo`, then,
 * the demo week of demo-week.ts (managers, negotiations, templates, call logs and notes of the
 * last days), added once: never over a week or a use of the demo already there.
 */
export async function seed(dataSource: DataSource, opts: { demo: boolean }): Promise<void> {
  const log = new Logger('Seed');
  const reference = await seedReference(dataSource);
  if (reference.length) log.log(`Dati di riferimento caricati: ${reference.join(', ')}`);
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM announcements WHERE source = 'incentivi.gov.it'`);
  if (count === 0) {
    const report = await importIncentivi(dataSource, readBundledIncentivi());
    log.log(`Bandi incentivi.gov.it importati: ${report.created} nuovi, ${report.rejected.length} scartati`);
  }
  if (!opts.demo) return;
  const [{ users }] = await dataSource.query(`SELECT count(*)::int AS users FROM users`);
  if (users === 0) await seedDemo(dataSource, log);
  const week = await dataSource.transaction((em) =>
    seedDemoWeek(
      em,
      DEMO_PROJECTS.map((p) => p.name),
    ),
  );
  if (week)
    log.log(
      `Settimana dimostrativa aggiunta: ${week.managers} gestori dei clienti, ${week.negotiations} trattative, ${week.templates} template, ${week.calls} richieste, ${week.notes} note, ${week.tasks} compiti`,
    );
}

/** The demo environments, accounts, referents, clients and call logs (seed's comment), in one transaction. */
async function seedDemo(dataSource: DataSource, log: Logger): Promise<void> {
  await dataSource.transaction(async (em) => {
    const projectIds: number[] = [];
    for (const p of DEMO_PROJECTS) {
      const [row] = await em.query(`INSERT INTO projects (name, color) VALUES ($1, $2) RETURNING id`, [p.name, p.color]);
      projectIds.push(row.id);
    }
    const clientIds: number[] = [];
    for (const c of CLIENTS) {
      const vat = makePartitaIva(...c.vat);
      const [row] = await em.query(
        `INSERT INTO clients (project_id, business_name, vat_number, fiscal_code, legal_form, city, province, region, email, phone)
         VALUES ($1,$2,$3,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
        [projectIds[c.p], c.business_name, vat, c.legal_form, c.city, c.province, c.region, c.email, c.phone],
      );
      clientIds.push(row.id);
    }
    await enrichDemoClients(em, clientIds); // issue 4: seats, ATECO, history, dimension
    const referentIds: number[] = [];
    for (const r of REFERENTS) {
      const [row] = await em.query(
        `INSERT INTO referents (project_id, name, surname, email, phone, organisation) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id`,
        [projectIds[r.p], r.name, r.surname, r.email, r.phone, r.organisation],
      );
      referentIds.push(row.id);
      for (const ci of r.clients)
        await em.query(`INSERT INTO client_referents (client_id, referent_id) VALUES ($1,$2)`, [clientIds[ci], row.id]);
    }
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const u of DEMO_USERS) {
      const [row] = await em.query(
        `INSERT INTO users (name, surname, email, password_hash, type, can_edit_global_setting, can_access_local_announcements, referent_id)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id`,
        [u.name, u.surname, u.email, hash, u.type, !!u.can_edit_global_setting, u.type !== 'referent', u.referent ? referentIds[0] : null],
      );
      for (const pi of u.projects)
        await em.query(`INSERT INTO project_users (project_id, user_id) VALUES ($1,$2)`, [projectIds[pi], row.id]);
    }
    const callLogs = [
      {
        p: 0,
        client: 0,
        referent: 0,
        days: 2,
        status: 'open',
        note: 'Interesse per la Nuova Sabatini: acquisto di un centro di lavoro a 5 assi.',
        areas: ['Investimenti produttivi'],
      },
      {
        p: 0,
        client: 1,
        referent: 0,
        days: 9,
        status: 'in_progress',
        note: 'Richiesta di informazioni su contributi per la transizione ecologica del caseificio.',
        areas: ['Transizione ecologica'],
      },
      {
        p: 0,
        client: 3,
        referent: 1,
        days: 15,
        status: 'closed',
        note: 'Voucher digitalizzazione: valutato non ammissibile per dimensione.',
        areas: ['Digitalizzazione'],
      },
      {
        p: 1,
        client: 5,
        referent: 2,
        days: 4,
        status: 'open',
        note: 'Frantoio: ammodernamento linea di estrazione, interesse per bandi PSR Puglia.',
        areas: ['Investimenti produttivi', 'Agroalimentare'],
      },
    ];
    for (const c of callLogs) {
      await em.query(
        `INSERT INTO calls (project_id, type, client_id, referent_id, call_date, status, note, areas_of_intervention)
         VALUES ($1,'client',$2,$3,CURRENT_DATE - $4::int,$5,$6,$7)`,
        [projectIds[c.p], clientIds[c.client], referentIds[c.referent], c.days, c.status, c.note, c.areas],
      );
    }
    await em.query(
      `INSERT INTO calls (project_id, type, company_name, call_date, status, note, areas_of_intervention, send_to)
       VALUES ($1,'supplier','Elettroimpianti Adda S.n.c.',CURRENT_DATE - 6,'open','Preventivo impianto fotovoltaico 120 kWp per progetto di efficientamento.',$2,$3)`,
      [
        projectIds[0],
        ['Transizione ecologica'],
        JSON.stringify([{ name: 'Ufficio commerciale', email: 'commerciale@elettroimpianti-adda.example', active: true }]),
      ],
    );
  });
  log.log(`Dati dimostrativi creati: ${DEMO_PROJECTS.length} ambienti, ${DEMO_USERS.length} utenti (password ${DEMO_PASSWORD})`);
}
