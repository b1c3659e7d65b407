import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isCalendarDate } from './input-policy';

/**
 * Property decorator for an object of dates keyed by a fixed list (e.g. a negotiation's
 * `stage_deadlines`: `{ "application_submitted": "2026-03-31" }`): every key must be one of
 * `keys` and every value a real calendar date `YYYY-MM-DD` (the shared `isCalendarDate`, so
 * "2026-02-30" is refused like in every other date field). `null`/`undefined` are left to
 * @IsOptional. The default message names the first wrong entry, in Italian.
 */
export function IsCalendarDateMap(keys: readonly string[], validationOptions?: ValidationOptions): PropertyDecorator {
  const firstWrong = (v: unknown): string | null => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return '';
    for (const [k, d] of Object.entries(v)) if (!keys.includes(k) || !isCalendarDate(d)) return k;
    return null;
  };
  return (target: object, key: string | symbol) =>
    registerDecorator({
      name: 'isCalendarDateMap',
      target: target.constructor,
      propertyName: String(key),
      options: validationOptions,
      validator: {
        validate: (v: unknown) => firstWrong(v) === null,
        defaultMessage: (args) => {
          const k = firstWrong(args?.value);
          return k ? `Scadenza non valida per la fase "${k}" (AAAA-MM-GG)` : 'Scadenze non valide';
        },
      },
    });
}
