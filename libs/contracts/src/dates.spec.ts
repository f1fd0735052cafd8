import { formatDate, formatDateTime, formatTime } from './dates';

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
