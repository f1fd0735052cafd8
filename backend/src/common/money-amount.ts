import type { IsNumberOptions } from 'class-validator';

/**
 * A sum of money in the shop's currency (SHOP_CURRENCY) as the API takes it: a finite number of
 * major units with at most two decimals (whole cents).
 */
export const MONEY_AMOUNT: IsNumberOptions = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 };
