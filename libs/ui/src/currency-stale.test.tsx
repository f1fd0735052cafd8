import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CurrencyMenu, CurrencyNotice, Price } from './currency';
import { mockFetch } from './testing';

describe('rates older than 7 days', () => {
  it('shows prices in the shop’s currency with a one-line notice, and no currency menu', async () => {
    document.cookie = 'currency=EUR; Path=/';
    mockFetch({
      'GET /api/currencies': {
        body: { base: 'USD', source: 'ecb', date: '2024-06-28', stale: true, rates: [] },
      },
    });
    render(
      <IntlProvider locale="en">
        <CurrencyMenu />
        <CurrencyNotice />
        <Price amount={40} />
      </IntlProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Exchange rates are out of date: prices are shown in USD, the currency you pay in.',
    );
    expect(screen.getByText('$40.00')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
