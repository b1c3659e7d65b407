import type { FieldErrors, SaveMode } from '../src';

/**
 * One table of announcements, valid and invalid, with the field errors and Italian messages the
 * rules of docs/rules.md#form-rules give (issue 9, acceptance 3). Three runners go through it and must agree:
 * - domain/test/announcement-parity.test.ts: the pure functions of @bandi/domain and the
 *   announcement form's Yup schema (mf-announcements/src/form/schema.ts);
 * - api/test/announcement-parity.test.ts: POST (and PUT onto a stored draft) of the API.
 * Bodies are in API shape; every invalid case sticks to what both the API's DTO and the rules
 * judge the same way (see docs/domain.md for the known differences of the two stages).
 */
export interface AnnouncementCase {
  title: string;
  mode: Extract<SaveMode, 'draft' | 'published'>;
  body: Record<string, unknown>;
  errors: FieldErrors;
}

/** An announcement satisfying every docs/rules.md#form-rules requirement (the base of most cases). */
export const VALID: Record<string, unknown> = {
  name: 'Bando di prova parità',
  link_regulatory: 'https://www.mimit.gov.it/it/incentivi/bando-di-prova',
  supplying_authority: 'Regione Lombardia',
  start_date: '2025-01-01',
  end_date: '2099-12-31',
  number_of_employees_min: 0,
  number_of_employees_max: 249,
  year_of_establishment_min: 1900,
  year_of_establishment_max: 2026,
  annual_volume_min: 0,
  annual_volume_max: 50_000_000,
  eligible_expense_min: 10_000,
  eligible_expense_max: 200_000,
  grant_min: 5_000,
  grant_max: 100_000,
  announcements_company_dimensions: ['micro', 'small'],
  announcements_areas_of_intervention: ['digitalizzazione'],
  announcements_ateco_codes: [{ value: '62', primary: true }],
  announcements_locations: [{ nation: 'Italia', region: '03', province: 'MI', city: '015146' }],
};

const R = 'Campo obbligatorio';
const THIS_YEAR = new Date().getFullYear();
const published = (title: string, over: Record<string, unknown>, errors: FieldErrors): AnnouncementCase => ({
  title,
  mode: 'published',
  body: { ...VALID, ...over },
  errors,
});
const draft = (title: string, over: Record<string, unknown>, errors: FieldErrors): AnnouncementCase => ({
  title,
  mode: 'draft',
  body: { ...VALID, ...over },
  errors,
});

