import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql, SQL } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database, DbExecutor, DbTransaction } from '../db/database';
import { isUniqueViolation } from '../db/pg-errors';
import type { OnChange } from '../audit/audit.service';
import {
  creditNoteOrder,
  isDoneRefund,
  type InvoiceRow,
  type RefundRow,
} from '../invoices/invoices.read-port';
import {
  CANCELLABLE_BY_BUYER,
  CancelResolution,
  OrderStatus,
  PaymentMethod,
  paymentStatusesLeadingTo,
  PaymentView,
  SETTLED_STATUSES,
  UNPAID_STATUSES,
} from './order-status';
import {
  NewOrderRow,
  OrderFileRow,
  OrderMilestoneRow,
  orderMilestones,
  OrderRow,
  orders,
} from './orders.schema';
import { FulfilmentStage, STATUS_OF_STAGE, WORKING_STAGES } from './order-lifecycle';
import { at, changeOrder } from './order-changes.repository';

/** What the admin's order list may be narrowed to. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  cancelRequested?: boolean;
  /** Only cancel requests still waiting for the admin's answer. */
  cancelPending?: boolean;
  /** Paid (or refunded) orders, unpaid ones, or all; paid when not given. */
  payment?: PaymentView;
  /** Only orders in work past their due date. */
  late?: boolean;
  /** Only orders whose delivery waits for the buyer. */
  delivered?: boolean;
  /** Only orders assigned to this staff member. */
  assigneeId?: string;
}

const lateWhere = (now: Date) => and(inArray(orders.stage, [...WORKING_STAGES]), lt(orders.dueAt, now));

function paymentWhere(view: PaymentView = 'paid'): SQL | undefined {
  if (view === 'all') return undefined;
  return inArray(orders.paymentStatus, [...(view === 'paid' ? SETTLED_STATUSES : UNPAID_STATUSES)]);
}

/** A cancel request still waiting for the admin (see isCancelPending). */
const cancelPending = () =>
  and(eq(orders.cancelRequest, true), isNull(orders.cancelResolution), ne(orders.orderStatus, 'cancelled'));

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(orders.orderStatus, filter.status),
    filter.cancelRequested === undefined ? undefined : eq(orders.cancelRequest, filter.cancelRequested),
    filter.cancelPending ? cancelPending() : undefined,
    paymentWhere(filter.payment),
    filter.late ? lateWhere(new Date()) : undefined,
    filter.delivered ? eq(orders.stage, 'delivered') : undefined,
    filter.assigneeId === undefined ? undefined : eq(orders.assigneeId, filter.assigneeId),
  );
}

/** An order read with what its view shows: its files, its invoice and the refunds made. */
export type OrderWithDocuments = OrderRow & {
  files: OrderFileRow[];
  invoice: InvoiceRow | null;
  refunds: RefundRow[];
  milestones: OrderMilestoneRow[];
};

/** The relations (orders.schema.ts) an order's view reads with it. */
const WITH_DOCUMENTS = {
  files: true,
  invoice: true,
  refunds: {
    where: isDoneRefund,
    orderBy: creditNoteOrder,
  },
  milestones: {
    orderBy: (milestone, { asc: ascending }) => [ascending(milestone.position)],
  },
} satisfies NonNullable<Parameters<Database['query']['orders']['findMany']>[0]>['with'];

