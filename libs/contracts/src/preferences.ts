import { REFERENCE_CURRENCIES } from './currencies';
import { isLocale, type Locale } from './locales';

/** An ISO 4217 alphabetic code's shape: three capital letters. */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** A code of the right shape that is a reference currency or the shop's own. */
export function isPreferenceCurrency(value: unknown, shopCurrency: string): value is string {
  return (
    typeof value === 'string' &&
    CURRENCY_CODE_PATTERN.test(value) &&
    (value === shopCurrency || (REFERENCE_CURRENCIES as readonly string[]).includes(value))
  );
}

/** `GET/PUT /api/me/preferences`. */
export interface UserPreferencesJson {
  locale: Locale;
  /** ISO 4217, upper case: a reference currency or the shop's own (the default). */
  currency: string;
}

/** The language a cookie or stored value names, or undefined for anything else. */
export function parseLocale(value: unknown): Locale | undefined {
  return isLocale(value) ? value : undefined;
}
