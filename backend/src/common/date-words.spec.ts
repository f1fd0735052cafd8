import { dateTimeWords, dayWords } from './date-words';

describe('dateTimeWords', () => {
  it('writes the first hour of a day as 00, never 24', () => {
    expect(dateTimeWords(new Date('2026-12-04T00:01:00Z'))).toBe('Dec 4, 2026, 00:01 UTC');
    expect(dateTimeWords(new Date('2026-12-02T00:16:59Z'))).toBe('Dec 2, 2026, 00:16 UTC');
  });

  it('writes the rest of the day on a 23-hour clock, in UTC', () => {
    expect(dateTimeWords(new Date('2026-11-28T14:00:00Z'))).toBe('Nov 28, 2026, 14:00 UTC');
    expect(dateTimeWords(new Date('2026-11-28T23:59:00-05:00'))).toBe('Nov 29, 2026, 04:59 UTC');
  });
});

describe('dayWords', () => {
  it('writes the UTC day as the product writes dates', () => {
    expect(dayWords(new Date('2026-03-05T00:30:00Z'))).toBe('Mar 05, 2026');
    expect(dayWords(new Date('2026-03-05T23:30:00-05:00'))).toBe('Mar 06, 2026');
  });
});
