import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { mockFetch } from '@market/ui/testing';
import { rememberCheckoutOrigin } from './checkout-origin';
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
        <Route path="/orders/o9" element={<p>order o9</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('card return pages', () => {
  it('names the purchased service from the session and links to the orders', async () => {
    mockFetch({
      'GET /api/stripe/session/cs_1': {
        status: 200,
        body: { serviceName: 'Logo design', orderId: 'o1', requirementsNeeded: false },
      },
    });
    renderAt('/payment-success?session_id=cs_1');
    await screen.findByText('Payment Successful!');
    screen.getByText('Thank you for purchasing Logo design.');
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByText(/questions/)).toBeNull();
  });

  it('says the order’s questions come before the work, with a link to the order, when it asks some', async () => {
    mockFetch({
      'GET /api/stripe/session/cs_2': {
        status: 200,
        body: { serviceName: 'Logo design', orderId: 'o2', requirementsNeeded: true },
      },
    });
    renderAt('/payment-success?session_id=cs_2');
    await screen.findByText('Payment Successful!');
    screen.getByText('This order has a few questions for you. The work starts once you have answered them.');
    expect(screen.getByRole('link', { name: "Answer the order's questions" }).getAttribute('href')).toBe(
      '/orders/o2',
    );
  });

  it('says the payment was cancelled', () => {
    renderAt('/payment-cancel');
    screen.getByText('Payment Cancelled.');
    screen.getByText('You have cancelled the payment. Please try again later.');
  });

  it('offers the way back to the service the buyer chose, and to My Orders', () => {
    rememberCheckoutOrigin({ title: 'Logo', price: 40, serviceId: 's1', name: 'basic' }, '/logo-design/s1');
    renderAt('/payment-cancel');
    expect(screen.getByRole('link', { name: 'Back to the service' }).getAttribute('href')).toBe(
      '/logo-design/s1',
    );
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('links only to My Orders when it does not know where the buyer came from, or storage names another site', () => {
    sessionStorage.setItem('checkout-origin', JSON.stringify({ path: '//evil.example', label: 'Back' }));
    renderAt('/payment-cancel');
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    screen.getByRole('link', { name: 'Go to My Orders' });
  });
});

describe('wallet return pages', () => {
  it('confirms, captures the token as orderID, then goes to /orders', async () => {
    const calls = mockFetch({ 'POST /api/paypal/capture': { status: 200, body: { status: 'COMPLETED' } } });
    renderAt('/paypal-success?token=PP-42');
    screen.getByText('Confirming your PayPal Payment...');
    await screen.findByText('orders list');
    expect(calls.map(({ method, url, json }) => [method, url, json])).toEqual([
      ['POST', '/api/paypal/capture', { orderID: 'PP-42' }],
    ]);
  });

  it('goes to the order itself when its questions must be answered before the work starts', async () => {
    mockFetch({
      'POST /api/paypal/capture': {
        status: 200,
        body: { status: 'COMPLETED', order: { _id: 'o9', fulfilment: { stage: 'requirements' } } },
      },
    });
    renderAt('/paypal-success?token=PP-44');
    await screen.findByText('order o9');
  });

  it('says why when the capture fails, and offers the orders and the services', async () => {
    mockFetch({
      'POST /api/paypal/capture': {
        status: 409,
        body: { statusCode: 409, message: 'This payment failed, please order again', error: 'Conflict' },
      },
    });
    renderAt('/paypal-success?token=PP-43');
    await screen.findByText('This payment failed, please order again');
    expect(screen.queryByText('Confirming your PayPal Payment...')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Browse services' }).getAttribute('href')).toBe('/services');
  });

  it("a network failure of the capture gives the page's own explanation", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderAt('/paypal-success?token=PP-44');
    await screen.findByText('We could not confirm your PayPal payment. Your orders show its status.');
  });

  it('without a token it captures nothing and says the link is incomplete', () => {
    const calls = mockFetch({});
    renderAt('/paypal-success');
    screen.getByText('This PayPal return link carries no payment to confirm.');
    expect(screen.queryByText('Confirming your PayPal Payment...')).toBeNull();
    screen.getByRole('link', { name: 'Go to Orders' });
    expect(calls).toEqual([]);
  });

  it('says the wallet payment was cancelled', () => {
    rememberCheckoutOrigin({ title: 'Custom offer', price: 90, offerId: 'o1' }, '/messages/c1');
    renderAt('/paypal-cancel');
    screen.getByText('❌ Payment Cancelled');
    expect(screen.getByRole('link', { name: 'Back to the conversation' }).getAttribute('href')).toBe(
      '/messages/c1',
    );
    screen.getByRole('link', { name: 'Go to My Orders' });
  });
});
