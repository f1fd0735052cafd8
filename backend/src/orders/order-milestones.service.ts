import { Injectable, Logger } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { milestoneDue } from '@market/contracts';
import { AuditActor, AuditService } from '../audit/audit.service';
import { conflict, notFound } from '../common/domain-error';
import { InvoicesService } from '../invoices/invoices.service';
import { awaitsMilestonePayment } from './order-lifecycle';
import { OrderEvents } from './order-events';
import { OrderExtraPurchasesRepository } from './order-extra-purchases.repository';
import { OrderMovesRepository } from './order-moves.repository';
import { OrdersRepository } from './orders.repository';
import { ExtraPurchaseRow, OrderMilestoneRow } from './orders.schema';
import { Order } from './order';
import { ProviderPayment } from './orders.service';

/** A milestone of an order as other modules read it. */
export type OrderMilestone = Readonly<OrderMilestoneRow>;

/**
 * A later milestone is paid through the order's extra purchases (same providers, same checkout
 * lookup by provider ref, same settlement path): its purchase's extra id names the milestone.
 */
const MILESTONE_EXTRA = /^milestone:([1-9])$/;
export const milestoneExtraId = (position: number) => `milestone:${position}`;
export function milestonePositionOf(extraId: string): number | undefined {
  const found = MILESTONE_EXTRA.exec(extraId);
  return found ? Number(found[1]) : undefined;
}

export const milestoneNotDue = () =>
  conflict('ORDER_MILESTONE.NOT_DUE', 'This milestone is not waiting for its payment');

export const nothingToStop = () =>
  conflict('ORDER_MILESTONE.NOTHING_TO_CANCEL', 'This order has no milestone left to cancel now');

/** What a paid confirmation of a milestone did (the shape of OrderExtras' outcome). */
export type MilestonePaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'already' }
  /** Paid, but that milestone was no longer due (stopped, cancelled): the caller gives it back. */
  | { kind: 'rejected' };

/**
 * Milestones of a split custom offer after checkout (issue 61 part 3): the buyer pays the next
 * one once the last is accepted, or stops there; an admin may cancel the ones not paid. Each
 * move is decided by the order's row (OrdersRepository / OrderExtraPurchasesRepository), so a
 * replayed webhook or a second replica changes nothing twice.
 */
@Injectable()
export class OrderMilestones {
  private readonly logger = new Logger('OrderMilestones');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly moves: OrderMovesRepository,
    private readonly purchases: OrderExtraPurchasesRepository,
    private readonly invoices: InvoicesService,
    private readonly events: OrderEvents,
    private readonly audit: AuditService,
  ) {}

  list(orderId: string): Promise<OrderMilestone[]> {
    return this.orders.listMilestones(orderId);
  }

  /** The milestone the buyer may pay now (`position`), or why not (409). */
  async due(order: Order, position: number): Promise<OrderMilestone> {
    const due = awaitsMilestonePayment(order) ? milestoneDue(await this.list(order.id)) : undefined;
    if (!due || due.position !== position) throw milestoneNotDue();
    return due;
  }

  /** The buyer stops after an accepted milestone: the rest is cancelled, nothing is refunded. */
  async stop(id: string, buyerId: string): Promise<Order> {
    if (!isUUID(id)) throw missing();
    const done = await this.moves.cancelUnpaidMilestones(id, { buyerId }, new Date());
    if (!done) {
      const order = await this.orders.findByIdForBuyer(id, buyerId);
      if (!order) throw missing();
      throw nothingToStop();
    }
    await this.events.milestonesCancelled(done.order);
    return done.order;
  }

  /** An admin cancels the milestones not paid yet (the one in work, if any, runs on as the last). */
  async cancelRest(id: string, actor: AuditActor): Promise<Order> {
    if (!isUUID(id)) throw missing();
    const done = await this.moves.cancelUnpaidMilestones(
      id,
      { admin: true },
      new Date(),
      (tx, before, after) =>
        this.audit.record(tx, actor, {
          action: 'order.milestones.cancel',
          target: { type: 'order', id },
          before: { status: before?.orderStatus ?? null },
          after: { status: after?.orderStatus ?? null },
        }),
    );
    if (!done) {
      if (!(await this.orders.findById(id))) throw missing();
      throw nothingToStop();
    }
    await this.events.milestonesCancelled(done.order);
    return done.order;
  }

  /**
   * Records the payment of a later milestone once: the milestone starts (due date from now, the
   * revisions counted afresh) with an invoice of its own, and is announced. A milestone no longer
   * due (stopped or cancelled meanwhile) is refused, its purchase failed.
   */
  async confirmPayment(
    purchase: Readonly<ExtraPurchaseRow>,
    position: number,
    payment: ProviderPayment,
  ): Promise<MilestonePaymentOutcome> {
    const outcome = await this.purchases.applyMilestonePaid(
      purchase.id,
      position,
      payment.transactionId,
      (tx, order, line, paidAt) => this.invoices.issueForExtra(tx, order, line, paidAt),
    );
    if (outcome.kind === 'already') return { kind: 'already' };
    if (outcome.kind === 'rejected') {
      this.logger.warn(
        `Milestone ${position} of order ${purchase.orderId} is no longer due: it is given back`,
      );
      return { kind: 'rejected' };
    }
    await this.events.milestonePaid(outcome.order, {
      position,
      title: purchase.title,
      priceCents: purchase.priceCents,
    });
    return { kind: 'paid', order: outcome.order };
  }
}

const missing = () => notFound('ORDER.NOT_FOUND', 'Order not found');
