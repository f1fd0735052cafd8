import { DEFAULT_LOCALE } from './locales';
import { numberFormat } from './number-formats';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** English is the product's own spelling; any other language (or the pseudo-locale) goes through Intl. */
function isEnglish(locale: string): boolean {
  return locale === DEFAULT_LOCALE || locale === 'en-XA';
}

/** The locale Intl is asked for: the pseudo-locale writes numbers and dates as English does. */
const intlLocale = (locale: string) => (locale === 'en-XA' ? DEFAULT_LOCALE : locale);

// Some ICU versions put a narrow no-break space before AM/PM: one text everywhere (and in tests).
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The one way the product writes a date: in English 'MMM dd, yyyy' (e.g. 'Mar 05, 2026'), as the
 * invoice does; in another `locale` that language's medium date ('05.03.2026' is not it: '05. März
 * 2026'). An unreadable date gives '-'.
 */
export function formatDate(value: string | Date, locale: string = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '-';
  if (isEnglish(locale)) {
    return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
  }
  return plainSpaces(
    dateTimeFormat(locale, { year: 'numeric', month: 'short', day: '2-digit' }).format(date),
  );
}

/** The time of day: '3:05 PM' in English, '15:05' in German; an unreadable date gives ''. */
export function formatTime(value: string | Date, locale: string = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const format = dateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit' });
  return plainSpaces(format.format(date));
}

/** A date with its time: 'Mar 05, 2026, 3:05 PM' (the date as `formatDate` writes it). */
export function formatDateTime(value: string | Date, locale: string = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${formatDate(date, locale)}, ${formatTime(date, locale)}`;
}

/** A whole or decimal number in `locale`'s digits and grouping: 1,234 / 1.234 / ١٬٢٣٤. */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(intlLocale(locale)).format(value);
}
