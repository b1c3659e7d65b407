/**
 * Tasks of the demo week (issue 39 defect 14: "tasks where they exist"; issue 37 "Tasks"): what the
 * client managers of the two demo environments have to do around today, so that "I miei compiti"
 * and "La mia giornata" open with something due, overdue and done. `p`: environment index as in
 * demo-week-data.ts; `client`: business name; `negotiation`: title of a demo negotiation;
 * `due`: days from today (negative: overdue); `done`: completed that many days ago.
 */
export const TASKS: {
  p: number;
  owner: string;
  by: string;
  title: string;
  description?: string;
  due: number;
  client?: string;
  negotiation?: string;
  done?: number;
}[] = [
  {
    p: 0,
    owner: 'gestore@demo.local',
    by: 'gestore@demo.local',
    title: 'Richiamare Tessitura Comasca sulle spese del laboratorio prove',
    description: 'Chiarire quali spese del nuovo laboratorio rientrano nel credito d’imposta R&S.',
    due: 0,
    client: 'Tessitura Comasca S.p.A.',
  },
  {
    p: 0,
    owner: 'gestore@demo.local',
    by: 'amministratore.locale@demo.local',
    title: 'Farsi inviare la visura camerale aggiornata',
    description: 'La visura in archivio ha più di sei mesi.',
    due: -2,
    client: 'Navigli Digital Studio S.r.l.s.',
  },
  {
    p: 0,
    owner: 'gestore@demo.local',
    by: 'gestore@demo.local',
    title: 'Preparare i preventivi per la domanda Nuova Sabatini',
    due: 4,
    client: 'Officine Meccaniche Brambilla S.r.l.',
    negotiation: 'Nuova Sabatini – centro di lavoro a 5 assi',
  },
  {
    p: 0,
    owner: 'gestore@demo.local',
    by: 'gestore@demo.local',
    title: 'Verificare i requisiti del Parco Agrisolare con il perito',
    due: 12,
    client: 'Società Agricola Le Robinie s.s.',
  },
  {
    p: 0,
    owner: 'gestore@demo.local',
    by: 'gestore@demo.local',
    title: 'Inviare il riepilogo dei bandi aperti al Caseificio Val Taleggio',
    due: -3,
    client: 'Caseificio Val Taleggio S.r.l.',
    done: 3,
  },
  {
    p: 1,
    owner: 'gestore.bari@demo.local',
    by: 'amministratore.bari@demo.local',
    title: 'Raccogliere il DURC aggiornato per la garanzia MCC',
    due: -1,
    client: 'Oleificio Terre di Puglia S.r.l.',
    negotiation: 'Garanzia MCC – finanziamento del nuovo frantoio',
  },
  {
    p: 1,
    owner: 'gestore.bari@demo.local',
    by: 'gestore.bari@demo.local',
    title: 'Fissare l’incontro con Cantine Salentine per la Legge 181/89',
    due: 2,
    client: 'Cantine Salentine Soc. Coop. Agricola',
  },
];