/** The only code that touches the orders table. */
@Injectable()
export class OrdersRepository {
  /** A buyer's reads, asked on every view of their orders: prepared once (see SessionRepository). */
  private readonly buyerOrders;
  private readonly buyerOrder;
  private readonly buyerOrderWithDocuments;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.buyerOrders = db.query.orders
      .findMany({
        where: (order) => and(eq(order.buyerId, sql.placeholder('buyerId')), isNull(order.discardedAt)),
        orderBy: (order) => [desc(order.createdAt), desc(order.id)],
        with: WITH_DOCUMENTS,
      })
      .prepare('orders_of_buyer');
    this.buyerOrder = db
      .select()
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.buyerId, sql.placeholder('buyerId'))))
      .limit(1)
      .prepare('order_of_buyer');
    this.buyerOrderWithDocuments = db.query.orders
      .findFirst({
        where: (order) =>
          and(eq(order.id, sql.placeholder('id')), eq(order.buyerId, sql.placeholder('buyerId'))),
        with: WITH_DOCUMENTS,
      })
      .prepare('order_of_buyer_with_documents');
  }

  /** A new order, with the milestones it copied from its offer (position from 1, in order). */
  async insert(
    order: NewOrderRow,
    milestones: readonly { title: string; priceCents: number; deliveryDays: number }[] = [],
  ): Promise<OrderRow> {
    if (milestones.length === 0) {
      const [row] = await this.db.insert(orders).values(order).returning();
      return row;
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(orders).values(order).returning();
      await tx
        .insert(orderMilestones)
        .values(milestones.map((m, i) => ({ ...m, orderId: row.id, position: i + 1 })));
      return row;
    });
  }

  /** The order's milestones, first first (none for an order not split). */
  listMilestones(orderId: string): Promise<OrderMilestoneRow[]> {
    return this.db
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId))
      .orderBy(asc(orderMilestones.position));
  }

  async setProviderRef(id: string, providerRef: string, paymentUrl: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ providerRef, paymentUrl })
      .where(eq(orders.id, id))
      .returning();
    return row;
  }

  /**
   * Failed payments older than the cutoff leave their buyer's list, as a discard would. One
   * conditional update: replicas sweeping at once drop each order once. Answers the ids dropped.
   */
  async discardFailedBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .update(orders)
      .set({ discardedAt: new Date(), orderStatus: 'cancelled', paymentUrl: null })
      .where(
        and(eq(orders.paymentStatus, 'failed'), isNull(orders.discardedAt), lt(orders.createdAt, cutoff)),
      )
      .returning({ id: orders.id });
    return rows.map((row) => row.id);
  }

  /**
   * Strips the buyer's personal data from checkouts that will never be paid (failed, or discarded
   * by the buyer) made before the cutoff: name, e-mail, phone and the answers to the service's
   * questions. Amounts, the service and the dates stay for the shop's books (an unpaid order has no
   * invoice). Stripped orders no longer match, so replicas sweeping at once strip each once.
   */
  async forgetUnpaidBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .update(orders)
      .set({
        buyerName: '',
        buyerEmail: '',
        buyerPhone: null,
        requirements: sql`coalesce((select jsonb_agg(r || '{"answer": null, "files": []}'::jsonb) from jsonb_array_elements(${orders.requirements}) r), '[]'::jsonb)`,
      })
      .where(
        and(
          inArray(orders.paymentStatus, [...UNPAID_STATUSES]),
          sql`(${orders.paymentStatus} = 'failed' or ${orders.discardedAt} is not null)`,
          lt(orders.createdAt, cutoff),
          sql`(${orders.buyerEmail} <> '' or ${orders.buyerName} <> '' or ${orders.buyerPhone} is not null or ${orders.requirements} @? '$[*] ? (@.answer != null)')`,
        ),
      )
      .returning({ id: orders.id });
    return rows.length;
  }

  /** The buyer's checkouts still waiting for a payment (pending and not discarded). */
  async countOpenUnpaid(buyerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(eq(orders.buyerId, buyerId), eq(orders.paymentStatus, 'pending'), isNull(orders.discardedAt)),
      );
    return Number(row.n);
  }

  /** The buyer's discard of an unpaid order: it is cancelled and leaves their list (never a paid one). */
  async markDiscarded(id: string, buyerId: string): Promise<OrderRow | undefined> {
    // Stripped by forgetUnpaidBefore, not here: support matches a late or disputed payment to its buyer.
    const [row] = await this.db
      .update(orders)
      .set({ discardedAt: new Date(), orderStatus: 'cancelled', paymentUrl: null })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.buyerId, buyerId),
          inArray(orders.paymentStatus, [...UNPAID_STATUSES]),
        ),
      )
      .returning();
    return row;
  }

  async findById(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async findByIdForBuyer(id: string, buyerId: string): Promise<OrderRow | undefined> {
    const [row] = await this.buyerOrder.execute({ id, buyerId });
    return row;
  }

  async findByProviderRef(method: PaymentMethod, providerRef: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentMethod, method), eq(orders.providerRef, providerRef)))
      .limit(1);
    return row;
  }

  /**
   * A buyer's orders, newest first, without the unpaid ones they discarded, each with its files
   * and documents: one query.
   */
  listByBuyer(buyerId: string): Promise<OrderWithDocuments[]> {
    return this.buyerOrders.execute({ buyerId });
  }

  /**
   * Every order of a buyer, newest first, the unpaid ones they discarded too (held until the
   * failed-orders sweep strips them), each with its files and documents: one query.
   */
  listAllByBuyer(buyerId: string): Promise<OrderWithDocuments[]> {
    return this.db.query.orders.findMany({
      where: (order) => eq(order.buyerId, buyerId),
      orderBy: (order) => [desc(order.createdAt), desc(order.id)],
      with: WITH_DOCUMENTS,
    });
  }

  /** A buyer's order with its files and documents: one query. */
  findByIdForBuyerWithDocuments(id: string, buyerId: string): Promise<OrderWithDocuments | undefined> {
    return this.buyerOrderWithDocuments.execute({ id, buyerId });
  }

  /** The files and documents of these orders, by order id: one query. */
  async documentsOf(ids: string[]): Promise<Map<string, Omit<OrderWithDocuments, keyof OrderRow>>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query.orders.findMany({
      columns: { id: true },
      where: (order) => inArray(order.id, ids),
      with: WITH_DOCUMENTS,
    });
    return new Map(rows.map(({ id, ...documents }) => [id, documents]));
  }

  listPage(limit: number, offset: number, filter: AdminOrderFilter = {}): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(whereOf(filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
  }

  listPendingCreatedBefore(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.createdAt, before)))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
  }

  async count(filter: AdminOrderFilter = {}): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(whereOf(filter));
    return Number(row.n);
  }

  /**
   * Pending -> paid, once: only the caller that makes the change gets the row back. A cancelled
   * order is never made paid, nor a second order of one offer (orders_offer_paid_key decides,
   * in the same statement, so two payments arriving at once cannot both win).
   */
  async markPaid(
    id: string,
    transactionId: string,
    onPaid: (tx: DbExecutor, order: OrderRow) => Promise<void>,
  ): Promise<OrderRow | undefined> {
    const now = new Date();
    // The work starts in the same statement: the requirements first when the order copied
    // questions (status pending until they are in), else straight to work with its due date
    // (in progress: work started reads the same with or without questions).
    // The invoice is issued in the same transaction (onPaid), so a payment and its number
    // stand or fall together.
    const asksQuestions = sql`jsonb_array_length(${orders.requirements}) > 0`;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            transactionId,
            paidAt: now,
            stage: sql`CASE WHEN ${asksQuestions} THEN 'requirements' ELSE 'working' END`,
            orderStatus: sql`CASE WHEN ${asksQuestions} THEN ${STATUS_OF_STAGE.requirements} ELSE ${STATUS_OF_STAGE.working} END`,
            dueAt: sql`CASE WHEN ${asksQuestions} THEN NULL ELSE ${at(now)} + ${orders.deliveryDays} * interval '1 day' END`,
          })
          .where(
            and(
              eq(orders.id, id),
              inArray(orders.paymentStatus, paymentStatusesLeadingTo('paid')),
              ne(orders.orderStatus, 'cancelled'),
            ),
          )
          .returning();
        if (!row) return row;
        // The first milestone is what this payment paid (no-op for an order not split).
        await tx
          .update(orderMilestones)
          .set({ status: 'in-progress', paidAt: now })
          .where(
            and(
              eq(orderMilestones.orderId, row.id),
              eq(orderMilestones.position, 1),
              eq(orderMilestones.status, 'pending-payment'),
            ),
          );
        await onPaid(tx, row);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async markPaymentFailed(id: string, cancelledByBuyer: boolean): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentStatus: 'failed', paymentCancelled: cancelledByBuyer })
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('failed'))))
      .returning();
    return row;
  }

  async markRefunded(id: string, refundId: string, tx: DbExecutor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', refundId })
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('refunded'))))
      .returning();
    return row;
  }

  /**
   * Runs `work` in a transaction holding the order's row lock (refunds of one order queue behind
   * each other); `work` gets the locked row, or undefined when there is no such order.
   */
  withLockedOrder<T>(
    id: string,
    work: (tx: DbTransaction, order: OrderRow | undefined) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return work(tx, row);
    });
  }

  /** Pending -> refunded: a payment the order could not take, given back; the order ends cancelled. */
  async markRefundedOnArrival(
    id: string,
    transactionId: string,
    refundId: string,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentStatus: 'refunded', transactionId, refundId, orderStatus: 'cancelled' })
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'pending')))
      .returning();
    return row;
  }

  /** Sets the cancel request when the rules allow it, in one statement (two clicks cannot both win). */
  async requestCancel(id: string, buyerId: string, reason: string | null): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ cancelRequest: true, cancelReason: reason })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.buyerId, buyerId),
          eq(orders.cancelRequest, false),
          eq(orders.paymentStatus, 'paid'),
          inArray(orders.orderStatus, [...CANCELLABLE_BY_BUYER]),
        ),
      )
      .returning();
    return row;
  }

  /** Sets the work status; a refunded order only ever stays cancelled (checked in the same statement). */
  async setOrderStatus(
    id: string,
    orderStatus: OrderStatus,
    stage?: FulfilmentStage,
    onChange?: OnChange<OrderRow>,
  ): Promise<OrderRow | undefined> {
    return changeOrder(this.db, id, onChange, {
      set: {
        orderStatus,
        ...(stage
          ? {
              stage,
              autoAcceptAt: stage === 'delivered' ? undefined : null,
              completedAt: stage === 'completed' ? sql`coalesce(${orders.completedAt}, now())` : null,
              // Reopened work is no longer accepted by itself; marking it completed again is the admin's.
              autoAccepted: stage === 'completed' ? undefined : false,
            }
          : {}),
      },
      where: and(
        eq(orders.id, id),
        orderStatus === 'cancelled' ? undefined : ne(orders.paymentStatus, 'refunded'),
      ),
    });
  }

  /**
   * Answers a waiting cancel request, once: approving also cancels the order. Only the caller
   * that makes the change gets the row back.
   */
  async resolveCancel(
    id: string,
    resolution: CancelResolution,
    response: string | null,
    onChange?: OnChange<OrderRow>,
  ): Promise<OrderRow | undefined> {
    return changeOrder(this.db, id, onChange, {
      set: {
        cancelResolution: resolution,
        cancelResponse: response,
        cancelResolvedAt: new Date(),
        ...(resolution === 'approved'
          ? {
              orderStatus: 'cancelled' as const,
              // An unpaid order has no work to stop.
              stage: sql`CASE WHEN ${orders.stage} IS NULL THEN NULL ELSE 'cancelled' END`,
              autoAcceptAt: null,
            }
          : {}),
      },
      where: and(
        eq(orders.id, id),
        eq(orders.cancelRequest, true),
        isNull(orders.cancelResolution),
        // Approving may follow the admin's own cancel; a decline only answers an open order.
        resolution === 'declined' ? ne(orders.orderStatus, 'cancelled') : undefined,
      ),
    });
  }

  /** Orders in work due within [now, until), and past due. */
  async countDue(now: Date, until: Date): Promise<{ dueSoon: number; late: number }> {
    const [row] = await this.db
      .select({
        dueSoon: sql<number>`count(*) filter (where ${orders.dueAt} >= ${at(now)} and ${orders.dueAt} < ${at(until)})`,
        late: sql<number>`count(*) filter (where ${orders.dueAt} < ${at(now)})`,
      })
      .from(orders)
      .where(inArray(orders.stage, [...WORKING_STAGES]));
    return { dueSoon: Number(row.dueSoon), late: Number(row.late) };
  }

  /**
   * Sets (or clears) the order's assignee under its row lock; `within` joins the transaction (to
   * record the change) with the row before and after. Undefined when there is no such order.
   */
  assign(
    id: string,
    assigneeId: string | null,
    within: (tx: DbTransaction, before: OrderRow, after: OrderRow) => Promise<void>,
  ): Promise<OrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(orders).set({ assigneeId }).where(eq(orders.id, id)).returning();
      await within(tx, before, after);
      return after;
    });
  }

  /** Removes an order never paid; a paid or refunded one (it has an invoice) stays. */
  deleteUnpaid(id: string, onChange?: OnChange<OrderRow>): Promise<OrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(orders)
        .where(and(eq(orders.id, id), inArray(orders.paymentStatus, [...UNPAID_STATUSES])))
        .returning();
      if (row) await onChange?.(tx, row, undefined);
      return row;
    });
  }

  async listOpenPaidOfBuyer(buyerId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.buyerId, buyerId),
          eq(orders.paymentStatus, 'paid'),
          sql`${orders.orderStatus} not in ('completed', 'cancelled')`,
          sql`coalesce(${orders.stage}, '') not in ('completed', 'cancelled')`,
        ),
      )
      .orderBy(asc(orders.createdAt));
  }

  /**
   * Removes the buyer's contact details from their orders (their account is being deleted); what
   * was bought, paid and delivered stays, and the invoices keep their own copy.
   */
  async eraseBuyer(buyerId: string, name: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ buyerName: name, buyerEmail: '', buyerPhone: null })
      .where(eq(orders.buyerId, buyerId));
  }

  async hasPaidOrder(buyerId: string, serviceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.buyerId, buyerId), eq(orders.serviceId, serviceId), eq(orders.paymentStatus, 'paid')),
      )
      .limit(1);
    return row !== undefined;
  }

  async hasPaidOrderForOffer(offerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.offerId, offerId), eq(orders.paymentStatus, 'paid')))
      .limit(1);
    return row !== undefined;
  }

  /** The paid order of each of these offers that has one (an offer is paid at most once). */
  paidOrdersOfOffers(offerIds: string[]): Promise<{ offerId: string | null; id: string }[]> {
    if (offerIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ offerId: orders.offerId, id: orders.id })
      .from(orders)
      .where(and(inArray(orders.offerId, offerIds), eq(orders.paymentStatus, 'paid')));
  }

  /** Orders paid since then and not refunded in full (revenue is the invoices' to tell). */
  async countPaidSince(since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.paidAt, since)));
    return Number(row.n);
  }

  listPendingCancelRequests(limit: number): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(cancelPending()).orderBy(desc(orders.createdAt)).limit(limit);
  }

  async countPendingCancelRequests(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(cancelPending());
    return Number(row.n);
  }
}
