import type { ProviderPayment } from '../../orders/orders.service';

/** The few fields of a Stripe Checkout Session this app reads, from the SDK or a webhook payload. */
export interface CardSessionInfo {
  id: string;
  orderId: string | null;
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  /** The payment intent id: the order's transaction id. */
  transactionId: string | null;
}

export function toCardSessionInfo(session: Record<string, unknown>): CardSessionInfo {
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const orderId = typeof metadata.orderId === 'string' ? metadata.orderId : session.client_reference_id;
  const intent = session.payment_intent;
  return {
    id: String(session.id),
    orderId: typeof orderId === 'string' ? orderId : null,
    paid: session.payment_status === 'paid',
    amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency : null,
    transactionId:
      typeof intent === 'string'
        ? intent
        : intent && typeof (intent as { id?: unknown }).id === 'string'
          ? (intent as { id: string }).id
          : null,
  };
}

/** A paid session's payment, as the order records it. */
export function cardPayment(session: CardSessionInfo): ProviderPayment {
  if (!session.transactionId || session.amountCents === null || !session.currency) {
    throw new Error(`Stripe session ${session.id} is paid but lacks its payment intent or amount`);
  }
  return {
    transactionId: session.transactionId,
    amountCents: session.amountCents,
    currency: session.currency,
  };
}
