import { apiRequest } from '@market/api-client';
import type { BuyableExtraJson, ExtraPurchaseJson } from '@market/contracts';
import type { Order } from './order-types';

/** What the buyer may still add to their running order (none once its work has ended). */
export function listBuyableExtras(orderId: string): Promise<BuyableExtraJson[]> {
  return apiRequest<BuyableExtraJson[]>(`/orders/${encodeURIComponent(orderId)}/extras`, {
    background: true,
  });
}

/** Starts the purchase of one extra ('revision' for one more revision): the buyer pays at `url`. */
export function buyExtra(orderId: string, extraId: string): Promise<ExtraPurchaseJson> {
  return apiRequest<ExtraPurchaseJson>(`/orders/${encodeURIComponent(orderId)}/extras`, {
    method: 'POST',
    body: { extraId },
  });
}

/** Starts the payment of the next milestone of a split offer: the buyer pays at `url`. */
export function payMilestone(orderId: string, position: number): Promise<ExtraPurchaseJson> {
  return apiRequest<ExtraPurchaseJson>(`/orders/${encodeURIComponent(orderId)}/milestones/${position}/pay`, {
    method: 'POST',
  });
}

/** Stops after the accepted milestones: the ones not paid are cancelled, nothing is refunded. */
export function stopMilestones(orderId: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/milestones/stop`, { method: 'POST' });
}
