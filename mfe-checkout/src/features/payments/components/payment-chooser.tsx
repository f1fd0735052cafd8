import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApiError, messageOf } from '@market/api-client';
import { toast } from '@market/ui';
import type { PaymentChooserProps } from '@market/remotes';
import { startCheckout, type PaymentProvider } from '../api/checkout-api';

export const STALE_PRICE = 'The price of this service has changed. Please reload the page and try again.';
export const PROVIDER_FAILED: Record<PaymentProvider, string> = {
  stripe: '❌ Failed to create Stripe session.',
  paypal: '❌ Failed to create PayPal order.',
};

const OFFER_REFUSALS = new Set(['CHECKOUT.OFFER_UNAVAILABLE', 'CHECKOUT.OFFER_PAID']);

/** Why a checkout was refused, in the buyer's words. */
function failureText(error: unknown, provider: PaymentProvider): string {
  if (error instanceof ApiError && error.status === 409) {
    // An offer that is no longer payable (or already paid) has its own reason; every other conflict is a price that moved.
    return OFFER_REFUSALS.has(error.code ?? '') ? messageOf(error, STALE_PRICE) : STALE_PRICE;
  }
  return PROVIDER_FAILED[provider];
}

/**
 * The payment chooser dialog (card provider, wallet provider, Cancel) shared by service detail and
 * custom offers. The server prices the purchase; the dialog only sends what the buyer chose.
 */
export function PaymentChooser({
  show,
  onHide,
  purchase,
  redirect = (url) => window.location.assign(url),
}: PaymentChooserProps) {
  const [paying, setPaying] = useState(false);

  async function pay(provider: PaymentProvider) {
    setPaying(true);
    try {
      const { url } = await startCheckout(provider, purchase);
      redirect(url);
    } catch (error) {
      setPaying(false);
      toast.error(failureText(error, provider));
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered>
      <Modal.Header closeButton>
        <Modal.Title>Choose a payment method</Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-grid gap-2">
        {paying && <Alert variant="info">Redirecting to payment…</Alert>}
        <Button disabled={paying} onClick={() => void pay('stripe')}>
          Stripe
        </Button>
        <Button disabled={paying} variant="warning" onClick={() => void pay('paypal')}>
          PayPal
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
      </Modal.Body>
    </Modal>
  );
}

export default PaymentChooser;
