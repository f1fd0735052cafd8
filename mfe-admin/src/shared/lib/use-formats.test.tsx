import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CurrenciesJson } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { useFormats } from './use-formats';

const EURO_SHOP: CurrenciesJson = {
  base: 'EUR',
  source: 'ecb',
  date: '2026-11-27',
  stale: false,
  rates: [{ code: 'USD', rate: 1.0705 }],
};

/** Intl writes no-break spaces between symbol and number; the expectations use plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Amounts() {
  const format = useFormats();
  return (
    <p data-testid="amounts">
      {format.money(40)} / {format.currencySymbol}
    </p>
  );
}

describe('the admin’s amounts', () => {
  it('are in the shop’s currency (SHOP_CURRENCY, as GET /api/currencies names it), not always dollars', async () => {
    mockFetch({ 'GET /api/currencies': { body: EURO_SHOP } });
    render(
      <IntlProvider locale="de" defaultLocale="en" onError={() => undefined}>
        <Amounts />
      </IntlProvider>,
    );
    // Dollars until the shop's currency is known, then its own.
    const amounts = await screen.findByText((text) => plain(text).startsWith('40,00 €'));
    expect(plain(amounts.textContent)).toBe('40,00 € / €');
  });
});
