/**
 * Italian number formatting shared by the API's texts and the front ends (docs/screens.md
 * "Numbers, money and years"), independent of the ICU data of the runtime: thousands with ".",
 * decimals with ",".
 */

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A number in Italian: "8.200.000", "12,5" (at most `maxDecimals` decimals, trailing zeros
 * dropped). Not for years or codes: those are printed as they are ("2015").
 */
export function formatNumberIt(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const [int, dec = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const decimals = dec.replace(/0+$/, '');
  return `${sign}${group(int)}${decimals ? `,${decimals}` : ''}`;
}

/** An amount in euro, always with two decimals: 8200000 -> "8.200.000,00 €". */
export function formatEuro(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const [int, dec] = Math.abs(value).toFixed(2).split('.');
  return `${sign}${group(int)},${dec} €`;
}
