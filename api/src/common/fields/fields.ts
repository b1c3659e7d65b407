import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Column } from 'typeorm';
import { MESSAGES } from '@bandi/domain';
import { IsCalendarDate } from '../http/input-policy';

/**
 * One declaration per scalar field of a resource (docs/architecture.md#a-field-defined-once): a
 * property of a "fields" class decorated once here gets its TypeORM column, its OpenAPI schema
 * (Italian label as the description) and its class-validator rules. The entity extends the fields
 * class; the request DTOs are its mapped types (`PickType`/`OmitType`/`PartialType` of
 * @nestjs/swagger add `IsOptional` where a field becomes optional); the response DTO reuses it. So
 * adding a column to a resource is its migration, one line in its fields class, then the form
 * and the label in the front end.
 *
 * Every decorator below also records the property in the class's ordered field list
 * ({@link fieldsOf}), which the repositories use as the columns written from a body.
 */

const FIELDS = Symbol('bandi:fields');

/** The fields declared on `target` and its parent classes, in declaration order. */
export function fieldsOf<T>(target: abstract new (...args: never[]) => T): (keyof T & string)[] {
  const own = (Reflect.getMetadata(FIELDS, target.prototype) as string[] | undefined) ?? [];
  return [...own] as (keyof T & string)[];
}

/** Records `key` in the field list of the class of `proto`. */
function record(proto: object, key: string): void {
  const list = (Reflect.getOwnMetadata(FIELDS, proto) as string[] | undefined) ?? [
    ...((Reflect.getMetadata(FIELDS, proto) as string[] | undefined) ?? []),
  ];
  if (!list.includes(key)) list.push(key);
  Reflect.defineMetadata(FIELDS, list, proto);
}

const Recorded = (): PropertyDecorator => (proto, key) => record(proto, String(key));

/** What every field declares. */
export interface FieldOptions {
  /** The Italian label: the OpenAPI description, as the form and the detail card show it. */
  label: string;
  /** Extra documentation after the label (units, formats, sources). */
  note?: string;
  /** NOT NULL and required in the create body (422 "Campo obbligatorio" when missing or empty). */
  required?: boolean;
  /** Validators replacing the kind's default ones (a stricter format such as the partita IVA). */
  validate?: PropertyDecorator[];
  /** Example value for the OpenAPI document. */
  example?: string | number;
}

const describe = (o: FieldOptions) => (o.note ? `${o.label} (${o.note})` : o.label);
const max = (n: number) => MaxLength(n, { message: MESSAGES.maxLength(n) });
const required = (o: FieldOptions) =>
  o.required ? [IsString({ message: MESSAGES.required }), IsNotEmpty({ message: MESSAGES.required })] : [];

/**
 * A text field: `varchar(length)` (or `text` without a length), nullable unless required. Default
 * validation: a string of at most `length` characters (422 with the maximum in Italian).
 */
export function TextField(o: FieldOptions & { length?: number }): PropertyDecorator {
  const checks = o.validate ?? [...(o.required ? [] : [IsString()]), ...(o.length ? [max(o.length)] : [])];
  return applyDecorators(
    Column({ type: o.length ? 'varchar' : 'text', length: o.length, nullable: !o.required }),
    ApiProperty({
      type: String,
      nullable: !o.required,
      description: describe(o),
      maxLength: o.validate ? undefined : o.length,
      example: o.example,
    }),
    ...required(o),
    ...checks,
    Recorded(),
  );
}

/** A closed list of values stored as `varchar(length)` (422 `message` for any other value). */
export function ChoiceField<V extends string>(
  o: FieldOptions & { values: readonly V[]; length: number; message: string },
): PropertyDecorator {
  return applyDecorators(
    Column({ type: 'varchar', length: o.length, nullable: !o.required }),
    ApiProperty({ type: String, nullable: !o.required, enum: [...o.values], description: describe(o) }),
    IsIn(o.values, { message: o.message }),
    Recorded(),
  );
}

/** A calendar date `YYYY-MM-DD` (PostgreSQL `date`; 422 for any other text or an impossible day). */
export function DateField(o: FieldOptions & { defaultToday?: boolean }): PropertyDecorator {
  return applyDecorators(
    Column({ type: 'date', nullable: !o.required, ...(o.defaultToday ? { default: () => 'CURRENT_DATE' } : {}) }),
    ApiProperty({ type: String, format: 'date', nullable: !o.required, description: describe(o) }),
    IsCalendarDate({}, { message: MESSAGES.date }),
    Recorded(),
  );
}

/**
 * A figure stored as `numeric(precision, scale)`: a number in JavaScript (the driver's string is
 * converted on read), validated by `validate` (ranges, EUR cents).
 */
export function NumberField(o: FieldOptions & { precision: number; scale: number; validate: PropertyDecorator[] }): PropertyDecorator {
  return applyDecorators(
    Column({
      type: 'numeric',
      precision: o.precision,
      scale: o.scale,
      nullable: !o.required,
      transformer: { to: (v: unknown) => v, from: (v: string | null) => (v === null ? null : Number(v)) },
    }),
    ApiProperty({ type: Number, nullable: !o.required, description: describe(o) }),
    ...o.validate,
    Recorded(),
  );
}

/** A yes/no flag: `boolean NOT NULL DEFAULT initial` (422 "Deve essere vero o falso" otherwise). */
export function FlagField(o: FieldOptions & { initial?: boolean }): PropertyDecorator {
  return applyDecorators(
    Column({ type: 'boolean', default: o.initial ?? false }),
    ApiProperty({ description: describe(o) }),
    IsBoolean({ message: MESSAGES.bool }),
    Recorded(),
  );
}
