import type { NegotiationStage } from '../../modules/negotiations/negotiation.dto';

/**
 * The records of the demo week (demo-week.ts, issue 39, defect 14): who manages each demo client,
 * negotiations at every stage, templates, call logs and client notes. Environments are indexes
 * into seed.ts DEMO_PROJECTS (0 Milano, 1 Bari); clients by business name, users and referents by
 * e-mail; days relative to the day the seed runs.
 */

/** Who manages each demo client (users of the client's environment that may manage clients). */
export const MANAGERS: { p: number; client: string; users: string[] }[] = [
  { p: 0, client: 'Officine Meccaniche Brambilla S.r.l.', users: ['gestore@demo.local'] },
  { p: 0, client: 'Caseificio Val Taleggio S.r.l.', users: ['gestore@demo.local'] },
  { p: 0, client: 'Tessitura Comasca S.p.A.', users: ['gestore@demo.local', 'amministratore.locale@demo.local'] },
  { p: 0, client: 'Navigli Digital Studio S.r.l.s.', users: ['gestore@demo.local'] },
  { p: 0, client: 'Società Agricola Le Robinie s.s.', users: ['gestore@demo.local'] },
  { p: 1, client: 'Oleificio Terre di Puglia S.r.l.', users: ['gestore.bari@demo.local', 'amministratore.bari@demo.local'] },
  { p: 1, client: 'Pastificio Murgia S.r.l.', users: ['gestore.bari@demo.local'] },
  { p: 1, client: 'Cantine Salentine Soc. Coop. Agricola', users: ['gestore.bari@demo.local'] },
];

/**
 * Negotiations, one or more per stage of the kanban across the two environments. `call`: an
 * ILIKE pattern on the name of a published global announcement (the first open one, else the first
 * one; for the stages before the application only an open one, else none). Amounts in EUR,
 * `deadlines` in days from today per stage, `created`/`updated` in days before today.
 */
