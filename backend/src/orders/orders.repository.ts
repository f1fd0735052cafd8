import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, SQL, sum } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { isUniqueViolation } from '../db/pg-errors';
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
import { NewOrderRow, OrderRow, orders } from './orders.schema';

/** What the admin's order list may be narrowed to. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  cancelRequested?: boolean;
  /** Only cancel requests still waiting for the admin's answer. */
  cancelPending?: boolean;
  /** Paid (or refunded) orders, unpaid ones, or all; paid when not given. */
  payment?: PaymentView;
}

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
  );
}

/** The only code that touches the orders table. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(order: NewOrderRow): Promise<OrderRow> {
    const [row] = await this.db.insert(orders).values(order).returning();
    return row;
  }

  async setProviderRef(id: string, providerRef: string, paymentUrl: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ providerRef, paymentUrl })
      .where(eq(orders.id, id))
      .returning();
    return row;
  }

  /** The buyer's discard of an unpaid order: it is cancelled and leaves their list (never a paid one). */
  async markDiscarded(id: string, buyerId: string): Promise<OrderRow | undefined> {
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
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)))
      .limit(1);
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

  /** The buyer's orders, without the unpaid ones they discarded. */
  listByBuyer(buyerId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), isNull(orders.discardedAt)))
      .orderBy(desc(orders.createdAt), desc(orders.id));
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
  async markPaid(id: string, transactionId: string): Promise<OrderRow | undefined> {
    try {
      const [row] = await this.db
        .update(orders)
        .set({ paymentStatus: 'paid', transactionId, paidAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.paymentStatus, paymentStatusesLeadingTo('paid')),
            ne(orders.orderStatus, 'cancelled'),
          ),
        )
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async markPaymentFailed(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentStatus: 'failed' })
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('failed'))))
      .returning();
    return row;
  }

  async markRefunded(id: string, refundId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentStatus: 'refunded', refundId })
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, paymentStatusesLeadingTo('refunded'))))
      .returning();
    return row;
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
  async setOrderStatus(id: string, orderStatus: OrderStatus): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ orderStatus })
      .where(
        and(
          eq(orders.id, id),
          orderStatus === 'cancelled' ? undefined : ne(orders.paymentStatus, 'refunded'),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Answers a waiting cancel request, once: approving also cancels the order. Only the caller
   * that makes the change gets the row back.
   */
  async resolveCancel(
    id: string,
    resolution: CancelResolution,
    response: string | null,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({
        cancelResolution: resolution,
        cancelResponse: response,
        cancelResolvedAt: new Date(),
        ...(resolution === 'approved' ? { orderStatus: 'cancelled' as const } : {}),
      })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.cancelRequest, true),
          isNull(orders.cancelResolution),
          // Approving may follow the admin's own cancel; a decline only answers an open order.
          resolution === 'declined' ? ne(orders.orderStatus, 'cancelled') : undefined,
        ),
      )
      .returning();
    return row;
  }

  async delete(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.delete(orders).where(eq(orders.id, id)).returning();
    return row;
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

  async revenueSince(since: Date): Promise<{ cents: number; orders: number }> {
    const [row] = await this.db
      .select({ cents: sum(orders.priceCents), n: count() })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.paidAt, since)));
    return { cents: Number(row.cents ?? 0), orders: Number(row.n) };
  }

  listPendingCancelRequests(limit: number): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(cancelPending()).orderBy(desc(orders.createdAt)).limit(limit);
  }

  async countPendingCancelRequests(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders).where(cancelPending());
    return Number(row.n);
  }
}
