/**
 * The order rules both sides need: the API enforces them and the buyer's screens offer only what
 * the API will accept. The API's own state machines (transitions, refunds) stay in its orders
 * module; these read the same facts.
 */
import type { OrderJson, OrderStatus, PaymentStatus } from './wire/orders';

/** What the rules read of an order, as the API's rows hold it. */
export interface OrderFacts {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  cancelRequest: boolean;
}

/** The same facts read from an order as the API answers it. */
export function orderFactsOf(
  order: Pick<OrderJson, 'order_status' | 'payment' | 'cancel_request'>,
): OrderFacts {
  return {
    orderStatus: order.order_status,
    paymentStatus: order.payment.status,
    cancelRequest: order.cancel_request,
  };
}

/** The package name of an order bought from a custom offer (its title reads "Custom offer: …"). */
export const CUSTOM_OFFER_PACKAGE = 'custom offer';

/** What was bought, in words: "Logo design (basic)"; a custom offer's title already says what it is. */
export function purchaseWords(title: string, packageName: string): string {
  return packageName === CUSTOM_OFFER_PACKAGE ? title : `${title} (${packageName})`;
}

/** Order statuses from which a buyer may still ask to cancel. */
export const CANCELLABLE_BY_BUYER: readonly OrderStatus[] = ['pending', 'in progress'];

/** Payment statuses of an order whose money never arrived (awaiting it, or failed/expired). */
export const UNPAID_STATUSES: readonly PaymentStatus[] = ['pending', 'failed'];

/** Payment statuses of an order that was paid (refunded ones were paid, then given back). */
export const SETTLED_STATUSES: readonly PaymentStatus[] = ['paid', 'refunded'];

/** What a payment reads as on screen: a failed one that its buyer cancelled at the payment page is 'cancelled'. */
export function paymentStatusLabel(payment: Pick<OrderJson['payment'], 'status' | 'cancelled'>): string {
  return payment.status === 'failed' && payment.cancelled ? 'cancelled' : payment.status;
}

export function isUnpaid(order: Pick<OrderFacts, 'paymentStatus'>): boolean {
  return UNPAID_STATUSES.includes(order.paymentStatus);
}

/**
 * A buyer may ask, once, to cancel a paid order whose work is neither completed nor cancelled. An
 * unpaid order has nothing to cancel (its buyer pays or discards it); a refunded one was settled.
 */
export function canRequestCancel(order: OrderFacts): boolean {
  return (
    !order.cancelRequest && order.paymentStatus === 'paid' && CANCELLABLE_BY_BUYER.includes(order.orderStatus)
  );
}
