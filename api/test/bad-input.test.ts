/**
 * Generated bad-input test, issue 8's families (acceptance 3): impossible dates, NUL, numbers out
 * of range, wrong types, in every path parameter, query parameter and body field of every
 * operation of docs/openapi.json, plus an oversize JSON or multipart body, a JSON nested 10,000
 * levels and a text/plain body: each an Italian 4xx within 5 s (bad-input-probes.ts).
 * The operations are split in two interleaved halves, this file and bad-input-2.test.ts, so that
 * each file stays under a minute (docs/testing.md#ci-budget); bad-input-hardening.test.ts sends
 * issue 36's families.
 */
import { looksEnglish, runProbes, startProbeApp, stopProbeApp } from './bad-input-probes';

beforeAll(startProbeApp, 120000);
afterAll(stopProbeApp);

describe('generated bad-input probes from docs/openapi.json', () => {
  it('answers every bad value with an Italian 4xx within 5 s', async () => {
    const { ops, violations } = await runProbes('issue8', { index: 0, count: 2 });
    expect(ops).toBeGreaterThanOrEqual(70);
    expect(violations).toEqual([]);
  }, 600000);
});

describe('looksEnglish', () => {
  it('flags English and passes Italian', () => {
    expect(looksEnglish('phone must be a string')).toBe(true);
    expect(looksEnglish('Validation failed (numeric string is expected)')).toBe(true);
    expect(looksEnglish('Cannot GET /api/x')).toBe(true);
    expect(looksEnglish('Data non valida (AAAA-MM-GG)')).toBe(false);
    expect(looksEnglish('Richiesta troppo grande')).toBe(false);
  });
});
