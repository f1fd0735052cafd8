import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import {
  PaymentEventRow,
  paymentEvents,
  SandboxPaymentRow,
  sandboxPayments,
  SandboxStatus,
} from './payments.schema';

/** The only code that touches the payment event store and the sandbox's records. */
@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Stores an event once; answers the stored row and whether this call inserted it. */
  async insertEvent(event: {
    provider: 'stripe' | 'paypal';
    eventId: string;
    type: string;
    payload: Record<string, unknown>;
  }): Promise<{ row: PaymentEventRow; inserted: boolean }> {
    const [inserted] = await this.db.insert(paymentEvents).values(event).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, inserted: true };
    const [existing] = await this.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)))
      .limit(1);
    return { row: existing, inserted: false };
  }

  async findEvent(id: string): Promise<PaymentEventRow | undefined> {
    const [row] = await this.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
    return row;
  }

  async markEventDone(id: string, status: 'processed' | 'failed', error?: string): Promise<void> {
    await this.db
      .update(paymentEvents)
      .set({ status, processedAt: new Date(), lastError: error ?? null })
      .where(and(eq(paymentEvents.id, id), eq(paymentEvents.status, 'received')));
  }

  /** Counts a failed try; answers the number of tries so far. */
  async recordEventFailure(id: string, error: string): Promise<number> {
    const [row] = await this.db
      .update(paymentEvents)
      .set({ attempts: sql`${paymentEvents.attempts} + 1`, lastError: error.slice(0, 1000) })
      .where(eq(paymentEvents.id, id))
      .returning({ attempts: paymentEvents.attempts });
    return row?.attempts ?? 0;
  }

  listUnprocessedEvents(receivedBefore: Date, limit: number): Promise<PaymentEventRow[]> {
    return this.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.status, 'received'), lt(paymentEvents.receivedAt, receivedBefore)))
      .orderBy(asc(paymentEvents.receivedAt))
      .limit(limit);
  }

  /** Processed events handled before the cutoff (their payment is settled in the orders); answers how many went. */
  async deleteProcessedEventsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(paymentEvents)
      .where(and(eq(paymentEvents.status, 'processed'), lt(paymentEvents.processedAt, cutoff)))
      .returning({ id: paymentEvents.id });
    return rows.length;
  }

  /**
   * Removes an e-mail address from every stored event that holds it (a Stripe session's
   * `customer_email`, a PayPal payer's address), as written or in lower case. An address has no
   * character JSON escapes, so replacing it in the text leaves valid JSON. Answers how many events.
   */
  async removeEmailFromEvents(email: string): Promise<number> {
    const lower = email.toLowerCase();
    const rows = await this.db
      .update(paymentEvents)
      .set({
        payload: sql`replace(replace(${paymentEvents.payload}::text, ${email}, ''), ${lower}, '')::jsonb`,
      })
      .where(sql`strpos(lower(${paymentEvents.payload}::text), ${lower}) > 0`)
      .returning({ id: paymentEvents.id });
    return rows.length;
  }

  async insertSandbox(row: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
    const [inserted] = await this.db.insert(sandboxPayments).values(row).returning();
    return inserted;
  }

  async findSandbox(provider: 'stripe' | 'paypal', id: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.id, id)))
      .limit(1);
    return row;
  }

  /** Moves a sandbox record from one of `from` to `to`; answers the row only when this call moved it. */
  async moveSandbox(
    id: string,
    from: SandboxStatus[],
    to: SandboxStatus,
    extra: { transactionId?: string; refundId?: string } = {},
  ): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status: to, ...extra })
      .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
      .returning();
    return row;
  }

  /**
   * A sandbox refund of an amount, once per key and never beyond what was paid; the payment
   * reads as refunded once all of it is. Answers undefined when refused.
   */
  async refundSandbox(
    id: string,
    amountCents: number,
    key: string,
    refundId: string,
  ): Promise<SandboxPaymentRow | undefined> {
    const refundedCents = sql`${sandboxPayments.refundedCents} + ${amountCents}`;
    const [row] = await this.db
      .update(sandboxPayments)
      .set({
        refundedCents,
        refundKeys: sql`array_append(${sandboxPayments.refundKeys}, ${key})`,
        refundId,
        status: sql`case when ${refundedCents} >= ${sandboxPayments.amountCents} then 'refunded' else ${sandboxPayments.status} end`,
      })
      .where(
        and(
          eq(sandboxPayments.id, id),
          inArray(sandboxPayments.status, ['paid']),
          sql`${refundedCents} <= ${sandboxPayments.amountCents}`,
          sql`not (${key} = any(${sandboxPayments.refundKeys}))`,
        ),
      )
      .returning();
    return row;
  }

  async findSandboxByTransaction(transactionId: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.transactionId, transactionId))
      .limit(1);
    return row;
  }
}
