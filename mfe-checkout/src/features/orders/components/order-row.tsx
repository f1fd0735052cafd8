import { Link } from '@market/router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import {
  canRequestCancel,
  formatDate,
  isUnpaid,
  orderFactsOf,
  paymentStatusLabel,
  shortOrderNumber,
} from '@market/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { OrderAmount, useIntlOrDefault } from '@market/ui';
import { OrderStatusBadge, PaymentStatusBadge } from '@market/ui/orders';
import type { Order } from '../api/order-types';
import { OrderProgress } from './order-progress';

/** The words of an order's row and card (the columns' names are shared with the orders table). */
export const ORDER_ROW = defineMessages({
  awaitingPayment: { id: 'checkout.orderRow.awaitingPayment', defaultMessage: 'Awaiting payment' },
  paymentCancelled: { id: 'checkout.orderRow.paymentCancelled', defaultMessage: 'Payment cancelled' },
  paymentFailed: { id: 'checkout.orderRow.paymentFailed', defaultMessage: 'Payment failed' },
  details: { id: 'checkout.orderRow.details', defaultMessage: 'Details' },
  opening: { id: 'checkout.orderRow.opening', defaultMessage: 'Opening…' },
  completePayment: { id: 'checkout.orderRow.completePayment', defaultMessage: 'Complete payment' },
  discard: { id: 'checkout.orderRow.discard', defaultMessage: 'Discard' },
  cancelApproved: { id: 'checkout.orderRow.cancelApproved', defaultMessage: 'Cancel request approved' },
  cancelDeclined: { id: 'checkout.orderRow.cancelDeclined', defaultMessage: 'Cancel request declined' },
  cancelPending: { id: 'checkout.orderRow.cancelPending', defaultMessage: 'Cancel request pending' },
  cancelRequested: { id: 'checkout.orderRow.cancelRequested', defaultMessage: 'Cancel requested' },
  sending: { id: 'checkout.orderRow.sending', defaultMessage: 'Sending…' },
  requestCancel: { id: 'checkout.orderRow.requestCancel', defaultMessage: 'Request Cancel' },
  price: { id: 'checkout.orderRow.price', defaultMessage: 'Price' },
  paymentStatus: { id: 'checkout.orderRow.paymentStatus', defaultMessage: 'Payment Status' },
  orderStatus: { id: 'checkout.orderRow.orderStatus', defaultMessage: 'Order Status' },
});
const messages = ORDER_ROW;

/** The package an order is of (PACKAGE_NAMES, lower case: CSS capitalises where the language does). */
const PACKAGE_LABELS: Record<string, MessageDescriptor> = defineMessages({
  basic: { id: 'checkout.orderRow.package.basic', defaultMessage: 'basic' },
  standard: { id: 'checkout.orderRow.package.standard', defaultMessage: 'standard' },
  premium: { id: 'checkout.orderRow.package.premium', defaultMessage: 'premium' },
  // CUSTOM_OFFER_PACKAGE: an order paid for an accepted custom offer.
  'custom offer': { id: 'checkout.orderRow.package.customOffer', defaultMessage: 'custom offer' },
});

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
  const intl = useIntlOrDefault();
  if (order.payment.status === 'pending' && order.order_status !== 'cancelled') {
    return (
      <Badge bg="secondary" data-testid="unpaid">
        {intl.formatMessage(messages.awaitingPayment)}
      </Badge>
    );
  }
  if (order.payment.status === 'failed' && order.payment.cancelled) {
    return (
      <Badge bg="secondary" data-testid="unpaid">
        {intl.formatMessage(messages.paymentCancelled)}
      </Badge>
    );
  }
  if (order.payment.status === 'failed') {
    return (
      <Badge bg="danger" data-testid="unpaid">
        {intl.formatMessage(messages.paymentFailed)}
      </Badge>
    );
  }
  return <OrderStatusBadge status={order.order_status} />;
}

/** What tells two orders of the same service apart: the package, the date and the short number. */
export function OrderFacts({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  const packageLabel = PACKAGE_LABELS[order.service.type];
  return (
    <div className="small text-body-secondary" data-testid="order-facts">
      <span className="text-capitalize">
        {packageLabel ? intl.formatMessage(packageLabel) : order.service.type}
      </span>
      {' · '}
      <time dateTime={order.createdAt}>{formatDate(order.createdAt, intl.locale)}</time>
      {' · '}
      <span className="font-monospace">{shortOrderNumber(order._id)}</span>
    </div>
  );
}

function DetailsLink({ order }: { order: Order }) {
  const intl = useIntlOrDefault();
  return (
    <Link className="btn btn-sm btn-outline-primary" to={`/orders/${order._id}`}>
      {intl.formatMessage(messages.details)}
    </Link>
  );
}

export function OrderActions({ order, busy, onAsk, onPay }: RowProps) {
  const intl = useIntlOrDefault();
  if (isPayable(order)) {
    return (
      <>
        <Button size="sm" variant="success" disabled={busy} onClick={() => onPay(order)}>
          {intl.formatMessage(busy ? messages.opening : messages.completePayment)}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={() => onAsk({ action: 'discard', order })}
        >
          {intl.formatMessage(messages.discard)}
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
  const intl = useIntlOrDefault();
  if (order.cancellation?.status === 'approved') {
    return <Badge bg="secondary">{intl.formatMessage(messages.cancelApproved)}</Badge>;
  }
  if (order.cancellation?.status === 'declined') {
    return <Badge bg="danger">{intl.formatMessage(messages.cancelDeclined)}</Badge>;
  }
  if (order.cancel_request) {
    return (
      <>
        <Badge bg="warning" text="dark">
          {intl.formatMessage(messages.cancelPending)}
        </Badge>
        <Button size="sm" variant="outline-secondary" disabled>
          {intl.formatMessage(messages.cancelRequested)}
        </Button>
      </>
    );
  }
  if (!canRequestCancel(orderFactsOf(order))) return null;
  return (
    <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onCancel(order)}>
      {intl.formatMessage(busy ? messages.sending : messages.requestCancel)}
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
      <td>
        <OrderAmount order={order} amount={order.service.price} />
      </td>
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
  const intl = useIntlOrDefault();
  return (
    <Card data-order-id={order._id}>
      <Card.Body>
        <Card.Title as="h3" className="h6 mb-1">
          {order.service.name}
        </Card.Title>
        <OrderFacts order={order} />
        <dl className="row small my-2">
          <dt className="col-5">{intl.formatMessage(messages.price)}</dt>
          <dd className="col-7">
            <OrderAmount order={order} amount={order.service.price} />
          </dd>
          <dt className="col-5">{intl.formatMessage(messages.paymentStatus)}</dt>
          <dd className="col-7">
            <PaymentStatusBadge status={paymentStatusLabel(order.payment)} />
          </dd>
          <dt className="col-5">{intl.formatMessage(messages.orderStatus)}</dt>
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
