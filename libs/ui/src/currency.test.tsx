import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { CurrenciesJson } from '@market/contracts';
import { CurrencyMenu, CurrencyNotice, OrderAmount, Price } from './currency';
import { mockFetch } from './testing';

const CURRENCIES: CurrenciesJson = {
  base: 'USD',
  source: 'ecb',
  date: '2026-11-27',
  stale: false,
  rates: [
    { code: 'EUR', rate: 0.934143 },
    { code: 'JPY', rate: 160.617 },
    { code: 'USD', rate: 1 },
  ],
};

/** Intl writes no-break spaces between symbol and number; the expectations use plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Shop({ locale }: { locale: string }) {
  return (
    // Only the numbers follow the locale here; the messages stay the English defaults.
    <IntlProvider locale={locale} defaultLocale="en" onError={() => undefined}>
      <CurrencyMenu />
      <CurrencyNotice />
      <p data-testid="price">
        <Price amount={49.25} />
      </p>
    </IntlProvider>
  );
}

describe('prices in the reader’s currency', () => {
  beforeEach(() => {
    document.cookie = 'currency=; Max-Age=0; Path=/';
    mockFetch({ 'GET /api/currencies': { body: CURRENCIES } });
  });

  it('shows the shop’s price exactly until another currency is chosen, then converts and marks it ≈', async () => {
    const { unmount } = render(<Shop locale="de" />);
    const menu = await screen.findByRole('combobox', { name: 'Currency' });
    expect(plain(screen.getByTestId('price').textContent)).toBe('49,25 $');
    fireEvent.change(menu, { target: { value: 'EUR' } });
    expect(document.cookie).toContain('currency=EUR');
    expect(plain(screen.getByTestId('price').textContent)).toBe('≈ 46,01 €');
    unmount();

    render(<Shop locale="en" />);
    await screen.findByRole('combobox', { name: 'Currency' });
    expect(plain(screen.getByTestId('price').textContent)).toBe('≈ €46.01');
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'JPY' } });
    });
    // 49.25 × 160.617 = 7,910.4: yen have no decimals.
    expect(plain(screen.getByTestId('price').textContent)).toBe('≈ ¥7,910');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names each currency in the reader’s language in the menu', async () => {
    render(<Shop locale="fr" />);
    await screen.findByRole('combobox', { name: 'Currency' });
    expect(screen.getByRole('option', { name: /^EUR · euro$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^JPY · yen japonais$/ })).toBeTruthy();
  });
});

describe('an order’s amount', () => {
  it('is the charged amount, with the approximate one at the order’s own rate (BHD three decimals, JPY none)', () => {
    const { container, rerender } = render(
      <IntlProvider locale="en">
        <OrderAmount order={{ currency: 'USD', displayCurrency: 'BHD', displayRate: 0.37689 }} amount={10} />
      </IntlProvider>,
    );
    expect(plain(container.textContent)).toBe('$10.00(≈ BHD 3.769)');
    rerender(
      <IntlProvider locale="en">
        <OrderAmount
          order={{ currency: 'USD', displayCurrency: 'JPY', displayRate: 160.617 }}
          amount={46.07}
        />
      </IntlProvider>,
    );
    expect(plain(container.textContent)).toBe('$46.07(≈ ¥7,400)');
    rerender(
      <IntlProvider locale="en">
        <OrderAmount order={{ currency: 'USD', displayCurrency: null, displayRate: null }} amount={40} />
      </IntlProvider>,
    );
    expect(plain(container.textContent)).toBe('$40.00');
  });
});
