import { formatDateTime, formatTime as timeOfDay } from '@market/contracts';

/** '3:05 PM' for today; for earlier days the full date first, as everywhere: 'Mar 05, 2026, 3:05 PM'. */
export function formatTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? timeOfDay(date) : formatDateTime(date);
}
