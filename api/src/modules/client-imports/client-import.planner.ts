import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { compactPartitaIva, ITALIAN_MESSAGES, normalizeCode } from '@bandi/domain';
import { ClientInputDto } from '../clients/client.dto';
import { duplicateMessage } from '../clients/client-input.validator';
import type { ResolvedLocation } from '../clients/client-columns';
import type { ImportField } from './client-import.fields';
import type { CellValue } from './client-import.parser';
import { digits, type ImportReference, parseAmount, parseDate, text } from './client-import.values';

/** What a row of the file does: a new client, an update of the client it matches, nothing, or nothing because of errors. */
export type RowAction = 'create' | 'update' | 'unchanged' | 'reject';

/** A message on a row: `error` rejects it, `warning` is kept with it (e.g. an ATECO 2007 code recoded). */
export interface RowMessage {
  field: string;
  message: string;
  level: 'error' | 'warning';
}

/** A client of the environment that a row may match, with what an update compares and restores. */
export interface ExistingClient {
  id: number;
  version: number;
  business_name: string;
  /** Scalar columns as text (`YYYY-MM-DD` dates, numbers as numbers), null when empty. */
  scalars: Record<string, string | number | null>;
  legal: LocationRow | null;
  ateco: { value: string; primary: boolean }[];
  history: HistoryRow[];
  dimension: DerivedColumns;
}

/** A seat of a client as stored (the same shape as the client form's resolved seat). */
export type LocationRow = ResolvedLocation;

export interface HistoryRow {
  year: number;
  headcount: number | null;
  turnover: number | null;
  balance_sheet_total: number | null;
  estimate: boolean;
}

/**
 * The columns the SME computation derives (sme.ts recomputeDimension): the undo puts them back as
 * they were rather than computing them again.
 */
export interface DerivedColumns {
  company_dimension: string | null;
  company_dimension_manual: boolean;
  company_dimension_computed: string | null;
  company_dimension_basis: object | null;
  latest_headcount: number | null;
  latest_turnover: number | null;
  latest_balance_sheet_total: number | null;
}

/** What an update changed, as it was: restored by the undo (scalars; the legal seat, ATECO codes and yearly figures when touched). */
export interface RowBefore {
  scalars: Record<string, string | number | null>;
  legal?: LocationRow | null;
  ateco?: { value: string; primary: boolean }[];
  history?: HistoryRow[];
  dimension: DerivedColumns;
}

/** One planned row of the file. `dto`: the body the commit saves (create: the whole client; update: the changed parts only). */
export interface PlannedRow {
  row_number: number;
  action: RowAction;
  client_id: number | null;
  business_name: string | null;
  vat_number: string | null;
  fiscal_code: string | null;
  /** Fields an update changes (keys of IMPORT_FIELDS). */
  changes: string[];
  messages: RowMessage[];
  dto: Partial<ClientInputDto> | null;
  before: RowBefore | null;
}

/** The clients of the environment holding a P.IVA or CF (in either column), by code, lowest id first. */
export type ExistingLookup = Map<string, ExistingClient[]>;

/** Text scalars an import may set; compared as text. */
const TEXT_SCALARS = [
  'business_name',
  'vat_number',
  'fiscal_code',
  'pec',
  'sdi',
  'email',
  'phone',
  'website',
  'legal_form',
  'rea_number',
  'reference',
  'note',
] as const;
const LOCATION_FIELDS = ['address', 'postal_code', 'city', 'province'] as const;
const HISTORY_FIELDS = ['headcount', 'turnover', 'balance_sheet_total'] as const;

/** DTO paths -> import fields, for the DTO's messages. */
function fieldOfPath(path: string): string {
  if (path.startsWith('client_legal_location.')) {
    const f = path.split('.')[1];
    return f === 'city_istat_code' ? 'city' : f;
  }
  if (path.startsWith('clients_ateco_codes')) return 'ateco';
  if (path.startsWith('clients_history.')) {
    const f = path.split('.')[2];
    return f === 'year' ? 'year' : f;
  }
  return path;
}

