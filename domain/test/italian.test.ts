import {
  compactIban,
  compactPartitaIva,
  isValidCapFormat,
  isValidIban,
  italianCin,
  isValidCodiceFiscale,
  isValidEmail,
  isValidPartitaIva,
  isValidPersonalCodiceFiscale,
  isValidRea,
  isValidSdi,
  makePartitaIva,
} from '../src/italian';
import { composeIBAN } from 'ibantools';

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
    for (let i = 0; i < 50; i++) expect(isValidPartitaIva(makePartitaIva(String(1000000 + i * 7919), '046'))).toBe(true);
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

/**
 * 41 public Italian VAT numbers of python-stdnum, exactly as written there (prefixes, blanks, "-"
 * and ":"): the 40 of tests/test_eu_vat.doctest ("found online and should all be valid") and the
 * example of stdnum/it/iva.py's docstring ("IT 00743110157").
 */
const STDNUM_IT_VECTORS = [
  'IT - 01404480202',
  'IT 0 0 6 1 8 2 8 0 4 9 9',
  'IT 00 595 000 217',
  'IT 00118439991',
  'IT 00193180932',
  'IT 00520800319',
  'IT 00571320076',
  'IT 00687120980',
  'IT 01189820689',
  'IT 01413270396',
  'IT 01465210449',
  'IT 01501180333',
  'IT 01606120226',
  'IT 01687870137',
  'IT 01720020344',
  'IT 01822890388',
  'IT 02100550264',
  'IT 02109480976',
  'IT 02153481201',
  'IT 02359210354',
  'IT 02408660211',
  'IT 02829410980',
  'IT 03274440241',
  'IT 03367280363',
  'IT 04894530635',
  'IT 05366960010',
  'IT 05460820961',
  'IT 05617370969',
  'IT 06075960010',
  'IT 06729900966',
  'IT 06863340961',
  'IT 09596821000',
  'IT 12920760159',
  'IT-01626160210',
  'IT-03700020104',
  'IT-03827740402',
  'IT-09159800011',
  'IT00743110157',
  'IT02087050155',
  'IT: 02331250163',
  'IT 00743110157',
];

/**
 * Reference algorithm written independently of src/italian.ts, following python-stdnum
 * `stdnum/it/iva.py` (clean ' -:' and '.', drop "IT", 11 digits, first 7 not all zeros, office
 * 001-100 or 120/121/888/999, Luhn over the 11 digits).
 */
function referenceIsValid(input: string): boolean {
  let n = input
    .toUpperCase()
    .split('')
    .filter((ch) => !' -:.\t'.includes(ch))
    .join('');
  if (n.startsWith('IT')) n = n.slice(2);
  if (n.length !== 11 || [...n].some((ch) => ch < '0' || ch > '9')) return false;
  if (parseInt(n.slice(0, 7), 10) === 0) return false;
  const office = n.slice(7, 10);
  if (!(office >= '001' && office <= '100') && !['120', '121', '888', '999'].includes(office)) return false;
  // Luhn: from the right, every second digit doubled (digit sum)
  let total = 0;
  for (let i = 0; i < 11; i++) {
    const d = n.charCodeAt(10 - i) - 48;
    total += i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][d] : d;
  }
  return total % 10 === 0;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure is reproducible. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('partita IVA on public vectors and the reference algorithm', () => {
  it('has the 41 python-stdnum vectors', () => {
    expect(new Set(STDNUM_IT_VECTORS).size).toBe(41);
  });
  it.each(STDNUM_IT_VECTORS)('accepts the written form %s and compacts it to 11 digits', (v) => {
    expect(referenceIsValid(v)).toBe(true);
    expect(isValidPartitaIva(v)).toBe(true);
    expect(compactPartitaIva(v)).toMatch(/^\d{11}$/);
  });
  it.each([
    ['IT 00118439991', '00118439991'],
    ['IT-01626160210', '01626160210'],
    ['IT: 02331250163', '02331250163'],
    ['IT - 01404480202', '01404480202'],
    ['it 005.950.002.17', '00595000217'],
  ])('compacts %s to %s', (v, out) => {
    expect(compactPartitaIva(v)).toBe(out);
  });
  it.each([
    ['01234565008', 'office 500'],
    ['00000001018', 'taxpayer digits all zeros'],
    ['12345671008', 'office 100 ok but wrong check digit'],
    ['12345671013', 'office 101'],
    ['12345671199', 'office 119'],
    ['12345670000', 'office 000'],
    ['00743110158', 'wrong check digit (stdnum example)'],
    ['IT/00743110157', 'slash is not a separator'],
    ['FR 00743110157', 'other country prefix'],
  ])('refuses %s (%s)', (v) => {
    expect(referenceIsValid(v)).toBe(false);
    expect(isValidPartitaIva(v)).toBe(false);
  });
  it('accepts every special office code and refuses the codes in between', () => {
    for (let office = 0; office <= 999; office++) {
      const o = String(office).padStart(3, '0');
      const n = makePartitaIva('1234567', o);
      const expected = (office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office);
      expect([o, isValidPartitaIva(n)]).toEqual([o, expected]);
      expect([o, referenceIsValid(n)]).toEqual([o, expected]);
    }
  });
  it('agrees 100 % with the reference on 200,000 random 11-digit numbers (all office codes)', () => {
    const next = rng(20260222);
    let disagreements = 0;
    let valid = 0;
    let validOfficeRejected = 0;
    for (let i = 0; i < 200_000; i++) {
      let n = '';
      for (let j = 0; j < 11; j++) n += Math.floor(next() * 10);
      const ref = referenceIsValid(n);
      if (ref !== isValidPartitaIva(n)) disagreements++;
      if (ref) valid++;
      if (
        !ref &&
        isValidPartitaIva(makePartitaIva(n.slice(0, 7), n.slice(7, 10))) !== referenceIsValid(makePartitaIva(n.slice(0, 7), n.slice(7, 10)))
      )
        validOfficeRejected++;
    }
    expect(disagreements).toBe(0);
    expect(validOfficeRejected).toBe(0);
    // about 1/10 of the numbers have a right check digit, about 10 % of those a valid office code
    expect(valid).toBeGreaterThan(1000);
  });
  it('agrees with the reference on random written forms', () => {
    const next = rng(7);
    const seps = ['', ' ', '-', ' - ', ': ', '.'];
    for (let i = 0; i < 20_000; i++) {
      const company = String(Math.floor(next() * 10_000_000)).padStart(7, '0');
      const office = String(Math.floor(next() * 1000)).padStart(3, '0');
      const digits = makePartitaIva(company, office);
      const written = `${next() < 0.5 ? 'IT' : ''}${seps[Math.floor(next() * seps.length)]}${digits}`;
      expect([written, isValidPartitaIva(written)]).toEqual([written, referenceIsValid(written)]);
    }
  });
});

