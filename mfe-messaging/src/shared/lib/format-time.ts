import { DEFAULT_LOCALE, formatDateTime, formatTime as timeOfDay } from '@market/contracts';

/**
 * '3:05 PM' for today; for earlier days the full date first, as everywhere: 'Mar 05, 2026, 3:05 PM'
 * (in `locale`'s way of writing them: '15:05', '05. März 2026, 15:05').
 */
export function formatTime(iso: string, now = new Date(), locale: string = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeOfDay(date, locale) : formatDateTime(date, locale);
}
