import Stripe from 'stripe';
import { AppConfig } from '../../config/app-config';
import type { Order } from '../../orders/order';
import type { ProviderRefund } from '../../orders/payment-provider.port';
import {
  CHECKOUT_CLOSED,
  CheckoutOutcome,
  NewCheckout,
  PaymentGateway,
  ProviderCheckout,
} from '../payment-gateway';
import { CardSessionInfo, cardPayment, toCardSessionInfo } from './stripe-session';

export type NewCardSession = NewCheckout;

/** The Stripe SDK client: it also verifies and signs webhooks, with or without a key. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** Stripe Checkout as the app uses it: the real API (keys set) or the built-in sandbox. */
export abstract class StripeGateway implements PaymentGateway {
  abstract readonly mode: 'live' | 'sandbox';
  readonly checkoutName = 'Stripe session';
  abstract createSession(input: NewCardSession): Promise<ProviderCheckout>;
  abstract retrieveSession(id: string): Promise<CardSessionInfo | undefined>;
  /** Closes an unpaid session so it can no longer be paid; answers its final state (maybe paid after all). */
  abstract expireSession(id: string): Promise<CardSessionInfo | undefined>;
  /** Refunds an amount of a payment intent; idempotent per order and refund key. Answers the refund id. */
  abstract refundPayment(transactionId: string, orderId: string, refund: ProviderRefund): Promise<string>;

  openCheckout(input: NewCheckout): Promise<ProviderCheckout> {
    return this.createSession(input);
  }

  refund(order: Order, refund: ProviderRefund): Promise<string> {
    return this.refundPayment(order.transactionId!, order.id, refund);
  }

  async closeCheckout(order: Order): Promise<CheckoutOutcome> {
    if (!order.providerRef) return CHECKOUT_CLOSED;
    const session = await this.expireSession(order.providerRef);
    return session?.paid ? { kind: 'paid', payment: cardPayment(session) } : CHECKOUT_CLOSED;
  }

  /** A card payment is taken on Stripe's page, so settling is closing: a paid session says so. */
  settleCheckout(order: Order): Promise<CheckoutOutcome> {
    return this.closeCheckout(order);
  }
}

/** How long a buyer has on Stripe's page: Stripe's minimum is 30 minutes from its own clock, so a margin. */
export const CARD_SESSION_MINUTES = 35;

/**
 * The official SDK. STRIPE_API_BASE points it elsewhere (a local stub in tests). Retries are
 * off: a failed create is answered to the buyer, and refunds carry an idempotency key.
 */
export function createStripeClient(config: AppConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 0, telemetry: false };
  if (config.stripe.apiBase) {
    const base = new URL(config.stripe.apiBase);
    options.host = base.hostname;
    options.protocol = base.protocol.replace(':', '') as 'http' | 'https';
    options.port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
  }
  // Without a key the client still verifies and signs webhooks offline (the sandbox's use).
  return new Stripe(config.stripe.secretKey ?? 'sk_sandbox_offline', options);
}

export class StripeApiGateway extends StripeGateway {
  readonly mode = 'live' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
  ) {
    super();
  }

  async createSession(input: NewCardSession): Promise<ProviderCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountCents,
              product_data: { name: input.title },
            },
          },
        ],
        customer_email: input.customerEmail,
        client_reference_id: input.orderId,
        metadata: { orderId: input.orderId, ...(input.reference ? { reference: input.reference } : {}) },
        success_url: `${this.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.publicUrl}/payment-cancel`,
        expires_at: Math.floor(Date.now() / 1000) + CARD_SESSION_MINUTES * 60,
      },
      { idempotencyKey: `checkout-${input.reference ?? input.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
    return { id: session.id, url: session.url };
  }

  async retrieveSession(id: string): Promise<CardSessionInfo | undefined> {
    const session = await this.stripe.checkout.sessions.retrieve(id);
    return toCardSessionInfo(session as unknown as Record<string, unknown>);
  }

  async expireSession(id: string): Promise<CardSessionInfo | undefined> {
    const current = await this.retrieveSession(id);
    if (!current || current.paid) return current;
    try {
      return toCardSessionInfo(
        (await this.stripe.checkout.sessions.expire(id)) as unknown as Record<string, unknown>,
      );
    } catch {
      // Already expired, or completed in the meantime: read it back.
      return this.retrieveSession(id);
    }
  }

  async refundPayment(transactionId: string, orderId: string, refund: ProviderRefund): Promise<string> {
    const made = await this.stripe.refunds.create(
      { payment_intent: transactionId, amount: refund.amountCents },
      { idempotencyKey: `refund-${orderId}-${refund.key}` },
    );
    return made.id;
  }
}
