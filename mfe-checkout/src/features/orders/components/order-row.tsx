import { Link } from '@market/router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import {
  canRequestCancel,
  formatDate,
  formatDollars,
  isUnpaid,
  orderFactsOf,
  paymentStatusLabel,
  shortOrderNumber,
} from '@market/contracts';
import { OrderStatusBadge, PaymentStatusBadge } from '@market/ui';
import type { Order } from '../api/order-types';
import { OrderProgress } from './order-progress';

/** An order still awaiting payment (not cancelled), or whose payment failed: the buyer may pay or discard it. */
export function isPayable(order: Order): boolean {
  return (
    isUnpaid(orderFactsOf(order)) &&
    !(order.payment.status === 'pending' && order.order_status === 'cancelled')
  );
}

export type Asking = { action: 'cancel' | 'discard'; order: Order };

export interface RowProps {
  order: Order;
  busy: boolean;
  onAsk: (asking: Asking) => void;
  onPay: (order: Order) => void;
}

/** The order status, or what an unpaid order really is. */
export function OrderStateBadge({ order }: { order: Order }) {
  if (order.payment.status === 'pending' && order.order_status !== 'cancelled') {
    return (
      <Badge bg="secondary" data-testid="unpaid">
        Awaiting payment
      </Badge>
    );
  }
  if (order.payment.status === 'failed' && order.payment.cancelled) {
    return (
      <Badge bg="secondary" data-testid="unpaid">
        Payment cancelled
      </Badge>
    );
  }
  if (order.payment.status === 'failed') {
    return (
      <Badge bg="danger" data-testid="unpaid">
        Payment failed
      </Badge>
    );
  }
  return <OrderStatusBadge status={order.order_status} />;
}

/** What tells two orders of the same service apart: the package, the date and the short number. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <div className="small text-body-secondary" data-testid="order-facts">
      <span className="text-capitalize">{order.service.type}</span>
      {' · '}
      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      {' · '}
      <span className="font-monospace">{shortOrderNumber(order._id)}</span>
    </div>
  );
}

function DetailsLink({ order }: { order: Order }) {
  return (
    <Link className="btn btn-sm btn-outline-primary" to={`/orders/${order._id}`}>
      Details
    </Link>
  );
}

export function OrderActions({ order, busy, onAsk, onPay }: RowProps) {
  if (isPayable(order)) {
    return (
      <>
        <Button size="sm" variant="success" disabled={busy} onClick={() => onPay(order)}>
          {busy ? 'Opening…' : 'Complete payment'}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => onAsk({ action: 'discard', order })}
        >
          Discard
        </Button>
      </>
    );
  }
  return <CancelAction order={order} busy={busy} onCancel={(o) => onAsk({ action: 'cancel', order: o })} />;
}

function CancelAction({
  order,
  busy,
  onCancel,
}: {
  order: Order;
  busy: boolean;
  onCancel: (order: Order) => void;
}) {
  if (order.cancellation?.status === 'approved') {
    return <Badge bg="secondary">Cancel request approved</Badge>;
  }
  if (order.cancellation?.status === 'declined') {
    return <Badge bg="danger">Cancel request declined</Badge>;
  }
  if (order.cancel_request) {
    return (
      <>
        <Badge bg="warning" text="dark">
          Cancel request pending
        </Badge>
        <Button size="sm" variant="outline-secondary" disabled>
          Cancel requested
        </Button>
      </>
    );
  }
  if (!canRequestCancel(orderFactsOf(order))) return null;
  return (
    <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onCancel(order)}>
      {busy ? 'Sending…' : 'Request Cancel'}
    </Button>
  );
}

/** One order in the table of medium and larger screens. */
export function OrderTableRow(props: RowProps) {
  const { order } = props;
  return (
    <tr data-order-id={order._id}>
      <td>
        <div className="fw-semibold">{order.service.name}</div>
        <OrderFacts order={order} />
      </td>
      <td>{formatDollars(order.service.price)}</td>
      <td>
        <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
      </td>
      <td>
        <OrderStateBadge order={order} />
        <OrderProgress order={order} />
      </td>
      <td>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <DetailsLink order={order} />
          <OrderActions {...props} />
        </div>
      </td>
    </tr>
  );
}

/** One order as a card: small screens, and the unfinished payments at every width. */
export function OrderCard(props: RowProps) {
  const { order } = props;
  return (
    <Card data-order-id={order._id}>
      <Card.Body>
        <Card.Title as="h3" className="h6 mb-1">
          {order.service.name}
        </Card.Title>
        <OrderFacts order={order} />
        <dl className="row small my-2">
          <dt className="col-5">Price</dt>
          <dd className="col-7">{formatDollars(order.service.price)}</dd>
          <dt className="col-5">Payment Status</dt>
          <dd className="col-7">
            <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
          </dd>
          <dt className="col-5">Order Status</dt>
          <dd className="col-7">
            <OrderStateBadge order={order} />
            <OrderProgress order={order} />
          </dd>
        </dl>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <DetailsLink order={order} />
          <OrderActions {...props} />
        </div>
      </Card.Body>
    </Card>
  );
}
