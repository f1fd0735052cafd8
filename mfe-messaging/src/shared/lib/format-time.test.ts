import { formatTime } from './format-time';

describe('formatTime', () => {
  const now = new Date(2026, 2, 5, 18, 0);

  it('shows only the time for today, and the full date with the time for earlier days', () => {
    expect(formatTime(new Date(2026, 2, 5, 15, 5).toISOString(), now)).toBe('3:05 PM');
    expect(formatTime(new Date(2026, 2, 4, 9, 30).toISOString(), now)).toBe('Mar 04, 2026, 9:30 AM');
    expect(formatTime(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2025, 11:59 PM');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatTime('not a date', now)).toBe('');
  });
});
