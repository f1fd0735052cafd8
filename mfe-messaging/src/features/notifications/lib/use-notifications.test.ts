import { timeAgo } from './use-notifications';

describe('timeAgo', () => {
  const now = new Date(2026, 2, 20, 12, 0).getTime();
  const before = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('counts minutes, hours and days for the last week', () => {
    expect(timeAgo(before(0.5), now)).toBe('just now');
    expect(timeAgo(before(5), now)).toBe('5 minutes ago');
    expect(timeAgo(before(180), now)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 60), now)).toBe('yesterday');
  });

  it("writes the date as everywhere else ('MMM dd, yyyy') beyond a week", () => {
    expect(timeAgo(new Date(2026, 2, 5, 12, 0).toISOString(), now)).toBe('Mar 05, 2026');
  });
});
