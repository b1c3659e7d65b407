import { UnprocessableEntityException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { findForbiddenCharacters, findOutOfRange, POLICY_MESSAGES, type FieldErrors } from './input-policy';
import { memoizeValidationMetadata } from './validation-metadata';

/** Message for a body field the endpoint does not accept (docs/api.md#conventions: refused, never stored). */
export const UNKNOWN_FIELD_MESSAGE = 'Campo non previsto';
/** The `message` of every 422 answer for invalid input. */
export const INVALID_INPUT_MESSAGE = 'I dati inviati non sono validi';

/**
 * Italian text for each class-validator constraint whose decorator gave no message (the library's
 * own defaults are English), from the constraint's values (lengths, bounds). Written into the
 * rules as their message before they are used ({@link italianDefaults}), so class-validator itself
 * answers in Italian.
 */
const ITALIAN_DEFAULTS: Record<string, (values: unknown[]) => string> = {
  isString: () => 'Deve essere un testo',
  isInt: () => 'Deve essere un numero intero',
  isNumber: () => 'Deve essere un numero',
  isNumberString: () => 'Deve essere un numero',
  isBoolean: () => 'Deve essere vero o falso',
  isArray: () => 'Deve essere un elenco',
  isObject: () => 'Deve essere un oggetto',
  isEmail: () => 'Indirizzo e-mail non valido',
  isUrl: () => 'Indirizzo web non valido',
  isUuid: () => 'Identificativo non valido',
  isNotEmpty: () => 'Campo obbligatorio',
  isDefined: () => 'Campo obbligatorio',
  isIn: () => 'Valore non ammesso',
  isEnum: () => 'Valore non ammesso',
  matches: () => 'Formato non valido',
  isIso8601: () => 'Data non valida',
  isDateString: () => 'Data non valida',
  isPositive: () => 'Deve essere maggiore di 0',
  maxLength: ([n]) => `Al massimo ${String(n)} caratteri`,
  minLength: ([n]) => `Almeno ${String(n)} caratteri`,
  max: ([n]) => `Deve essere minore o uguale a ${String(n)}`,
  min: ([n]) => `Deve essere maggiore o uguale a ${String(n)}`,
  arrayMaxSize: ([n]) => `Al massimo ${String(n)} elementi`,
  arrayMinSize: ([n]) => `Almeno ${String(n)} elementi`,
  arrayUnique: () => 'Contiene valori ripetuti',
  nestedValidation: () => 'Deve essere un oggetto o un elenco di oggetti',
};

/** The message class-validator's @ValidateNested sets when given none (class-validator 0.14, decorator/common/ValidateNested). */
const LIBRARY_NESTED_MESSAGES = new Set([
  'nested property $property must be either object or array',
  'each value in nested property $property must be either object or array',
]);

/** Messages of the checks class-validator's executor makes itself, not a decorator. */
const EXECUTOR_MESSAGES: Record<string, string> = {
  whitelistValidation: UNKNOWN_FIELD_MESSAGE,
  unknownValue: 'Valore non valido',
};

/**
 * Gives every rule of `rules` that has no message of its own the Italian default of its
 * constraint (ITALIAN_DEFAULTS), by the constraint's name: the built-in validators' names; the
 * project's own validators (ValidateBy) carry Italian messages already. Idempotent.
 */
export function italianDefaults(rules: ValidationMetadata[]): void {
  const storage = getMetadataStorage();
  for (const rule of rules) {
    // @ValidateNested writes class-validator's English text into the rule itself
    const libraryText = rule.type === ValidationTypes.NESTED_VALIDATION && LIBRARY_NESTED_MESSAGES.has(rule.message as string);
    if (rule.message !== undefined && !libraryText) continue;
    const name =
      rule.type === ValidationTypes.CUSTOM_VALIDATION ? storage.getTargetValidatorConstraints(rule.constraintCls)[0]?.name : rule.type;
    const italian = name ? ITALIAN_DEFAULTS[name] : undefined;
    // a text, not a function: class-validator tests `instanceof Function`, which fails across realms (jest's vm)
    if (italian) rule.message = italian((rule.constraints as unknown[] | undefined) ?? []);
  }
}

/** The Italian message of one failed constraint: the rule's message, or the executor's own check's. */
export function italianMessage(constraint: string, message: string): string {
  return EXECUTOR_MESSAGES[constraint] ?? message;
}

/** Flattens class-validator errors into `{ "field.sub": [messages] }`, every message Italian. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const key = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) {
      out[key] = [...new Set(Object.entries(e.constraints).map(([name, msg]) => italianMessage(name, msg)))];
    }
    if (e.children?.length) Object.assign(out, toFieldErrors(e.children, key));
  }
  return out;
}

/** Where @nestjs/swagger keeps a DTO property's OpenAPI options (ApiProperty, ApiPropertyOptional). */
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';
/** Depth beyond which findForbiddenNulls stops (the JSON parser refuses deeper documents first). */
const NULL_WALK_DEPTH = 32;

/**
 * Finds `null` sent for a DTO property whose OpenAPI declaration (docs/openapi.json, from its
 * @ApiProperty) is not `nullable`: `{ path: [POLICY_MESSAGES.nullValue] }`. class-validator's
 * @IsOptional lets null through as if the field were absent, and it then reached a NOT NULL
 * column or a `.map` (issue 36). Walks the transformed body: nested DTO instances and arrays of
 * them are checked too; plain objects (free maps) are not.
 */
export function findForbiddenNulls(value: unknown, root = ''): FieldErrors {
  const errors: FieldErrors = {};
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (!v || typeof v !== 'object' || depth > NULL_WALK_DEPTH) continue;
    const proto = Object.getPrototypeOf(v) as object | null;
    const dto = !Array.isArray(v) && proto !== null && proto !== Object.prototype;
    if (!Array.isArray(v) && !dto) continue;
    for (const [k, child] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      if (child === null && dto) {
        const declared = Reflect.getMetadata(SWAGGER_PROPERTY, proto, k) as { nullable?: boolean } | undefined;
        if (declared && !declared.nullable) (errors[path] ??= []).push(POLICY_MESSAGES.nullValue);
      } else stack.push([child, path, depth + 1]);
    }
  }
  return errors;
}

