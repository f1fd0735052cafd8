import { useIntl } from 'react-intl';
import {
  DEFAULT_SHOP_CURRENCY,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '@market/contracts';

/**
 * Amounts, dates and counts in the admin's language (the active react-intl locale): the shop's
 * amounts in its currency ('$40.00', '40,00 $'), dates as the product writes them ('Mar 05, 2026').
 */
export function useFormats() {
  const { locale } = useIntl();
  return {
    money: (amount: number) => formatMoney(amount, DEFAULT_SHOP_CURRENCY, locale),
    date: (value: string | Date) => formatDate(value, locale),
    dateTime: (value: string | Date) => formatDateTime(value, locale),
    number: (value: number) => formatNumber(value, locale),
    /** The shop currency's sign as the locale writes it ('$', 'US$'), e.g. beside an amount field. */
    currencySymbol:
      new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_SHOP_CURRENCY })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? DEFAULT_SHOP_CURRENCY,
  };
}
