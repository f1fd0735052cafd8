import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { StaffAssigneeJson } from '@market/contracts';
import type { AdminOrder, OrderStatus } from '@/shared/api/order-types';
import { filterToSearch, type OrderFilter } from './order-filter';

/** Orders per page of the admin list (newest first), like the services and galleries lists. */
export const PAGE_SIZE = 50;

export interface OrderPage {
  items: AdminOrder[];
  total: number;
}

export async function listAdminOrders(filter: OrderFilter, page: number): Promise<OrderPage> {
  const query = filterToSearch(filter);
  query.set('limit', String(PAGE_SIZE));
  if (page > 1) query.set('page', String(page));
  const { data, headers } = await apiResponse<AdminOrder[]>(`/orders/admin?${query.toString()}`);
  return { items: data, total: totalCountOf(headers) ?? data.length };
}

/** How many orders the filter matches (one row asked for; the total comes in X-Total-Count). */
export async function countAdminOrders(filter: OrderFilter): Promise<number> {
  const query = filterToSearch(filter);
  query.set('limit', '1');
  const { data, headers } = await apiResponse<AdminOrder[]>(`/orders/admin?${query.toString()}`, {
    background: true,
  });
  return totalCountOf(headers) ?? data.length;
}

/** `background`: a refresh the admin did not ask for (a live update) raises no loading overlay. */
export function getAdminOrder(id: string, { background = false } = {}): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/orders/admin/${encodeURIComponent(id)}`, { background });
}

/** Gives the order to a staff member (`null`: to nobody); answers the order with its new assignee. */
export function assignOrder(id: string, staffId: string | null): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/orders/${encodeURIComponent(id)}/assignee`, {
    method: 'PATCH',
    body: { staffId },
  });
}

/** Who an order may be given to: active staff whose role may work orders, by name. */
export function listAssignees(): Promise<StaffAssigneeJson[]> {
  return apiRequest<StaffAssigneeJson[]>('/staff/assignees', { background: true });
}

/** The server answered 2xx without the updated order (the screen says 'Invalid response from server'). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidResponseError';
  }
}

/** `refund: false` cancels a paid order without giving the money back (the server refunds by default). */
export async function updateOrderStatus(
  id: string,
  newStatus: OrderStatus,
  options: { refund?: boolean } = {},
): Promise<AdminOrder> {
  return orderOf(
    await apiRequest<{ order?: AdminOrder } | undefined>(`/orders/${encodeURIComponent(id)}/update-status`, {
      method: 'PUT',
      body: options.refund === false ? { newStatus, refund: false } : { newStatus },
    }),
  );
}

/** Approves the buyer's cancel request: the order is cancelled, and refunded in full when paid. */
export async function approveCancelRequest(id: string): Promise<AdminOrder> {
  return orderOf(
    await apiRequest<{ order?: AdminOrder }>(`/orders/${encodeURIComponent(id)}/cancel-request/approve`, {
      method: 'PUT',
    }),
  );
}

/** Declines the buyer's cancel request with a message the buyer reads on the order and by mail. */
export async function declineCancelRequest(id: string, message: string): Promise<AdminOrder> {
  return orderOf(
    await apiRequest<{ order?: AdminOrder }>(`/orders/${encodeURIComponent(id)}/cancel-request/decline`, {
      method: 'PUT',
      body: { message },
    }),
  );
}

function orderOf(answer: { order?: AdminOrder } | undefined): AdminOrder {
  if (
    !answer ||
    typeof answer.order !== 'object' ||
    answer.order === null ||
    typeof answer.order._id !== 'string'
  ) {
    throw new InvalidResponseError();
  }
  return answer.order;
}

/**
 * Refunds an amount of a paid order with a reason; `requestKey` (one per dialog) makes a retried
 * request refund once.
 */
export async function refundOrder(
  id: string,
  refund: { amount: number; reason: string; invoiceNumber?: string },
  requestKey: string,
): Promise<AdminOrder> {
  return orderOf(
    await apiRequest<{ order?: AdminOrder }>(`/orders/${encodeURIComponent(id)}/refunds`, {
      method: 'POST',
      body: refund,
      headers: { 'Idempotency-Key': requestKey },
    }),
  );
}

export function deleteAdminOrder(id: string): Promise<unknown> {
  return apiRequest(`/orders/${encodeURIComponent(id)}/delete`, { method: 'DELETE' });
}

/** The seller's delivery: a message and files already uploaded to the order. */
export function deliverOrder(
  id: string,
  delivery: { message: string; files: string[] },
): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/orders/${encodeURIComponent(id)}/deliveries`, {
    method: 'POST',
    body: delivery,
  });
}

/** Cancels the milestones of a split offer not paid yet; the one in work, if any, runs on as the last. */
export function cancelUnpaidMilestones(id: string): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/orders/${encodeURIComponent(id)}/milestones/cancel-rest`, {
    method: 'POST',
  });
}
