import type { OrderMilestoneRow } from './orders.schema';

/**
 * The cancel rule for the order's own payment (OrdersService.refund gives it back; the order view
 * says so in `payment.refundOnCancel`): paid, and kept once the first milestone's work is accepted.
 * A later payment (an extra, a later milestone) goes back while its own work is not accepted.
 */
export function refundsOwnPaymentOnCancel(
  order: { paymentStatus: string },
  milestones: readonly Pick<OrderMilestoneRow, 'position' | 'acceptedAt'>[],
): boolean {
  const firstAccepted = milestones.some((milestone) => milestone.position === 1 && milestone.acceptedAt);
  return order.paymentStatus === 'paid' && !firstAccepted;
}
