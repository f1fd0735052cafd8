import { isOrderStatus, type OrderStatus } from '@/shared/api/order-types';

/** Which payments the list shows besides the default, paid (and refunded) orders. */
export type PaymentView = 'unpaid' | 'all';

/**
 * What the admin narrows the order list to; kept in the page's URL query
 * (?status=&cancelRequested=&cancelPending=&payment=&late=&delivered=&assignee=me). Paid orders only unless `payment` says otherwise.
 */
export interface OrderFilter {
  status?: OrderStatus;
  payment?: PaymentView;
  cancelRequested?: boolean;
  /** Only cancel requests still waiting for the admin's answer. */
  cancelPending?: boolean;
  /** Only orders in work past their due date. */
  late?: boolean;
  /** Only delivered orders waiting for the buyer. */
  delivered?: boolean;
  /** Only the orders assigned to the signed-in staff member. */
  assignee?: 'me';
}

/** Reads the filter from a URL query; unknown values mean "no filter" rather than an error. */
export function filterFromSearch(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  const status = params.get('status');
  if (isOrderStatus(status)) filter.status = status;
  const cancelRequested = params.get('cancelRequested');
  if (cancelRequested === 'true' || cancelRequested === 'false')
    filter.cancelRequested = cancelRequested === 'true';
  if (params.get('cancelPending') === 'true') filter.cancelPending = true;
  const payment = params.get('payment');
  if (payment === 'unpaid' || payment === 'all') filter.payment = payment;
  if (params.get('late') === 'true') filter.late = true;
  if (params.get('delivered') === 'true') filter.delivered = true;
  if (params.get('assignee') === 'me') filter.assignee = 'me';
  return filter;
}

/** The same filter as a query string, in a fixed order (also the API's query for GET /api/orders/admin). */
export function filterToSearch(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.cancelRequested !== undefined) params.set('cancelRequested', String(filter.cancelRequested));
  if (filter.cancelPending) params.set('cancelPending', 'true');
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.late) params.set('late', 'true');
  if (filter.delivered) params.set('delivered', 'true');
  if (filter.assignee) params.set('assignee', filter.assignee);
  return params;
}

/** The page of the list (?page=, from 1); anything else reads as the first page. */
export function pageFromSearch(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The filter and a page as the list's URL query (no page parameter for the first page). */
export function listSearch(filter: OrderFilter, page: number): URLSearchParams {
  const params = filterToSearch(filter);
  if (page > 1) params.set('page', String(page));
  return params;
}
