import { IsInt, IsOptional, IsString, MaxLength, ValidateNested, validate } from 'class-validator';
import { Type } from 'class-transformer';
import { createValidationPipe } from '../src/common/http/validation';
import { validationMetadataLookups } from '../src/common/http/validation-metadata';

/**
 * Issue 12, request path: class-validator's metadata lookups are memoized per DTO class
 * (common/http/validation-metadata.ts). What a user sees must not change: the same 422 messages,
 * also for classes defined after a first validation and for validation groups.
 */

const pipe = createValidationPipe(); // installs the memo, as the application does

class Seat {
  @IsString({ message: 'Comune obbligatorio' })
  city!: string;
}

class Company {
  @IsString()
  @MaxLength(5, { message: 'Al massimo 5 caratteri' })
  name!: string;

  @IsOptional()
  @IsInt({ message: 'Numero intero' })
  employees?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => Seat)
  seat?: Seat;
}

const fields = (errors: Awaited<ReturnType<typeof validate>>) =>
  Object.fromEntries(
    errors.map((e) => [
      e.property,
      Object.values(e.constraints ?? {}).concat(e.children?.flatMap((c) => Object.values(c.constraints ?? {})) ?? []),
    ]),
  );

async function refused(body: unknown, meta = { type: 'body' as const, metatype: Company as never }) {
  try {
    await pipe.transform(body, meta);
  } catch (err) {
    return (err as { getResponse(): { errors: Record<string, string[]> } }).getResponse().errors;
  }
  return undefined;
}

describe('memoized class-validator metadata (validation-metadata.ts)', () => {
  it('validates the same DTO again from the memo, with the same Italian messages', async () => {
    const body = { name: 'Rossi Costruzioni', employees: 2.5, seat: { city: 3 } };
    const first = await refused(body);
    const scanned = validationMetadataLookups.scanned;
    const memoized = validationMetadataLookups.memoized;
    const second = await refused(body);
    expect(second).toEqual(first);
    expect(first).toEqual({ name: ['Al massimo 5 caratteri'], employees: ['Numero intero'], 'seat.city': ['Comune obbligatorio'] });
    expect(validationMetadataLookups.scanned).toBe(scanned);
    expect(validationMetadataLookups.memoized).toBeGreaterThan(memoized);
    expect(await refused({ name: 'Rossi', employees: 3, seat: { city: 'Bari' } })).toBeUndefined();
    expect(await refused({ name: 'Rossi', extra: 1 })).toEqual({ extra: ['Campo non previsto'] });
  });

  it('a class defined after its parent was validated gets its own and the inherited rules', async () => {
    expect(await refused({ name: 'Troppo lungo' })).toEqual({ name: ['Al massimo 5 caratteri'] });
    class Branch extends Company {
      @IsString({ message: 'Codice obbligatorio' })
      code!: string;
    }
    expect(await refused({ name: 'Troppo lungo', code: 7 }, { type: 'body', metatype: Branch as never })).toEqual({
      name: ['Al massimo 5 caratteri'],
      code: ['Codice obbligatorio'],
    });
    // the parent is unchanged by its child's rule
    expect(await refused({ name: 'Rossi', code: 7 })).toEqual({ code: ['Campo non previsto'] });
  });

  it('keeps validation groups apart', async () => {
    class Grouped {
      @IsString({ groups: ['create'], message: 'Testo' })
      @IsInt({ groups: ['update'], message: 'Intero' })
      value!: unknown;
    }
    const create = Object.assign(new Grouped(), { value: 1 });
    const update = Object.assign(new Grouped(), { value: 'a' });
    for (let i = 0; i < 2; i++) {
      expect(fields(await validate(create, { groups: ['create'] }))).toEqual({ value: ['Testo'] });
      expect(fields(await validate(create, { groups: ['update'] }))).toEqual({});
      expect(fields(await validate(update, { groups: ['update'] }))).toEqual({ value: ['Intero'] });
      expect(fields(await validate(update, { groups: ['create'] }))).toEqual({});
    }
  });
});
