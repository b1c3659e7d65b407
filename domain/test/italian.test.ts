import {
  isValidCapFormat,
  isValidCodiceFiscale,
  isValidEmail,
  isValidPartitaIva,
  isValidPersonalCodiceFiscale,
  isValidRea,
  isValidSdi,
  makePartitaIva,
} from '../src/italian';

/**
 * Italian code checks on published examples: partite IVA of listed companies and public bodies
 * (as printed in their legal notices), the codice fiscale example of the Agenzia delle Entrate /
 * Wikipedia ("RSSMRA85T10A562S"), and the omocodia examples of @marketto/codice-fiscale-utils.
 */
describe('partita IVA', () => {
  it.each(['00159560366', '00905811006', '00488410010', '01199250158', '00743110157', 'IT00159560366', ' 00159560366 '])(
    'accepts %s',
    (v) => {
      expect(isValidPartitaIva(v)).toBe(true);
    },
  );
  it.each([
    ['00159560367', 'wrong check digit'],
    ['0015956036', '10 digits'],
    ['001595603661', '12 digits'],
    ['0015956036A', 'letter'],
    ['00000000000', 'all zeros'],
    ['', 'empty'],
  ])('refuses %s (%s)', (v) => {
    expect(isValidPartitaIva(v)).toBe(false);
  });
  it('builds valid numbers from 7+3 digits', () => {
    for (let i = 0; i < 50; i++) expect(isValidPartitaIva(makePartitaIva(String(1000000 + i * 7919), '146'))).toBe(true);
  });
  it('detects every single-digit change', () => {
    const base = '00905811006';
    for (let pos = 0; pos < 11; pos++) {
      for (let d = 0; d <= 9; d++) {
        if (Number(base[pos]) === d) continue;
        const changed = base.slice(0, pos) + d + base.slice(pos + 1);
        expect(isValidPartitaIva(changed)).toBe(false);
      }
    }
  });
});

describe('codice fiscale', () => {
  it.each(['RSSMRA85T10A562S', 'rssmra85t10a562s', 'KKALMN91A30B331P', 'VRNGNY07D68C351V'])('accepts the personal code %s', (v) => {
    expect(isValidCodiceFiscale(v)).toBe(true);
  });
  it.each(['KKALMN91A30B33MH', 'KKALMNV1A3LB3P1T', 'KKALMNVMAPLBPPME', 'VRNGNY07D68C35MN', 'VRNGNYLTDSUCPRMT'])(
    'accepts the omocode %s',
    (v) => {
      expect(isValidPersonalCodiceFiscale(v)).toBe(true);
    },
  );
  it.each(['01199250158', '80209930587', '00159560366'])('accepts the 11-digit company code %s', (v) => {
    expect(isValidCodiceFiscale(v)).toBe(true);
  });
  it.each([
    ['RSSMRA85T10A562T', 'wrong check character'],
    ['RSSMRA85T10A562', '15 characters'],
    ['RSSMRA85Z10A562S', 'month letter Z does not exist'],
    ['RSSMRA85T99A562S', 'day 99'],
    ['KKALMN91A30B33MP', 'omocode with the check character of the plain code'],
    ['01199250159', 'company code with wrong check digit'],
    ['1199250158', 'company code of 10 digits'],
  ])('refuses %s (%s)', (v) => {
    expect(isValidCodiceFiscale(v)).toBe(false);
  });
});

describe('SDI, e-mail/PEC, REA, CAP', () => {
  it('SDI: 7 alphanumerics, 0000000 for PEC delivery', () => {
    expect(isValidSdi('0000000')).toBe(true);
    expect(isValidSdi('M5UXCR1')).toBe(true);
    expect(isValidSdi('m5uxcr1')).toBe(true);
    expect(isValidSdi('M5UXCR')).toBe(false);
    expect(isValidSdi('M5UXCR12')).toBe(false);
    expect(isValidSdi('M5UX-R1')).toBe(false);
  });
  it('e-mail and PEC addresses', () => {
    expect(isValidEmail('amministrazione@pec.impresa.it')).toBe(true);
    expect(isValidEmail('mario.rossi@esempio.com')).toBe(true);
    expect(isValidEmail('mario.rossi@esempio')).toBe(false);
    expect(isValidEmail('mario rossi@esempio.it')).toBe(false);
  });
  it('REA numbers with or without the province', () => {
    expect(isValidRea('1234567')).toBe(true);
    expect(isValidRea('MI-1234567')).toBe(true);
    expect(isValidRea('BA 456789')).toBe(true);
    expect(isValidRea('MI-12345678')).toBe(false);
    expect(isValidRea('MIL-1234')).toBe(false);
  });
  it('CAP format', () => {
    expect(isValidCapFormat('20121')).toBe(true);
    expect(isValidCapFormat('2012')).toBe(false);
    expect(isValidCapFormat('20121a')).toBe(false);
  });
});
