import * as yup from 'yup';
import { EMAIL_RE, MESSAGES } from '@bandi/domain';
import { MIN_PASSWORD_LENGTH } from '../constants';

/**
 * The generic rules of SPEC §5.1 as Yup schemas and regular expressions, with Italian messages.
 * Forms show errors only after a field is touched (Formik's `touched`), SPEC §5.
 */

/** SPEC §5.1 email (@bandi/domain: the API checks the same pattern). */
export { EMAIL_RE };
/** SPEC §5.1 letters only. */
export const LETTERS_RE = /^[A-Za-z]*$/;
/** SPEC §5.1 numeric only. */
export const NUMBER_RE = /^\d*$/;
/** SPEC §5.1 comma-float: digits with an optional decimal part after a dot or a comma. */
export const COMMA_FLOAT_RE = /^\d+([.,]\d+)?$/;
/** The fixed set of special characters of the password rule (SPEC §5.1). */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';
/** SPEC §5.1 password: at least one digit and one special character (no length here). */
export const PASSWORD_RE = /^(?=.*\d)(?=.*[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]).*$/;

export const requiredString = () => yup.string().trim().required(MESSAGES.required);
export const emailString = () => yup.string().trim().matches(EMAIL_RE, { message: MESSAGES.email, excludeEmptyString: true });
export const requiredEmail = () => emailString().required(MESSAGES.required);
export const numericString = () => yup.string().matches(NUMBER_RE, MESSAGES.number);
export const commaFloatString = () => yup.string().matches(COMMA_FLOAT_RE, { message: MESSAGES.commaFloat, excludeEmptyString: true });
export const lettersString = () => yup.string().matches(LETTERS_RE, MESSAGES.lettersOnly);
export const urlString = () => yup.string().trim().url(MESSAGES.url);

/** SPEC §5.2 login form. */
export const loginSchema = yup.object({
  email: requiredEmail(),
  password: yup.string().required(MESSAGES.required),
});

/** SPEC §5.2 forgot-password form. */
export const forgotPasswordSchema = yup.object({ email: requiredEmail() });

/** SPEC §5.2 profile update. */
export const profileSchema = yup.object({
  name: requiredString(),
  surname: requiredString(),
  phone: yup.string().nullable(),
});

/** SPEC §5.2 password change: all required, min 6, digit + special, confirmation equal. */
export const passwordChangeSchema = yup.object({
  old_password: yup.string().required(MESSAGES.required),
  password: yup
    .string()
    .required(MESSAGES.required)
    .min(MIN_PASSWORD_LENGTH, MESSAGES.minLength(MIN_PASSWORD_LENGTH))
    .matches(PASSWORD_RE, MESSAGES.password),
  password_confirmation: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], MESSAGES.passwordConfirmation),
});
