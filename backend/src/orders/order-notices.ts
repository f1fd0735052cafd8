import { Order } from './order';

/**
 * The port through which orders tell the buyer what happened to their order by mail. The
 * payments module (which owns the order mails) registers itself at start (orders cannot
 * import payments: payments depends on orders). A listener must not throw for a lost mail.
 */
export interface OrderNoticeListener {
  /** The admin approved or declined the buyer's cancel request. */
  cancelResolved(order: Order): Promise<void>;
}

export const ORDER_NOTICES = Symbol('ORDER_NOTICES');
export type OrderNotices = Set<OrderNoticeListener>;
