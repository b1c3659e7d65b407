import * as yup from 'yup';
import { MESSAGES, emailString } from '@bandi/shared-ui';
import {
  ATECO_CODE_RE,
  ITALIAN_MESSAGES,
  isValidCapFormat,
  isValidCodiceFiscale,
  isValidEmail,
  isValidIban,
  isValidPartitaIva,
  isValidRea,
  isValidSdi,
} from '@bandi/domain';
import { historyRules, relatedSchema } from './clients/sme/smeForm';

/**
 * The Yup rules of the client form. The Italian checks are the very functions the API runs
 * (@bandi/domain, domain/src/italian.ts, checksums from @marketto/codice-fiscale-utils), so
 * the form and the server accept and refuse the same codes with the same messages.
 */
export { ITALIAN_MESSAGES, isValidPartitaIva, isValidCodiceFiscale };

const optional = (check: (v: string) => boolean, message: string) =>
  yup
    .string()
    .nullable()
    .test('italian', message, (v) => !v || !v.trim() || check(v));

const num = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null ? null : v))
    .nullable()
    .typeError(MESSAGES.number);

/** Yup schema of the create/edit client form (docs/domain.md#clients, docs/rules.md#form-rules "Client: email valid"). */
export const clientSchema = yup.object({
  business_name: yup.string().trim().required(MESSAGES.required).max(255),
  vat_number: optional(isValidPartitaIva, ITALIAN_MESSAGES.vatNumber),
  fiscal_code: optional(isValidCodiceFiscale, ITALIAN_MESSAGES.fiscalCode),
  email: emailString().nullable(),
  pec: optional(isValidEmail, ITALIAN_MESSAGES.pec),
  sdi: optional(isValidSdi, ITALIAN_MESSAGES.sdi),
  rea_number: optional(isValidRea, ITALIAN_MESSAGES.rea),
  client_legal_location: yup.object({
    postal_code: optional(isValidCapFormat, ITALIAN_MESSAGES.cap),
    province: yup
      .string()
      .nullable()
      .matches(/^[A-Za-z]{2}$/, { message: 'Sigla di provincia non valida', excludeEmptyString: true }),
  }),
  clients_ateco_codes: yup.array(
    yup.object({
      value: yup.string().required(MESSAGES.required).matches(ATECO_CODE_RE, MESSAGES.atecoCode),
      primary: yup.boolean(),
    }),
  ),
  clients_history: historyRules(
    yup.array(
      yup.object({
        year: yup
          .number()
          .typeError('Anno non valido')
          .required(MESSAGES.required)
          .min(1900, 'Anno non valido')
          .max(2100, 'Anno non valido'),
        headcount: num().min(0, 'Non può essere negativo'),
        turnover: num(),
        balance_sheet_total: num().min(0, 'Non può essere negativo'),
      }),
    ),
  ),
  related: relatedSchema,
  social_capital: num().min(0, 'Non può essere negativo'),
  public_bodies_share: num().min(0).max(100, 'Al massimo 100'),
  clients_banks: yup.array(
    yup.object({
      name: yup.string().trim().required(MESSAGES.required),
      iban: optional(isValidIban, ITALIAN_MESSAGES.iban),
    }),
  ),
});
