import { isOrderStatus, type OrderStatus } from '@/components/order-types';

/** What the admin narrows the order list to; kept in the page's URL query (?status=&cancelRequested=). */
export interface OrderFilter {
  status?: OrderStatus;
  cancelRequested?: boolean;
}

/** Reads the filter from a URL query; unknown values mean "no filter" rather than an error. */
export function filterFromSearch(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  const status = params.get('status');
  if (isOrderStatus(status)) filter.status = status;
  const cancelRequested = params.get('cancelRequested');
  if (cancelRequested === 'true' || cancelRequested === 'false')
    filter.cancelRequested = cancelRequested === 'true';
  return filter;
}

/** The same filter as a query string, in a fixed order (also the API's query for GET /api/orders/admin). */
export function filterToSearch(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.cancelRequested !== undefined) params.set('cancelRequested', String(filter.cancelRequested));
  return params;
}