describe('IBAN', () => {
  it.each([
    'IT60X0542811101000000123456',
    'IT60 X054 2811 1010 0000 0123 456',
    'it60x0542811101000000123456',
    'DE89370400440532013000',
    'GB29NWBK60161331926819',
  ])('accepts %s', (v) => {
    expect(isValidIban(v)).toBe(true);
  });
  it.each([
    ['IT60X', 'too short (issue 10)'],
    ['IT61X0542811101000000123456', 'wrong check digits'],
    ['IT60X054281110100000012345', '26 characters'],
    ['IT60X05428111010000001234567', '28 characters'],
    ['IT6000542811101000000123456', 'no CIN letter'],
    ['IT64Y0542811101000000123456', 'right mod 97 but wrong CIN (Y instead of X)'],
    ['XX60X0542811101000000123456', 'unknown country'],
    ['', 'empty'],
  ])('refuses %s (%s)', (v) => {
    expect(isValidIban(v)).toBe(false);
  });
  it('checks the CIN of generated Italian IBANs like an independent implementation', () => {
    // independent CIN: odd positions by the published table keyed by character, even by value
    const oddTable: Record<string, number> = {};
    '0123456789'.split('').forEach((d, i) => (oddTable[d] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][i]));
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .forEach((l, i) => (oddTable[l] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i]));
    const evenValue = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
    const cinOf = (s: string) =>
      String.fromCharCode(65 + ([...s].reduce((t, c, i) => t + (i % 2 === 0 ? oddTable[c] : evenValue(c)), 0) % 26));
    const next = rng(13616);
    const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 2000; i++) {
      let body = '';
      for (let j = 0; j < 10; j++) body += Math.floor(next() * 10);
      for (let j = 0; j < 12; j++) body += alnum[Math.floor(next() * (next() < 0.8 ? 10 : 36))];
      const cin = cinOf(body);
      expect(italianCin(body)).toBe(cin);
      const good = composeIBAN({ countryCode: 'IT', bban: `${cin}${body}` })!;
      expect([good, isValidIban(good)]).toEqual([good, true]);
      const wrongCin = String.fromCharCode(65 + ((cin.charCodeAt(0) - 65 + 1 + Math.floor(next() * 25)) % 26));
      const bad = composeIBAN({ countryCode: 'IT', bban: `${wrongCin}${body}` })!;
      expect([bad, isValidIban(bad)]).toEqual([bad, false]);
    }
  });
  it('compacts to the electronic form', () => {
    expect(compactIban(' it60 x054 2811 1010 0000 0123 456 ')).toBe('IT60X0542811101000000123456');
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
