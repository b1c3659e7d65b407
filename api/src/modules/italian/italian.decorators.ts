import { ValidateBy, type ValidationOptions } from 'class-validator';
import {
  isValidCapFormat,
  isValidCodiceFiscale,
  isValidEmail,
  isValidIban,
  isValidPartitaIva,
  isValidRea,
  isValidSdi,
  ITALIAN_MESSAGES,
} from '@bandi/domain';

/**
 * class-validator decorators over the shared Italian checks (@bandi/domain, domain/src/italian.ts), each with its
 * Italian message. Empty/null values are left to @IsOptional.
 */
function italian(name: string, check: (v: string) => boolean, message: string, opts?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: (v: unknown) => typeof v === 'string' && check(v), defaultMessage: () => message } },
    opts,
  );
}

/** Partita IVA: 11 digits (written forms with IT, blanks, "-", ".", ":" accepted) with office code and check digit. */
export const IsPartitaIva = (o?: ValidationOptions) => italian('isPartitaIva', isValidPartitaIva, ITALIAN_MESSAGES.vatNumber, o);
/** Codice fiscale: 16 characters (omocodia allowed) or 11 digits. */
export const IsCodiceFiscale = (o?: ValidationOptions) => italian('isCodiceFiscale', isValidCodiceFiscale, ITALIAN_MESSAGES.fiscalCode, o);
/** SDI recipient code. */
export const IsSdi = (o?: ValidationOptions) => italian('isSdi', isValidSdi, ITALIAN_MESSAGES.sdi, o);
/** PEC address. */
export const IsPec = (o?: ValidationOptions) => italian('isPec', isValidEmail, ITALIAN_MESSAGES.pec, o);
/** E-mail address (docs/rules.md#generic-rules rule). */
export const IsItalianEmail = (o?: ValidationOptions) => italian('isItalianEmail', isValidEmail, ITALIAN_MESSAGES.email, o);
/** REA number. */
export const IsRea = (o?: ValidationOptions) => italian('isRea', isValidRea, ITALIAN_MESSAGES.rea, o);
/** CAP format (5 digits); the comune match is checked by the service. */
export const IsCap = (o?: ValidationOptions) => italian('isCap', isValidCapFormat, ITALIAN_MESSAGES.cap, o);
/** IBAN (ISO 13616, mod 97, country length; Italian CIN) checked by ibantools; blanks and lowercase accepted. */
export const IsIban = (o?: ValidationOptions) => italian('isIban', isValidIban, ITALIAN_MESSAGES.iban, o);
