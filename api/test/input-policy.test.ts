import { NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested, validate } from 'class-validator';
import { jsonDepth, MAX_JSON_DEPTH } from '../src/common/http/body-policy';
import {
  findForbiddenCharacters,
  findOutOfRange,
  idPipe,
  INT32_MAX,
  IsCalendarDate,
  isCalendarDate,
  isCalendarDateTime,
  IsEuro,
  isEuro,
  MAX_AMOUNT,
  parseId,
  uuidPipe,
} from '../src/common/http/input-policy';
import { italianMessage, PolicyValidationPipe, toFieldErrors } from '../src/common/http/validation';

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '2026-12-31', '2000-01-01']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '2025-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
      '0999-01-01',
      '2026-02-28x',
      20260228,
      null,
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('accepts ISO date-times with a real date and time of day', () => {
    for (const ok of ['2026-03-01T10:00', '2026-03-01T10:00:00Z', '2026-03-01T23:59:59.999+01:00', '2026-03-01 10:00:00'])
      expect(isCalendarDateTime(ok)).toBe(true);
    for (const bad of ['2026-02-30T10:00:00Z', '2026-03-01T24:00', '2026-03-01T10:60', '2026-03-01', 'domani'])
      expect(isCalendarDateTime(bad)).toBe(false);
  });

  it('IsCalendarDate validates DTO fields with an Italian message', async () => {
    class Dto {
      @IsCalendarDate() day!: string;
      @IsOptional() @IsCalendarDate({ time: true }) at?: string;
    }
    const bad = Object.assign(new Dto(), { day: '2026-02-30', at: '2026-13-01T10:00' });
    expect(toFieldErrors(await validate(bad))).toEqual({
      day: ['Data non valida (AAAA-MM-GG)'],
      at: ['Data e ora non valide (AAAA-MM-GGThh:mm)'],
    });
    expect(await validate(Object.assign(new Dto(), { day: '2024-02-29', at: '2026-03-01' }))).toEqual([]);
  });
});

describe('NUL bytes', () => {
  it('names every field holding U+0000, nested and in keys', () => {
    expect(findForbiddenCharacters({ a: 'ok', b: 'x\u0000', c: [{ d: '\u0000' }], ['k\u0000']: 1 })).toEqual({
      b: ['Contiene un carattere non ammesso (NUL)'],
      'c.0.d': ['Contiene un carattere non ammesso (NUL)'],
      'k\u0000': ['Contiene un carattere non ammesso (NUL)'],
    });
    expect(findForbiddenCharacters('a\u0000b', 'search')).toEqual({ search: ['Contiene un carattere non ammesso (NUL)'] });
    expect(findForbiddenCharacters({ a: 'pulito', n: 1 })).toEqual({});
  });

  it('names every field holding a lone UTF-16 surrogate, and passes paired ones (emoji)', () => {
    const msg = 'Contiene un carattere non valido (surrogato UTF-16 isolato)';
    expect(findForbiddenCharacters({ email: 'a\uD800@x.it', b: 'x\uDC00', c: ['\uD83D'], ok: 'Città 😀' })).toEqual({
      email: [msg],
      b: [msg],
      'c.0': [msg],
    });
    expect(findForbiddenCharacters({ ['k\uDFFF']: 1 })).toEqual({ 'k\uDFFF': [msg] });
  });

  it('refuses them in the global pipe with 422 before validation', async () => {
    const pipe = new PolicyValidationPipe();
    class Q {
      @IsOptional() @IsString() search?: string;
    }
    await expect(pipe.transform({ search: 'a\u0000' }, { type: 'query', metatype: Q })).rejects.toBeInstanceOf(
      UnprocessableEntityException,
    );
    await expect(pipe.transform('1\u0000', { type: 'param', metatype: String, data: 'id' })).rejects.toMatchObject({
      response: { errors: { id: ['Contiene un carattere non ammesso (NUL)'] } },
    });
  });
});

