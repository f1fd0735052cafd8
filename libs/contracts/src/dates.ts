const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The one way the product writes a date: 'MMM dd, yyyy' (e.g. 'Mar 05, 2026'), as the invoice
 * does; an unreadable date gives '-'.
 */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The time of day: '3:05 PM'; an unreadable date gives ''. */
export function formatTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  // Some ICU versions put a narrow no-break space before AM/PM: one text everywhere (and in tests).
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date).replace(/\u202f/g, ' ');
}

/** A date with its time: 'Mar 05, 2026, 3:05 PM' (the date as `formatDate` writes it). */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${formatDate(date)}, ${formatTime(date)}`;
}
