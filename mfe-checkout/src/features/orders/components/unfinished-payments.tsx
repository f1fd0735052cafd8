import Button from 'react-bootstrap/Button';
import { defineMessages } from 'react-intl';
import { useIntlOrDefault } from '@market/ui';
import type { Order } from '../api/order-types';
import { OrderCard, type RowProps } from './order-row';

const messages = defineMessages({
  title: { id: 'checkout.unfinished.title', defaultMessage: 'Unfinished payments' },
  explanation: {
    id: 'checkout.unfinished.explanation',
    defaultMessage:
      'Checkouts you left or that failed at the payment provider. Failed ones are removed after a while on their own.',
  },
  discardAll: { id: 'checkout.unfinished.discardAll', defaultMessage: 'Discard all' },
});

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
  const intl = useIntlOrDefault();
  if (orders.length === 0) return null;
  const title = intl.formatMessage(messages.title);
  return (
    <details className="unfinished-payments border rounded mt-4" aria-label={title}>
      <summary className="px-3 py-2 fw-semibold">
        {title} <span className="badge text-bg-secondary ms-1">{intl.formatNumber(orders.length)}</span>
      </summary>
      <div className="px-3 pb-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <p className="small text-body-secondary mb-0 me-auto">{intl.formatMessage(messages.explanation)}</p>
          <Button size="sm" variant="outline-secondary" disabled={busyId !== null} onClick={onDiscardAll}>
            {intl.formatMessage(messages.discardAll)}
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
