/**
 * Currencies: the shop charges in one (SHOP_CURRENCY); a buyer may see prices converted, marked
 * approximate, into any of the European Central Bank's reference currencies.
 */
import { numberFormat } from './number-formats';

/** The ECB's reference currencies (its daily file quotes each per 1 EUR), and the euro itself. */
export const REFERENCE_CURRENCIES = [
  'AUD',
  'BGN',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'JPY',
  'KRW',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'USD',
  'ZAR',
] as const;

/** The shop's currency until `GET /api/currencies` has answered (SHOP_CURRENCY's default). */
export const DEFAULT_SHOP_CURRENCY = 'USD';

/** Rates whose date is older than this are not used: prices show in the shop's currency. */
export const MAX_RATE_AGE_DAYS = 7;

/** The cookie holding a visitor's chosen display currency. */
export const CURRENCY_COOKIE = 'currency';

/** A rate a person or a feed may give: above 0, at most this (IDR is about 17,500 per EUR). */
export const MAX_EXCHANGE_RATE = 1_000_000;

export function isReferenceCurrency(value: unknown): boolean {
  return typeof value === 'string' && (REFERENCE_CURRENCIES as readonly string[]).includes(value);
}

/** One currency's rate: units of `code` for one unit of the shop's currency. */
export interface CurrencyRateJson {
  code: string;
  rate: number;
}

/** `GET /api/currencies`. */
export interface CurrenciesJson {
  /** The shop's currency: what every checkout, invoice and refund is in. */
  base: string;
  /** Where the rates came from: the ECB feed, an owner's entry, or none yet. */
  source: 'ecb' | 'manual' | null;
  /** The rates' own date (YYYY-MM-DD); null when there are none. */
  date: string | null;
  /** True when the newest rates are older than MAX_RATE_AGE_DAYS: `rates` is then empty. */
  stale: boolean;
  /** Per unit of `base`, the base itself included (rate 1); empty when stale or none. */
  rates: CurrencyRateJson[];
}

/** `PUT /api/settings/exchange-rates`: an owner's rates, per unit of the shop's currency. */
export interface ExchangeRatesBody {
  rates: CurrencyRateJson[];
}

/** A price converted for display: what the buyer is shown beside (or instead of) the charge. */
export interface DisplayPrice {
  currency: string;
  rate: number;
}

/** The decimals a currency is written with (JPY 0, BHD 3, most 2), as Intl knows them. */
export function currencyDecimals(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `amount` of the shop's currency in another, at `rate`, rounded to that currency's decimals. */
export function convertAmount(amount: number, rate: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(amount * rate * factor) / factor;
}

/** An amount of money in the reader's locale: "$46.00", "46,00 €", "¥7,400", "BHD 1.234". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = currencyDecimals(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A currency's sign as `locale` writes it ('$', 'US$', '€'), e.g. beside an amount field. */
export function currencySymbol(currency: string, locale: string): string {
  return (
    numberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * A shop price as the buyer sees it: exact in the shop's currency, or converted and marked
 * approximate ("≈ 46,00 €", "≈ ¥7,400") when a display currency with its rate is given.
 */
export function formatPrice(
  amount: number,
  shopCurrency: string,
  locale: string,
  display?: DisplayPrice | null,
): string {
  if (!display || display.currency === shopCurrency) return formatMoney(amount, shopCurrency, locale);
  const converted = convertAmount(amount, display.rate, display.currency);
  // A no-break space: the sign never ends a line apart from its amount.
  return `≈\u00a0${formatMoney(converted, display.currency, locale)}`;
}
