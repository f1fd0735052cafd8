import { useCallback, useEffect, useState } from 'react';
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

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Load once per key; `replace` swaps the data after a local change. */
export function useLoad<T>(key: string | undefined, load: (key: string) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === undefined) return;
    let active = true;
    setState({ status: 'loading' });
    load(key)
      .then((data) => active && setState({ status: 'ready', data }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, [key, load]);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, replace };
}
