import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

export type PaymentEventStatus = 'received' | 'processed' | 'failed';

/**
 * Every verified provider event, stored once (unique provider event id) before it is queued.
 * An event still 'received' is work not yet done: the sweep queues it again, so a worker or
 * Redis outage loses nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: text('provider').$type<'stripe' | 'paypal'>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<PaymentEventStatus>().notNull().default('received'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_status_received_idx').on(t.status, t.receivedAt),
  ],
);

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export type SandboxStatus = 'open' | 'approved' | 'paid' | 'cancelled' | 'refunded';

/**
 * The built-in sandbox's own record of a checkout session (Stripe) or order (PayPal), used
 * only when the provider's keys are not configured.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<'stripe' | 'paypal'>().notNull(),
  orderId: uuid('order_id').notNull(),
  title: text('title').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<SandboxStatus>().notNull().default('open'),
  /** Payment intent (Stripe) or capture id (PayPal) once paid. */
  transactionId: text('transaction_id'),
  refundId: text('refund_id'),
  /** Given back so far, and the idempotency keys of the refunds that did (a repeated key refunds nothing). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  refundKeys: text('refund_keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAtColumn(),
});

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
