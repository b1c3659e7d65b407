import { UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Message for a body field the endpoint does not accept (DESIGN.md §4: refused, never stored). */
export const UNKNOWN_FIELD_MESSAGE = 'Campo non previsto';

/** Flattens class-validator errors into `{ "field.sub": [messages] }` (Italian messages from the DTOs). */
export function toFieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) {
      out[key] = Object.entries(e.constraints).map(([name, msg]) => (name === 'whitelistValidation' ? UNKNOWN_FIELD_MESSAGE : msg));
    }
    if (e.children?.length) Object.assign(out, toFieldErrors(e.children, key));
  }
  return out;
}

/**
 * The global validation pipe: DTO classes with class-validator, unknown fields refused,
 * payloads transformed to the DTO types; failures answer 422 `{message, errors}`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors: toFieldErrors(errors) }),
  });
}
