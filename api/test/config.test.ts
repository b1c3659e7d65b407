import { loadConfig, parseSwitch } from '../src/config';

/** The on/off variables of config.ts (README, "Configuration"). */
describe('ELIGIBILITY_VERDICTS_JOB', () => {
  it('is on unless set to off, and refuses a value it cannot read', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).eligibilityVerdictsJob).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', ELIGIBILITY_VERDICTS_JOB: 'off' }).eligibilityVerdictsJob).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ELIGIBILITY_VERDICTS_JOB: ' ON ' }).eligibilityVerdictsJob).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', ELIGIBILITY_VERDICTS_JOB: 'forse' })).toThrow(
      'ELIGIBILITY_VERDICTS_JOB non valido: "forse" (on oppure off)',
    );
  });

  it('reads the usual spellings of a switch', () => {
    for (const v of ['on', 'true', '1', 'TRUE']) expect(parseSwitch('X', v, false)).toBe(true);
    for (const v of ['off', 'false', '0', 'Off']) expect(parseSwitch('X', v, true)).toBe(false);
    expect(parseSwitch('X', '', true)).toBe(true);
    expect(parseSwitch('X', undefined, false)).toBe(false);
  });
});
