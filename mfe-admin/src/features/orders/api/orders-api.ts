import { apiRequest } from '@market/api-client';
import type { AdminOrder, OrderStatus } from '@/components/order-types';
import { filterToSearch, type OrderFilter } from './order-filter';

/** The newest orders first; the server caps a page at 500. */
export const LIST_LIMIT = 500;

export function listAdminOrders(filter: OrderFilter): Promise<AdminOrder[]> {
  const query = filterToSearch(filter);
  query.set('limit', String(LIST_LIMIT));
  return apiRequest<AdminOrder[]>(`/orders/admin?${query.toString()}`);
}

export function getAdminOrder(id: string): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/orders/admin/${encodeURIComponent(id)}`);
}

/** The server answered 2xx without the updated order (spec §8: 'Invalid response from server'). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidResponseError';
  }
}

export async function updateOrderStatus(id: string, newStatus: OrderStatus): Promise<AdminOrder> {
  const answer = await apiRequest<{ order?: AdminOrder } | undefined>(
    `/orders/${encodeURIComponent(id)}/update-status`,
    {
      method: 'PUT',
      body: { newStatus },
    },
  );
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

export function deleteAdminOrder(id: string): Promise<unknown> {
  return apiRequest(`/orders/${encodeURIComponent(id)}/delete`, { method: 'DELETE' });
}
