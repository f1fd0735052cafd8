import { Injectable, Logger } from '@nestjs/common';
import { EXTRA_REVISION } from '@market/contracts';
import { conflict } from '../common/domain-error';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderEvents } from './order-events';
import { FulfilmentStage } from './order-lifecycle';
import { OrderExtraPurchasesRepository } from './order-extra-purchases.repository';
import { milestonePositionOf, OrderMilestones } from './order-milestones.service';
import { PaymentMethod } from './order-status';
import { ExtraPurchaseRow, OrderRow } from './orders.schema';
import { Order } from './order';
import { ProviderPayment } from './orders.service';

/** The stages in which the buyer may add to an order: the work runs and can still take it. */
export const EXTRA_STAGES: readonly FulfilmentStage[] = ['working', 'delivered', 'revision'];

/** A purchase as the payments code handles it; it never touches the table. */
export type ExtraPurchase = Readonly<ExtraPurchaseRow>;

/** What a paid confirmation did (see `OrderExtras.confirmPayment`). */
export type ExtraPaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'already' }
  | { kind: 'mismatch' }
  /** Paid, but the order could no longer take it: the caller gives the payment back. */
  | { kind: 'rejected' };

export const notAddable = (order: Pick<Order, 'paymentStatus' | 'stage'>) =>
  conflict(
    'ORDER_EXTRA.WRONG_STAGE',
    order.paymentStatus !== 'paid'
      ? 'This order has not been paid, so nothing can be added to it'
      : 'Extras can be added only while the order is in work, delivered or in revision',
  );

/** The order can take this purchase now: running, and an extra (not a revision) not on it yet. */
export function canTake(order: Pick<Order, 'paymentStatus' | 'stage' | 'extras'>, extraId: string): boolean {
  if (order.paymentStatus !== 'paid' || !order.stage || !EXTRA_STAGES.includes(order.stage)) return false;
  return extraId === EXTRA_REVISION || !order.extras.some((line) => line.extraId === extraId);
}

/**
 * Extras bought while an order runs (issue 61 part 2): the pending purchase, and, once its
 * provider says it is paid, its place on the order, exactly once, with an invoice number of its
 * own. The payments code opens and settles the checkouts; this is the order's side of them.
 */
@Injectable()
export class OrderExtras {
  private readonly logger = new Logger('OrderExtras');

  constructor(
    private readonly repo: OrderExtraPurchasesRepository,
    private readonly invoices: InvoicesService,
    private readonly events: OrderEvents,
    private readonly milestones: OrderMilestones,
  ) {}

  createPending(
    order: Order,
    extra: { extraId: string; title: string; priceCents: number; deliveryDays: number; revisions: number },
  ): Promise<ExtraPurchase> {
    return this.repo.insert({
      orderId: order.id,
      buyerId: order.buyerId,
      paymentMethod: order.paymentMethod,
      ...extra,
    });
  }

  attachProviderRef(id: string, providerRef: string, paymentUrl: string): Promise<void> {
    return this.repo.setProviderRef(id, providerRef, paymentUrl);
  }

  discardUnopened(id: string): Promise<void> {
    return this.repo.deleteUnopened(id);
  }

  findByProviderRef(method: PaymentMethod, providerRef: string): Promise<ExtraPurchase | undefined> {
    return this.repo.findByProviderRef(method, providerRef);
  }

  listPending(orderId: string, extraId: string): Promise<ExtraPurchase[]> {
    return this.repo.listPending(orderId, extraId);
  }

  /** Purchases still unpaid that were opened before `before`, oldest first: the reconciler's. */
  listStalePending(before: Date, limit = 100): Promise<ExtraPurchase[]> {
    return this.repo.listPendingCreatedBefore(before, limit);
  }

  /** The payment did not happen: the purchase fails, the order never saw it. */
  async markFailed(id: string): Promise<boolean> {
    return (await this.repo.markFailed(id)) !== undefined;
  }

  /**
   * Records a provider's confirmation, idempotently: the first one adds the purchase to the order
   * and announces it; later ones answer 'already'. A payment of another amount or currency is not
   * accepted (the purchase fails, as an order's does).
   */
  async confirmPayment(
    purchase: ExtraPurchase,
    order: Order,
    payment: ProviderPayment,
  ): Promise<ExtraPaymentOutcome> {
    if (purchase.status !== 'pending') return { kind: 'already' };
    if (payment.amountCents !== purchase.priceCents || payment.currency.toLowerCase() !== order.currency) {
      this.logger.error(
        `Extra ${purchase.id} of order ${order.id}: provider reported ${payment.amountCents} ${payment.currency}, expected ${purchase.priceCents} ${order.currency}`,
      );
      await this.repo.markFailed(purchase.id);
      return { kind: 'mismatch' };
    }
    // The payment of a later milestone of a split offer settles the same way, onto its milestone.
    const position = milestonePositionOf(purchase.extraId);
    if (position !== undefined) return this.milestones.confirmPayment(purchase, position, payment);
    const outcome = await this.repo.applyPaid(
      purchase.id,
      payment.transactionId,
      (row: OrderRow, bought) => canTake(row, bought.extraId),
      (tx, order, line, paidAt) => this.invoices.issueForExtra(tx, order, line, paidAt),
    );
    if (outcome.kind === 'already') return { kind: 'already' };
    if (outcome.kind === 'rejected') {
      this.logger.warn(`Order ${order.id} can no longer take extra ${purchase.id}: it is given back`);
      return { kind: 'rejected' };
    }
    await this.events.extraAdded(outcome.order, purchase);
    return { kind: 'paid', order: outcome.order };
  }
}