/** 422 `{message, errors}` (docs/api.md#conventions). */
export function invalidInput(errors: FieldErrors): UnprocessableEntityException {
  return new UnprocessableEntityException({ message: INVALID_INPUT_MESSAGE, errors });
}

/**
 * The global validation pipe: DTO classes with class-validator, unknown fields refused, payloads
 * transformed to the DTO types; plus the input policy (input-policy.ts) on every body, query and
 * path parameter: NUL bytes and lone surrogates refused before validation (path parameters are
 * then left as text for their route pipes), numbers range-checked after it (finite,
 * within ±MAX_AMOUNT, int32 for @IsInt fields), null refused where the OpenAPI declaration has
 * no null (findForbiddenNulls). Failures answer 422 `{message, errors}`, Italian.
 * Creating it memoizes class-validator's metadata lookups (validation-metadata.ts).
 */
export class PolicyValidationPipe extends ValidationPipe {
  constructor() {
    memoizeValidationMetadata(italianDefaults);
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => invalidInput(toFieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return value;
    const root = metadata.data ?? '';
    const forbidden = findForbiddenCharacters(value, root);
    if (Object.keys(forbidden).length) throw invalidInput(forbidden);
    // path parameters stay text: the route's own pipe (IdPipe, UuidPipe) reads the exact digits
    if (metadata.type === 'param') return value;
    const out = await super.transform(value, metadata);
    if (metadata.type === 'body' || metadata.type === 'query') {
      const range = findOutOfRange(out, root);
      if (Object.keys(range).length) throw invalidInput(range);
      const nulls = findForbiddenNulls(out, root);
      if (Object.keys(nulls).length) throw invalidInput(nulls);
    }
    return out;
  }
}

/** The global validation pipe (see PolicyValidationPipe). */
export function createValidationPipe(): ValidationPipe {
  return new PolicyValidationPipe();
}
