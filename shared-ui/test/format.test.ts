import { formatDate, formatDateTime, formatBoolean, joinParts, EMPTY_VALUE } from '../src/list/format';

describe('formatDate (Italian dates)', () => {
  it('formats an API date as DD/MM/YYYY without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });
  it('uses the Italian locale for month names', () => {
    expect(formatDate('2026-03-01', 'D MMMM YYYY')).toBe('1 marzo 2026');
  });
  it('gives the fallback for missing or invalid values', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate(undefined)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('non una data')).toBe(EMPTY_VALUE);
    expect(formatDate(null, undefined, 'A sportello')).toBe('A sportello');
  });
  it('formats timestamps with hours and minutes', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
  });
});

describe('formatBoolean and joinParts', () => {
  it('says Sì / No', () => {
    expect(formatBoolean(true)).toBe('Sì');
    expect(formatBoolean(false)).toBe('No');
    expect(formatBoolean(null)).toBe(EMPTY_VALUE);
  });
  it('joins the non-empty parts', () => {
    expect(joinParts(['Mario', ' ', null, 'Rossi'])).toBe('Mario Rossi');
    expect(joinParts([null, ''])).toBe(EMPTY_VALUE);
  });
});
