import { apiRequest } from '@market/api-client';
import type { Order } from './order-types';

export function listMyOrders(): Promise<Order[]> {
  return apiRequest<Order[]>('/orders');
}

export function getMyOrder(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`);
}

export function requestCancel(id: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}/request-cancel`, { method: 'PUT' });
}