export const NEGOTIATIONS: {
  p: number;
  client: string;
  by: string;
  title: string;
  call: string;
  stage: NegotiationStage;
  requested: number;
  granted?: number;
  feePercent: number;
  feeAmount?: number;
  deadlines?: Partial<Record<NegotiationStage, number>>;
  lostReason?: string;
  note: string;
  created: number;
  updated: number;
}[] = [
  {
    p: 0,
    client: 'Navigli Digital Studio S.r.l.s.',
    by: 'gestore@demo.local',
    title: 'Digital Transformation – piattaforma e-commerce B2B',
    call: 'Digital Transformation',
    stage: 'contact',
    requested: 85_000,
    feePercent: 8,
    deadlines: { contact: 3 },
    note: 'Primo contatto dopo il webinar sulla digitalizzazione: raccogliere bilanci e preventivi dei fornitori.',
    created: 2,
    updated: 2,
  },
  {
    p: 0,
    client: 'Caseificio Val Taleggio S.r.l.',
    by: 'gestore@demo.local',
    title: 'Parco Agrisolare – fotovoltaico sul tetto della stagionatura',
    call: '%Parco Agrisolare%',
    stage: 'engagement',
    requested: 180_000,
    feePercent: 4,
    deadlines: { engagement: 5, application_submitted: 20 },
    note: "Proposta di incarico inviata; sopralluogo tecnico fissato con l'installatore.",
    created: 8,
    updated: 2,
  },
  {
    p: 0,
    client: 'Officine Meccaniche Brambilla S.r.l.',
    by: 'gestore@demo.local',
    title: 'Nuova Sabatini – centro di lavoro a 5 assi',
    call: '%Nuova Sabatini%',
    stage: 'application_submitted',
    requested: 420_000,
    feePercent: 3,
    deadlines: { application_submitted: 6 },
    note: 'Domanda inviata tramite la banca convenzionata; in attesa della delibera di finanziamento.',
    created: 40,
    updated: 3,
  },
  {
    p: 0,
    client: 'Tessitura Comasca S.p.A.',
    by: 'amministratore.locale@demo.local',
    title: 'Economia circolare – recupero degli scarti tessili',
    call: 'Economia circolare',
    stage: 'grant_decree',
    requested: 1_200_000,
    granted: 980_000,
    feePercent: 2.5,
    feeAmount: 24_500,
    deadlines: { grant_decree: 10 },
    note: 'Decreto di concessione ricevuto: firmare l’accettazione e aprire il conto dedicato.',
    created: 150,
    updated: 4,
  },
  {
    p: 0,
    client: 'Tessitura Comasca S.p.A.',
    by: 'gestore@demo.local',
    title: 'Credito d’imposta R&S – tessuti tecnici ignifughi',
    call: '%R&S, innovazione tecnologica%',
    stage: 'reporting',
    requested: 650_000,
    granted: 585_000,
    feePercent: 3,
    feeAmount: 17_550,
    deadlines: { reporting: 12 },
    note: 'Relazione tecnica e certificazione delle spese da chiudere con il revisore.',
    created: 320,
    updated: 1,
  },
  {
    p: 0,
    client: 'Officine Meccaniche Brambilla S.r.l.',
    by: 'gestore@demo.local',
    title: 'Credito d’imposta Formazione 4.0 – corsi di programmazione CNC',
    call: '%formazione 4.0%',
    stage: 'closed_won',
    requested: 60_000,
    granted: 48_000,
    feePercent: 10,
    feeAmount: 4_800,
    note: 'Credito maturato e utilizzato in compensazione con F24.',
    created: 210,
    updated: 6,
  },
  {
    p: 0,
    client: 'Società Agricola Le Robinie s.s.',
    by: 'gestore@demo.local',
    title: 'Microcredito FESR – nuova bottaia',
    call: 'Avviso Microcredito%',
    stage: 'closed_lost',
    requested: 25_000,
    feePercent: 5,
    lostReason: 'Impresa non iscritta alla CCIAA: requisito di ammissibilità non soddisfatto.',
    note: 'Valutare l’iscrizione al registro delle imprese prima del prossimo avviso.',
    created: 60,
    updated: 5,
  },
  {
    p: 1,
    client: 'Cantine Salentine Soc. Coop. Agricola',
    by: 'gestore.bari@demo.local',
    title: 'Legge 181/89 area di crisi Salento – linea di imbottigliamento',
    call: '%crisi del territorio Salentino-Leccese%',
    stage: 'contact',
    requested: 1_800_000,
    feePercent: 2,
    deadlines: { contact: 4 },
    note: 'Verificare il requisito dell’investimento minimo e la disponibilità del capannone.',
    created: 1,
    updated: 1,
  },
  {
    p: 1,
    client: 'Oleificio Terre di Puglia S.r.l.',
    by: 'gestore.bari@demo.local',
    title: 'Garanzia MCC – finanziamento del nuovo frantoio',
    call: 'Fondo di Garanzia per le Piccole e Medie Imprese',
    stage: 'under_review',
    requested: 800_000,
    feePercent: 1.5,
    deadlines: { under_review: 9 },
    note: 'Pratica in istruttoria presso il Gestore del Fondo; la banca ha già deliberato.',
    created: 35,
    updated: 6,
  },
  {
    p: 1,
    client: 'Pastificio Murgia S.r.l.',
    by: 'gestore.bari@demo.local',
    title: 'Nuova Sabatini – essiccatoio e linea di confezionamento',
    call: '%Nuova Sabatini%',
    stage: 'admitted',
    requested: 1_200_000,
    granted: 129_600,
    feePercent: 3,
    feeAmount: 3_888,
    deadlines: { admitted: 14 },
    note: 'Ammessa al contributo MIMIT: stipulare il finanziamento entro i termini.',
    created: 55,
    updated: 1,
  },
  {
    p: 1,
    client: 'Cantine Salentine Soc. Coop. Agricola',
    by: 'gestore.bari@demo.local',
    title: 'SIMEST fiere – ProWein e Vinexpo',
    call: 'Finanziamenti agevolati per la partecipazione delle imprese a fiere%',
    stage: 'disbursement',
    requested: 150_000,
    granted: 150_000,
    feePercent: 4,
    feeAmount: 6_000,
    deadlines: { disbursement: 7 },
    note: 'Erogato l’anticipo; raccogliere le fatture delle fiere per il saldo.',
    created: 90,
    updated: 4,
  },
];

/** Stages before the application: the announcement must still be open. */
export const BEFORE_APPLICATION: NegotiationStage[] = ['contact', 'engagement'];

/**
 * Templates: `p` null for the global area. `data` is the announcement form as the templates
 * service stores it (every field but name and status), with values of the reference lists.
 */
