/** Orders as GET /api/orders, /api/orders/:id and the admin's order endpoints answer them. */

export const ORDER_STATUSES = ['pending', 'in progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['stripe', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type CancellationStatus = 'pending' | 'approved' | 'declined';

/** Which orders the admin's list and counters show (`?payment=`); paid ones when absent. */
export const PAYMENT_VIEWS = ['paid', 'unpaid', 'all'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface OrderJson {
  _id: string;
  createdAt: string;
  /** The buyer, as copied into the order when it was made. */
  user: { id: string; name: string; email: string; phone: string | null };
  /** What was bought: the service title, the package (or 'custom offer') and the price paid, in dollars. */
  service: { name: string; type: string; price: number };
  payment: { method: PaymentMethod; transactionId: string | null; status: PaymentStatus };
  order_status: OrderStatus;
  cancel_request: boolean;
  /** Where the buyer's cancel request stands; absent when none was made. */
  cancellation?: {
    status: CancellationStatus;
    reason: string | null;
    /** The admin's message when declining. */
    response: string | null;
    resolvedAt: string | null;
  };
}

export interface OrderStatsJson {
  recentOrders: OrderJson[];
  pendingCancelRequests: number;
  cancelRequests: OrderJson[];
  revenueLast30Days: number;
  paidOrdersLast30Days: number;
}
