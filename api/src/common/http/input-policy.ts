import { Injectable, type PipeTransform } from '@nestjs/common';
import { getMetadataStorage, registerDecorator, type ValidationOptions } from 'class-validator';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { apiError } from './api-error';

dayjs.extend(customParseFormat);

/**
 * The input policy shared by every route (issue 8): real calendar dates, no NUL bytes, numbers
 * within the ranges of their columns, paging bounds. The global validation pipe
 * (validation.ts) applies the walkers below to every body, query and path parameter; DTOs use
 * the decorators for their own fields.
 */

/** Largest value of a PostgreSQL `integer`/`serial` column (ids, counters, years). */
export const INT32_MAX = 2_147_483_647;
/** Smallest value of a PostgreSQL `integer` column. */
export const INT32_MIN = -2_147_483_648;
/**
 * Largest amount accepted anywhere, in EUR: the largest `numeric(15,2)` value (the money columns
 * of the migrations). Also the bound of every other number in a body or query.
 */
export const MAX_AMOUNT = 9_999_999_999_999.99;
/** Largest `skip` of a list (rows). */
export const MAX_SKIP = 1_000_000;
/** Largest `take` of a list (rows). */
export const MAX_TAKE = 100;

/** Italian messages of the policy. */
export const POLICY_MESSAGES = {
  date: 'Data non valida (AAAA-MM-GG)',
  dateTime: 'Data e ora non valide (AAAA-MM-GGThh:mm)',
  nul: 'Contiene un carattere non ammesso (NUL)',
  surrogate: 'Contiene un carattere non valido (surrogato UTF-16 isolato)',
  // null for a field that cannot be emptied (no `nullable` in its OpenAPI declaration): it must keep a value
  nullValue: 'Campo obbligatorio',
  number: 'Numero fuori dall’intervallo ammesso',
  int32: `Deve essere un numero intero tra ${INT32_MIN} e ${INT32_MAX}`,
  euro: `Importo non valido: al massimo due decimali e non oltre ${MAX_AMOUNT.toLocaleString('it-IT')} €`,
  notFound: 'Risorsa non trovata',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** True for a real calendar date `YYYY-MM-DD` (years 1000..9999; `2026-02-30` and `2026-13-01` are false). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_ONLY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1000 && dayjs(value, 'YYYY-MM-DD', true).isValid();
}

/**
 * True for an ISO 8601 date-time with a real calendar date and a real time of day
 * (`2026-03-01T10:00`, `2026-03-01T10:00:00.000Z`, `2026-03-01 10:00:00+01:00`).
 */
export function isCalendarDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDate(m[1])) return false;
  const [h, min, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  return h <= 23 && min <= 59 && s <= 59;
}

/**
 * Property decorator: the value is a real calendar date `YYYY-MM-DD`; with `{ time: true }` an
 * ISO date-time is also accepted (and with `{ time: 'only' }` required). Default message Italian
 * (POLICY_MESSAGES.date / dateTime). `null`/`undefined` are left to @IsOptional.
 */
export function IsCalendarDate(opts: { time?: boolean | 'only' } = {}, validationOptions?: ValidationOptions): PropertyDecorator {
  return (target: object, key: string | symbol) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(key),
      options: validationOptions,
      validator: {
        validate: (v: unknown) =>
          opts.time === 'only' ? isCalendarDateTime(v) : opts.time ? isCalendarDate(v) || isCalendarDateTime(v) : isCalendarDate(v),
        defaultMessage: () => (opts.time ? POLICY_MESSAGES.dateTime : POLICY_MESSAGES.date),
      },
    });
}

/** True for an amount in EUR: a finite number, at most two decimals, 0..MAX_AMOUNT (or ±MAX_AMOUNT with `negative`). */
export function isEuro(value: unknown, negative = false): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value > MAX_AMOUNT || value < (negative ? -MAX_AMOUNT : 0)) return false;
  return /^-?\d+(\.\d{1,2})?$/.test(String(value)); // at most two decimals, as written by the client
}

/** Property decorator: an amount in EUR (see isEuro); Italian default message. */
export function IsEuro(opts: { negative?: boolean } = {}, validationOptions?: ValidationOptions): PropertyDecorator {
  return (target: object, key: string | symbol) =>
    registerDecorator({
      name: 'isEuro',
      target: target.constructor,
      propertyName: String(key),
      options: validationOptions,
      validator: { validate: (v: unknown) => isEuro(v, opts.negative), defaultMessage: () => POLICY_MESSAGES.euro },
    });
}

