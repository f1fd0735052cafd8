/** The order as GET /api/orders and /api/orders/:id answer it: the wire shape shared with the API. */
import type { OrderJson } from '@market/contracts';

export type { OrderJson as Order, OrderStatus, PaymentStatus } from '@market/contracts';
export type Cancellation = NonNullable<OrderJson['cancellation']>;
