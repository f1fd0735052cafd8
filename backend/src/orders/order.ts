import { OrderRow } from './orders.schema';

/** An order as other modules see it; they never touch its table (the row type stays in orders). */
export type Order = Readonly<OrderRow>;
