import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SessionUser } from '../common/access.decorator';
import { actsAsStaff } from '../auth/staff';
import { isUUID } from 'class-validator';
import { can, DELETED_USER_NAME, fromCents, Permission } from '@market/contracts';
import { conflict, DomainError, invalid, notFound } from '../common/domain-error';
import {
  canRequestCancel,
  isCancelPending,
  isOrderStatus,
  isRefundedWorkLocked,
  isUnpaid,
  needsRefund,
  PaymentMethod,
} from './order-status';
import { OrderNotifications } from './order-notifications';
import { AdminOrderFilter, OrdersRepository, OrderWithDocuments } from './orders.repository';
import { Order } from './order';
import { OrderStatsView, OrderView, toOrderView } from './dto/order.view';
import { AuditActor, AuditService } from '../audit/audit.service';
import { UsersService } from '../users/users.service';
import { InvoicesService, orderDocuments, RefundReservation } from '../invoices/invoices.service';
import { PaymentProvidersPort } from './payment-provider.port';
import { metrics } from '../observability/metrics';
import { OrderRow, StoredOrderExtra } from './orders.schema';
import { OrderEvents } from './order-events';
import { OrderFilesService } from './order-files.service';
import { OrderExtraPurchasesRepository } from './order-extra-purchases.repository';
import { awaitsMilestonePayment, markedStage, requirementsNeeded } from './order-lifecycle';
import { RequirementJson } from '@market/contracts';
import { OrderFigures } from '../analytics/order-figures';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { refundsOwnPaymentOnCancel } from './cancel-refund';

export interface NewPendingOrder {
  buyer: { id: string; name: string; email: string; phone: string | null };
  serviceId: string | null;
  serviceTitle: string;
  packageName: string;
  offerId: string | null;
  listPriceCents: number;
  coupon: { id: string; code: string; discountCents: number } | null;
  paymentMethod: PaymentMethod;
  /** What the package (or offer) promises: copied so a later edit of the service changes nothing. */
  deliveryDays: number;
  revisionsAllowed: number;
  requirements: RequirementJson[];
  /** The currency the buyer saw prices in and the server's rate for it; null for the shop's own. */
  display: { currency: string; rate: number } | null;
  /** The extra lines bought with the package (already in the price, days and revisions above). */
  extras: StoredOrderExtra[];
  /** A split custom offer's milestones, in order (the first's price and days are the ones above). */
  milestones?: { title: string; priceCents: number; deliveryDays: number }[];
}

/** What a provider says was paid. */
export interface ProviderPayment {
  transactionId: string;
  amountCents: number;
  currency: string;
}

export type PaymentOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'already'; order: Order }
  | { kind: 'mismatch'; order: Order }
  | { kind: 'refunded'; order: Order };

const missing = () => notFound('ORDER.NOT_FOUND', 'Order not found');
const refundedLocked = (status: string) =>
  conflict('ORDER.REFUNDED', `A refunded order stays cancelled; it cannot be marked ${status}`);
/** A paid order has an invoice (and maybe credit notes): the books and its buyer keep it. */
const invoicedNotDeletable = () =>
  conflict(
    'ORDER.INVOICED',
    'This order has been paid and has an invoice, so it cannot be deleted; cancel it with a refund instead',
  );
export const paidNotDiscardable = () =>
  conflict('ORDER.PAID', 'This order has been paid, so it cannot be discarded; request a cancel instead');
/**
 * A refund by amount, or of all that is left ('rest'), of the order's payment or (`purchaseId`) of
 * a purchase's; `requestKey` makes a repeat refund once.
 */
export type RefundRequest = RefundReservation & {
  /** The invoice whose payment is refunded, when not the order's own (a later payment's). */
  invoiceNumber?: string;
};

const noPendingRequest = () =>
  conflict('ORDER.NO_PENDING_CANCEL_REQUEST', 'This order has no cancel request waiting for an answer');

/** How long a repeated refund request waits for the first one to come back from the provider. */
const REFUND_WAIT_MS = 30_000;

/** The view of an order read with its files and documents. */
const withDocumentsView = (order: OrderWithDocuments): OrderView =>
  toOrderView(
    order,
    orderDocuments(order.invoice, order.refunds),
    new Map(order.files.map((f) => [f.id, f])),
    order.milestones,
  );

