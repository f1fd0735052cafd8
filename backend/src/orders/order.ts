import { OrderRow } from './orders.schema';

/** An order as other modules see it; they never touch its table (the row type stays in orders). */
export type Order = Readonly<OrderRow>;

/** An extra line of an order (checkout builds them from the service's extras). */
export type { StoredOrderExtra } from './orders.schema';