/** Field errors as in the 422 answer: `{ "field.sub": [messages] }`. */
export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, key: string, message: string): void {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Depth beyond which the walkers stop (the JSON parser refuses deeper documents first). */
const WALK_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (String.prototype.isWellFormed, ES2024). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Finds text no field accepts, anywhere in `value` (keys included): U+0000 (PostgreSQL text
 * cannot hold it) and lone UTF-16 surrogates (`"\ud800"` in JSON: not Unicode text, and the
 * e-mail validator threw URIError on it; issue 36). `{ path: [message] }`, the path named from
 * `root` (e.g. `search`, `notes.0.text`). Iterative, bounded depth.
 */
export function findForbiddenCharacters(value: unknown, root = ''): FieldErrors {
  const errors: FieldErrors = {};
  const check = (text: string, at: string) => {
    if (text.includes('\u0000')) add(errors, at, POLICY_MESSAGES.nul);
    if (LONE_SURROGATE.test(text)) add(errors, at, POLICY_MESSAGES.surrogate);
  };
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') check(v, at || 'valore');
    else if (v && typeof v === 'object' && depth < WALK_DEPTH && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        const path = at ? `${at}.${k}` : k;
        check(k, path);
        stack.push([child, path, depth + 1]);
      }
    }
  }
  return errors;
}

/** Constraint names that make a property an integer column (int32). */
const INTEGER_CONSTRAINTS = new Set(['isInt']);

const NO_PROPERTIES: ReadonlySet<string> = new Set();
/** integerProperties' answer per metadata list (memoized per class by validation-metadata.ts, so one Set per DTO class). */
const integersOf = new WeakMap<object, ReadonlySet<string>>();

function integerProperties(target: unknown): ReadonlySet<string> {
  if (!target || typeof target !== 'object') return NO_PROPERTIES;
  const ctor = (target as object).constructor;
  if (!ctor || ctor === Object || ctor === Array) return NO_PROPERTIES;
  const metadata = getMetadataStorage().getTargetValidationMetadatas(ctor, '', true, false);
  let out = integersOf.get(metadata);
  if (!out) {
    const names = new Set<string>();
    for (const m of metadata) if (m.name && INTEGER_CONSTRAINTS.has(m.name)) names.add(m.propertyName);
    integersOf.set(metadata, (out = names));
  }
  return out;
}

/**
 * Range check of every number in a validated DTO instance (body or query): non-finite numbers
 * (NaN, Infinity, 1e308 parsed as number) and numbers past ±MAX_AMOUNT are refused; properties
 * declared @IsInt must fit a PostgreSQL `integer` (INT32_MIN..INT32_MAX). Returns field errors.
 */
export function findOutOfRange(value: unknown, root = ''): FieldErrors {
  const errors: FieldErrors = {};
  const stack: [unknown, string, number, boolean][] = [[value, root, 0, false]];
  while (stack.length) {
    const [v, at, depth, integer] = stack.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || Math.abs(v) > MAX_AMOUNT) add(errors, at || 'valore', POLICY_MESSAGES.number);
      else if (integer && (v > INT32_MAX || v < INT32_MIN)) add(errors, at || 'valore', POLICY_MESSAGES.int32);
    } else if (v && typeof v === 'object' && depth < WALK_DEPTH && !Buffer.isBuffer(v) && !(v instanceof Date)) {
      const ints = Array.isArray(v) ? NO_PROPERTIES : integerProperties(v);
      for (const [k, child] of Object.entries(v)) {
        stack.push([child, at ? `${at}.${k}` : k, depth + 1, Array.isArray(v) ? integer : ints.has(k)]);
      }
    }
  }
  return errors;
}

/**
 * Parses a path id of a `serial`/`integer` column: `1`..INT32_MAX written in decimal digits (or
 * already a number in that range), else undefined.
 */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 1 && raw <= INT32_MAX ? raw : undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= INT32_MAX ? n : undefined;
}

/**
 * Path-parameter pipe for integer ids (replaces Nest's ParseIntPipe and its English message):
 * an id that cannot exist (not digits, 0, past int32) answers 404 "Risorsa non trovata", the same
 * answer as an id that does not exist, so nothing is revealed and nothing reaches the database.
 */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === undefined) throw apiError('request.not_found');
    return id;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path-parameter pipe for UUIDs (files): anything else answers 404 "Risorsa non trovata". */
@Injectable()
export class UuidPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw apiError('request.not_found');
    return value;
  }
}

/** Shared instances for `@Param('xId', idPipe)` / `@Param('fileId', uuidPipe)`. */
export const idPipe = new IdPipe();
export const uuidPipe = new UuidPipe();
