import fs from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { DataSource, EntityManager } from 'typeorm';
import { todayInRome, type UnrestrictedField } from '@bandi/domain';
import { REPO_ROOT } from '../../../config';
import { AuditService } from '../../audit/audit.service';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { NotificationsService } from '../../notifications/notifications.service';
import { ComuneIndex, normName as norm } from './comuni';
import { importedView, logImportedChange, storedView } from './incentivi-changes';
import { INCENTIVI_SOURCE, importedAnnouncements, referenceRows, writeImported } from './incentivi.repository';

dayjs.extend(customParseFormat);

/** The bundled open-data file (copy of shared/data, credited in api/data/SOURCES.md). */
export const INCENTIVI_FILE = path.join(REPO_ROOT, 'api', 'data', 'incentivi', 'incentivi_gov_it_opendata_2025-04-05_subset.json');
export { INCENTIVI_SOURCE };

/** One row of the incentivi.gov.it open data export (fields as published by MIMIT). */
export type IncentivoRow = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

type FundingType =
  | 'type_non_repayable_fund'
  | 'type_concessionary_financing'
  | 'type_fiscal_bonus'
  | 'type_interest_account'
  | 'type_warranty';
/** Forma_agevolazione values -> docs/domain.md#announcements funding-type booleans ("Capitale di rischio" has none: kept as a custom field). */
const FUNDING_TYPES: Record<string, FundingType> = {
  'Contributo/Fondo perduto': 'type_non_repayable_fund',
  'Prestito/Anticipo rimborsabile': 'type_concessionary_financing',
  'Agevolazione fiscale': 'type_fiscal_bonus',
  'Riduzione dei contributi di previdenza sociale': 'type_fiscal_bonus',
  'Contributo in conto interessi': 'type_interest_account',
  'Interventi a garanzia': 'type_warranty',
};

/** Dimensioni -> company_dimensions (EU Recommendation 2003/361 classes; "Non classificabile" sets none). */
const DIMENSIONS: Record<string, string> = {
  Microimpresa: 'micro',
  'Piccola Impresa': 'small',
  'Media Impresa': 'medium',
  'Grande Impresa': 'large',
};

/** Multi-valued fields of the export: a JSON array inside a string (also accepts a real array or a "; " list). */
export const jsonList = (raw: unknown): string[] => {
  if (Array.isArray(raw))
    return raw
      .map(String)
      .map((s) => s.trim())
      .filter(Boolean);
  const v = str(raw).trim();
  if (!v) return [];
  try {
    const parsed = JSON.parse(v);
    return Array.isArray(parsed)
      ? parsed
          .map(String)
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  } catch {
    return v
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
  }
};
/**
 * A date of the export as `YYYY-MM-DD`: the open data write `2027-02-28` or `2027-02-28T00:00:00`,
 * a spreadsheet saved as CSV `28/02/2027` (day first, as in Italy). '' when the cell is empty (the
 * call states no date); undefined when the cell holds something that is no calendar date
 * (`31/02/2027`, `2027-13-01`, `domani`): the row is then rejected, not imported without it (an announcement
 * without closing date stays open for ever; issue 39, defect 2).
 */
