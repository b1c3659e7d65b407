/**
 * Generated bad-input test, issue 36's families (acceptance 3), found by an outside fuzzer as 59
 * answers 500 out of 17,717 requests: a lone UTF-16 surrogate in any text (the e-mail validator
 * threw URIError), `null` where the contract has no null (not-null violations, `.map` of null),
 * ids 0, -0 and 1e-400 (accepted, then a foreign-key violation), a multipart body without its
 * boundary, and a 4-byte `PK\x03\x04` file (a RangeError in the ZIP detection). Sent to every
 * path parameter, query parameter and body field of every operation of docs/openapi.json
 * (bad-input-probes.ts): 0 answers 5xx, each an Italian 4xx within 5 s.
 */
import { runProbes, startProbeApp, stopProbeApp } from './bad-input-probes';

beforeAll(startProbeApp, 120000);
afterAll(stopProbeApp);

describe('generated bad-input probes from docs/openapi.json: surrogates, null, ids below 1, broken uploads', () => {
  it('answers every bad value with an Italian 4xx within 5 s, never a 5xx', async () => {
    const { ops, violations } = await runProbes('issue36');
    expect(ops).toBeGreaterThanOrEqual(140);
    expect(violations).toEqual([]);
  }, 600000);
});