export const TEMPLATES: { p: number | null; by: string; name: string; data: Record<string, unknown> }[] = [
  {
    p: null,
    by: 'esperto@demo.local',
    name: 'Voucher digitalizzazione PMI – modello camerale',
    data: {
      supplying_authority: 'Camera di Commercio',
      evaluation_procedure: 'A sportello (ordine cronologico)',
      description:
        'Modello per i bandi camerali di voucher a fondo perduto per la digitalizzazione delle micro, piccole e medie imprese: consulenza, formazione e acquisto di tecnologie digitali.',
      facilitation_intensity_of_help: '50% delle spese ammissibili',
      facilitation_cumulability: 'Cumulabile con altri aiuti sulle stesse spese nei limiti del regolamento de minimis.',
      type_non_repayable_fund: true,
      aid_scheme_de_minimis: true,
      announcements_company_dimensions: ['micro', 'small', 'medium'],
      announcements_areas_of_intervention: ['digitalizzazione'],
      announcements_locations: [{ nation: 'Italia' }],
      subscribed_to_cciaa: 'yes',
      announcements_expense_items: [
        { description: 'Servizi di consulenza per la trasformazione digitale', max_import_percentage: 50 },
        { description: 'Formazione del personale sulle tecnologie digitali', max_import_percentage: 50 },
        { description: 'Acquisto di hardware, software e servizi cloud', max_import_percentage: 50 },
      ],
      eligible_expense_min: 4_000,
      eligible_expense_max: 20_000,
      grant_min: 2_000,
      grant_max: 10_000,
    },
  },
  {
    p: 0,
    by: 'esperto.locale@demo.local',
    name: 'Bando Lombardia investimenti produttivi – modello dello studio',
    data: {
      supplying_authority: 'Regione Lombardia',
      evaluation_procedure: 'A graduatoria',
      description:
        'Modello dello studio per i bandi regionali sugli investimenti produttivi delle PMI manifatturiere lombarde: macchinari, impianti e opere connesse.',
      facilitation_intensity_of_help:
        'Contributo a fondo perduto fino al 30% e finanziamento agevolato fino al 70% della spesa ammissibile',
      type_non_repayable_fund: true,
      type_concessionary_financing: true,
      aid_scheme_exemption: true,
      announcements_company_dimensions: ['micro', 'small', 'medium'],
      announcements_areas_of_intervention: ['sostegno-investimenti'],
      announcements_ateco_codes: [
        { value: '25', primary: true },
        { value: '28', primary: false },
      ],
      include_ateco_codes: true,
      announcements_locations: [{ nation: 'Italia', region: '03' }],
      number_of_employees_max: 249,
      announcements_expense_items: [
        { description: 'Macchinari, impianti e attrezzature nuovi di fabbrica', max_import_percentage: 100 },
        { description: 'Opere murarie e impiantistiche connesse', max_import_percentage: 20 },
        { description: 'Software e licenze legati ai beni acquistati', max_import_percentage: 10 },
      ],
      eligible_expense_min: 50_000,
      eligible_expense_max: 1_500_000,
      grant_max: 450_000,
    },
  },
  {
    p: 1,
    by: 'amministratore.bari@demo.local',
    name: 'Avviso Puglia transizione ecologica PMI – modello',
    data: {
      supplying_authority: 'Regione Puglia',
      evaluation_procedure: 'A sportello (ordine cronologico)',
      description:
        'Modello per gli avvisi regionali pugliesi di sostegno alla transizione ecologica delle PMI: impianti da fonti rinnovabili ed efficienza energetica dei processi.',
      facilitation_intensity_of_help: 'Fino al 45% delle spese ammissibili (elevabile per le piccole imprese)',
      type_non_repayable_fund: true,
      aid_scheme_exemption: true,
      announcements_company_dimensions: ['micro', 'small', 'medium'],
      announcements_areas_of_intervention: ['transizione-ecologica', 'efficienza-energetica'],
      announcements_locations: [{ nation: 'Italia', region: '16' }],
      announcements_expense_items: [
        { description: 'Impianti fotovoltaici e sistemi di accumulo', max_import_percentage: 100 },
        { description: 'Efficientamento energetico dei processi produttivi', max_import_percentage: 100 },
        { description: 'Diagnosi energetica e progettazione', max_import_percentage: 5 },
      ],
      eligible_expense_min: 30_000,
      eligible_expense_max: 800_000,
    },
  },
];

/**
 * Call logs of the last week (`days` before today): client calls with the client's referent and
 * the calls proposed (name patterns as for negotiations), and one supplier call.
 */
