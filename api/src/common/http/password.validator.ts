import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { MESSAGES, passwordPolicyErrors } from '@bandi/domain';
import { isCommonPassword } from '../../modules/auth/common-passwords';

/** The first message of the password policy that `value` breaks, or undefined when it passes. */
function newPasswordError(value: unknown): string | undefined {
  if (typeof value !== 'string') return MESSAGES.text;
  const [first] = passwordPolicyErrors(value);
  if (first) return first;
  return isCommonPassword(value) ? MESSAGES.passwordCommon : undefined;
}

/**
 * class-validator rule of a NEW password (change, reset, any future "set password"): the
 * @bandi/domain policy (8..128 characters, a digit and a special character; the same rule as the
 * forms' Yup schema) and not a common password (server-side list). The 422 carries the first
 * broken rule's Italian message on the field. Source: ASVS 5.0 6.2.1, 6.2.4, 6.2.9; docs/rules.md#form-rules.
 */
export function IsNewPassword(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isNewPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => newPasswordError(value) === undefined,
        defaultMessage: (args?: ValidationArguments) => newPasswordError(args?.value) ?? MESSAGES.password,
      },
    });
  };
}
