import { useEffect, useState, useSyncExternalStore } from 'react';
import Form from 'react-bootstrap/Form';
import { defineMessages } from 'react-intl';
import { apiRequest, useAuthUser } from '@market/api-client';
import {
  CURRENCY_COOKIE,
  DEFAULT_SHOP_CURRENCY,
  formatMoney,
  formatPrice,
  isReferenceCurrency,
  type CurrenciesJson,
  type DisplayPrice,
  type OrderJson,
} from '@market/contracts';
import { useIntlOrDefault } from './i18n/intl-or-default';

const messages = defineMessages<{ menuLabel: Record<never, never>; stale: { currency: string } }>({
  menuLabel: { id: 'ui.currency.menuLabel', defaultMessage: 'Currency' },
  stale: {
    id: 'ui.currency.staleNotice',
    defaultMessage:
      'Exchange rates are out of date: prices are shown in {currency}, the currency you pay in.',
  },
});

const CHANGE_EVENT = 'market:currency';

function cookieCurrency(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CURRENCY_COOKIE}=`));
  const code = entry?.slice(CURRENCY_COOKIE.length + 1) ?? null;
  return code && isReferenceCurrency(code) ? code : null;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** The currency the reader chose (the `currency` cookie), null for the shop's own; every app follows it. */
export function useChosenCurrency(): string | null {
  return useSyncExternalStore(subscribe, cookieCurrency, () => null);
}

/**
 * Keeps the reader's choice in the `currency` cookie, tells every mounted price, and stores it on
 * a signed-in account (`PUT /api/me/preferences`; where that endpoint is missing, the cookie serves).
 */
export function chooseCurrency(code: string, signedIn: boolean): void {
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
  if (signedIn) {
    void apiRequest('/me/preferences', { method: 'PUT', body: { currency: code }, background: true }).catch(
      () => undefined,
    );
  }
}

let currenciesRequest: Promise<CurrenciesJson | null> | undefined;

/** `GET /api/currencies`, once per page (public and cached an hour by the API). */
function loadCurrencies(): Promise<CurrenciesJson | null> {
  currenciesRequest ??= apiRequest<CurrenciesJson>('/currencies', { background: true }).catch(() => {
    currenciesRequest = undefined;
    return null;
  });
  return currenciesRequest;
}

/** The shop's currency and rates; null until they arrive (and on the server, where prices stay exact). */
export function useCurrencies(): CurrenciesJson | null {
  const [currencies, setCurrencies] = useState<CurrenciesJson | null>(null);
  useEffect(() => {
    let live = true;
    void loadCurrencies().then((answer) => live && setCurrencies(answer));
    return () => {
      live = false;
    };
  }, []);
  return currencies;
}

export interface MoneyDisplay {
  /** The currency charged. */
  shopCurrency: string;
  /** The reader's currency with its rate, when prices are shown converted (approximate). */
  display: DisplayPrice | null;
  /** The reader chose another currency but the rates are too old: prices are in the shop's. */
  stale: boolean;
  /** A shop price as the reader sees it: exact, or converted and marked "≈". */
  price(amount: number): string;
  /** An amount exactly as charged, in the shop's currency. */
  charged(amount: number): string;
}

/** The one way a screen writes a price: the reader's locale, currency and the shop's rates. */
export function useMoney(): MoneyDisplay {
  const intl = useIntlOrDefault();
  const currencies = useCurrencies();
  const chosen = useChosenCurrency();
  const shopCurrency = currencies?.base ?? DEFAULT_SHOP_CURRENCY;
  const rate = chosen && currencies?.rates.find((entry) => entry.code === chosen)?.rate;
  const display = chosen && rate && chosen !== shopCurrency ? { currency: chosen, rate } : null;
  return {
    shopCurrency,
    display,
    stale: Boolean(currencies?.stale && chosen && chosen !== shopCurrency),
    price: (amount) => formatPrice(amount, shopCurrency, intl.locale, display),
    charged: (amount) => formatMoney(amount, shopCurrency, intl.locale),
  };
}

/** A shop price in the reader's currency (marked "≈" when converted). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const money = useMoney();
  return (
    <span className={className} data-approximate={money.display ? 'true' : undefined}>
      {money.price(amount)}
    </span>
  );
}

/** The currency menu of the header: the shop's rates' currencies, each named in the reader's language. */
export function CurrencyMenu() {
  const intl = useIntlOrDefault();
  const user = useAuthUser();
  const currencies = useCurrencies();
  const chosen = useChosenCurrency();
  if (!currencies || currencies.rates.length === 0) return null;
  const names = new Intl.DisplayNames([intl.locale], { type: 'currency' });
  const value = chosen && currencies.rates.some((entry) => entry.code === chosen) ? chosen : currencies.base;
  return (
    <Form.Select
      size="sm"
      className="currency-menu"
      aria-label={intl.formatMessage(messages.menuLabel)}
      value={value}
      onChange={(event) => chooseCurrency(event.target.value, Boolean(user))}
    >
      {currencies.rates.map(({ code }) => (
        <option key={code} value={code}>
          {`${code} · ${names.of(code) ?? code}`}
        </option>
      ))}
    </Form.Select>
  );
}

/** One line under the header when the reader's currency cannot be shown (rates too old). */
export function CurrencyNotice() {
  const intl = useIntlOrDefault();
  const money = useMoney();
  if (!money.stale) return null;
  return (
    <p
      className="currency-notice small text-body-secondary text-center border-bottom mb-0 py-1 px-2"
      role="status"
    >
      {intl.formatMessage(messages.stale, { currency: money.shopCurrency })}
    </p>
  );
}

/**
 * An order's amount: exactly as charged, in the order's own currency, and beside it the
 * approximate amount in the currency the buyer saw at checkout, at the rate of that day.
 */
export function OrderAmount({
  order,
  amount,
}: {
  order: Pick<OrderJson, 'currency' | 'displayCurrency' | 'displayRate'>;
  amount: number;
}) {
  const intl = useIntlOrDefault();
  const currency = order.currency ?? DEFAULT_SHOP_CURRENCY;
  const display =
    order.displayCurrency && order.displayRate
      ? { currency: order.displayCurrency, rate: order.displayRate }
      : null;
  return (
    <>
      {formatMoney(amount, currency, intl.locale)}
      {display && (
        <span className="small text-body-secondary ms-1" data-approximate="true">
          {`(${formatPrice(amount, currency, intl.locale, display)})`}
        </span>
      )}
    </>
  );
}
