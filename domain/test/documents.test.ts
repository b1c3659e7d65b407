import { addCalendarDays, addCalendarMonths, defaultDocumentExpiry, documentStatus } from '../src/documents';

/** Client documents' validity (docs/domain.md#client-documents): default expiry per type and status on a day. */
describe('client document validity', () => {
  const visura = { validity_days: null, validity_months: 6, expiry_from_document: false };
  const durc = { validity_days: 120, validity_months: null, expiry_from_document: false };
  const identity = { validity_days: null, validity_months: null, expiry_from_document: true };

  it('adds calendar months on the last day of a shorter month, and days across years', () => {
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-01-15', -7)).toBe('2025-06-15');
    expect(addCalendarDays('2026-11-29', 120)).toBe('2027-03-29');
  });

  it('gives the default expiry of each rule', () => {
    expect(defaultDocumentExpiry('2026-03-10', visura)).toBe('2026-09-10');
    expect(defaultDocumentExpiry('2026-03-10', durc)).toBe('2026-07-08');
    expect(defaultDocumentExpiry('2026-03-10', identity)).toBeNull();
    expect(defaultDocumentExpiry(null, visura)).toBeNull();
  });

  it('is expired after the expiry day, expiring within 30 days, valid otherwise', () => {
    expect(documentStatus('2026-11-28', '2026-11-29')).toBe('scaduto');
    expect(documentStatus('2026-11-29', '2026-11-29')).toBe('in scadenza');
    expect(documentStatus('2026-12-29', '2026-11-29')).toBe('in scadenza');
    expect(documentStatus('2026-12-30', '2026-11-29')).toBe('valido');
    expect(documentStatus(null, '2026-11-29')).toBe('valido');
  });
});
