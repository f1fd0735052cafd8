import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database, DbExecutor } from '../db/database';
import type { PurchaseInvoiceLine } from '../invoices/invoices.service';
import { PaymentMethod } from './order-status';
import { awaitsMilestonePayment, STATUS_OF_STAGE } from './order-lifecycle';
import {
  ExtraPurchaseRow,
  NewExtraPurchaseRow,
  orderExtraPurchases,
  orderMilestones,
  OrderRow,
  orders,
  StoredOrderExtra,
} from './orders.schema';

/** Where a paid purchase ended: added to its order, paid twice (the first call applied it), or refused. */
export type AppliedPurchase =
  | { kind: 'applied'; purchase: ExtraPurchaseRow; order: OrderRow }
  | { kind: 'already'; purchase: ExtraPurchaseRow | undefined }
  /** The order could no longer take it (work ended, or the extra is on it already): nothing changed. */
  | { kind: 'rejected'; purchase: ExtraPurchaseRow };

/** Where a paid milestone ended (see `applyMilestonePaid`). */
export type AppliedMilestone =
  | { kind: 'applied'; purchase: ExtraPurchaseRow; order: OrderRow }
  | { kind: 'already' }
  | { kind: 'rejected' };

/** What the order must be for a paid purchase to apply: the caller's rule (OrderExtras). */
export type PurchaseGuard = (order: OrderRow, purchase: ExtraPurchaseRow) => boolean;

/** Issues the invoice of a purchase paid in the caller's transaction (InvoicesService.issueForExtra); answers its number. */
export type IssueInvoice = (
  tx: DbExecutor,
  order: OrderRow,
  line: PurchaseInvoiceLine,
  paidAt: Date,
) => Promise<string>;

/**
 * The only code that touches `order_extra_purchases`, and the one statement that adds a paid
 * purchase to its order (beside OrdersRepository, which owns every other change of an order).
 */
