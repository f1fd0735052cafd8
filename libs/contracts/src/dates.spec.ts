import { formatMoney } from './currencies';
import { formatDate, formatDateTime, formatNumber, formatTime } from './dates';

describe('formatDate', () => {
  it("writes 'MMM dd, yyyy' and '-' for an unreadable date", () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('Mar 05, 2026');
    expect(formatDate(new Date(2026, 10, 25, 23, 59).toISOString())).toBe('Nov 25, 2026');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it("writes the date as formatDate does, then the time; '-' for an unreadable date", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 15, 5))).toBe('Mar 05, 2026, 3:05 PM');
    expect(formatDateTime(new Date(2026, 10, 25, 9, 30).toISOString())).toBe('Nov 25, 2026, 9:30 AM');
    expect(formatTime(new Date(2026, 2, 5, 0, 7))).toBe('12:07 AM');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('dates, numbers and money in a language', () => {
  const date = new Date(2026, 2, 5, 15, 5);

  it('keeps English exactly as before', () => {
    expect(formatDate(date, 'en')).toBe('Mar 05, 2026');
    expect(formatDateTime(date, 'en')).toBe('Mar 05, 2026, 3:05 PM');
    expect(formatDate(date, 'en-XA')).toBe('Mar 05, 2026');
  });

  it("writes another language's own way", () => {
    expect(formatDate(date, 'de')).toBe('05. März 2026');
    expect(formatTime(date, 'de')).toBe('15:05');
    expect(formatDate(date, 'fr')).toMatch(/^05 mars 2026$/);
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatMoney(46, 'EUR', 'de')).toBe('46,00\u00a0€');
    expect(formatMoney(7400, 'JPY', 'en')).toBe('¥7,400');
    expect(formatMoney(1.5, 'BHD', 'en')).toBe('BHD\u00a01.500');
  });
});