/** Orders: the buyer's and the admin's rules, and the one place payment status changes. */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: OrdersRepository,
    private readonly providers: PaymentProvidersPort,
    private readonly events: OrderEvents,
    private readonly files: OrderFilesService,
    private readonly invoices: InvoicesService,
    private readonly notifications: OrderNotifications,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly figures: OrderFigures,
    private readonly purchases: OrderExtraPurchasesRepository,
  ) {}

  /**
   * A new unpaid order, unless the buyer already holds CHECKOUT_MAX_OPEN of them (409): a person
   * pays or discards a checkout before opening many more; a script filling the table does not.
   */
  async createPending(input: NewPendingOrder): Promise<Order> {
    const max = this.config.checkoutMaxOpen;
    if ((await this.repo.countOpenUnpaid(input.buyer.id)) >= max) {
      throw conflict(
        'CHECKOUT.TOO_MANY_OPEN',
        `You have ${max} unpaid checkouts open: pay or discard one in My Orders before starting another`,
      );
    }
    const discountCents = input.coupon?.discountCents ?? 0;
    const tax = await this.invoices.checkoutTax(input.listPriceCents - discountCents);
    return this.repo.insert(
      {
        buyerId: input.buyer.id,
        buyerName: input.buyer.name,
        buyerEmail: input.buyer.email,
        buyerPhone: input.buyer.phone,
        serviceId: input.serviceId,
        serviceTitle: input.serviceTitle,
        packageName: input.packageName,
        offerId: input.offerId,
        listPriceCents: input.listPriceCents,
        couponId: input.coupon?.id ?? null,
        couponCode: input.coupon?.code ?? null,
        discountCents,
        ...tax,
        currency: this.config.shopCurrency.toLowerCase(),
        displayCurrency: input.display?.currency ?? null,
        displayRate: input.display?.rate ?? null,
        paymentMethod: input.paymentMethod,
        deliveryDays: input.deliveryDays,
        revisionsAllowed: input.revisionsAllowed,
        requirements: input.requirements.map((q) => ({ ...q, answer: null, files: [] })),
        extras: input.extras,
      },
      input.milestones,
    );
  }

  /** The provider's checkout opened for the order: its id, and the page where the buyer pays. */
  async attachProviderRef(orderId: string, providerRef: string, paymentUrl: string): Promise<Order> {
    const row = await this.repo.setProviderRef(orderId, providerRef, paymentUrl);
    if (!row) throw missing();
    return row;
  }

  /**
   * The buyer's discard of an order that was never paid (the caller has closed its checkout
   * and failed its payment first); a paid order is refused.
   */
  async markDiscarded(order: Order): Promise<Order> {
    const discarded = await this.repo.markDiscarded(order.id, order.buyerId);
    if (!discarded) throw paidNotDiscardable();
    return discarded;
  }

  /** Drops failed payment attempts made before the cutoff from their buyers' lists; answers how many. */
  async discardFailedBefore(cutoff: Date): Promise<number> {
    return (await this.repo.discardFailedBefore(cutoff)).length;
  }

  /** Strips buyers' personal data from never-paid checkouts made before the cutoff; answers how many. */
  forgetUnpaidBefore(cutoff: Date): Promise<number> {
    return this.repo.forgetUnpaidBefore(cutoff);
  }

  /** Removes a pending order whose provider session could not be created (nothing was charged). */
  async discardUnpaid(orderId: string): Promise<void> {
    const order = await this.repo.findById(orderId);
    if (order && order.paymentStatus === 'pending') await this.repo.deleteUnpaid(orderId);
  }

  findByProviderRef(method: PaymentMethod, providerRef: string): Promise<Order | undefined> {
    return this.repo.findByProviderRef(method, providerRef);
  }

  findById(id: string): Promise<Order | undefined> {
    return isUUID(id) ? this.repo.findById(id) : Promise.resolve(undefined);
  }

  /**
   * Records a provider's confirmation. Idempotent: only the first confirmation changes the
   * order (and answers 'paid'); later ones answer 'already'. A payment whose amount or
   * currency differs from the order's is not accepted: the order's payment becomes failed.
   * A payment the order cannot take (it was cancelled, or its offer was paid by another order)
   * is never kept: it is refunded through the provider and the order ends cancelled
   * ('refunded'); if the refund fails this throws, so the caller's retry refunds it later.
   */
  async confirmPayment(orderId: string, payment: ProviderPayment): Promise<PaymentOutcome> {
    const order = await this.repo.findById(orderId);
    if (!order) throw missing();
    if (order.paymentStatus !== 'pending') return { kind: 'already', order };
    if (payment.amountCents !== order.priceCents || payment.currency.toLowerCase() !== order.currency) {
      this.logger.error(
        `Order ${order.id}: provider reported ${payment.amountCents} ${payment.currency}, expected ${order.priceCents} ${order.currency}`,
      );
      const failed = await this.repo.markPaymentFailed(order.id, false);
      return { kind: 'mismatch', order: failed ?? order };
    }
    const paid = await this.repo.markPaid(order.id, payment.transactionId, (tx, row) =>
      this.invoices.issueFor(tx, row),
    );
    if (paid) return { kind: 'paid', order: paid };
    const current = (await this.repo.findById(order.id)) ?? order;
    if (current.paymentStatus !== 'pending') return { kind: 'already', order: current };
    this.logger.warn(`Order ${order.id} cannot take payment ${payment.transactionId}: refunding it`);
    const refundId = await this.giveBack(
      { ...current, transactionId: payment.transactionId },
      { amountCents: payment.amountCents, key: 'arrival' },
    );
    const refunded = await this.repo.markRefundedOnArrival(order.id, payment.transactionId, refundId);
    if (refunded) return { kind: 'refunded', order: refunded };
    return { kind: 'already', order: (await this.repo.findById(order.id)) ?? current };
  }

  /** The payment did not happen; `byBuyer` when they cancelled it at the payment page. */
  async markPaymentFailed(orderId: string, byBuyer = false): Promise<Order | undefined> {
    return this.repo.markPaymentFailed(orderId, byBuyer);
  }

  /** Orders still waiting for their payment since before `before` (abandoned checkouts, lost returns). */
  listStalePending(before: Date, limit = 100): Promise<Order[]> {
    return this.repo.listPendingCreatedBefore(before, limit);
  }

  /** A buyer's orders as the wire shows them (one query: see `OrdersRepository.listByBuyer`). */
  async buyerViews(buyerId: string): Promise<OrderView[]> {
    return (await this.repo.listByBuyer(buyerId)).map(withDocumentsView);
  }

  /** Every order a buyer's copy of their data holds: the ones they discarded too, while kept. */
  async exportViews(buyerId: string): Promise<OrderView[]> {
    return (await this.repo.listAllByBuyer(buyerId)).map(withDocumentsView);
  }

  /** The buyer's paid orders still in work: an account with one cannot be deleted. */
  openPaidOf(buyerId: string): Promise<Order[]> {
    return this.repo.listOpenPaidOfBuyer(buyerId);
  }

  /** Removes the buyer's name, e-mail and phone from their orders (see OrdersRepository.eraseBuyer). */
  eraseBuyer(buyerId: string): Promise<void> {
    return this.repo.eraseBuyer(buyerId, DELETED_USER_NAME);
  }

  /** A buyer's own order as the wire shows it; someone else's is "not found". */
  async buyerView(id: string, buyerId: string): Promise<OrderView> {
    const order = isUUID(id) ? await this.repo.findByIdForBuyerWithDocuments(id, buyerId) : undefined;
    if (!order) throw missing();
    return withDocumentsView(order);
  }

  /** A buyer's own order; someone else's order is "not found", never "forbidden". */
  async getForBuyer(id: string, buyerId: string): Promise<Order> {
    const order = isUUID(id) ? await this.repo.findByIdForBuyer(id, buyerId) : undefined;
    if (!order) throw missing();
    return order;
  }

  async requestCancel(id: string, buyerId: string, reason?: string): Promise<Order> {
    const order = await this.getForBuyer(id, buyerId);
    // A cancelled order is refunded whole: once a milestone is accepted, the buyer stops instead
    // (the rest is cancelled, nothing accepted is refunded).
    if ((await this.repo.listMilestones(order.id)).some((milestone) => milestone.acceptedAt)) {
      throw conflict(
        'ORDER_MILESTONE.ACCEPTED',
        'A milestone of this order is accepted: stop after it instead of cancelling the order',
      );
    }
    const updated = await this.repo.requestCancel(order.id, buyerId, reason?.trim() || null);
    if (updated) await this.notifications.cancelRequested(updated);
    if (updated) return updated;
    const current = (await this.repo.findById(order.id)) ?? order;
    if (current.cancelRequest) {
      throw conflict('ORDER.CANCEL_ALREADY_REQUESTED', 'A cancel request already exists for this order');
    }
    if (isUnpaid(current)) {
      throw conflict(
        'ORDER.UNPAID',
        'This order has not been paid, so there is nothing to cancel; discard it instead',
      );
    }
    if (!canRequestCancel(current)) {
      throw conflict('ORDER.NOT_CANCELLABLE', `A ${current.orderStatus} order cannot be cancelled`);
    }
    throw conflict('ORDER.CANCEL_CONFLICT', 'The order changed, please reload');
  }

  listAll(page = 1, limit = 100, filter: AdminOrderFilter = {}): Promise<Order[]> {
    return this.repo.listPage(limit, (page - 1) * limit, filter);
  }

  /**
   * An order as this user reaches it: any order when they act as staff with `permission`, else
   * only their own ("not found" for someone else's); staff without the permission get a 403.
   */
  reachableBy(user: SessionUser, id: string, permission: Permission): Promise<Order> {
    return actsAsStaff(user, permission) ? this.getAny(id) : this.getForBuyer(id, user.id);
  }

  async getAny(id: string): Promise<Order> {
    const order = isUUID(id) ? await this.repo.findById(id) : undefined;
    if (!order) throw missing();
    return order;
  }

  /**
   * The admin's status change: any status from any state, except that a refunded order stays
   * cancelled. Cancelling a paid order refunds it first through its provider (unless the admin
   * chose `refund: false`); if the refund fails, nothing changes and the admin may retry.
   * Cancelling an order still waiting for its payment closes the provider's checkout, and
   * cancelling an order whose buyer asked for it approves the request.
   */
  async updateStatus(
    id: string,
    newStatus: string,
    options: { refund?: boolean; actor?: AuditActor } = {},
  ): Promise<Order> {
    if (!isOrderStatus(newStatus))
      throw invalid('ORDER.INVALID_STATUS', `Unknown order status "${newStatus}"`);
    const refund = options.refund !== false;
    let order = await this.getAny(id);
    if (isRefundedWorkLocked(order, newStatus)) throw refundedLocked(newStatus);
    if (refund && needsRefund(order, newStatus)) order = await this.refund(order, options.actor);
    // The work moves with the status (an unpaid order has none).
    // An order waiting for its next milestone's payment is in progress already: its work stays done.
    const waiting = awaitsMilestonePayment(order) && newStatus === 'in progress';
    const stage =
      order.stage && !waiting ? markedStage(order.stage, newStatus, requirementsNeeded(order)) : undefined;
    let updated = await this.repo.setOrderStatus(
      order.id,
      newStatus,
      stage,
      this.recorded(options.actor, 'order.status', ['orderStatus', 'stage']),
    );
    if (!updated) {
      const current = await this.getAny(order.id);
      throw isRefundedWorkLocked(current, newStatus) ? refundedLocked(newStatus) : missing();
    }
    // A payment confirmed between the read above and the cancel is given back all the same.
    if (refund && needsRefund(updated, newStatus)) updated = await this.refund(updated, options.actor);
    if (newStatus === 'cancelled' && updated.paymentStatus === 'pending') await this.closeCheckout(updated);
    if (newStatus === 'cancelled' && isCancelPending(order)) {
      const resolved = await this.repo.resolveCancel(updated.id, 'approved', null);
      if (resolved) {
        updated = resolved;
        await this.events.emit('cancelResolved', resolved);
      }
    }
    if (updated.stage !== order.stage) await this.events.emit('statusMarked', updated);
    await this.notifications.statusChanged(order, updated);
    return updated;
  }

  /**
   * The admin answers a waiting cancel request: approving cancels the order and refunds a paid
   * one in full (the refund first: if it fails nothing changes); declining leaves the order as it
   * is and tells the buyer why. The buyer hears the outcome by mail.
   */
  async resolveCancelRequest(
    id: string,
    decision: { approve: true } | { approve: false; message: string },
    actor?: AuditActor,
  ): Promise<Order> {
    let order = await this.getAny(id);
    if (!isCancelPending(order)) throw noPendingRequest();
    if (decision.approve) {
      order = await this.refund(order, actor);
      if (order.paymentStatus === 'pending') await this.closeCheckout(order);
    }
    const recorded = this.recorded(actor, 'order.cancel_request', [
      'cancelResolution',
      'cancelResponse',
      'orderStatus',
      'stage',
    ]);
    const resolved = decision.approve
      ? await this.repo.resolveCancel(order.id, 'approved', null, recorded)
      : await this.repo.resolveCancel(order.id, 'declined', decision.message.trim(), recorded);
    if (!resolved) throw noPendingRequest();
    // A payment confirmed while approving is given back all the same.
    const final = decision.approve ? await this.refund(resolved, actor) : resolved;
    await this.events.emit('cancelResolved', final);
    return final;
  }

  /**
   * Cancelling gives back what was paid for work not accepted, each payment on its own
   * transaction with a credit note against its own invoice: every purchase of the order (extras
   * bought during it, later milestones not accepted), then what is left of the order's payment,
   * unless its first milestone was accepted. A retry after a refusal refunds only what is left.
   */
  async refund(order: Order, actor?: AuditActor): Promise<Order> {
    const purchases = await this.purchases.listPaidNotAccepted(order.id);
    const refunded = purchases.length ? await this.invoices.refundedByPurchase(order.id) : new Map();
    for (const purchase of purchases) {
      if ((refunded.get(purchase.id) ?? 0) >= purchase.priceCents) continue;
      await this.refundAmount(
        order.id,
        {
          amountCents: 'rest',
          reason: 'Order cancelled',
          requestKey: `cancel-${purchase.id}`,
          purchaseId: purchase.id,
        },
        actor,
      );
    }
    if (!refundsOwnPaymentOnCancel(order, await this.repo.listMilestones(order.id)))
      return purchases.length ? this.getAny(order.id) : order;
    return this.refundAmount(
      order.id,
      {
        amountCents: 'rest',
        reason: 'Order cancelled',
        requestKey: 'cancel',
      },
      actor,
    );
  }

  /**
   * A refund by amount through the order's provider. The amount is reserved under the order's
   * row lock first (so refunds at once never give back more than was paid), then the provider
   * refunds it (its idempotency key is the reservation's id), then the credit note is issued and
   * a fully refunded order's payment becomes refunded. A repeated request key refunds once; a
   * refusal by the provider frees the reservation and changes nothing.
   */
  async refundAmount(id: string, asked: RefundRequest, actor?: AuditActor): Promise<Order> {
    const order = await this.getAny(id);
    const request = await this.paymentOf(order, asked);
    const refund = await this.repo.withLockedOrder(order.id, (tx, row) => {
      if (!row) throw missing();
      return this.invoices.reserveRefund(tx, row, request);
    });
    // A repeat of a request whose refund is still with the provider (three admins cancelling at
    // once) waits for it: the provider is asked once, and a refusal frees only its own reservation.
    if (refund.status === 'pending' && refund.repeated) {
      if (await this.invoices.settledRefund(refund.id, REFUND_WAIT_MS)) return this.getAny(order.id);
    }
    if (refund.status === 'pending') {
      let providerRefundId: string;
      try {
        const payment = refund.purchaseId ? await this.purchasePayment(order, refund.purchaseId) : order;
        providerRefundId = await this.giveBack(payment, { amountCents: refund.amountCents, key: refund.id });
      } catch (error) {
        if (!refund.repeated) await this.invoices.releaseRefund(refund);
        throw error;
      }
      const creditNoteNumber = await this.repo.withLockedOrder(order.id, async (tx, row) => {
        const done = await this.invoices.completeRefund(tx, refund, providerRefundId);
        // The order's payment given back whole: the order reads refunded (a purchase's never does).
        const full = !refund.purchaseId && row !== undefined && done.refundedCents >= row.priceCents;
        if (full) await this.repo.markRefunded(row.id, providerRefundId, tx);
        if (actor && done.creditNoteNumber) {
          await this.audit.record(tx, actor, {
            action: 'order.refund',
            target: { type: 'order', id: order.id },
            before: full ? { paymentStatus: 'paid' } : null,
            after: {
              refundCents: refund.amountCents,
              reason: request.reason,
              ...(refund.invoiceNumber ? { invoiceNumber: refund.invoiceNumber } : {}),
              creditNoteNumber: done.creditNoteNumber,
              ...(full ? { paymentStatus: 'refunded' } : {}),
            },
          });
        }
        return done.creditNoteNumber;
      });
      metrics.refunds.inc({ provider: order.paymentMethod });
      const after = await this.getAny(order.id);
      if (creditNoteNumber) {
        await this.figures.refunded(after, {
          id: refund.id,
          netCents: refund.netCents,
          taxCents: refund.taxCents,
        });
        await this.notifications.refunded(after, {
          id: refund.id,
          amountCents: refund.amountCents,
          creditNoteNumber,
        });
      }
      return after;
    }
    return this.getAny(order.id);
  }

  /**
   * Best effort: a checkout that cannot be closed may still be paid, and that payment is then
   * refunded as it arrives (confirmPayment).
   */
  private async closeCheckout(order: Order): Promise<void> {
    try {
      await this.providers.for(order.paymentMethod).closeCheckout(order);
    } catch (error) {
      this.logger.warn(
        `Closing the checkout of cancelled order ${order.id} failed: ${(error as Error).message}`,
      );
    }
  }

  /** A refund asked by invoice number, as one of a payment: the order's own invoice, or a later one's purchase. */
  private async paymentOf(order: Order, request: RefundRequest): Promise<RefundReservation> {
    const { invoiceNumber, ...rest } = request;
    if (!invoiceNumber) return rest;
    if ((await this.invoices.invoiceNumberOf(order.id)) === invoiceNumber) return rest;
    const purchaseId = await this.invoices.purchaseOfInvoice(order.id, invoiceNumber);
    if (!purchaseId) throw notFound('INVOICE.NOT_FOUND', 'Invoice not found');
    return { ...rest, purchaseId };
  }

  /** The order as its provider refunds a purchase's payment: on the purchase's own transaction. */
  private async purchasePayment(order: Order, purchaseId: string): Promise<Order> {
    const purchase = await this.purchases.findById(purchaseId);
    if (purchase?.orderId !== order.id || !purchase.transactionId) throw missing();
    return { ...order, paymentMethod: purchase.paymentMethod, transactionId: purchase.transactionId };
  }

  /** Gives an amount of the order's payment back through its provider; answers the refund id. */
  private async giveBack(order: Order, refund: { amountCents: number; key: string }): Promise<string> {
    try {
      return await this.providers.for(order.paymentMethod).refund(order, refund);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error(`Refund of order ${order.id} failed: ${(error as Error).message}`);
      throw new DomainError(
        'PAYMENT.REFUND_FAILED',
        'unavailable',
        'The refund could not be made, please try again',
      );
    }
  }

  /**
   * Deletes an unpaid order with its private files (rows go with the order, stored bytes here).
   * A paid or refunded one has an invoice and is never removed.
   */
  async delete(id: string, actor?: AuditActor): Promise<void> {
    if (!isUUID(id)) throw missing();
    const order = await this.repo.findById(id);
    if (!order) throw missing();
    if (!isUnpaid(order)) throw invoicedNotDeletable();
    await this.files.removeOfOrder(id);
    // The delete repeats the guard: a payment landing meanwhile keeps the order.
    const recorded = this.recorded(actor, 'order.delete', [
      'orderStatus',
      'paymentStatus',
      'priceCents',
      'buyerId',
    ]);
    if (!(await this.repo.deleteUnpaid(id, recorded))) throw invoicedNotDeletable();
  }

  /** The audit record of a staff member's change to an order (none without one: the system's own moves). */
  private recorded(
    actor: AuditActor | undefined,
    action: string,
    fields: readonly (keyof OrderRow & string)[],
  ) {
    return actor && this.audit.changes<OrderRow>(actor, action, 'order', fields);
  }

  count(filter: AdminOrderFilter = {}): Promise<number> {
    return this.repo.count(filter);
  }

  /** May this buyer review the service: a paid order for it. */
  async hasPaidOrder(buyerId: string, serviceId: string): Promise<boolean> {
    if (!isUUID(serviceId)) return false;
    return this.repo.hasPaidOrder(buyerId, serviceId);
  }

  /** Has this custom offer already been paid (an offer is bought once). */
  hasPaidOrderForOffer(offerId: string): Promise<boolean> {
    return this.repo.hasPaidOrderForOffer(offerId);
  }

  /** offerId → id of its paid order, for the offers among these that were paid. */
  async paidOrdersOfOffers(offerIds: string[]): Promise<Map<string, string>> {
    const rows = await this.repo.paidOrdersOfOffers(offerIds);
    return new Map(rows.map((row) => [row.offerId!, row.id]));
  }

  /**
   * Gives the order to a staff member (or to nobody: null), recorded as `order.assign` in the same
   * transaction; the new assignee hears of it unless they chose themselves. The assignee must be an
   * active staff account whose role has `orders.work` (404 when there is no such account, 400 when
   * it is not active staff or its role may not work orders).
   */
  async assign(id: string, staffId: string | null, actor: AuditActor & { id: string }): Promise<Order> {
    if (!isUUID(id)) throw missing();
    if (staffId !== null) {
      const member = await this.users.findById(staffId);
      if (!member || member.deletedAt) {
        throw notFound('ORDER.ASSIGNEE_NOT_FOUND', 'staffId: no staff member has this id');
      }
      if (!member.isAdmin || !member.active || !can(member.staffRole, 'orders.work')) {
        throw invalid(
          'ORDER.ASSIGNEE_INVALID',
          'staffId must be an active staff member whose role may work orders',
        );
      }
    }
    const assigned = await this.repo.assign(id, staffId, async (tx, before, after) => {
      if (before.assigneeId === after.assigneeId) return;
      await this.audit.record(tx, actor, {
        action: 'order.assign',
        target: { type: 'order', id },
        before: { assigneeId: before.assigneeId },
        after: { assigneeId: after.assigneeId },
      });
    });
    if (!assigned) throw missing();
    if (staffId !== null && staffId !== actor.id) {
      await this.notifications.assigned(assigned, staffId, actor.username);
    }
    return assigned;
  }

  /**
   * Orders as the wire shows them: with their files and documents, read in one query. Staff
   * answers (`staff`) also name each order's assignee.
   */
  async views(rows: Order[], audience: 'buyer' | 'staff' = 'buyer'): Promise<OrderView[]> {
    const [documents, assignees] = await Promise.all([
      this.repo.documentsOf(rows.map((row) => row.id)),
      audience === 'staff' ? this.assigneesOf(rows) : undefined,
    ]);
    return rows.map((row) => {
      const view = withDocumentsView({
        ...row,
        ...(documents.get(row.id) ?? { files: [], invoice: null, refunds: [], milestones: [] }),
      });
      if (!assignees) return view;
      const username = row.assigneeId ? assignees.get(row.assigneeId) : undefined;
      return { ...view, assignee: row.assigneeId && username ? { _id: row.assigneeId, username } : null };
    });
  }

  async view(row: Order, audience: 'buyer' | 'staff' = 'buyer'): Promise<OrderView> {
    const [view] = await this.views([row], audience);
    return view!;
  }

  /** The usernames of these orders' assignees: the staff list (a handful of rows), read only when needed. */
  private async assigneesOf(rows: Order[]): Promise<Map<string, string>> {
    if (!rows.some((row) => row.assigneeId)) return new Map();
    return new Map((await this.users.listStaff()).map((member) => [member.id, member.username]));
  }

  async stats(now = new Date()): Promise<OrderStatsView> {
    const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
    const [recentRows, cancelRows, pendingCancelRequests, revenueCents, paidOrders, invoicingSetUp, due] =
      await Promise.all([
        this.repo.listPage(10, 0),
        this.repo.listPendingCancelRequests(10),
        this.repo.countPendingCancelRequests(),
        this.invoices.netRevenueSince(since),
        this.repo.countPaidSince(since),
        this.invoices.isSetUp(),
        this.repo.countDue(now, new Date(now.getTime() + 24 * 60 * 60 * 1000)),
      ]);
    const [recentOrders, cancelRequests] = await Promise.all([
      this.views(recentRows, 'staff'),
      this.views(cancelRows, 'staff'),
    ]);
    return {
      recentOrders,
      cancelRequests,
      pendingCancelRequests,
      dueIn24Hours: due.dueSoon,
      late: due.late,
      revenueLast30Days: fromCents(revenueCents),
      paidOrdersLast30Days: paidOrders,
      invoicingSetUp,
    };
  }
}
