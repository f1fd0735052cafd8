import {
  convertAmount,
  currencyDecimals,
  currencySymbol,
  formatMoney as money,
  formatPrice as price,
} from './currencies';

/** Intl separates symbol and number with no-break spaces; the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const formatMoney = (...args: Parameters<typeof money>) => plain(money(...args));
const formatPrice = (...args: Parameters<typeof price>) => plain(price(...args));

describe('money in the buyer’s currency', () => {
  it('knows each currency’s decimals: JPY 0, BHD 3, EUR and USD 2', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('USD')).toBe(2);
  });

  it('rounds a converted amount to the target currency’s decimals', () => {
    expect(convertAmount(46.5, 160.617, 'JPY')).toBe(7469);
    expect(convertAmount(10, 0.37689, 'BHD')).toBe(3.769);
    expect(convertAmount(49.99, 0.934143, 'EUR')).toBe(46.7);
  });

  it('writes symbol and decimals as the reader’s locale does', () => {
    expect(formatMoney(46, 'EUR', 'de')).toBe('46,00 €');
    expect(formatMoney(7400, 'JPY', 'en')).toBe('¥7,400');
    expect(formatMoney(1.234, 'BHD', 'en')).toBe('BHD 1.234');
    expect(formatMoney(40, 'USD', 'en')).toBe('$40.00');
  });

  it('writes a currency’s sign as the reader’s locale does', () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('USD', 'en-CA')).toBe('US$');
    expect(currencySymbol('EUR', 'de')).toBe('€');
    expect(currencySymbol('JPY', 'en')).toBe('¥');
  });

  it('marks a converted price approximate and keeps the shop’s own price exact', () => {
    expect(formatPrice(49.25, 'USD', 'de', { currency: 'EUR', rate: 0.934143 })).toBe('≈ 46,01 €');
    expect(formatPrice(46.07, 'USD', 'en', { currency: 'JPY', rate: 160.617 })).toBe('≈ ¥7,400');
    expect(formatPrice(40, 'USD', 'en', { currency: 'USD', rate: 1 })).toBe('$40.00');
    expect(formatPrice(40, 'USD', 'fr', null)).toBe('40,00 $US');
  });
});
