import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApiError, getBilling, saveBilling, useAuthUser } from '@market/api-client';
import type { BillingJson } from '@market/contracts';
import { defineMessages, type IntlShape } from 'react-intl';
import { errorTextIn, LoadingBlock, toast, useIntlOrDefault, useMoney } from '@market/ui';
import { BillingFields } from '@market/ui/orders';
import type { PaymentChooserProps } from '@market/remotes';
import { CheckoutMessages } from '@/i18n';
import { startCheckout, type PaymentProvider } from '../api/checkout-api';
import { rememberCheckoutOrigin } from './checkout-origin';
import { goToPayment } from '@/shared/lib/use-payment-redirect';

const messages = defineMessages<{
  charged: { amount: string };
  approximate: { approximate: string; currency: string };
  dialogTitle: Record<never, never>;
  stalePrice: Record<never, never>;
  saveBillingFailed: Record<never, never>;
  redirecting: Record<never, never>;
  cancel: Record<never, never>;
  billingToggle: Record<never, never>;
  billingLoading: Record<never, never>;
  billingLoadFailed: Record<never, never>;
  billingLegend: Record<never, never>;
  billingSaved: Record<never, never>;
}>({
  dialogTitle: { id: 'checkout.payment.dialogTitle', defaultMessage: 'Choose a payment method' },
  stalePrice: {
    id: 'checkout.payment.stalePrice',
    defaultMessage: 'The price of this service has changed. Please reload the page and try again.',
  },
  saveBillingFailed: {
    id: 'checkout.payment.saveBillingFailed',
    defaultMessage: 'Failed to save the billing details.',
  },
  redirecting: { id: 'checkout.payment.redirecting', defaultMessage: 'Redirecting to payment…' },
  cancel: { id: 'checkout.payment.cancel', defaultMessage: 'Cancel' },
  billingToggle: { id: 'checkout.payment.billingToggle', defaultMessage: 'Billing details for the invoice' },
  billingLoading: { id: 'checkout.payment.billingLoading', defaultMessage: 'Loading billing details' },
  billingLoadFailed: {
    id: 'checkout.payment.billingLoadFailed',
    defaultMessage: 'Failed to load the billing details.',
  },
  billingLegend: { id: 'checkout.payment.billingLegend', defaultMessage: 'Billing details (optional)' },
  billingSaved: {
    id: 'checkout.payment.billingSaved',
    defaultMessage: 'Saved with your account when you choose a payment method.',
  },
  charged: { id: 'checkout.payment.charged', defaultMessage: 'You will be charged {amount}.' },
  approximate: {
    id: 'checkout.payment.approximate',
    defaultMessage:
      '{approximate} at today’s rate. Prices in other currencies are approximate; you pay in {currency}.',
  },
});

const PROVIDER_FAILED = defineMessages({
  stripe: { id: 'checkout.payment.stripeFailed', defaultMessage: '❌ Failed to create Stripe session.' },
  paypal: { id: 'checkout.payment.paypalFailed', defaultMessage: '❌ Failed to create PayPal order.' },
});

/** The English text of a moved price (tests find it by this). */
export const STALE_PRICE = messages.stalePrice.defaultMessage;

const OFFER_REFUSALS = new Set(['CHECKOUT.OFFER_UNAVAILABLE', 'CHECKOUT.OFFER_PAID']);

/** Why a checkout was refused, in the buyer's words. */
function failureText(intl: IntlShape, error: unknown, provider: PaymentProvider): string {
  const stale = intl.formatMessage(messages.stalePrice);
  if (error instanceof ApiError && error.status === 409) {
    // An offer that is no longer payable (or already paid) has its own reason; every other conflict is a price that moved.
    return OFFER_REFUSALS.has(error.code ?? '') ? errorTextIn(intl, error, stale) : stale;
  }
  return intl.formatMessage(PROVIDER_FAILED[provider]);
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
export function PaymentChooser({ show, onHide, purchase, redirect = goToPayment }: PaymentChooserProps) {
  const [paying, setPaying] = useState(false);
  const user = useAuthUser();
  const [billing, setBilling] = useState<BillingState>({ status: 'closed' });
  const titleId = useId();
  const intl = useIntlOrDefault();
  const money = useMoney();

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
        toast.error(errorTextIn(intl, error, intl.formatMessage(messages.saveBillingFailed)));
        return;
      }
    }
    try {
      const { url } = await startCheckout(provider, purchase);
      rememberCheckoutOrigin(purchase, window.location.pathname);
      redirect(url);
    } catch (error) {
      setPaying(false);
      toast.error(failureText(intl, error, provider));
    }
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{intl.formatMessage(messages.dialogTitle)}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-grid gap-2">
        <p className="mb-1" data-testid="charged-amount">
          <strong>{intl.formatMessage(messages.charged, { amount: money.charged(purchase.price) })}</strong>
          {money.display && (
            <span className="d-block small text-body-secondary">
              {intl.formatMessage(messages.approximate, {
                approximate: money.price(purchase.price),
                currency: money.shopCurrency,
              })}
            </span>
          )}
        </p>
        {paying && <Alert variant="info">{intl.formatMessage(messages.redirecting)}</Alert>}
        <Button disabled={paying} onClick={() => void pay('stripe')}>
          Stripe
        </Button>
        <Button disabled={paying} variant="warning" onClick={() => void pay('paypal')}>
          PayPal
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        {user && billing.status === 'closed' && (
          <Button variant="link" size="sm" onClick={() => void openBilling()}>
            {intl.formatMessage(messages.billingToggle)}
          </Button>
        )}
        {billing.status === 'loading' && (
          <LoadingBlock inline label={intl.formatMessage(messages.billingLoading)} />
        )}
        {billing.status === 'error' && (
          <Alert variant="danger">{intl.formatMessage(messages.billingLoadFailed)}</Alert>
        )}
        {billing.status === 'ready' && (
          <fieldset className="border-top pt-2 mt-1" disabled={paying}>
            <legend className="h6">{intl.formatMessage(messages.billingLegend)}</legend>
            <BillingFields
              idPrefix="chooser-billing"
              value={billing.value}
              onChange={(value) => setBilling({ status: 'ready', value, changed: true })}
            />
            <p className="small text-body-secondary mt-2 mb-0">{intl.formatMessage(messages.billingSaved)}</p>
          </fieldset>
        )}
      </Modal.Body>
    </Modal>
  );
}

/** As exposed to the other remotes (the service page, an accepted offer): inside this remote's messages. */
export default function ExposedPaymentChooser(props: PaymentChooserProps) {
  return (
    <CheckoutMessages>
      <PaymentChooser {...props} />
    </CheckoutMessages>
  );
}