export function importDate(raw: unknown): string | '' | undefined {
  const v = str(raw).trim();
  if (!v) return '';
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+Z?)?$/.exec(v);
  const italian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const text = iso ? iso[1] : italian ? `${italian[3]}-${italian[2].padStart(2, '0')}-${italian[1].padStart(2, '0')}` : null;
  // strict parsing: dayjs would roll 31/02 over to 3 March
  return text && dayjs(text, 'YYYY-MM-DD', true).isValid() ? text : undefined;
}
const isoDate = (raw: unknown): string | null => importDate(raw) || null;
/** The date columns of a row that hold no calendar date, as rejection reasons (empty when none). */
function badDates(row: IncentivoRow): string[] {
  return (['Data_apertura', 'Data_chiusura'] as const)
    .filter((k) => importDate(row[k]) === undefined)
    .map((k) => `${k} non è una data valida: ${str(row[k]).trim().slice(0, 40)}`);
}
/** An amount in EUR ("4000000", "1.500.000,00", "€ 20.000") or null; 0 means "not stated" in the export. */
export const amount = (raw: unknown): number | null => {
  let v = str(raw).replace(/[€\s]/g, '');
  if (!v) return null;
  if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(v)) v = v.replace(/\./g, '');
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n >= 1e13) return null;
  return Math.round(n * 100) / 100;
};
/** Key order-independent JSON, to compare a row with the stored `source_data` (jsonb reorders keys). */
const canonical = (v: unknown): string =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.keys(v as object)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
        .join(',')}}`
    : Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : JSON.stringify(v ?? null);

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  rejected: { id: string; reason: string }[];
  /**
   * Per imported row (created or updated), the region and comune names of the source that match no
   * single ISTAT territory (suppressed comuni, ambiguous names); they are also kept on the announcement as
   * the custom field "Territori non riconosciuti (fonte)".
   */
  unmatched: { id: string; names: string[] }[];
}

/** Reference data the mapping needs, loaded once per import. */
interface Lookups {
  regionByName: Map<string, string>;
  comuni: ComuneIndex;
  ateco2007: Set<string>;
  ateco2025: Set<string>;
  recoding: Map<string, string>;
  areaByLabel: Map<string, string>;
}

async function loadLookups(ds: DataSource | EntityManager): Promise<Lookups> {
  const ref = await referenceRows(ds);
  const regionByName = new Map<string, string>();
  for (const r of ref.regions) {
    regionByName.set(norm(r.name), r.code);
    regionByName.set(norm(String(r.name).split('/')[0]), r.code);
  }
  const comuni = new ComuneIndex(ref.comuni);
  const ateco2007 = new Set<string>(ref.ateco.filter((c) => c.version === '2007').map((c) => c.code));
  const ateco2025 = new Set<string>(ref.ateco.filter((c) => c.version === '2025').map((c) => c.code));
  const recoding = new Map<string, string>();
  for (const r of ref.recoding) recoding.set(r.code_2007, r.code_2025);
  const areaByLabel = new Map<string, string>();
  for (const a of ref.areas) areaByLabel.set(norm(a.label), a.value);
  return { regionByName, comuni, ateco2007, ateco2025, recoding, areaByLabel };
}

/**
 * The export's text with its paragraphs back: incentivi.gov.it's open data flattens the page's
 * paragraphs and list items into one line, leaving a run of two or more blanks where each break
 * was, a no-break space (U+00A0) and a space in 762 of 785 cases in the bundled file ("…del
 * Paese.\u00a0 La misura…"); each such run becomes a blank line (issue 39, defect 9: the
 * description read as one unbroken paragraph). Trimmed; '' for no text.
 */
export function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}|[ \u00a0]{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Codici_ATECO -> ATECO entries. The export lists ATECO 2007 codes ("01.11; 01.12", "NN.00" =
 * the whole division, "NN.N0" = a group unless that class exists), optionally prefixed by
 * "ATECO 2007:" or "ATECO 2025:". 2007 codes are recoded to ATECO 2025 with the ISTAT table
 * (representative code) where it gives one, keeping the original. Codes covered by a broader
 * code of the same list are dropped. "Tutti i settori…" -> no entries (no restriction).
 */
export function mapAteco(
  raw: string,
  l: Pick<Lookups, 'ateco2007' | 'ateco2025' | 'recoding'>,
): { value: string; original_code_2007: string | null }[] {
  let text = raw.trim();
  if (!text || /^tutti/i.test(text)) return [];
  let version: '2007' | '2025' = '2007';
  const prefix = /^ATECO\s*(2007|2025)\s*:\s*/i.exec(text);
  if (prefix) {
    version = prefix[1] as '2007' | '2025';
    text = text.slice(prefix[0].length);
  }
  const known = version === '2007' ? l.ateco2007 : l.ateco2025;
  const out = new Map<string, string | null>();
  for (const code of text.split(/[;,]/).map((s) => s.trim())) {
    if (!/^\d{2}(\.\d{1,2}(\.\d{1,2})?)?$/.test(code)) continue;
    let c = code;
    if (/^\d{2}\.00$/.test(c)) c = c.slice(0, 2);
    else if (/^\d{2}\.\d0$/.test(c) && !known.has(c)) c = c.slice(0, 4);
    if (!known.has(c)) continue;
    const value = version === '2007' ? (l.recoding.get(c) ?? c) : c;
    if (!/^\d{2}(\.\d{1,2}(\.\d{1,2})?)?$/.test(value)) continue;
    if (!out.has(value)) out.set(value, version === '2007' ? code : null);
  }
  const values = [...out.keys()];
  // ATECO codes are hierarchical by string prefix ("01" ⊃ "01.1" ⊃ "01.11")
  const covered = (v: string) => values.some((o) => o !== v && v.startsWith(o));
  return values.filter((v) => !covered(v)).map((v) => ({ value: v, original_code_2007: out.get(v) ?? null }));
}

type Location = { nation: 'Italia' | 'Europa' | 'Extra UE'; region: string | null; province: string | null; city: string | null };

/** Regioni/Comuni -> territories: named comuni if any are found, else the regions; all 20 (or none) = Italia. */
function mapLocations(row: IncentivoRow, l: Lookups): { locations: Location[]; unknown: string[] } {
  const names = jsonList(row.Regioni);
  const regions = new Set<string>();
  const foreign = names.some((n) => norm(n) === 'estero');
  const unknown: string[] = [];
  for (const n of names) {
    if (norm(n) === 'estero') continue;
    const code = l.regionByName.get(norm(n));
    if (code) regions.add(code);
    else unknown.push(n);
  }
  const comuniRaw = str(row.Comuni).trim();
  const cities: Location[] = [];
  if (comuniRaw && !/^t[ui]tti/i.test(comuniRaw)) {
    for (const n of comuniRaw
      .split(/[;,]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const c = l.comuni.resolve(n, regions);
      if (c) cities.push({ nation: 'Italia', region: c.region, province: c.province, city: c.istat });
      else unknown.push(n);
    }
  }
  const locations: Location[] = [];
  if (cities.length) locations.push(...new Map(cities.map((c) => [c.city, c])).values());
  else if (regions.size && regions.size < 20)
    for (const r of [...regions].sort()) locations.push({ nation: 'Italia', region: r, province: null, city: null });
  else if (regions.size === 20 || !foreign) locations.push({ nation: 'Italia', region: null, province: null, city: null });
  if (foreign)
    locations.push(
      { nation: 'Europa', region: null, province: null, city: null },
      { nation: 'Extra UE', region: null, province: null, city: null },
    );
  return { locations, unknown };
}

/** Fields without a column of their own -> custom fields (Altro), Italian labels. */
const CUSTOM: [string, string, 'list' | 'text'][] = [
  ['Tipologia_Soggetto', 'Tipologia di soggetto', 'list'],
  ['Settore_Attivita', 'Settore di attività', 'list'],
  ['Forma_agevolazione', 'Forma di agevolazione', 'list'],
  ['Ambito_territoriale', 'Ambito territoriale', 'text'],
  ['Note_di_apertura_chiusura', 'Note di apertura e chiusura', 'text'],
  ['Stanziamento_incentivo', 'Stanziamento (EUR)', 'text'],
  ['Base_normativa_primaria', 'Base normativa primaria', 'text'],
  ['Base_normativa_secondaria', 'Base normativa secondaria', 'text'],
  ['Provvedimento_attuativo', 'Provvedimento attuativo', 'text'],
  ['Gazzetta_ufficiale', 'Gazzetta Ufficiale', 'text'],
  ['Altre_caratteristiche', 'Altre caratteristiche', 'text'],
  ['Data_ultimo_aggiornamento', 'Ultimo aggiornamento su incentivi.gov.it', 'text'],
];

/** The whole mapping of one row (pure, given the lookups). */
export function mapRow(row: IncentivoRow, l: Lookups) {
  const types: Record<FundingType, boolean> = {
    type_non_repayable_fund: false,
    type_concessionary_financing: false,
    type_fiscal_bonus: false,
    type_interest_account: false,
    type_warranty: false,
  };
  for (const f of jsonList(row.Forma_agevolazione)) if (FUNDING_TYPES[f]) types[FUNDING_TYPES[f]] = true;
  const dims = [
    ...new Set(
      jsonList(row.Dimensioni)
        .map((d) => DIMENSIONS[d])
        .filter(Boolean),
    ),
  ];
  const areas: string[] = [];
  const unknownAreas: string[] = [];
  for (const a of jsonList(row.Obiettivo_Finalita)) {
    const v = l.areaByLabel.get(norm(a));
    if (v) areas.push(v);
    else unknownAreas.push(a);
  }
  const { locations, unknown } = mapLocations(row, l);
  const custom: { label: string; value: string }[] = [];
  for (const [field, label, kind] of CUSTOM) {
    const value = kind === 'list' ? jsonList(row[field]).join(', ') : str(row[field]).trim();
    if (value) custom.push({ label, value: field === 'Data_ultimo_aggiornamento' ? value.slice(0, 10) : value });
  }
  if (unknownAreas.length) custom.push({ label: 'Obiettivo/finalità (fonte)', value: unknownAreas.join(', ') });
  if (unknown.length) custom.push({ label: 'Territori non riconosciuti (fonte)', value: unknown.join(', ') });
  return {
    values: {
      name: str(row.Titolo).trim().slice(0, 500),
      description: paragraphs(str(row.Descrizione)) || null,
      start_date: isoDate(row.Data_apertura),
      end_date: isoDate(row.Data_chiusura),
      supplying_authority: str(row.Soggetto_Concedente).trim().slice(0, 500) || null,
      link_regulatory: str(row.Link_istituzionale).trim().slice(0, 1000) || null,
      eligible_expense_min: amount(row.Spesa_Ammessa_min),
      eligible_expense_max: amount(row.Spesa_Ammessa_max),
      grant_min: amount(row.Agevolazione_Concedibile_min),
      grant_max: amount(row.Agevolazione_Concedibile_max),
      company_dimensions: dims,
      areas_of_intervention: [...new Set(areas)],
      ...types,
    },
    ateco: mapAteco(str(row.Codici_ATECO), l),
    locations,
    unmatchedPlaces: unknown,
    expenses: [...new Set(jsonList(row.Costi_Ammessi))],
    custom,
  };
}

/**
 * Writes one mapped row (insert or update) with its child collections, inside `em`'s transaction.
 * The export states no employees, founding year or turnover limits: a new announcement lists the six in
 * `requirements_without_limit` ("Nessun limite", docs/rules.md#form-rules), an updated one those of
 * the six still blank (a limit staff typed in stays); and the company dimensions or the ATECO codes
 * when the row leaves them empty ("Non classificabile", "Tutti i settori").
 */
async function writeRow(
  em: EntityManager,
  id: string,
  row: IncentivoRow,
  m: ReturnType<typeof mapRow>,
  existingId: number | null,
): Promise<void> {
  const v = m.values;
  // "Non classificabile" and "Tutti i settori" leave the lists empty: no restriction, said so
  const lists: UnrestrictedField[] = [];
  if (!v.company_dimensions.length) lists.push('announcements_company_dimensions');
  const atecoText = str(row.Codici_ATECO).trim();
  if (!atecoText || /^tutti/i.test(atecoText)) lists.push('announcements_ateco_codes');
  await writeImported(em, { sourceId: id, sourceData: row, values: v, unrestricted: lists, mapped: m }, existingId);
}

/** Options of {@link importIncentivi}. */
export interface ImportOptions {
  /** The importing user: `user_id` of the audit entries, never notified; null (default) from the command line or the seed. */
  userId?: number | null;
  /** Who tells the managers of a changed call; default: a NotificationsService on the same database. */
  notifications?: Pick<NotificationsService, 'announcementChanged'>;
  /** Today (`YYYY-MM-DD`, Europe/Rome) for "chiuso in anticipo"; default todayInRome(). */
  today?: string;
}

/**
 * Imports incentivi.gov.it rows as published global announcements, idempotent on ID_Incentivo: a row
 * equal to the stored raw row (`source_data`) is "unchanged" (staff edits are kept); a changed
 * row overwrites the imported fields and collections. Each row is written in its own
 * transaction: a malformed row (no ID, no title, a failing write) is rejected with its reason and
 * nothing of it is written. Mapping: see mapRow (api/data/SOURCES.md for the formats).
 * A changed row of an existing call also writes, in the same transaction
 * (docs/domain.md#call-changes): ONE audit entry (entity `announcement`, action `imported`,
 * project_id NULL so every environment's history of the announcement shows it, user `opts.userId`)
 * naming the IMPORTED_FIELDS that changed with `{from, to}` (none when only unmapped columns
 * changed), and, when the closing date or an amount changed, the notifications of
 * NotificationsService.announcementChanged. A rejected row writes neither.
 */
export async function importIncentivi(dataSource: DataSource, rows: IncentivoRow[], opts: ImportOptions = {}): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, rejected: [], unmatched: [] };
  const audit = new AuditService(dataSource);
  const notifications = opts.notifications ?? new NotificationsService(dataSource, new NotificationsRepository());
  const today = opts.today ?? todayInRome();
  const lookups = await loadLookups(dataSource);
  const existing = new Map<string, { id: number; source_data: unknown }>();
  for (const r of await importedAnnouncements(dataSource)) existing.set(r.source_id, r);
  const changeLog = { audit, notifications, userId: opts.userId ?? null, today };
  const seen = new Set<string>();
  for (const raw of rows) {
    // every value as text, as in the CSV export, so a JSON and a CSV of the same data compare equal
    const row: IncentivoRow =
      raw && typeof raw === 'object'
        ? Object.fromEntries(
            Object.entries(raw).map(([k, v]) => [
              k,
              v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
            ]),
          )
        : {};
    const id = str(row?.ID_Incentivo).trim();
    const name = str(row?.Titolo).trim();
    if (!id || !name) {
      report.rejected.push({ id: id || '?', reason: !id ? 'ID_Incentivo mancante' : 'Titolo mancante' });
      continue;
    }
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) {
      report.rejected.push({ id: id.slice(0, 40), reason: 'ID_Incentivo non valido' });
      continue;
    }
    if (seen.has(id)) {
      report.rejected.push({ id, reason: 'ID_Incentivo ripetuto nel file' });
      continue;
    }
    seen.add(id);
    const wrongDates = badDates(row);
    if (wrongDates.length) {
      report.rejected.push({ id, reason: wrongDates.join('; ') });
      continue;
    }
    const old = existing.get(id);
    if (old && canonical(old.source_data) === canonical(row)) {
      report.unchanged++;
      continue;
    }
    try {
      const mapped = mapRow(row, lookups);
      await dataSource.transaction(async (em) => {
        const before = old ? await storedView(em, old.id, old.source_data) : undefined;
        await writeRow(em, id, row, mapped, old?.id ?? null);
        if (old && before) await logImportedChange(em, changeLog, old.id, before, importedView(mapped, row));
      });
      if (old) report.updated++;
      else report.created++;
      if (mapped.unmatchedPlaces.length) report.unmatched.push({ id, names: mapped.unmatchedPlaces });
    } catch (err) {
      report.rejected.push({ id, reason: `Scrittura non riuscita: ${err instanceof Error ? err.message.slice(0, 200) : 'errore'}` });
    }
  }
  return report;
}

/** Reads the bundled JSON file. */
export function readBundledIncentivi(): IncentivoRow[] {
  return JSON.parse(fs.readFileSync(INCENTIVI_FILE, 'utf8'));
}

// the reader of export files (parse-worker.cjs) and its Italian messages
export { EXPORT_LIMITS, exportErrorMessage, parseIncentivi } from './export-format';
