import { toFormValues, toRequestBody } from '../src/clients/form/values';
import { emptyClient, filledClient } from './helpers/client-fixture';

/**
 * Issue "A field defined once": the client form's values and request body are derived from the
 * field table (src/clients/form/fields.ts) for the plain fields, by hand for the others. The
 * expectations below are the objects the hand-written conversions gave before the table, for a
 * filled client (blank-padded and blank-only texts included), an empty one and a new one: the
 * derived ones must be the very same objects (same keys, same values).
 */
const FILLED_VALUES = {
  business_name: '  Officine Rossi SRL ',
  reference: ' R-7 ',
  vat_number: '01234567890',
  fiscal_code: '01234567890',
  legal_form: '8888',
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
  public_bodies_share: '12.5',
  company_dimension_override: 'small',
  company_dimension_notes: 'Dati da bilancio approvato',
  client_legal_location: {
    address: 'Via Roma 1',
    postal_code: '20121',
    city: 'Milano',
    province: 'mi',
  },
  clients_ateco_codes: [
    {
      value: '25.62.00',
      primary: true,
    },
  ],
  clients_history: [
    {
      year: '2025',
      headcount: '12',
      turnover: 1500000,
      balance_sheet_total: 900000,
      estimate: false,
    },
  ],
  related: [],
  clients_location: [],
  clients_partners: [
    {
      name: 'Mario Rossi',
      fiscal_code: 'RSSMRA70A01F205X',
      share_percent: '60',
    },
  ],
  clients_administrators: [
    {
      name: 'Mario',
      surname: 'Rossi',
      fiscal_code: '',
      role: 'Amministratore unico',
    },
  ],
  clients_banks: [
    {
      name: 'Banca Intesa',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      branch: 'Milano',
    },
  ],
  clients_referents: ['4'],
};

const FILLED_BODY = {
  business_name: 'Officine Rossi SRL',
  reference: 'R-7',
  vat_number: '01234567890',
  fiscal_code: '01234567890',
  legal_form: '8888',
  section: null,
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
  company_dimension_override: 'small',
  company_dimension_notes: 'Dati da bilancio approvato',
  client_legal_location: {
    address: 'Via Roma 1',
    postal_code: '20121',
    city: 'Milano',
    province: 'MI',
  },
  clients_ateco_codes: [
    {
      value: '25.62.00',
      primary: true,
    },
  ],
  clients_history: [
    {
      year: 2025,
      headcount: 12,
      turnover: 1500000,
      balance_sheet_total: 900000,
      estimate: false,
    },
  ],
  associated: false,
  connected: false,
  autonomous: true,
  associated_companies: [],
  connected_companies: [],
  connected_by_person_companies: [],
  clients_location: [],
  clients_partners: [
    {
      name: 'Mario Rossi',
      fiscal_code: 'RSSMRA70A01F205X',
      share_percent: 60,
    },
  ],
  clients_administrators: [
    {
      name: 'Mario',
      surname: 'Rossi',
      fiscal_code: null,
      role: 'Amministratore unico',
    },
  ],
  clients_banks: [
    {
      name: 'Banca Intesa',
      iban: 'IT60X0542811101000000123456',
      branch: 'Milano',
    },
  ],
  clients_referents: [4],
  clients_referents_to_delete: [5],
};

const EMPTY_VALUES = {
  business_name: 'Bottega Bianchi',
  reference: '',
  vat_number: '',
  fiscal_code: '',
  legal_form: '',
  section: '',
  constitution_date: '',
  activity_description: '',
  email: '',
  pec: '',
  sdi: '',
  rea_number: '',
  phone: '',
  website: '',
  note: '',
  subscribed_to_cciaa: '',
  registration_number: '',
  section_cciaa: '',
  registration_date: '',
  interprofessional_fund: '',
  ccnl_type: '',
  inps_registration_number: '',
  inps_location: '',
  inail_registration_number: '',
  inail_location: '',
  accounting_type: '',
  female_enterprise: false,
  youth_enterprise: false,
  public_entity_enterprise: false,
  social_capital: '',
  public_bodies_share: '',
  company_dimension_override: '',
  company_dimension_notes: '',
  client_legal_location: {
    address: '',
    postal_code: '',
    city: '',
    province: '',
  },
  clients_ateco_codes: [],
  clients_history: [],
  related: [],
  clients_location: [],
  clients_partners: [],
  clients_administrators: [],
  clients_banks: [],
  clients_referents: [],
};

const EMPTY_BODY = {
  business_name: 'Bottega Bianchi',
  reference: null,
  vat_number: null,
  fiscal_code: null,
  legal_form: null,
  section: null,
  constitution_date: null,
  activity_description: null,
  email: null,
  pec: null,
  sdi: null,
  rea_number: null,
  phone: null,
  website: null,
  note: null,
  subscribed_to_cciaa: null,
  registration_number: null,
  section_cciaa: null,
  registration_date: null,
  interprofessional_fund: null,
  ccnl_type: null,
  inps_registration_number: null,
  inps_location: null,
  inail_registration_number: null,
  inail_location: null,
  accounting_type: null,
  female_enterprise: false,
  youth_enterprise: false,
  public_entity_enterprise: false,
  social_capital: null,
  public_bodies_share: null,
  company_dimension_override: null,
  company_dimension_notes: null,
  client_legal_location: null,
  clients_ateco_codes: [],
  clients_history: [],
  associated: false,
  connected: false,
  autonomous: true,
  associated_companies: [],
  connected_companies: [],
  connected_by_person_companies: [],
  clients_location: [],
  clients_partners: [],
  clients_administrators: [],
  clients_banks: [],
  clients_referents: [],
  clients_referents_to_delete: [],
};

afterEach(() => jest.useRealTimers());

test('a filled client: the form values, and the request body of those values, are those of before the table', () => {
  expect(toFormValues(filledClient())).toStrictEqual(FILLED_VALUES);
  // the referent 5 was linked when the form opened and is no longer
  expect(toRequestBody(toFormValues(filledClient()), ['4', '5'])).toStrictEqual(FILLED_BODY);
});

test('an empty client: every text empty, every flag false; in the body null and false', () => {
  expect(toFormValues(emptyClient())).toStrictEqual(EMPTY_VALUES);
  expect(toRequestBody(toFormValues(emptyClient()))).toStrictEqual(EMPTY_BODY);
});

test('a new client: empty values with the registration date today (Italy), sent as such', () => {
  jest.useFakeTimers({ now: new Date('2026-05-04T10:00:00Z') });
  expect(toFormValues(null)).toStrictEqual({ ...EMPTY_VALUES, business_name: '', registration_date: '2026-05-04' });
  expect(toRequestBody(toFormValues(null))).toStrictEqual({ ...EMPTY_BODY, business_name: '', registration_date: '2026-05-04' });
});