export const ANNOUNCEMENT_CASES: AnnouncementCase[] = [
  published('a complete call is published', {}, {}),
  draft('a complete call is saved as draft', {}, {}),
  { title: 'a draft needs only the name', mode: 'draft', body: { name: 'Bando solo nome' }, errors: {} },
  draft('a draft with an empty name', { name: '   ' }, { name: [R] }),
  published('publishing without the link', { link_regulatory: null }, { link_regulatory: [R] }),
  published(
    'publishing with a link that is not a URL',
    { link_regulatory: 'www.mimit.gov.it' },
    { link_regulatory: ['Deve essere un URL valido'] },
  ),
  draft('a draft with a link that is not a URL', { link_regulatory: 'non un url' }, { link_regulatory: ['Deve essere un URL valido'] }),
  draft(
    'a draft with a number that is not a number',
    { number_of_employees_min: 'dieci' },
    { number_of_employees_min: ['Inserisci solo numeri'] },
  ),
  published(
    'publishing without employees',
    { number_of_employees_min: null, number_of_employees_max: null },
    { number_of_employees_min: [R], number_of_employees_max: [R] },
  ),
  published('publishing without the year of establishment max', { year_of_establishment_max: null }, { year_of_establishment_max: [R] }),
  published(
    'publishing without company dimensions',
    { announcements_company_dimensions: [] },
    { announcements_company_dimensions: ['Seleziona almeno un valore'] },
  ),
  published(
    'publishing without areas of intervention',
    { announcements_areas_of_intervention: [] },
    { announcements_areas_of_intervention: ['Seleziona almeno un valore'] },
  ),
  published(
    'publishing without ATECO codes',
    { announcements_ateco_codes: [] },
    { announcements_ateco_codes: ['Aggiungi almeno un codice ATECO'] },
  ),
  published(
    'publishing with an ATECO entry without a value',
    { announcements_ateco_codes: [{ value: null, primary: false }] },
    { announcements_ateco_codes: ['Aggiungi almeno un codice ATECO'] },
  ),
  published(
    'publishing without territories',
    { announcements_locations: [] },
    { announcements_locations: ['Aggiungi almeno un territorio'] },
  ),
  published(
    'publishing with a territory without nation',
    { announcements_locations: [{ nation: 'Italia' }, { nation: null }] },
    { 'announcements_locations.1.nation': [R] },
  ),
  published(
    'publishing with no limits, every dimension and every sector stated (issue 39, defect 1)',
    {
      number_of_employees_min: null,
      number_of_employees_max: null,
      year_of_establishment_min: null,
      year_of_establishment_max: null,
      annual_volume_min: null,
      annual_volume_max: null,
      announcements_company_dimensions: [],
      announcements_ateco_codes: [],
      requirements_without_limit: [
        'number_of_employees_min',
        'number_of_employees_max',
        'year_of_establishment_min',
        'year_of_establishment_max',
        'annual_volume_min',
        'annual_volume_max',
        'announcements_company_dimensions',
        'announcements_ateco_codes',
      ],
    },
    {},
  ),
  published(
    'publishing with no maximum of employees stated, the minimum left out',
    { number_of_employees_min: null, number_of_employees_max: null, requirements_without_limit: ['number_of_employees_max'] },
    { number_of_employees_min: [R] },
  ),
  draft(
    'a draft with a value and "no limit" both',
    { requirements_without_limit: ['annual_volume_max', 'announcements_ateco_codes'] },
    {
      annual_volume_max: ['Indica un valore oppure nessun limite, non entrambi'],
      announcements_ateco_codes: ['Indica un valore oppure nessun limite, non entrambi'],
    },
  ),
  published(
    'publishing with employees min above max',
    { number_of_employees_min: 300, number_of_employees_max: 249 },
    { number_of_employees_min: ['Il minimo non può superare il massimo'] },
  ),
  draft('a draft with the grant min above max', { grant_min: 200_000 }, { grant_min: ['Il minimo non può superare il massimo'] }),
  draft(
    'a draft with eligible expenses min above max',
    { eligible_expense_min: 300_000 },
    { eligible_expense_min: ['Il minimo non può superare il massimo'] },
  ),
  draft(
    'a draft that closes before it opens',
    { start_date: '2026-06-30', end_date: '2026-01-31' },
    { end_date: ['La data di chiusura precede quella di apertura'] },
  ),
  published(
    'publishing with a fractional year',
    { year_of_establishment_min: 1990.5 },
    { year_of_establishment_min: ['Inserisci un numero intero'] },
  ),
  published(
    'publishing with several errors at once',
    { annual_volume_min: 60_000_000, link_regulatory: null, announcements_locations: [], start_date: '2027-01-01', end_date: '2026-01-01' },
    {
      annual_volume_min: ['Il minimo non può superare il massimo'],
      end_date: ['La data di chiusura precede quella di apertura'],
      link_regulatory: [R],
      announcements_locations: ['Aggiungi almeno un territorio'],
    },
  ),
  {
    title: 'publishing an announcement with only a name',
    mode: 'published',
    body: { name: 'Bando da pubblicare', announcements_locations: [{ nation: null }] },
    errors: {
      link_regulatory: [R],
      number_of_employees_min: [R],
      number_of_employees_max: [R],
      year_of_establishment_min: [R],
      year_of_establishment_max: [R],
      annual_volume_min: [R],
      annual_volume_max: [R],
      announcements_company_dimensions: ['Seleziona almeno un valore'],
      announcements_areas_of_intervention: ['Seleziona almeno un valore'],
      announcements_ateco_codes: ['Aggiungi almeno un codice ATECO'],
      'announcements_locations.0.nation': [R],
    },
  },
  // issue 10: requirement values from the reference lists (the lists held in the database: api/test/announcement-requirements.test.ts)
  draft(
    'a draft with an unknown company dimension',
    { announcements_company_dimensions: ['micro', 'giant'] },
    { announcements_company_dimensions: ["Valore non presente nell'elenco: giant"] },
  ),
  draft(
    'a draft with establishment years before 1900 and after this year',
    { year_of_establishment_min: 1800, year_of_establishment_max: THIS_YEAR + 73 },
    {
      year_of_establishment_min: [`Inserisci un anno dal 1900 al ${THIS_YEAR}`],
      year_of_establishment_max: [`Inserisci un anno dal 1900 al ${THIS_YEAR}`],
    },
  ),
  draft(
    'a draft with an unknown evaluation procedure',
    { evaluation_procedure: 'A estrazione' },
    { evaluation_procedure: ['Valore non valido'] },
  ),
  draft('a draft with a known evaluation procedure', { evaluation_procedure: 'A graduatoria' }, {}),
  published(
    'publishing with an empty ATECO entry only (the publish-rule message, not "Codice ATECO non valido")',
    { announcements_ateco_codes: [{ value: '', primary: false }] },
    { announcements_ateco_codes: ['Aggiungi almeno un codice ATECO'] },
  ),
  draft('a draft with an empty ATECO entry next to a code', { announcements_ateco_codes: [{ value: '62' }, { value: ' ' }] }, {}),
];

/** `{field: [messages]}` with sorted keys, to compare answers whatever the order of the fields. */
export function sorted(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => a.localeCompare(b)));
}
