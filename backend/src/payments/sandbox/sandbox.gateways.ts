import { createHash, randomBytes } from 'node:crypto';
import { conflict } from '../../common/domain-error';
import type { ProviderRefund } from '../../orders/payment-provider.port';
import { ProviderCheckout } from '../payment-gateway';
import { PaymentsRepository } from '../payments.repository';
import { SandboxPaymentRow } from '../payments.schema';
import { NewWalletOrder, PayPalGateway, WalletCapture } from '../paypal/paypal.gateway';
import { CardSessionInfo } from '../stripe/stripe-session';
import { NewCardSession, StripeGateway } from '../stripe/stripe.gateway';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The Stripe Checkout Session object the sandbox sends in its signed webhook events, with the
 * buyer's address as `customer_email` as Stripe's has it (so the event store holds what it would live).
 */
export function sandboxSessionObject(
  row: SandboxPaymentRow,
  customerEmail: string | null = null,
): Record<string, unknown> {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: 'payment',
    customer_email: customerEmail,
    amount_total: row.amountCents,
    currency: row.currency,
    client_reference_id: row.orderId,
    metadata: { orderId: row.orderId },
    payment_intent: row.transactionId,
    payment_status: row.status === 'paid' || row.status === 'refunded' ? 'paid' : 'unpaid',
    status: row.status === 'open' ? 'open' : row.status === 'cancelled' ? 'expired' : 'complete',
  };
}

/**
 * Plays Stripe Checkout when no Stripe key is configured: sessions are rows of
 * sandbox_payments and the checkout page is served by this backend (sandbox.controller.ts).
 */
export class StripeSandboxGateway extends StripeGateway {
  readonly mode = 'sandbox' as const;

  constructor(private readonly repo: PaymentsRepository) {
    super();
  }

  async createSession(input: NewCardSession): Promise<ProviderCheckout> {
    const row = await this.repo.insertSandbox({
      id: `cs_sandbox_${token(12)}`,
      provider: 'stripe',
      orderId: input.orderId,
      title: input.title,
      amountCents: input.amountCents,
      currency: input.currency.toLowerCase(),
    });
    return { id: row.id, url: `/api/sandbox/stripe/${row.id}` };
  }

  async retrieveSession(id: string): Promise<CardSessionInfo | undefined> {
    const row = await this.repo.findSandbox('stripe', id);
    if (!row) return undefined;
    return {
      id: row.id,
      orderId: row.orderId,
      paid: row.status === 'paid' || row.status === 'refunded',
      amountCents: row.amountCents,
      currency: row.currency,
      transactionId: row.transactionId,
    };
  }

  async expireSession(id: string): Promise<CardSessionInfo | undefined> {
    await this.repo.moveSandbox(id, ['open'], 'cancelled');
    return this.retrieveSession(id);
  }

  async refundPayment(transactionId: string, orderId: string, refund: ProviderRefund): Promise<string> {
    return sandboxRefund(this.repo, transactionId, orderId, refund);
  }
}

/** Plays PayPal Orders v2 when no PayPal client id is configured. */
export class PayPalSandboxGateway extends PayPalGateway {
  readonly mode = 'sandbox' as const;

  constructor(private readonly repo: PaymentsRepository) {
    super();
  }

  async createOrder(input: NewWalletOrder): Promise<{ id: string; approveUrl: string }> {
    const row = await this.repo.insertSandbox({
      id: `PPSANDBOX${token(8).toUpperCase()}`,
      provider: 'paypal',
      orderId: input.orderId,
      title: input.title,
      amountCents: input.amountCents,
      currency: input.currency.toUpperCase(),
    });
    return { id: row.id, approveUrl: `/api/sandbox/paypal/${row.id}` };
  }

  async capture(paypalOrderId: string): Promise<WalletCapture> {
    const captured = await this.repo.moveSandbox(paypalOrderId, ['approved'], 'paid', {
      transactionId: `CAPTURE${token(8).toUpperCase()}`,
    });
    const row = captured ?? (await this.repo.findSandbox('paypal', paypalOrderId));
    if (!row) throw conflict('PAYPAL.UNKNOWN_ORDER', 'Unknown PayPal order');
    if (row.status === 'paid' || row.status === 'refunded') {
      return {
        status: 'COMPLETED',
        captureId: row.transactionId,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    }
    if (row.status === 'cancelled')
      return { status: 'DECLINED', captureId: null, amountCents: null, currency: null };
    return { status: 'NOT_APPROVED', captureId: null, amountCents: null, currency: null };
  }

  async refundCapture(captureId: string, orderId: string, refund: ProviderRefund): Promise<string> {
    return sandboxRefund(this.repo, captureId, orderId, refund);
  }

  async abandon(paypalOrderId: string): Promise<void> {
    await this.repo.moveSandbox(paypalOrderId, ['open'], 'cancelled');
  }
}

/**
 * A sandbox refund of an amount, as a provider makes it: never more than is left, and a repeated
 * key refunds once (the refund id is derived from the key, so a repeat answers the same id).
 */
async function sandboxRefund(
  repo: PaymentsRepository,
  transactionId: string,
  orderId: string,
  refund: ProviderRefund,
): Promise<string> {
  const row = await repo.findSandboxByTransaction(transactionId);
  if (!row || row.orderId !== orderId)
    throw conflict('PAYMENT.UNKNOWN_TRANSACTION', 'Unknown sandbox transaction');
  const refundId = `re_sandbox_${createHash('sha256').update(`${orderId}:${refund.key}`).digest('hex').slice(0, 24)}`;
  if (row.refundKeys.includes(refund.key)) return refundId;
  const refunded = await repo.refundSandbox(row.id, refund.amountCents, refund.key, refundId);
  if (!refunded)
    throw conflict('PAYMENT.REFUND_REFUSED', 'The sandbox refused the refund: more than is left');
  return refundId;
}
