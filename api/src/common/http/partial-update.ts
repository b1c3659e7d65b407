import { UnprocessableEntityException } from '@nestjs/common';

/**
 * Partial updates (PATCH semantics, docs/api-contract.md): a field not sent stays as it is, but a
 * required field that is sent must not be emptied. Checks `fields` of `body` that are present
 * (not `undefined`): `null`, or a blank string, is refused.
 * @throws UnprocessableEntityException 422 `{message, errors: {field: ['Campo obbligatorio']}}`.
 */
export function requireIfPresent(body: object, fields: readonly string[]): void {
  const b = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const f of fields) {
    const v = b[f];
    if (v === undefined) continue;
    if (v === null || (typeof v === 'string' && v.trim() === '')) errors[f] = ['Campo obbligatorio'];
  }
  if (Object.keys(errors).length) throw new UnprocessableEntityException({ message: 'I dati inviati non sono validi', errors });
}
