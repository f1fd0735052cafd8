import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, textDirection, type Locale } from '@market/contracts';
import { escapeHtml } from '../common/html';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/**
 * The server's words in the shop's languages (mails, notifications, the sandbox and unsubscribe
 * pages): one FormatJS "simple" catalog per language beside this file (`{ "id": "ICU message" }`),
 * rendered with intl-messageformat. English is the source; a message missing in another language
 * falls back to it (the catalog test keeps every language complete). API errors are not here:
 * they keep their stable `code` and English `message`.
 */

/** The part of intl-messageformat's IntlMessageFormat used here. */
interface MessageFormat {
  format(values?: Record<string, unknown>): string | unknown[];
}
type MessageFormatClass = new (message: string, locale: string) => MessageFormat;
type PrimitiveType = string | number | boolean | null | undefined | Date;
let messageFormat: MessageFormatClass | undefined;

/**
 * intl-messageformat is ESM-only: Node 20 loads it through require(esm), Jest transforms it
 * (jest.config.js). Loaded on first use, not while the app's modules load.
 */
function IntlMessageFormatClass(): MessageFormatClass {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  messageFormat ??= (require('intl-messageformat') as { IntlMessageFormat: MessageFormatClass })
    .IntlMessageFormat;
  return messageFormat;
}

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, PrimitiveType>;

export const CATALOGS: Record<Locale, Record<string, string>> = { en, de, es, fr, ar };

const compiled = new Map<string, MessageFormat>();

function formatOf(locale: Locale, id: MessageId): MessageFormat {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    const source = CATALOGS[locale][id] ?? CATALOGS[DEFAULT_LOCALE][id];
    if (source === undefined) throw new Error(`No message ${id}`);
    format = new (IntlMessageFormatClass())(source, locale);
    compiled.set(key, format);
  }
  return format;
}

/** The message `id` in `locale`, its ICU arguments filled from `values`. */
export function t(locale: Locale, id: MessageId, values?: MessageValues): string {
  return String(formatOf(locale, id).format(values));
}

/**
 * The message as HTML: its arguments escaped, its `<a>` tag a link to `links.a`, `<strong>` kept.
 * The messages themselves are ours (the catalogs), so their own text is trusted; what fills them
 * (names, titles, messages) is not.
 */
export function tHtml(
  locale: Locale,
  id: MessageId,
  values: MessageValues = {},
  links: { a?: string } = {},
): string {
  const escaped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values))
    escaped[name] = typeof value === 'string' ? escapeHtml(value) : value;
  escaped.a = (chunks: string[]) => `<a href="${escapeHtml(links.a ?? '')}">${chunks.join('')}</a>`;
  escaped.strong = (chunks: string[]) => `<strong>${chunks.join('')}</strong>`;
  const out = formatOf(locale, id).format(escaped);
  return Array.isArray(out) ? out.join('') : String(out);
}

/** A locale for any stored or sent value: the language it names, or English. */
export function localeOr(value: unknown): Locale {
  return parseLocale(value) ?? DEFAULT_LOCALE;
}

/** The language a request without an account asks for: its `locale` cookie, or English. */
export function requestLocale(request: { cookies?: Record<string, string | undefined> }): Locale {
  return localeOr(request.cookies?.[LOCALE_COOKIE]);
}

/** `<html lang dir>` for a page the server writes. */
export function htmlLangAttributes(locale: Locale): string {
  return `lang="${locale}" dir="${textDirection(locale)}"`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in cents as money in the reader's language ("$40.00", "40,00 $", "‏40.00 US$"). */
export function money(locale: Locale, cents: number, currency: string): string {
  const key = `${locale}\u0000${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  // Cents are hundredths whatever the currency; one with other decimals rounds to its own.
  return format.format(Number((cents / 100).toFixed(digits)));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, kind: 'day' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}\u0000${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    // `hourCycle: 'h23'` and not `hour12: false`: the latter reads midnight as "24:05" in English.
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'day'
        ? { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }
        : {
            timeZone: 'UTC',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A moment in a server text, in the reader's language: "Dec 4, 2026, 00:01 UTC" in English. Mails
 * cannot know the reader's time zone, so they say UTC.
 */
export function dateTimeIn(locale: Locale, date: Date): string {
  return `${dateFormat(locale, 'dateTime').format(date)} UTC`;
}

/** A day in a server text, in UTC like dateTimeIn: "Dec 04, 2026" in English. */
export function dayIn(locale: Locale, date: Date): string {
  return dateFormat(locale, 'day').format(date);
}
