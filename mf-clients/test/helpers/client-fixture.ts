import type { Client } from '../../src/types';

/**
 * Stored clients for the form and card tests: `filledClient` with every field of the form set
 * (some text padded with blanks or only blanks, to show the trimming), `emptyClient` with every
 * optional field null and no rows. `over` replaces fields.
 */
export function filledClient(over: Partial<Client> = {}): Client {
  return {
    id: 7,
    project_id: 1,
    version: 3,
    created_at: '2026-01-10T09:00:00Z',
    updated_at: '2026-02-11T10:00:00Z',
    created_by: 1,
    updated_by: 1,
    business_name: '  Officine Rossi SRL ',
    reference: ' R-7 ',
    vat_number: '01234567890',
    fiscal_code: '01234567890',
    legal_form: '8888',
    legal_form_name: 'Società a responsabilità limitata',
    legal_form_text: null,
    section: '   ',
    constitution_date: '2001-03-15',
    activity_description: 'Lavorazioni meccaniche di precisione',
    email: 'info@officinerossi.it',
    pec: 'officinerossi@pec.it',
    sdi: '0000000',
    rea_number: 'MI-1234567',
    phone: '02 1234567',
    website: 'https://officinerossi.it',
    note: 'Preferisce essere contattata al mattino',
    subscribed_to_cciaa: 'yes',
    registration_number: 'MI123',
    section_cciaa: 'ordinaria',
    registration_date: '2001-04-02',
    interprofessional_fund: 'fondimpresa',
    ccnl_type: 'Metalmeccanico – Industria',
    inps_registration_number: '4900123456',
    inps_location: 'Milano Nord',
    inail_registration_number: '12345678',
    inail_location: 'Milano Porta Nuova',
    accounting_type: 'Ordinaria',
    female_enterprise: true,
    youth_enterprise: false,
    public_entity_enterprise: true,
    social_capital: 10000.5,
    public_bodies_share: 12.5,
    company_dimension: 'small',
    company_dimension_computed: 'micro',
    company_dimension_manual: true,
    company_dimension_details: { computed: 'micro', effective: 'small', manual: true },
    company_dimension_notes: 'Dati da bilancio approvato',
    associated: false,
    connected: false,
    connected_by_person: false,
    autonomous: true,
    associated_companies: [],
    connected_companies: [],
    connected_by_person_companies: [],
    city: 'Milano',
    province: 'MI',
    region: 'Lombardia',
    region_code: '03',
    client_legal_location: {
      id: 1,
      address: 'Via Roma 1',
      postal_code: '20121',
      city: 'Milano',
      city_istat_code: '015146',
      province: 'mi',
      nation: 'IT',
      primary: true,
      region: '03',
      region_name: 'Lombardia',
    },
    clients_ateco_codes: [{ id: 1, value: '25.62.00', primary: true, description: null }],
    clients_history: [{ id: 1, year: 2025, headcount: 12, turnover: 1500000, balance_sheet_total: 900000, estimate: false }],
    clients_location: [],
    clients_partners: [{ id: 1, name: 'Mario Rossi', fiscal_code: 'RSSMRA70A01F205X', share_percent: 60, note: null }],
    clients_administrators: [{ id: 1, name: 'Mario', surname: 'Rossi', fiscal_code: null, role: 'Amministratore unico', start_date: null }],
    clients_banks: [{ id: 1, name: 'Banca Intesa', iban: 'IT60 X054 2811 1010 0000 0123 456', branch: 'Milano' }],
    clients_referents: [{ id: 4, name: 'Anna', surname: 'Bianchi', email: null, phone: null, organisation: null }],
    clients_managed_by_users: [{ id: 2, name: 'Laura', surname: 'Verdi', email: 'laura@example.it' }],
    documents: [],
    document_alerts: { expired: 0, expiring: 0 },
    established_year: 2001,
    latest_headcount: 12,
    latest_turnover: 1500000,
    latest_balance_sheet_total: 900000,
    ...over,
  } as Client;
}

/** A stored client with only its name: every optional field null, flags false, no rows. */
export function emptyClient(over: Partial<Client> = {}): Client {
  const c = filledClient();
  const nulls = Object.fromEntries(
    Object.entries(c).map(([k, v]) => [
      k,
      Array.isArray(v) ? [] : typeof v === 'boolean' ? false : v === null || typeof v !== 'object' ? null : v,
    ]),
  );
  return {
    ...nulls,
    id: 8,
    project_id: 1,
    version: 1,
    business_name: 'Bottega Bianchi',
    client_legal_location: null,
    company_dimension_details: { computed: null, effective: null, manual: false },
    document_alerts: { expired: 0, expiring: 0 },
    ...over,
  } as Client;
}

/** The reference lists the client's selects and card read: one fund, one register section, one legal form. */
const REFERENCE: Record<string, unknown> = {
  'get reference/dropdowns/interprofessional_funds': [{ value: 'fondimpresa', label: 'Fondimpresa' }],
  'get reference/dropdowns/business_registers': [{ value: 'ordinaria', label: 'Sezione ordinaria' }],
  'get reference/legal-forms': [{ elf_code: '8888', name: 'Società a responsabilità limitata', abbreviations: 'SRL' }],
  'get reference/ateco': { data: [], total: 0 },
};

/**
 * Answers the client form's and card's requests: `client` for GET …/clients/{id}, the reference
 * lists above (an ATECO code's description for any other ATECO code, [] for other lists), an empty
 * page otherwise. Returns the answer function, for `jest.spyOn(api, 'request').mockImplementation`.
 */
export function clientApi(client: Client) {
  return async (config: { method?: string; url?: string }) => {
    const key = `${(config.method ?? 'get').toLowerCase()} ${config.url}`;
    const answer = (data: unknown) => ({ data, status: 200 }) as never;
    if (key in REFERENCE) return answer(REFERENCE[key]);
    if (key === `get projects/${client.project_id}/clients/${client.id}`) return answer(client);
    if (key.startsWith('get reference/ateco/')) return answer({ code: '25.62.00', description: 'Lavori di meccanica generale' });
    if (key.startsWith('get reference/')) return answer([]);
    return answer({ data: [], total: 0 });
  };
}
