import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { DataSource, EntityManager } from 'typeorm';
import { REPO_ROOT } from '../../config';

/** Folder of the bundled reference data (copies of shared/data; origin and licence in SOURCES.md). */
export const DATA_DIR = path.join(REPO_ROOT, 'api', 'data');

/** Default dropdown lists (managed later in settings → valori). Values are stable codes. */
export const DEFAULT_DROPDOWNS: Record<string, [string, string][]> = {
  // Obiettivo_Finalita of incentivi.gov.it, so imported announcements map one to one
  areas_of_intervention: [
    ['sostegno-investimenti', 'Sostegno investimenti'],
    ['innovazione-ricerca', 'Innovazione e ricerca'],
    ['startup-sviluppo-impresa', "Start up/Sviluppo d'impresa"],
    ['digitalizzazione', 'Digitalizzazione'],
    ['sostegno-liquidita', 'Sostegno liquidità'],
    ['transizione-ecologica', 'Transizione ecologica'],
    ['internazionalizzazione', 'Internazionalizzazione'],
    ['inclusione-sociale', 'Inclusione sociale'],
    ['crisi-impresa', "Crisi d'impresa"],
    ['imprenditoria-giovanile', 'Imprenditoria giovanile'],
    ['imprenditoria-femminile', 'Imprenditoria femminile'],
    ['formazione', 'Formazione del personale'],
    ['efficienza-energetica', 'Efficienza energetica'],
    ['sicurezza-lavoro', 'Sicurezza sul lavoro'],
  ],
  // EU Recommendation 2003/361 size classes
  company_dimensions: [
    ['micro', 'Microimpresa'],
    ['small', 'Piccola impresa'],
    ['medium', 'Media impresa'],
    ['large', 'Grande impresa'],
  ],
  business_registers: [
    ['ri-ordinaria', 'Registro delle imprese – sezione ordinaria'],
    ['ri-speciale', 'Registro delle imprese – sezione speciale'],
    ['albo-artigiani', 'Albo delle imprese artigiane'],
    ['albo-cooperative', 'Albo delle società cooperative'],
    ['startup-innovative', 'Sezione speciale start-up innovative'],
    ['pmi-innovative', 'Sezione speciale PMI innovative'],
    ['rea', 'Repertorio Economico Amministrativo (solo REA)'],
  ],
  // Fondi paritetici interprofessionali (art. 118 L. 388/2000) authorised by the Ministry of Labour
  interprofessional_funds: [
    ['fondimpresa', 'Fondimpresa'],
    ['fondirigenti', 'Fondirigenti'],
    ['fondartigianato', 'Fondartigianato'],
    ['fon-coop', 'Fon.Coop'],
    ['for-te', 'For.Te.'],
    ['fapi', 'Fondo Formazione PMI (FAPI)'],
    ['fondoprofessioni', 'Fondoprofessioni'],
    ['fondir', 'Fondir'],
    ['fonder', 'Fond.E.R.'],
    ['fonarcom', 'Fonarcom'],
    ['formazienda', 'Formazienda'],
    ['fonditalia', 'Fonditalia'],
    ['fondolavoro', 'Fondolavoro'],
    ['fba', 'Fondo Banche Assicurazioni (FBA)'],
    ['fonservizi', 'Fonservizi'],
    ['for-agri', 'For.Agri'],
    ['fondo-conoscenza', 'Fondo Conoscenza'],
    ['fondo-dirigenti-pmi', 'Fondo Dirigenti PMI'],
    ['nessuno', 'Nessun fondo'],
  ],
};

/**
 * Default catalogue of standard documents (settings → documentazione-bandi, docs/domain.md#announcements
 * "standard_documents"): the papers most Italian calls ask for. [name, description].
 */
