import { apiRequest } from '@market/api-client';
import type { Order } from './order-types';

export function listMyOrders(): Promise<Order[]> {
  return apiRequest<Order[]>('/orders');
}

export function getMyOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`);
}

/** The reason is optional: without one the request carries no body, as the spec shows. */
export function requestCancel(id: string, reason = ''): Promise<Order> {
  const trimmed = reason.trim();
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/request-cancel`, {
    method: 'PUT',
    body: trimmed ? { reason: trimmed } : undefined,
  });
}

/** The page where the buyer pays an unpaid order: the provider's page while still open, else a new checkout. */
export function completePayment(id: string): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/orders/${encodeURIComponent(id)}/complete-payment`, {
    method: 'POST',
  });
}

/** Discards an unpaid order: its checkout is closed and it leaves the list. */
export function discardOrder(id: string): Promise<unknown> {
  return apiRequest(`/orders/${encodeURIComponent(id)}/discard`, { method: 'PUT' });
}
