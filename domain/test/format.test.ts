import { formatEuro, formatNumberIt } from '../src/format';

describe('Italian number formatting (docs/screens.md "Numbers, money and years")', () => {
  it('writes money with "." thousands, "," decimals and the euro sign, four-digit amounts included', () => {
    expect(formatEuro(8200000)).toBe('8.200.000,00 €');
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(-15000.256)).toBe('-15.000,26 €');
  });
  it('writes quantities with at most the asked decimals, trailing zeros dropped', () => {
    expect(formatNumberIt(1250)).toBe('1.250');
    expect(formatNumberIt(12.5)).toBe('12,5');
    expect(formatNumberIt(7)).toBe('7');
    expect(formatNumberIt(Number.NaN)).toBe('');
  });
});