@Injectable()
export class OrderExtraPurchasesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(row: NewExtraPurchaseRow): Promise<ExtraPurchaseRow> {
    const [inserted] = await this.db.insert(orderExtraPurchases).values(row).returning();
    return inserted;
  }

  async setProviderRef(id: string, providerRef: string, paymentUrl: string): Promise<void> {
    await this.db
      .update(orderExtraPurchases)
      .set({ providerRef, paymentUrl })
      .where(eq(orderExtraPurchases.id, id));
  }

  /** Removes a purchase whose checkout could not be opened (nothing can have been paid). */
  async deleteUnopened(id: string): Promise<void> {
    await this.db
      .delete(orderExtraPurchases)
      .where(and(eq(orderExtraPurchases.id, id), eq(orderExtraPurchases.status, 'pending')));
  }

  async findById(id: string): Promise<ExtraPurchaseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.id, id))
      .limit(1);
    return row;
  }

  async findByProviderRef(method: PaymentMethod, providerRef: string): Promise<ExtraPurchaseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderExtraPurchases)
      .where(
        and(eq(orderExtraPurchases.paymentMethod, method), eq(orderExtraPurchases.providerRef, providerRef)),
      )
      .limit(1);
    return row;
  }

  /** The order's unpaid purchases of one extra, newest first. */
  listPending(orderId: string, extraId: string): Promise<ExtraPurchaseRow[]> {
    return this.db
      .select()
      .from(orderExtraPurchases)
      .where(
        and(
          eq(orderExtraPurchases.orderId, orderId),
          eq(orderExtraPurchases.extraId, extraId),
          eq(orderExtraPurchases.status, 'pending'),
        ),
      )
      .orderBy(desc(orderExtraPurchases.createdAt));
  }

  /**
   * The order's paid purchases whose work was not accepted (extras bought during the order, later
   * milestones still open), oldest first: what cancelling the order gives back besides its payment.
   */
  listPaidNotAccepted(orderId: string): Promise<ExtraPurchaseRow[]> {
    return this.db
      .select(getTableColumns(orderExtraPurchases))
      .from(orderExtraPurchases)
      .leftJoin(orderMilestones, eq(orderMilestones.purchaseId, orderExtraPurchases.id))
      .where(
        and(
          eq(orderExtraPurchases.orderId, orderId),
          eq(orderExtraPurchases.status, 'paid'),
          isNull(orderMilestones.acceptedAt),
        ),
      )
      .orderBy(asc(orderExtraPurchases.paidAt));
  }

  /** Unpaid purchases opened before `before`, oldest first (a page of `limit`). */
  listPendingCreatedBefore(before: Date, limit: number): Promise<ExtraPurchaseRow[]> {
    return this.db
      .select()
      .from(orderExtraPurchases)
      .where(and(eq(orderExtraPurchases.status, 'pending'), lt(orderExtraPurchases.createdAt, before)))
      .orderBy(asc(orderExtraPurchases.createdAt))
      .limit(limit);
  }

  /** Pending -> failed, once; a paid purchase stays paid. */
  async markFailed(id: string): Promise<ExtraPurchaseRow | undefined> {
    const [row] = await this.db
      .update(orderExtraPurchases)
      .set({ status: 'failed' })
      .where(and(eq(orderExtraPurchases.id, id), eq(orderExtraPurchases.status, 'pending')))
      .returning();
    return row;
  }

  /**
   * Pending -> paid, and added to the order in the same transaction, once: the extra line (with
   * the number of the invoice `invoice` issues in this transaction), the revisions, and the delivery
   * days with the due date (at least 1 day in all). The order's row lock orders two purchases of
   * one order; a purchase the order can no longer take (`canApply`) ends failed, order unchanged.
   */
  applyPaid(
    id: string,
    transactionId: string,
    canApply: PurchaseGuard,
    invoice: IssueInvoice,
  ): Promise<AppliedPurchase> {
    const paidAt = new Date();
    return this.db.transaction(async (tx) => {
      const claimed = await claimPaid(tx, id, transactionId, paidAt);
      if (!claimed) {
        const [current] = await tx.select().from(orderExtraPurchases).where(eq(orderExtraPurchases.id, id));
        return { kind: 'already', purchase: current };
      }
      const { purchase, order } = claimed;
      if (!order || !canApply(order, purchase)) return { kind: 'rejected', purchase: await refuse(tx, id) };
      const line: StoredOrderExtra = {
        extraId: purchase.extraId,
        title: purchase.title,
        priceCents: purchase.priceCents,
        deliveryDays: purchase.deliveryDays,
        revisions: purchase.revisions,
        boughtAt: 'mid-order',
        paidAt: paidAt.toISOString(),
        invoiceNumber: await invoice(tx, order, invoiceLineOf(purchase), paidAt),
      };
      const days = sql`greatest(1, ${orders.deliveryDays} + ${purchase.deliveryDays}::int)`;
      const [updated] = await tx
        .update(orders)
        .set({
          extras: sql`${orders.extras} || ${JSON.stringify([line])}::jsonb`,
          revisionsAllowed: sql`${orders.revisionsAllowed} + ${purchase.revisions}::int`,
          deliveryDays: days,
          dueAt: sql`${orders.dueAt} + (${days} - ${orders.deliveryDays}) * interval '1 day'`,
        })
        .where(eq(orders.id, order.id))
        .returning();
      return { kind: 'applied', purchase, order: updated };
    });
  }

  /**
   * Pending -> paid for the purchase of milestone `position`, and the milestone started in the
   * same transaction, once: only while the order waits for exactly this milestone (the one
   * before accepted, the order's stage completed and status in progress) under its row lock.
   * The order's work then runs this milestone: in work from now for its days, revisions counted
   * afresh. Refused (purchase failed, order unchanged) when it is no longer due.
   */
  applyMilestonePaid(
    id: string,
    position: number,
    transactionId: string,
    invoice: IssueInvoice,
  ): Promise<AppliedMilestone> {
    const paidAt = new Date();
    return this.db.transaction(async (tx) => {
      const claimed = await claimPaid(tx, id, transactionId, paidAt);
      if (!claimed) return { kind: 'already' };
      const { purchase, order } = claimed;
      const milestones = order
        ? await tx
            .select()
            .from(orderMilestones)
            .where(eq(orderMilestones.orderId, order.id))
            .orderBy(orderMilestones.position)
        : [];
      const milestone = milestones[position - 1];
      const due =
        order?.paymentStatus === 'paid' &&
        awaitsMilestonePayment(order) &&
        milestone?.status === 'pending-payment' &&
        milestones[position - 2]?.status === 'accepted';
      if (!order || !milestone || !due) {
        await refuse(tx, id);
        return { kind: 'rejected' };
      }
      const invoiceNumber = await invoice(tx, order, invoiceLineOf(purchase), paidAt);
      await tx
        .update(orderMilestones)
        .set({ status: 'in-progress', paidAt, purchaseId: purchase.id, invoiceNumber })
        .where(and(eq(orderMilestones.orderId, order.id), eq(orderMilestones.position, position)));
      const [updated] = await tx
        .update(orders)
        .set({
          stage: 'working',
          orderStatus: STATUS_OF_STAGE.working,
          deliveryDays: milestone.deliveryDays,
          dueAt: sql`${paidAt.toISOString()}::timestamptz + ${milestone.deliveryDays}::int * interval '1 day'`,
          revisionsUsed: 0,
          completedAt: null,
          autoAcceptAt: null,
          autoAccepted: false,
        })
        .where(eq(orders.id, order.id))
        .returning();
      return { kind: 'applied', purchase, order: updated };
    });
  }
}

/**
 * Pending -> paid, once, and the purchase's order locked for the rest of the transaction; nothing
 * when the purchase was no longer pending (another confirmation came first).
 */
async function claimPaid(
  tx: DbExecutor,
  id: string,
  transactionId: string,
  paidAt: Date,
): Promise<{ purchase: ExtraPurchaseRow; order: OrderRow | undefined } | undefined> {
  const [purchase] = await tx
    .update(orderExtraPurchases)
    .set({ status: 'paid', transactionId, paidAt })
    .where(and(eq(orderExtraPurchases.id, id), eq(orderExtraPurchases.status, 'pending')))
    .returning();
  if (!purchase) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, purchase.orderId)).for('update');
  return { purchase, order };
}

/** A claimed purchase its order can no longer take: failed, the order unchanged. */
async function refuse(tx: DbExecutor, id: string): Promise<ExtraPurchaseRow> {
  const [refused] = await tx
    .update(orderExtraPurchases)
    .set({ status: 'failed' })
    .where(eq(orderExtraPurchases.id, id))
    .returning();
  return refused;
}

function invoiceLineOf(purchase: ExtraPurchaseRow): PurchaseInvoiceLine {
  return {
    purchaseId: purchase.id,
    title: purchase.title,
    totalCents: purchase.priceCents,
    transactionId: purchase.transactionId!,
  };
}
