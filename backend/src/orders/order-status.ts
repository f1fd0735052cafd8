/**
 * The state machines of an order, each in one place.
 *
 * Order status (the work): an admin may set any of the four from any state, except that a
 * refunded order stays cancelled; a buyer may only ask for cancellation of a paid order whose
 * work is neither cancelled nor completed, once. An unpaid order (payment pending or failed)
 * has nothing to cancel: its buyer completes the payment or discards it.
 * Cancel request: none -> pending (the buyer asks) -> approved (the order is cancelled, refunded
 * in full when paid) | declined (with a message to the buyer).
 * Payment status (the money): pending -> paid | failed, paid -> refunded, and pending -> refunded
 * for a payment the order cannot take (cancelled, or its offer paid by another order), given
 * back as it arrives. Nothing else.
 */
import {
  CANCEL_RESOLUTIONS,
  CANCELLABLE_BY_BUYER,
  CancellationStatus,
  CancelResolution,
  canRequestCancel,
  isOrderStatus,
  isUnpaid,
  ORDER_STATUSES,
  OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_VIEWS,
  PaymentMethod,
  PaymentStatus,
  PaymentView,
  SETTLED_STATUSES,
  UNPAID_STATUSES,
} from '@market/contracts';

// The statuses are part of the wire contract, and so are the rules the buyer's screens share
// (who may ask to cancel, what is unpaid); the rest of the state machines live here.
export {
  CANCEL_RESOLUTIONS,
  CANCELLABLE_BY_BUYER,
  canRequestCancel,
  isOrderStatus,
  isUnpaid,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_VIEWS,
  SETTLED_STATUSES,
  UNPAID_STATUSES,
};
export type { CancellationStatus, CancelResolution, OrderStatus, PaymentMethod, PaymentStatus, PaymentView };

const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'failed', 'refunded'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
};

/** The payment statuses from which `to` may be reached (used as the guard of a conditional update). */
export function paymentStatusesLeadingTo(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => PAYMENT_TRANSITIONS[from].includes(to));
}

/** Setting a paid order to cancelled gives the money back. */
export function needsRefund(order: { paymentStatus: PaymentStatus }, newStatus: OrderStatus): boolean {
  return newStatus === 'cancelled' && order.paymentStatus === 'paid';
}

/** A refunded order stays cancelled: it cannot be marked pending, in progress or completed again. */
export function isRefundedWorkLocked(
  order: { paymentStatus: PaymentStatus },
  newStatus: OrderStatus,
): boolean {
  return order.paymentStatus === 'refunded' && newStatus !== 'cancelled';
}

interface CancelState {
  orderStatus: OrderStatus;
  cancelRequest: boolean;
  cancelResolution: CancelResolution | null;
}

/** Where the buyer's cancel request stands; null when none was made. */
export function cancellationStatus(order: CancelState): CancellationStatus | null {
  if (!order.cancelRequest) return null;
  if (order.cancelResolution) return order.cancelResolution;
  // A request the admin answered by cancelling the order outright (or before requests had outcomes).
  return order.orderStatus === 'cancelled' ? 'approved' : 'pending';
}

/** A cancel request waits for the admin's answer. */
export function isCancelPending(order: CancelState): boolean {
  return cancellationStatus(order) === 'pending';
}
