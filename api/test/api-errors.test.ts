import fs from 'node:fs';
import path from 'node:path';
import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { API_ERRORS, apiErrorMessage, type ApiErrorCode, type ApiErrorEntry } from '@bandi/domain';
import { apiError, isApiError } from '../src/common/http/api-error';
import { filterAnswer } from './filter-answer';
import { TooManyAttemptsException } from '../src/modules/auth/mfa/mfa.service';
import { ClientNotFoundException } from '../src/modules/clients/clients.exceptions';

/**
 * Errors carry stable codes (docs/api-contract.md#errors): the catalogue of @bandi/domain is the only
 * source of the text of a refusal, the filter shows nothing else, and no module throws a Nest
 * exception with its own text. No database.
 */

/** What the filter sent: status, headers and body. */
const answer = filterAnswer;

const SRC = path.join(__dirname, '..', 'src');
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the error catalogue', () => {
  const entries = Object.entries(API_ERRORS) as [ApiErrorCode, ApiErrorEntry][];

  it('every code is <module>.<reason>, with a 4xx/5xx status and an Italian message', () => {
    for (const [code, e] of entries) {
      expect(code).toMatch(/^[a-z_]+\.[a-z_0-9]+$/);
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(600);
      const text = typeof e.message === 'string' ? e.message : (e.message as (...v: unknown[]) => string)('X', 'Y');
      expect(text.length).toBeGreaterThan(5);
      // no framework English ("not found", "must be", "forbidden")
      expect(text).not.toMatch(/\b(not|must|found|forbidden|invalid|error)\b/i);
    }
  });

  it('every code builds the Nest exception of its status (the bulk actions and the concurrency guard test for NotFoundException)', () => {
    for (const [code, e] of entries) {
      const err = (apiError as (c: ApiErrorCode, ...v: unknown[]) => HttpException)(code, 'X', 'Y');
      expect(err.getStatus()).toBe(e.status);
      expect(isApiError(err)).toBe(true);
    }
    expect(apiError('clients.not_found')).toBeInstanceOf(NotFoundException);
    expect(new ClientNotFoundException()).toBeInstanceOf(NotFoundException);
    expect(apiError('access.forbidden')).toBeInstanceOf(ForbiddenException);
    expect(isApiError(new NotFoundException('Cliente non trovato'))).toBe(false);
  });

  it('a code sent as an older one (wire) names one refusal per status', () => {
    const seen = new Map<string, ApiErrorCode>();
    for (const [code, e] of entries.filter(([, e]) => e.wire)) {
      const key = `${e.status}:${e.wire}:${typeof e.message === 'string' ? e.message : code}`;
      expect(seen.has(key)).toBe(false);
      seen.set(key, code);
    }
  });

  it('no module throws a Nest HTTP exception with a text of its own: refusals are ApiErrors of the catalogue', () => {
    // the framework's answers mapped by upload.ts keep the status default (their English text is never shown)
    const allowed = new Set(['common/http/upload.ts']);
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      if (allowed.has(rel)) continue;
      const text = fs.readFileSync(file, 'utf8');
      const re =
        /new (NotFound|Forbidden|Unauthorized|Conflict|Gone|ServiceUnavailable|PayloadTooLarge|BadRequest|UnsupportedMediaType|MethodNotAllowed|NotAcceptable|InternalServerError|Http)Exception\(|extends (NotFound|Forbidden|Unauthorized|Conflict|Gone|Http)Exception\b/g;
      for (const m of text.matchAll(re)) {
        const line = text.slice(0, m.index).split('\n').length;
        if (rel === 'common/http/api-error.ts' && m[0] === 'extends HttpException') continue;
        // the 409 of a stale version: its own body (the current version and who wrote it), filter case of its own
        if (rel === 'common/concurrency/concurrency.ts' && m[0] === 'extends ConflictException') continue;
        found.push(`${rel}:${line} ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('the exception filter', () => {
  it('answers an ApiError with its catalogue message and code', () => {
    expect(answer(new ClientNotFoundException())).toMatchObject({
      status: 404,
      body: { message: 'Cliente non trovato', code: 'clients.not_found' },
    });
    expect(answer(apiError('releases.version_exists', '1.2.0', 'mf_calls')).body).toEqual({
      message: 'La versione 1.2.0 di mf_calls è già registrata',
      code: 'releases.version_exists',
    });
    // a code older than the catalogue is sent as it was
    expect(answer(apiError('newsletters.confirmation_expired'))).toMatchObject({ status: 410, body: { code: 'expired' } });
    expect(answer(apiError('auth.password_change_required')).body).toEqual({
      message: apiErrorMessage('auth.password_change_required'),
      code: 'password_change_required',
    });
  });

  it('sends Retry-After with a 429 of the catalogue', () => {
    const locked = answer(new TooManyAttemptsException(61));
    expect(locked).toMatchObject({ status: 429, headers: { 'retry-after': '61' }, body: { code: 'mfa_locked' } });
    expect(locked.body.message).toBe('Troppi codici di verifica errati per questo account: riprova tra 2 minuti');
  });

  it('never shows the text of a framework exception: the Italian default of its status instead', () => {
    expect(answer(new NotFoundException('Cannot GET /api/nothing'))).toMatchObject({
      status: 404,
      body: { message: 'Risorsa non trovata' },
    });
    expect(answer(new BadRequestException('Validation failed (numeric string is expected)'))).toMatchObject({
      status: 422,
      body: { message: 'I dati inviati non sono validi' },
    });
    expect(answer(new PayloadTooLargeException('File too large')).body).toEqual({ message: 'Richiesta troppo grande' });
    // an Italian text outside the catalogue is not shown either: it must become a code
    expect(answer(new HttpException('Bando non trovato', 404)).body).toEqual({ message: 'Risorsa non trovata' });
  });

  it('keeps a 422 that names its fields, with the duplicates it reports', () => {
    const body = {
      message: 'I dati inviati non sono validi',
      errors: { vat_number: ['Partita IVA già presente'] },
      duplicates: { vat_number: { id: 1 } },
    };
    expect(answer(new UnprocessableEntityException(body))).toMatchObject({ status: 422, body });
  });
});