export const CALL_LOGS: {
  p: number;
  by: string;
  days: number;
  status: 'open' | 'in_progress' | 'closed';
  note: string;
  areas: string[];
  client?: string;
  referent?: string;
  company?: string;
  sendTo?: { name: string; email: string; active: boolean }[];
  calls?: string[];
}[] = [
  {
    p: 0,
    by: 'gestore@demo.local',
    client: 'Tessitura Comasca S.p.A.',
    referent: 'r.sala@commercialistisala.it',
    days: 1,
    status: 'open',
    note: 'Il cliente chiede se le spese del nuovo laboratorio prove rientrano nel credito d’imposta R&S.',
    areas: ['innovazione-ricerca'],
    calls: ['%R&S, innovazione tecnologica%'],
  },
  {
    p: 0,
    by: 'gestore@demo.local',
    client: 'Navigli Digital Studio S.r.l.s.',
    referent: 'r.sala@commercialistisala.it',
    days: 3,
    status: 'in_progress',
    note: 'Piattaforma e-commerce B2B: inviata la scheda di Digital Transformation, in attesa dei preventivi.',
    areas: ['digitalizzazione'],
    calls: ['Digital Transformation'],
  },
  {
    p: 0,
    by: 'gestore@demo.local',
    client: 'Caseificio Val Taleggio S.r.l.',
    referent: 'referente@demo.local',
    days: 5,
    status: 'in_progress',
    note: 'Parco Agrisolare: richiesti la planimetria della copertura e i consumi elettrici degli ultimi 12 mesi.',
    areas: ['transizione-ecologica', 'efficienza-energetica'],
    calls: ['%Parco Agrisolare%'],
  },
  {
    p: 1,
    by: 'gestore.bari@demo.local',
    client: 'Pastificio Murgia S.r.l.',
    referent: 'm.capriati@capriatiassociati.it',
    days: 1,
    status: 'open',
    note: 'Nuova Sabatini: la banca chiede il piano di ammortamento e le fatture proforma dell’essiccatoio.',
    areas: ['sostegno-investimenti'],
    calls: ['%Nuova Sabatini%'],
  },
  {
    p: 1,
    by: 'gestore.bari@demo.local',
    client: 'Cantine Salentine Soc. Coop. Agricola',
    referent: 'm.capriati@capriatiassociati.it',
    days: 2,
    status: 'open',
    note: 'Interesse per la Legge 181/89 (area di crisi del Salento) per la nuova linea di imbottigliamento.',
    areas: ['sostegno-investimenti'],
    calls: ['%crisi del territorio Salentino-Leccese%'],
  },
  {
    p: 1,
    by: 'gestore.bari@demo.local',
    client: 'Oleificio Terre di Puglia S.r.l.',
    referent: 'm.capriati@capriatiassociati.it',
    days: 6,
    status: 'closed',
    note: 'Garanzia MCC: la banca ha confermato la richiesta al Fondo, trattativa aggiornata.',
    areas: ['sostegno-liquidita'],
    calls: ['Fondo di Garanzia per le Piccole e Medie Imprese'],
  },
  {
    p: 1,
    by: 'amministratore.bari@demo.local',
    company: 'Frigotecnica Adriatica S.r.l.',
    sendTo: [{ name: 'Ufficio preventivi', email: 'preventivi@frigotecnica-adriatica.example', active: true }],
    days: 3,
    status: 'open',
    note: 'Preventivo di celle frigorifere per lo stoccaggio dell’olio (progetto del nuovo frantoio).',
    areas: ['sostegno-investimenti'],
  },
];

/** Client notes of the week (`days` before today, at `time`). */
export const NOTES: { p: number; client: string; by: string; days: number; time: string; text: string }[] = [
  {
    p: 0,
    client: 'Officine Meccaniche Brambilla S.r.l.',
    by: 'gestore@demo.local',
    days: 3,
    time: '10:15',
    text: 'Telefonata con il titolare: la banca ha deliberato il finanziamento Sabatini, attendiamo la conferma del Ministero.',
  },
  {
    p: 0,
    client: 'Tessitura Comasca S.p.A.',
    by: 'amministratore.locale@demo.local',
    days: 4,
    time: '15:40',
    text: 'Riunione con il direttore amministrativo sul decreto Economia circolare: accettazione da firmare entro dieci giorni.',
  },
  {
    p: 0,
    client: 'Navigli Digital Studio S.r.l.s.',
    by: 'gestore@demo.local',
    days: 2,
    time: '18:05',
    text: 'Dopo il webinar la socia è interessata anche a Smart&Start; fissato un incontro in studio.',
  },
  {
    p: 1,
    client: 'Pastificio Murgia S.r.l.',
    by: 'gestore.bari@demo.local',
    days: 1,
    time: '11:30',
    text: 'Sabatini ammessa: inviata alla banca la documentazione per la stipula del finanziamento.',
  },
  {
    p: 1,
    client: 'Cantine Salentine Soc. Coop. Agricola',
    by: 'gestore.bari@demo.local',
    days: 4,
    time: '09:20',
    text: 'ProWein: erogato l’anticipo SIMEST, il cliente raccoglie le fatture per il saldo.',
  },
];

/** Names of the demo templates (the test of the seed looks them up). */
export const DEMO_TEMPLATE_NAMES = TEMPLATES.map((t) => t.name);
