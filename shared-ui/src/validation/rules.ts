import * as yup from 'yup';
import {
  EMAIL_RE,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RE,
  PASSWORD_RECOMMENDED_LENGTH,
  PASSWORD_SPECIALS,
  passwordPolicyErrors,
} from '@bandi/domain';

/**
 * The generic rules of docs/rules.md#generic-rules as Yup schemas and regular expressions, with Italian messages.
 * Forms show errors only after a field is touched (Formik's `touched`), docs/rules.md.
 */

/** docs/rules.md#generic-rules email (@bandi/domain: the API checks the same pattern). */
export { EMAIL_RE };
/** docs/rules.md#generic-rules letters only. */
export const LETTERS_RE = /^[A-Za-z]*$/;
/** docs/rules.md#generic-rules numeric only. */
export const NUMBER_RE = /^\d*$/;
/** docs/rules.md#generic-rules comma-float: digits with an optional decimal part after a dot or a comma. */
export const COMMA_FLOAT_RE = /^\d+([.,]\d+)?$/;
/** The password composition rule and its special characters (docs/rules.md#form-rules; @bandi/domain, the API checks the same). */
export { PASSWORD_RE, PASSWORD_SPECIALS };
/** Password length limits in characters (ASVS 5.0 6.2.1/6.2.9; @bandi/domain): 8 required, 12 recommended, 128 at most. */
export { PASSWORD_MIN_LENGTH, PASSWORD_RECOMMENDED_LENGTH, PASSWORD_MAX_LENGTH };

export const requiredString = () => yup.string().trim().required(MESSAGES.required);
export const emailString = () => yup.string().trim().matches(EMAIL_RE, { message: MESSAGES.email, excludeEmptyString: true });
export const requiredEmail = () => emailString().required(MESSAGES.required);
export const numericString = () => yup.string().matches(NUMBER_RE, MESSAGES.number);
export const commaFloatString = () => yup.string().matches(COMMA_FLOAT_RE, { message: MESSAGES.commaFloat, excludeEmptyString: true });
export const lettersString = () => yup.string().matches(LETTERS_RE, MESSAGES.lettersOnly);
export const urlString = () => yup.string().trim().url(MESSAGES.url);

/** docs/rules.md#form-rules login form. */
export const loginSchema = yup.object({
  email: requiredEmail(),
  password: yup.string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.maxLength(PASSWORD_MAX_LENGTH)),
});

/** docs/rules.md#form-rules forgot-password form. */
export const forgotPasswordSchema = yup.object({ email: requiredEmail() });

/** docs/rules.md#form-rules profile update. */
export const profileSchema = yup.object({
  name: requiredString(),
  surname: requiredString(),
  phone: yup.string().nullable(),
});

/**
 * A new password: required, then the first rule of @bandi/domain's `passwordPolicyErrors` it
 * breaks (8..128 characters, a digit and a special character; ASVS 5.0 6.2.1/6.2.9, docs/rules.md#form-rules).
 * The common-password check is the server's: its 422 comes back on the field.
 */
export const newPasswordString = () =>
  yup
    .string()
    .required(MESSAGES.required)
    .test('password-policy', MESSAGES.password, (value, ctx) => {
      const errors = passwordPolicyErrors(value ?? '');
      return errors.length ? ctx.createError({ message: errors[0] }) : true;
    });

/** docs/rules.md#form-rules password change: all required, the new one per `newPasswordString`, confirmation equal. */
export const passwordChangeSchema = yup.object({
  old_password: yup.string().required(MESSAGES.required).max(PASSWORD_MAX_LENGTH, MESSAGES.maxLength(PASSWORD_MAX_LENGTH)),
  password: newPasswordString(),
  password_confirmation: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], MESSAGES.passwordConfirmation),
});
