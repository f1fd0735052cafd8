import { apiRequest } from '@market/api-client';
import type { OrderFileLimitsJson, RequirementsAnswersBody } from '@market/contracts';
import type { Order } from './order-types';

/** What an order file may be, checked in the browser before a file is sent. */
export function getOrderFileLimits(): Promise<OrderFileLimitsJson> {
  return apiRequest<OrderFileLimitsJson>('/orders/file-limits', { background: true });
}

export function listMyOrders(): Promise<Order[]> {
  return apiRequest<Order[]>('/orders');
}

/** `background`: a refresh the buyer did not ask for (a live update) raises no loading overlay. */
export function getMyOrder(id: string, { background = false } = {}): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { background });
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

/** The buyer's answers to the seller's questions, one per question in order: the work starts. */
export function submitRequirements(id: string, answers: RequirementsAnswersBody['answers']): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/requirements`, {
    method: 'PUT',
    body: { answers },
  });
}

export function requestRevision(id: string, message: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/revision`, {
    method: 'POST',
    body: { message },
  });
}

export function acceptDelivery(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}
