/** The order as the admin endpoints answer it (OrderView of the backend). */
export const ORDER_STATUSES = ['pending', 'in progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface AdminOrder {
  _id: string;
  createdAt: string;
  user: { id: string; name: string; email: string; phone: string | null };
  service: { name: string; type: string; price: number };
  payment: { method: string; transactionId: string | null; status: string };
  order_status: string;
  cancel_request: boolean;
  /** Where the buyer's cancel request stands; absent when none was made. */
  cancellation?: {
    status: 'pending' | 'approved' | 'declined';
    reason: string | null;
    response: string | null;
    resolvedAt: string | null;
  };
}