describe('number ranges', () => {
  class Line {
    @IsInt() qty!: number;
  }
  class Body {
    @IsInt() count!: number;
    @IsOptional() amount?: number;
    @IsOptional() @ValidateNested({ each: true }) @Type(() => Line) lines?: Line[];
    @IsOptional() @IsInt({ each: true }) ids?: number[];
  }

  it('keeps @IsInt fields in int32 and every number finite and within MAX_AMOUNT', () => {
    const ok = Object.assign(new Body(), { count: INT32_MAX, amount: MAX_AMOUNT, lines: [Object.assign(new Line(), { qty: -5 })] });
    expect(findOutOfRange(ok)).toEqual({});
    const bad = Object.assign(new Body(), {
      count: INT32_MAX + 1,
      amount: 1e308,
      lines: [Object.assign(new Line(), { qty: 2 ** 31 })],
      ids: [1, 2 ** 40],
    });
    expect(Object.keys(findOutOfRange(bad)).sort()).toEqual(['amount', 'count', 'ids.1', 'lines.0.qty']);
    expect(findOutOfRange(Object.assign(new Body(), { count: 1, amount: Infinity }))).toEqual({ amount: [expect.any(String)] });
    expect(findOutOfRange(Object.assign(new Body(), { count: NaN }))).toEqual({ count: [expect.any(String)] });
  });

  it('answers 422 from the global pipe for a query past int32 and a body number of 1e308', async () => {
    const pipe = new PolicyValidationPipe();
    await expect(pipe.transform({ count: 2147483648 }, { type: 'body', metatype: Body })).rejects.toMatchObject({
      response: { errors: { count: ['Deve essere un numero intero tra -2147483648 e 2147483647'] } },
    });
    await expect(pipe.transform({ count: 1, amount: 1e308 }, { type: 'body', metatype: Body })).rejects.toBeInstanceOf(
      UnprocessableEntityException,
    );
    await expect(pipe.transform({ count: 3 }, { type: 'body', metatype: Body })).resolves.toMatchObject({ count: 3 });
  });

  it('IsEuro: two decimals at most, 0..MAX_AMOUNT', async () => {
    expect(isEuro(1234.5)).toBe(true);
    expect(isEuro(0)).toBe(true);
    expect(isEuro(MAX_AMOUNT)).toBe(true);
    expect(isEuro(-1)).toBe(false);
    expect(isEuro(-1, true)).toBe(true);
    expect(isEuro(1.234)).toBe(false);
    expect(isEuro(1e20)).toBe(false);
    expect(isEuro(Infinity)).toBe(false);
    expect(isEuro(NaN)).toBe(false);
    expect(isEuro('10')).toBe(false);
    class Money {
      @IsEuro() amount!: number;
    }
    expect(toFieldErrors(await validate(Object.assign(new Money(), { amount: 10.555 })))).toEqual({
      amount: [expect.stringMatching(/^Importo non valido/)],
    });
  });
});

describe('path ids', () => {
  it('parses 1..int32 in decimal digits only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(INT32_MAX);
    for (const bad of ['0', '-1', '2147483648', '1e3', '0x10', '01', ' 1', '1.0', 'abc', '', '99999999999'])
      expect(parseId(bad)).toBeUndefined();
  });

  it('IdPipe and UuidPipe answer 404 "Risorsa non trovata" for an id that cannot exist', () => {
    expect(idPipe.transform('42')).toBe(42);
    expect(() => idPipe.transform('2147483648')).toThrow(NotFoundException);
    expect(() => idPipe.transform('1e308')).toThrow('Risorsa non trovata');
    expect(uuidPipe.transform('0b8e4a6c-1d2e-4f3a-9b1c-2d3e4f5a6b7c')).toBe('0b8e4a6c-1d2e-4f3a-9b1c-2d3e4f5a6b7c');
    expect(() => uuidPipe.transform('non-uuid')).toThrow(NotFoundException);
  });
});

describe('JSON depth', () => {
  it('counts nesting on the raw text, ignoring brackets in strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[\\"]]"}')).toBe(1);
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('['.repeat(10000) + ']'.repeat(10000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe('Italian messages', () => {
  it('gives the rules without a message of their own the Italian default of their constraint, keeps the DTOs own messages', async () => {
    // the pipe installs the metadata lookup that prepares every rule before it is used
    new PolicyValidationPipe();
    class Dto {
      @IsString() @MaxLength(3) phone!: string;
      @IsIn(['info'], { message: 'Tipo non valido: info, warning o error' }) type!: string;
      @Min(0) skip!: number;
    }
    expect(toFieldErrors(await validate(Object.assign(new Dto(), { phone: 12, type: 'x', skip: -1 })))).toEqual({
      phone: ['Al massimo 3 caratteri', 'Deve essere un testo'],
      type: ['Tipo non valido: info, warning o error'],
      skip: ['Deve essere maggiore o uguale a 0'],
    });
    // the executor's own checks
    expect(italianMessage('whitelistValidation', 'property owner_id should not exist')).toBe('Campo non previsto');
  });
});
