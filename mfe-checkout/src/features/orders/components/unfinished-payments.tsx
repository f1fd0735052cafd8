import Button from 'react-bootstrap/Button';
import type { Order } from '../api/order-types';
import { OrderCard, type RowProps } from './order-row';

interface UnfinishedPaymentsProps extends Omit<RowProps, 'order' | 'busy'> {
  /** Newest first. */
  orders: Order[];
  busyId: string | null;
  onDiscardAll: () => void;
}

/**
 * Checkouts never paid (awaiting payment, or failed at the provider), gathered under one collapsed
 * group below the orders, so they do not crowd them; each may still be paid or discarded, and all
 * discarded together. Failed ones leave on their own after a while (the server's sweep); how long is
 * FAILED_ORDER_RETENTION_DAYS, a server setting the front end is not sent, so the text names no number.
 */
export function UnfinishedPayments({ orders, busyId, onDiscardAll, ...row }: UnfinishedPaymentsProps) {
  if (orders.length === 0) return null;
  return (
    <details className="unfinished-payments border rounded mt-4" aria-label="Unfinished payments">
      <summary className="px-3 py-2 fw-semibold">
        Unfinished payments <span className="badge text-bg-secondary ms-1">{orders.length}</span>
      </summary>
      <div className="px-3 pb-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <p className="small text-body-secondary mb-0 me-auto">
            Checkouts you left or that failed at the payment provider. Failed ones are removed after a while
            on their own.
          </p>
          <Button size="sm" variant="outline-secondary" disabled={busyId !== null} onClick={onDiscardAll}>
            Discard all
          </Button>
        </div>
        <div className="d-grid gap-3">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} busy={busyId === order._id} {...row} />
          ))}
        </div>
      </div>
    </details>
  );
}