export const DEFAULT_STANDARD_DOCUMENTS: [string, string][] = [
  ['Visura camerale aggiornata', 'Visura ordinaria del Registro delle imprese rilasciata dalla CCIAA, di data recente'],
  ['DURC in corso di validità', 'Documento unico di regolarità contributiva (INPS/INAIL), valido 120 giorni'],
  ["Documento d'identità del legale rappresentante", 'Copia fronte/retro di un documento di riconoscimento in corso di validità'],
  [
    'Ultimi due bilanci approvati',
    'Bilanci di esercizio depositati, con nota integrativa, o dichiarazioni dei redditi per chi non li redige',
  ],
  ['Dichiarazione sostitutiva de minimis', 'Dichiarazione (DPR 445/2000) sugli aiuti "de minimis" ricevuti (Reg. UE 2023/2831)'],
  [
    "Dichiarazione dimensione d'impresa (PMI)",
    'Autodichiarazione della dimensione aziendale (Raccomandazione 2003/361/CE, DM 18 aprile 2005)',
  ],
  ['Preventivi di spesa', 'Preventivi dei fornitori, intestati al richiedente, per le spese del progetto'],
  ['Business plan / relazione tecnica', "Descrizione del progetto d'investimento, obiettivi, tempi e piano economico-finanziario"],
  ['Certificazione antimafia', 'Comunicazione o informazione antimafia (D.Lgs. 159/2011), o dati per la richiesta alla BDNA'],
  ['Dichiarazione di regolarità fiscale', "Dichiarazione o certificato di regolarità fiscale dell'Agenzia delle Entrate"],
  ['Atto costitutivo e statuto', 'Atto costitutivo e statuto vigente della società'],
  [
    'Contratto di locazione o titolo di disponibilità della sede',
    "Contratto registrato, atto di proprietà o comodato dell'unità locale dove si realizza il progetto",
  ],
];

/** docs/domain.md#reference-data nation options. */
export const NATION_OPTIONS = ['Italia', 'Europa', 'Extra UE'] as const;
/** docs/domain.md#reference-data evaluation procedures and the first establishment year: one copy, in @bandi/domain (the API's rules and the form use them). */
export { EVALUATION_PROCEDURES, FIRST_ESTABLISHMENT_YEAR } from '@bandi/domain';

type Row = Record<string, string>;
const read = (rel: string): Row[] =>
  parse(fs.readFileSync(path.join(DATA_DIR, rel), 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
const nul = (v: string | undefined) => (v === undefined || v === '' || v === 'n.d.' ? null : v);
const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

/** Multi-row INSERT in batches of `size` rows. */
async function insertMany(em: EntityManager, table: string, columns: string[], rows: unknown[][], size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const params: unknown[] = [];
    const values = chunk.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(',')})`).join(',');
    await em.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`, params);
  }
}

/**
 * Loads every reference table that is still empty, each in one transaction (idempotent).
 * Sources: ISTAT ATECO 2025 structure, ATECO 2007 agg. 2022 and the 2022→2025 recoding table;
 * ISTAT regions/provinces/comuni (CC BY 4.0); ISTAT/ANPR foreign states; GLEIF ELF legal forms (CC0);
 * default dropdown values and standard documents catalogue (only while their table is empty,
 * so what settings later change or delete is never put back).
 * @returns the tables loaded now.
 */
