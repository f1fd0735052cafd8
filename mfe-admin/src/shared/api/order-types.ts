/** The order as the admin endpoints answer it: the wire shape shared with the API. */
export { isOrderStatus, ORDER_STATUSES } from '@market/contracts';
export type { OrderJson as AdminOrder, OrderStatus } from '@market/contracts';
