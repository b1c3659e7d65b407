/**
 * Generated bad-input test, issue 8's families, second half of the operations (the first and the
 * families are described in bad-input.test.ts).
 */
import { runProbes, startProbeApp, stopProbeApp } from './bad-input-probes';

beforeAll(startProbeApp, 120000);
afterAll(stopProbeApp);

describe('generated bad-input probes from docs/openapi.json, second half of the operations', () => {
  it('answers every bad value with an Italian 4xx within 5 s', async () => {
    const { ops, violations } = await runProbes('issue8', { index: 1, count: 2 });
    expect(ops).toBeGreaterThanOrEqual(70);
    expect(violations).toEqual([]);
  }, 600000);
});
