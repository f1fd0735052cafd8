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
    expect(calls[0].json).toEqual(OFFER);
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
