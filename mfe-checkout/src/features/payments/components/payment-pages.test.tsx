import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockFetch } from '@market/ui/testing';
import { PaymentCancelPage } from './payment-cancel-page';
import { PaymentSuccessPage } from './payment-success-page';
import { PayPalCancelPage } from './paypal-cancel-page';
import { PayPalSuccessPage } from './paypal-success-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
        <Route path="/payment-cancel" element={<PaymentCancelPage />} />
        <Route path="/paypal-success" element={<PayPalSuccessPage />} />
        <Route path="/paypal-cancel" element={<PayPalCancelPage />} />
        <Route path="/orders" element={<p>orders list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('card return pages', () => {
  it('names the purchased service from the session and links to the orders', async () => {
    mockFetch({ 'GET /api/stripe/session/cs_1': { status: 200, body: { serviceName: 'Logo design' } } });
    renderAt('/payment-success?session_id=cs_1');
    await screen.findByText('Payment Successful!');
    expect(screen.getByText('Thank you for purchasing Logo design.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('says the payment was cancelled', () => {
    renderAt('/payment-cancel');
    expect(screen.getByText('Payment Cancelled.')).toBeTruthy();
    expect(screen.getByText('You have cancelled the payment. Please try again later.')).toBeTruthy();
  });
});

describe('wallet return pages', () => {
  it('confirms, captures the token as orderID, then goes to /orders', async () => {
    const calls = mockFetch({ 'POST /api/paypal/capture': { status: 200, body: { status: 'COMPLETED' } } });
    renderAt('/paypal-success?token=PP-42');
    expect(screen.getByText('Confirming your PayPal Payment...')).toBeTruthy();
    await screen.findByText('orders list');
    expect(calls.map(({ method, url, json }) => [method, url, json])).toEqual([
      ['POST', '/api/paypal/capture', { orderID: 'PP-42' }],
    ]);
  });

  it('says why when the capture fails, and offers the orders and the services', async () => {
    mockFetch({
      'POST /api/paypal/capture': {
        status: 409,
        body: { statusCode: 409, message: 'This payment failed, please order again', error: 'Conflict' },
      },
    });
    renderAt('/paypal-success?token=PP-43');
    expect(await screen.findByText('This payment failed, please order again')).toBeTruthy();
    expect(screen.queryByText('Confirming your PayPal Payment...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe('/services');
  });

  it("a network failure of the capture gives the page's own explanation", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderAt('/paypal-success?token=PP-44');
    expect(
      await screen.findByText('We could not confirm your PayPal payment. Your orders show its status.'),
    ).toBeTruthy();
  });

  it('without a token it captures nothing and says the link is incomplete', () => {
    const calls = mockFetch({});
    renderAt('/paypal-success');
    expect(screen.getByText('This PayPal return link carries no payment to confirm.')).toBeTruthy();
    expect(screen.queryByText('Confirming your PayPal Payment...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Orders' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says the wallet payment was cancelled', () => {
    renderAt('/paypal-cancel');
    expect(screen.getByText('❌ Payment Cancelled')).toBeTruthy();
  });
});
