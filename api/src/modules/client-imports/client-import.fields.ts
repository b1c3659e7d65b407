/**
 * The client fields a column of an import file can fill (docs/api.md#client-imports), their Italian
 * labels and the header texts recognised for each (compared without case, accents, blanks and
 * punctuation: "P.IVA", "p iva" and "PIVA" are the same).
 */
export const IMPORT_FIELDS = [
  {
    key: 'business_name',
    label: 'Ragione sociale',
    synonyms: [
      'ragione sociale',
      'denominazione',
      'denominazione sociale',
      'nome azienda',
      'azienda',
      'impresa',
      'cliente',
      'company name',
    ],
  },
  { key: 'vat_number', label: 'Partita IVA', synonyms: ['partita iva', 'p.iva', 'p. iva', 'piva', 'vat', 'vat number', 'vat id'] },
  {
    key: 'fiscal_code',
    label: 'Codice fiscale',
    synonyms: ['codice fiscale', 'cf', 'c.f.', 'cod. fiscale', 'cod fisc', 'fiscal code', 'tax code'],
  },
  { key: 'pec', label: 'PEC', synonyms: ['pec', 'email pec', 'e-mail pec', 'indirizzo pec', 'posta elettronica certificata'] },
  {
    key: 'sdi',
    label: 'Codice SDI',
    synonyms: ['codice sdi', 'sdi', 'codice destinatario', 'codice univoco', 'codice univoco destinatario'],
  },
  {
    key: 'ateco',
    label: 'Codice ATECO',
    synonyms: ['codice ateco', 'ateco', 'ateco primario', 'ateco principale', 'codice attivita', 'ateco 2025', 'ateco 2007'],
  },
  { key: 'city', label: 'Comune', synonyms: ['comune', 'citta', 'localita', 'comune sede legale', 'city', 'codice istat comune', 'istat'] },
  { key: 'province', label: 'Provincia', synonyms: ['provincia', 'prov', 'prov.', 'sigla provincia', 'province'] },
  { key: 'postal_code', label: 'CAP', synonyms: ['cap', 'c.a.p.', 'codice postale', 'zip', 'postal code'] },
  { key: 'address', label: 'Indirizzo', synonyms: ['indirizzo', 'via', 'indirizzo sede legale', 'sede legale', 'address'] },
  { key: 'phone', label: 'Telefono', synonyms: ['telefono', 'tel', 'tel.', 'phone', 'recapito telefonico', 'cellulare'] },
  { key: 'email', label: 'Email', synonyms: ['email', 'e-mail', 'mail', 'indirizzo email', 'posta elettronica'] },
  { key: 'website', label: 'Sito web', synonyms: ['sito web', 'sito', 'website', 'web'] },
  {
    key: 'legal_form',
    label: 'Forma giuridica',
    synonyms: ['forma giuridica', 'natura giuridica', 'tipo societa', 'legal form', 'codice forma giuridica'],
  },
  {
    key: 'constitution_date',
    label: 'Data costituzione',
    synonyms: ['data costituzione', 'data di costituzione', 'costituzione', 'costituita il'],
  },
  {
    key: 'registration_date',
    label: 'Data di iscrizione',
    synonyms: ['data iscrizione', 'data di iscrizione', 'data iscrizione registro imprese', 'iscritta il'],
  },
  { key: 'rea_number', label: 'Numero REA', synonyms: ['rea', 'numero rea', 'n. rea', 'n rea'] },
  { key: 'social_capital', label: 'Capitale sociale', synonyms: ['capitale sociale', 'capitale', 'capitale sociale (EUR)'] },
  { key: 'year', label: 'Anno dei dati', synonyms: ['anno', 'anno di riferimento', 'anno riferimento', 'esercizio', 'anno bilancio'] },
  {
    key: 'headcount',
    label: 'Numero dipendenti',
    synonyms: [
      'numero dipendenti',
      'dipendenti',
      'n. dipendenti',
      'n dipendenti',
      'addetti',
      'numero addetti',
      'ula',
      'dipendenti (ULA)',
      'employees',
    ],
  },
  {
    key: 'turnover',
    label: 'Fatturato',
    synonyms: ['fatturato', 'ricavi', "volume d'affari", 'fatturato annuo', 'fatturato (EUR)', 'fatturato ultimo anno (EUR)', 'turnover'],
  },
  {
    key: 'balance_sheet_total',
    label: 'Totale attivo',
    synonyms: [
      'totale attivo',
      'totale di attivo',
      'attivo',
      'totale bilancio',
      'totale di bilancio',
      'totale attivo (EUR)',
      'balance sheet total',
    ],
  },
  { key: 'reference', label: 'Riferimento interno', synonyms: ['riferimento', 'codice cliente', 'codice interno'] },
  { key: 'note', label: 'Note', synonyms: ['note', 'annotazioni'] },
] as const;

/** A field of {@link IMPORT_FIELDS}. */
export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];

export const IMPORT_FIELD_KEYS: readonly string[] = IMPORT_FIELDS.map((f) => f.key);

/** The comparison key of a header: lower case, no accents, letters and digits only. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const BY_SYNONYM = new Map<string, ImportField>();
for (const f of IMPORT_FIELDS) for (const s of [f.label, ...f.synonyms]) BY_SYNONYM.set(headerKey(s), f.key);

/** The mapping of a file: the sheet read and, per column (by position), the field it fills or null ("Ignora"). */
export interface ImportMapping {
  sheet: string | null;
  columns: (ImportField | null)[];
}

/**
 * The suggested field of each header: the field the environment's previous import gave to the same
 * header (`saved`: header key -> field or null), else the synonym list; each field is given to
 * one column only (the first).
 */
export function suggestMapping(headers: string[], saved: Record<string, string | null> = {}): (ImportField | null)[] {
  const used = new Set<string>();
  return headers.map((h) => {
    const key = headerKey(h);
    const remembered = key in saved ? saved[key] : undefined;
    const field = remembered !== undefined ? (remembered as ImportField | null) : (BY_SYNONYM.get(key) ?? null);
    if (!field || used.has(field) || !IMPORT_FIELD_KEYS.includes(field)) return null;
    used.add(field);
    return field;
  });
}

/** The header -> field pairs of a mapping, kept per environment for its next import. */
export function mappingMemory(headers: string[], columns: (string | null)[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  headers.forEach((h, i) => {
    const key = headerKey(h);
    if (key && !(key in out)) out[key] = columns[i] ?? null;
  });
  return out;
}
