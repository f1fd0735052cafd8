/** The order as GET /api/orders and /api/orders/:id return it (OrderView of the backend). */
export type OrderStatus = 'pending' | 'in progress' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'failed';

export interface Order {
  _id: string;
  createdAt: string;
  user: { id: string; name: string; email: string; phone: string | null };
  service: { name: string; type: string; price: number };
  payment: { method: string; transactionId: string | null; status: PaymentStatus | string };
  order_status: OrderStatus | string;
  cancel_request: boolean;
  /** Where the buyer's cancel request stands; absent when none was made. */
  cancellation?: Cancellation;
}

export interface Cancellation {
  status: 'pending' | 'approved' | 'declined';
  reason: string | null;
  /** The admin's message when declining. */
  response: string | null;
  resolvedAt: string | null;
}
