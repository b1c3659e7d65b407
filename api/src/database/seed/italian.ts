/**
 * Check digit of an Italian partita IVA (DPR 633/1972 art. 35; Luhn-like algorithm on 10 digits):
 * digits in odd positions are summed, digits in even positions are doubled (minus 9 when > 9).
 * Used by the demo seed to produce valid numbers.
 */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid partita IVA from 7 company digits and the 3-digit provincial office code. */
export function makePartitaIva(company7: string, office3: string): string {
  const first10 = `${company7}${office3}`;
  return `${first10}${partitaIvaCheckDigit(first10)}`;
}
