import { useIntl } from 'react-intl';
import { currencySymbol, formatDate, formatDateTime, formatMoney, formatNumber } from '@market/contracts';
import { useMoney } from '@market/ui';

/**
 * Amounts, dates and counts in the admin's language (the active react-intl locale): the shop's
 * amounts in its currency (SHOP_CURRENCY, from GET /api/currencies: '$40.00', '40,00 €'), dates as
 * the product writes them ('Mar 05, 2026').
 */
export function useFormats() {
  const { locale } = useIntl();
  const { shopCurrency } = useMoney();
  return {
    money: (amount: number) => formatMoney(amount, shopCurrency, locale),
    date: (value: string | Date) => formatDate(value, locale),
    dateTime: (value: string | Date) => formatDateTime(value, locale),
    number: (value: number) => formatNumber(value, locale),
    /** The shop currency's sign as the locale writes it ('$', 'US$', '€'), e.g. beside an amount field. */
    currencySymbol: currencySymbol(shopCurrency, locale),
  };
}
