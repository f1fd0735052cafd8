import { apiRequest } from '@market/api-client';

/** The three dashboard counters; a counter whose endpoint failed is null. */
export interface DashboardCounts {
  services: number | null;
  conversations: number | null;
  orders: number | null;
}

import type { OrderStatsJson } from '@market/contracts';

export type OrderStats = OrderStatsJson;

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Each counter is fetched on its own, so one failing endpoint leaves the others shown. */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const [services, conversations, orders] = await Promise.allSettled([
    apiRequest<{ totalServices: number }>('/services/count'),
    apiRequest<{ count: number }>('/conversations/count'),
    apiRequest<{ ordersCount: number }>('/orders/count'),
  ]);
  return {
    services: services.status === 'fulfilled' ? numberOr(services.value?.totalServices) : null,
    conversations: conversations.status === 'fulfilled' ? numberOr(conversations.value?.count) : null,
    orders: orders.status === 'fulfilled' ? numberOr(orders.value?.ordersCount) : null,
  };
}

export function getOrderStats(): Promise<OrderStats> {
  return apiRequest<OrderStats>('/orders/admin/stats');
}
