import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApiError, getBilling, messageOf, saveBilling, useAuthUser } from '@market/api-client';
import type { BillingJson } from '@market/contracts';
import { BillingFields, LoadingBlock, toast } from '@market/ui';
import { PAYMENT_DIALOG_TITLE, type PaymentChooserProps } from '@market/remotes';
import { startCheckout, type PaymentProvider } from '../api/checkout-api';
import { rememberCheckoutOrigin } from './checkout-origin';

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

type BillingState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; value: BillingJson; changed: boolean };

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
  const user = useAuthUser();
  const [billing, setBilling] = useState<BillingState>({ status: 'closed' });
  const titleId = useId();

  async function openBilling() {
    if (!user) return;
    setBilling({ status: 'loading' });
    try {
      setBilling({ status: 'ready', value: await getBilling(user.id), changed: false });
    } catch {
      setBilling({ status: 'error' });
    }
  }

  async function pay(provider: PaymentProvider) {
    setPaying(true);
    // Billing details edited here are saved first: the invoice copies them when the order is paid.
    if (user && billing.status === 'ready' && billing.changed) {
      try {
        await saveBilling(user.id, billing.value);
      } catch (error) {
        setPaying(false);
        toast.error(messageOf(error, 'Failed to save the billing details.'));
        return;
      }
    }
    try {
      const { url } = await startCheckout(provider, purchase);
      rememberCheckoutOrigin(purchase, window.location.pathname);
      redirect(url);
    } catch (error) {
      setPaying(false);
      toast.error(failureText(error, provider));
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{PAYMENT_DIALOG_TITLE}</Modal.Title>
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
        {user && billing.status === 'closed' && (
          <Button variant="link" size="sm" onClick={() => void openBilling()}>
            Billing details for the invoice
          </Button>
        )}
        {billing.status === 'loading' && <LoadingBlock inline label="Loading billing details" />}
        {billing.status === 'error' && <Alert variant="danger">Failed to load the billing details.</Alert>}
        {billing.status === 'ready' && (
          <fieldset className="border-top pt-2 mt-1" disabled={paying}>
            <legend className="h6">Billing details (optional)</legend>
            <BillingFields
              idPrefix="chooser-billing"
              value={billing.value}
              onChange={(value) => setBilling({ status: 'ready', value, changed: true })}
            />
            <p className="small text-body-secondary mt-2 mb-0">
              Saved with your account when you choose a payment method.
            </p>
          </fieldset>
        )}
      </Modal.Body>
    </Modal>
  );
}

export default PaymentChooser;