function flatten(errors: ValidationError[], prefix = ''): { path: string; message: string }[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ path, message }));
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

const vatOf = (v: CellValue) => compactPartitaIva(digits(v, 11));
const cfOf = (v: CellValue) => {
  const t = text(v);
  return normalizeCode(/^\d+$/.test(t) ? digits(v, 11) : t);
};

/** The P.IVA and CF values of the rows (normalised as stored), to look the environment's clients up. */
export function rowCodes(rows: CellValue[][], columns: (ImportField | null)[]): string[] {
  const out = new Set<string>();
  for (const f of ['vat_number', 'fiscal_code'] as const) {
    const i = columns.indexOf(f);
    if (i < 0) continue;
    for (const r of rows) {
      const v = r[i] ?? null;
      if (text(v)) out.add(f === 'vat_number' ? vatOf(v) : cfOf(v));
    }
  }
  return [...out];
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (typeof a === 'number' && Number(b) === a);

/**
 * The plan of an import: per data row of `rows` (the file's row numbers from `firstRow`) the
 * action and its messages, reading the columns as `columns` maps them. Rules (docs/api.md#client-imports):
 * values converted (Italian or English numbers and EUR amounts, dates dd/mm/yyyy, ISO or Excel
 * serials, ATECO codes with or without dots and 2007 codes recoded, comuni by name or ISTAT code,
 * provinces by acronym or name, legal forms by code, name or abbreviation), then the client form's
 * rules (ClientInputDto: P.IVA and CF checksums, e-mail, PEC, SDI, REA, CAP); an existing client is
 * matched by P.IVA then CF (`existing`) and updated with the non-empty values that differ (empty
 * cells keep what is stored), or left unchanged; a P.IVA or CF already given by an earlier row of
 * the file (in either column), a client already matched by an earlier row, or a code held by
 * another client than the one matched, rejects the row.
 */
export function planRows(
  rows: CellValue[][],
  firstRow: number,
  columns: (ImportField | null)[],
  ref: ImportReference,
  existing: ExistingLookup,
  defaultYear: number,
): PlannedRow[] {
  // the first row of each P.IVA or CF (either column: a company's CF is often its P.IVA), and of each client matched
  const seenCode = new Map<string, number>();
  const seenClient = new Map<number, number>();
  const col = new Map<ImportField, number>();
  columns.forEach((f, i) => f && !col.has(f) && col.set(f, i));
  return rows.map((cells, index) => {
    const rowNumber = firstRow + index;
    const messages: RowMessage[] = [];
    const err = (field: string, message: string) => messages.push({ field, message, level: 'error' });
    const cell = (f: ImportField): CellValue => (col.has(f) ? (cells[col.get(f)!] ?? null) : null);
    const has = (f: ImportField) => text(cell(f)) !== '';

    // conversion of the cells
    const scalars: Record<string, string | number> = {};
    for (const f of TEXT_SCALARS) {
      if (f === 'legal_form' || !has(f)) continue;
      let v = text(cell(f));
      if (f === 'vat_number') v = vatOf(cell(f));
      else if (f === 'fiscal_code') v = cfOf(cell(f));
      else if (f === 'sdi') v = normalizeCode(digits(cell(f), 7));
      else if (f === 'rea_number') v = v.toUpperCase();
      else if (f === 'email' || f === 'pec') v = v.toLowerCase();
      scalars[f] = v;
    }
    if (has('legal_form')) {
      const lf = ref.legalForm(cell('legal_form'));
      if ('error' in lf) err('legal_form', lf.error);
      else scalars.legal_form = lf.value;
    }
    for (const f of ['constitution_date', 'registration_date'] as const) {
      if (!has(f)) continue;
      const d = parseDate(cell(f));
      if (d) scalars[f] = d;
      else err(f, 'Data non valida: usa gg/mm/aaaa');
    }
    if (has('social_capital')) {
      const n = parseAmount(cell('social_capital'));
      if (n === null) err('social_capital', 'Deve essere un importo in euro');
      else scalars.social_capital = n;
    }
    // the legal seat
    let location: LocationRow | null = null;
    if (LOCATION_FIELDS.some(has)) {
      let province: string | null = null;
      if (has('province')) {
        province = ref.province(cell('province'));
        if (!province) err('province', 'Provincia non trovata');
      }
      location = {
        primary: true,
        address: has('address') ? text(cell('address')) : null,
        postal_code: has('postal_code') ? digits(cell('postal_code'), 5) : null,
        city: null,
        city_istat_code: null,
        province,
        region_code: null,
        nation: 'Italia',
      };
      if (has('city')) {
        const c = ref.comune(cell('city'), province);
        if ('error' in c) err('city', c.error);
        else {
          if (province && province !== c.value.province) err('province', 'La provincia non corrisponde al comune indicato');
          location.city = c.value.name;
          location.city_istat_code = c.value.istat;
          location.province = c.value.province;
          const caps = c.value.caps;
          if (location.postal_code && caps.length && !caps.includes(location.postal_code)) err('postal_code', ITALIAN_MESSAGES.capComune);
        }
      }
    }
    let ateco: string | null = null;
    if (has('ateco')) {
      const a = ref.ateco(cell('ateco'));
      if ('error' in a) err('ateco', a.error);
      else {
        ateco = a.value;
        if (a.note) messages.push({ field: 'ateco', message: a.note, level: 'warning' });
      }
    }
    let history: HistoryRow | null = null;
    if (HISTORY_FIELDS.some(has)) {
      let year = defaultYear;
      if (has('year')) {
        const y = Number(text(cell('year')));
        if (Number.isInteger(y) && y >= 1900 && y <= 2100) year = y;
        else err('year', 'Anno non valido');
      }
      history = { year, headcount: null, turnover: null, balance_sheet_total: null, estimate: false };
      for (const f of HISTORY_FIELDS) {
        if (!has(f)) continue;
        const n = parseAmount(cell(f));
        if (n === null) err(f, f === 'headcount' ? 'Deve essere un numero' : 'Deve essere un importo in euro');
        else history[f] = n;
      }
    }

    // the client form's rules, on the client the row describes
    const full: Record<string, unknown> = { business_name: scalars.business_name ?? '', ...scalars };
    if (location) full.client_legal_location = location.city_istat_code ? { ...location, city: null } : location;
    if (ateco) full.clients_ateco_codes = [{ value: ateco, primary: true }];
    if (history) full.clients_history = [history];
    const dtoErrors = flatten(validateSync(plainToInstance(ClientInputDto, full), { forbidUnknownValues: false }));

    // match: P.IVA, then CF
    const vat = (scalars.vat_number as string | undefined) ?? null;
    const cf = (scalars.fiscal_code as string | undefined) ?? null;
    const match = (vat && existing.get(vat)?.[0]) || (cf && existing.get(cf)?.[0]) || null;
    for (const [code, field] of [
      [vat, 'vat_number'],
      [cf, 'fiscal_code'],
    ] as const) {
      if (!code) continue;
      const other = existing.get(code)?.find((c) => c.id !== match?.id);
      if (other) err(field, duplicateMessage(field, other.business_name));
    }
    for (const e of dtoErrors) {
      if (e.path === 'business_name' && match) continue;
      err(fieldOfPath(e.path), e.message);
    }
    const firstVat = vat ? seenCode.get(vat) : undefined;
    const firstCf = cf && cf !== vat ? seenCode.get(cf) : undefined;
    if (firstVat !== undefined) err('vat_number', `Partita IVA ripetuta nel file (riga ${firstVat})`);
    if (firstCf !== undefined) err('fiscal_code', `Codice fiscale ripetuto nel file (riga ${firstCf})`);
    for (const code of [vat, cf]) if (code && !seenCode.has(code)) seenCode.set(code, rowNumber);
    const firstMatch = match ? seenClient.get(match.id) : undefined;
    if (match && firstMatch !== undefined && firstVat === undefined && firstCf === undefined) {
      err(vat ? 'vat_number' : 'fiscal_code', `Il cliente «${match.business_name}» è già aggiornato dalla riga ${firstMatch}`);
    } else if (match && firstMatch === undefined) seenClient.set(match.id, rowNumber);

    const planned: PlannedRow = {
      row_number: rowNumber,
      action: 'reject',
      client_id: match?.id ?? null,
      business_name: (scalars.business_name as string | undefined) ?? match?.business_name ?? null,
      vat_number: vat,
      fiscal_code: cf,
      changes: [],
      messages: dedupe(messages),
      dto: null,
      before: null,
    };
    if (planned.messages.some((m) => m.level === 'error')) return planned;
    if (!match) {
      planned.action = 'create';
      planned.dto = full as Partial<ClientInputDto>;
      planned.changes = Object.keys(scalars);
      return planned;
    }
    return planUpdate(planned, match, scalars, location, ateco, history);
  });
}

function dedupe(messages: RowMessage[]): RowMessage[] {
  const seen = new Set<string>();
  return messages.filter((m) => {
    const k = `${m.field}\u0000${m.message}`;
    return !seen.has(k) && !!seen.add(k);
  });
}

/** The update of `match` by the row's non-empty values: the changed parts only, and what they were. */
function planUpdate(
  planned: PlannedRow,
  match: ExistingClient,
  scalars: Record<string, string | number>,
  location: LocationRow | null,
  ateco: string | null,
  history: HistoryRow | null,
): PlannedRow {
  const dto: Record<string, unknown> = {};
  const before: RowBefore = { scalars: {}, dimension: match.dimension };
  for (const [k, v] of Object.entries(scalars)) {
    if (same(v, match.scalars[k])) continue;
    dto[k] = v;
    before.scalars[k] = match.scalars[k] ?? null;
    // the columns the client form's checks derive from it
    if (k === 'constitution_date') before.scalars.established_year = match.scalars.established_year ?? null;
    if (k === 'legal_form') before.scalars.legal_form_text = match.scalars.legal_form_text ?? null;
    planned.changes.push(k);
  }
  if (location) {
    const cur = match.legal;
    const merged: LocationRow = {
      primary: true,
      address: location.address ?? cur?.address ?? null,
      postal_code: location.postal_code ?? cur?.postal_code ?? null,
      city: location.city ?? (location.city_istat_code ? null : (cur?.city ?? null)),
      city_istat_code: location.city_istat_code ?? cur?.city_istat_code ?? null,
      province: location.province ?? cur?.province ?? null,
      region_code: null,
      nation: 'Italia',
    };
    const changed = LOCATION_FIELDS.filter((f) =>
      f === 'city'
        ? location.city_istat_code && location.city_istat_code !== cur?.city_istat_code
        : location[f] && location[f] !== cur?.[f],
    );
    if (changed.length) {
      dto.client_legal_location = { ...merged, city: merged.city_istat_code ? null : merged.city };
      before.legal = cur;
      for (const k of ['city', 'province', 'region', 'region_code']) before.scalars[k] = match.scalars[k] ?? null;
      planned.changes.push(...changed);
    }
  }
  if (ateco && match.ateco.find((a) => a.primary)?.value !== ateco) {
    dto.clients_ateco_codes = [
      { value: ateco, primary: true },
      ...match.ateco.filter((a) => a.value !== ateco).map((a) => ({ value: a.value, primary: false })),
    ];
    before.ateco = match.ateco;
    planned.changes.push('ateco');
  }
  if (history) {
    const cur = match.history.find((h) => h.year === history.year);
    const changed = HISTORY_FIELDS.filter((f) => history[f] !== null && !same(history[f], cur?.[f]));
    if (changed.length) {
      const row = { ...(cur ?? history), ...Object.fromEntries(changed.map((f) => [f, history[f]])) };
      dto.clients_history = [row, ...match.history.filter((h) => h.year !== history.year)];
      before.history = match.history;
      planned.changes.push(...changed);
    }
  }
  planned.action = planned.changes.length ? 'update' : 'unchanged';
  planned.dto = planned.changes.length ? (dto as Partial<ClientInputDto>) : null;
  planned.before = planned.changes.length ? before : null;
  return planned;
}