export async function seedReference(dataSource: DataSource): Promise<string[]> {
  const loaded: string[] = [];
  const empty = async (table: string, where = 'true') =>
    (await dataSource.query(`SELECT NOT EXISTS (SELECT 1 FROM ${table} WHERE ${where}) AS e`))[0].e as boolean;
  const load = async (name: string, fn: (em: EntityManager) => Promise<void>) => {
    await dataSource.transaction(fn);
    loaded.push(name);
  };

  if (await empty('ateco_codes', `version = '2025'`)) {
    await load('ateco 2025', (em) =>
      insertMany(
        em,
        'ateco_codes',
        ['version', 'code', 'description', 'description_en', 'level', 'level_name', 'parent_code', 'section', 'sort_order'],
        read('ateco/ateco_2025.csv').map((r) => [
          '2025',
          r.code,
          r.description,
          nul(r.description_en),
          Number(r.level),
          r.level_name,
          nul(r.parent_code),
          r.section,
          Number(r.sort_order),
        ]),
      ),
    );
  }
  if (await empty('ateco_codes', `version = '2007'`)) {
    await load('ateco 2007', (em) =>
      insertMany(
        em,
        'ateco_codes',
        ['version', 'code', 'description', 'description_en', 'level', 'level_name', 'parent_code', 'section', 'sort_order'],
        read('ateco/ateco_2007_agg2022.csv').map((r) => [
          '2007',
          r.code,
          r.description,
          null,
          Number(r.level),
          r.level_name,
          nul(r.parent_code),
          r.section,
          Number(r.sort_order),
        ]),
      ),
    );
  }
  if (await empty('ateco_recoding')) {
    await load('ateco recoding', (em) =>
      insertMany(
        em,
        'ateco_recoding',
        ['code_2007', 'level', 'correspondences', 'subtype', 'recoding_type', 'code_2025', 'code_2025_chamber'],
        read('ateco/ateco_2007agg2022_to_2025_ricodifica.csv').map((r) => [
          r.CODICE_ATECO_2022,
          Number(r.GERARCHIA_ATECO_2022),
          num(r.NUMERO_CORR_ATECO_2022),
          nul(r.SOTTOTIPOLOGIA),
          nul(r.TIPO_RICODIFICA),
          nul(r.CODICE_ATECO_2025_RAPPRESENTATIVO),
          nul(r.CODICE_ATECO_2025_RAPPRESENTATIVO_SISTEMA_CAMERALE),
        ]),
      ),
    );
  }
  if (await empty('regions')) {
    await load('territories', async (em) => {
      await insertMany(
        em,
        'regions',
        ['code', 'name', 'area_code', 'area', 'statute'],
        read('territorio/regioni.csv').map((r) => [
          r.codice_regione,
          r.denominazione,
          Number(r.codice_ripartizione),
          r.ripartizione,
          r.statuto,
        ]),
      );
      await insertMany(
        em,
        'provinces',
        ['code', 'historical_code', 'acronym', 'name', 'kind', 'region_code'],
        read('territorio/province.csv').map((r) => [
          r.codice_uts,
          r.codice_provincia_storico,
          r.sigla,
          r.denominazione,
          r.tipologia,
          r.codice_regione,
        ]),
      );
      await insertMany(
        em,
        'comuni',
        [
          'istat_code',
          'name',
          'other_name',
          'cadastral_code',
          'province_acronym',
          'region_code',
          'cap',
          'caps',
          'population',
          'latitude',
          'longitude',
        ],
        read('territorio/comuni.csv').map((r) => [
          r.codice_istat,
          r.denominazione,
          nul(r.denominazione_altra_lingua),
          r.codice_catastale,
          r.sigla_provincia,
          r.codice_regione,
          nul(r.cap),
          r.cap_multipli
            ? r.cap_multipli
                .split(';')
                .map((c) => c.trim())
                .filter(Boolean)
            : r.cap
              ? [r.cap]
              : [],
          num(r.popolazione),
          num(r.latitudine),
          num(r.longitudine),
        ]),
      );
    });
  }
  if (await empty('foreign_states')) {
    await load('foreign states', (em) =>
      insertMany(
        em,
        'foreign_states',
        ['belfiore_code', 'name', 'iso2', 'valid_from', 'valid_to'],
        read('territorio/stati_esteri_belfiore.csv').map((r) => [
          r.codice_belfiore,
          r.denominazione,
          nul(r.iso3166_alpha2),
          nul(r.data_inizio),
          nul(r.data_fine),
        ]),
      ),
    );
  }
  if (await empty('legal_forms')) {
    await load('legal forms', (em) =>
      insertMany(
        em,
        'legal_forms',
        ['elf_code', 'name', 'abbreviations', 'active'],
        read('anagrafiche/forme_giuridiche_elf_iso20275_it.csv').map((r) => [
          r.elf_code,
          r.denominazione,
          nul(r.abbreviazioni),
          r.stato === 'ACTV',
        ]),
      ),
    );
  }
  if (await empty('dropdown_values')) {
    await load('dropdowns', (em) =>
      insertMany(
        em,
        'dropdown_values',
        ['list', 'value', 'label', 'sort_order'],
        Object.entries(DEFAULT_DROPDOWNS).flatMap(([list, values]) => values.map(([value, label], i) => [list, value, label, i + 1])),
      ),
    );
  }
  if (await empty('standard_documents')) {
    await load('standard documents', (em) => insertMany(em, 'standard_documents', ['name', 'description'], DEFAULT_STANDARD_DOCUMENTS));
  }
  return loaded;
}
