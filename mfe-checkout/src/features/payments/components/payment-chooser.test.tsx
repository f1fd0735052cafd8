import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from '@market/ui';
import type { PurchaseBody } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { PaymentChooser, STALE_PRICE } from './payment-chooser';

const OFFER: PurchaseBody = { title: 'Custom offer', price: 120, offerId: 'f1' };

function renderChooser(redirect = jest.fn()) {
  render(
    <>
      <PaymentChooser show onHide={() => undefined} purchase={OFFER} redirect={redirect} />
      <Toaster />
    </>,
  );
  return redirect;
}

afterEach(() => toast.clearAll());

describe('PaymentChooser', () => {
  it('sends the purchase to the card provider and follows its URL', async () => {
    const calls = mockFetch({ 'POST /api/stripe/checkout': { body: { url: '/api/sandbox/stripe/cs_1' } } });
    const redirect = renderChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Stripe' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox/stripe/cs_1'));
    expect(calls.find((call) => call.method === 'POST')?.json).toEqual(OFFER);
  });

  it('says exactly what will be charged in the shop’s currency, and the approximate amount in the buyer’s', async () => {
    document.cookie = 'currency=EUR; Path=/';
    mockFetch({
      'GET /api/currencies': {
        body: {
          base: 'USD',
          source: 'ecb',
          date: '2026-11-27',
          stale: false,
          rates: [{ code: 'EUR', rate: 0.5 }],
        },
      },
    });
    renderChooser();
    const charged = screen.getByTestId('charged-amount');
    expect(charged.textContent).toBe('You will be charged $120.00.');
    await waitFor(() =>
      expect(charged.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
        'You will be charged $120.00.≈ €60.00 at today’s rate. Prices in other currencies are approximate; you pay in USD.',
      ),
    );
    document.cookie = 'currency=; Max-Age=0; Path=/';
  });

  it('sends the wallet purchase and goes to the approval URL', async () => {
    mockFetch({ 'POST /api/paypal/checkout': { body: { id: 'P1', url: '/api/sandbox/paypal/P1' } } });
    const redirect = renderChooser();
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox/paypal/P1'));
  });

  it.each([
    ['stripe', 'Stripe', '❌ Failed to create Stripe session.'],
    ['paypal', 'PayPal', '❌ Failed to create PayPal order.'],
  ])('says which provider failed (%s)', async (provider, button, text) => {
    mockFetch({ [`POST /api/${provider}/checkout`]: { status: 503, body: { message: 'down' } } });
    const redirect = renderChooser();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByText(text);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false);
  });

  it('asks the buyer to reload when the price changed', async () => {
    mockFetch({
      'POST /api/stripe/checkout': {
        status: 409,
        body: { message: 'Price has changed', code: 'CHECKOUT.PRICE_CHANGED' },
      },
    });
    renderChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Stripe' }));
    await screen.findByText(STALE_PRICE);
  });

  it.each([
    ['CHECKOUT.OFFER_UNAVAILABLE', 'This offer is not an accepted offer of yours'],
    ['CHECKOUT.OFFER_PAID', 'This offer has already been paid'],
  ])("gives the server's reason when the offer can no longer be paid (%s)", async (code, message) => {
    mockFetch({ 'POST /api/paypal/checkout': { status: 409, body: { message, code } } });
    renderChooser();
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    await screen.findByText(message);
  });
});
