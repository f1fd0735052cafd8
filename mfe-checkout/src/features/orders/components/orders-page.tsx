import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { messageOf } from '@market/api-client';
import { formatDollars } from '@market/contracts';
import {
  ConfirmDialog,
  LoadingBlock,
  OrderStatusBadge,
  PaymentStatusBadge,
  toast,
  useLoad,
} from '@market/ui';
import { completePayment, discardOrder, listMyOrders, requestCancel } from '../api/orders-api';
import type { Order } from '../api/order-types';

const loadOrders = () => listMyOrders();

/** An order whose payment never went through: awaiting it, or failed/expired. */
export function isUnpaid(order: Order): boolean {
  return order.payment.status === 'pending' || order.payment.status === 'failed';
}

/**
 * Whether the buyer may still ask to cancel (the server checks the order status the same way);
 * an unpaid order has nothing to cancel.
 */
export function canRequestCancel(order: Order): boolean {
  return (
    !isUnpaid(order) &&
    !order.cancel_request &&
    order.order_status !== 'completed' &&
    order.order_status !== 'cancelled'
  );
}

/** The order status, or what an unpaid order really is. */
function OrderStateBadge({ order }: { order: Order }) {
  if (order.payment.status === 'pending' && order.order_status !== 'cancelled') {
    return (
      <Badge bg="secondary" data-testid="unpaid">
        Awaiting payment
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

/** An order still awaiting payment (not cancelled), or whose payment failed: the buyer may pay or discard it. */
function isPayable(order: Order): boolean {
  return isUnpaid(order) && !(order.payment.status === 'pending' && order.order_status === 'cancelled');
}

type Asking = { action: 'cancel' | 'discard'; order: Order };

interface ActionsProps {
  order: Order;
  busy: boolean;
  onAsk: (asking: Asking) => void;
  onPay: (order: Order) => void;
}

function OrderActions({ order, busy, onAsk, onPay }: ActionsProps) {
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
  if (!canRequestCancel(order)) return null;
  return (
    <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onCancel(order)}>
      {busy ? 'Sending…' : 'Request Cancel'}
    </Button>
  );
}

/**
 * My Orders (/orders): the signed-in buyer's orders, a table on wide screens and cards on small ones.
 * A paid order may be asked to cancel; an unpaid one may be paid after all or discarded.
 */
export function OrdersPage({
  redirect = (url: string) => window.location.assign(url),
}: {
  redirect?: (url: string) => void;
}) {
  const { state, replace } = useLoad('mine', loadOrders);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState('');

  function closeDialog() {
    setAsking(null);
    setReason('');
  }

  async function confirmCancel(order: Order) {
    if (state.status !== 'ready') return;
    setBusyId(order._id);
    try {
      const updated = await requestCancel(order._id, reason);
      replace(
        state.data.map((item) =>
          item._id === order._id ? { ...item, ...updated, cancel_request: true } : item,
        ),
      );
      toast.success('Cancel request sent.');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to send cancel request.'));
    } finally {
      setBusyId(null);
      closeDialog();
    }
  }

  async function confirmDiscard(order: Order) {
    if (state.status !== 'ready') return;
    setBusyId(order._id);
    try {
      await discardOrder(order._id);
      replace(state.data.filter((item) => item._id !== order._id));
      toast.success('Order discarded.');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to discard the order.'));
    } finally {
      setBusyId(null);
      closeDialog();
    }
  }

  async function pay(order: Order) {
    setBusyId(order._id);
    try {
      const { url } = await completePayment(order._id);
      redirect(url);
    } catch (error) {
      setBusyId(null);
      toast.error(messageOf(error, 'Failed to open the payment page.'));
    }
  }

  const actions = (order: Order) => (
    <OrderActions order={order} busy={busyId === order._id} onAsk={setAsking} onPay={(o) => void pay(o)} />
  );

  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">My Orders</h1>
      <ConfirmDialog
        show={asking?.action === 'discard'}
        title="Discard unpaid order"
        message={`Discard your unpaid order of ${asking?.order.service.name ?? 'this service'}? Its payment page closes and it leaves this list.`}
        confirmLabel="Discard"
        cancelLabel="Keep order"
        busy={busyId !== null}
        onConfirm={() => asking && void confirmDiscard(asking.order)}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        show={asking?.action === 'cancel'}
        title="Request cancellation"
        message={`Ask to cancel your order of ${asking?.order.service.name ?? 'this service'}? This cannot be undone.`}
        confirmLabel="Request Cancel"
        cancelLabel="Keep order"
        busy={busyId !== null}
        onConfirm={() => asking && void confirmCancel(asking.order)}
        onCancel={closeDialog}
      >
        <Form.Group controlId="cancel-reason">
          <Form.Label>Reason (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Group>
      </ConfirmDialog>
      {state.status === 'loading' && <LoadingBlock />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch your orders.</Alert>}
      {state.status === 'ready' && state.data.length === 0 && (
        <Alert variant="light" className="border">
          You have no orders yet. <Link to="/services">Browse services</Link>
        </Alert>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <div className="d-none d-md-block">
            <Table responsive hover className="align-middle">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Price</th>
                  <th scope="col">Payment Status</th>
                  <th scope="col">Order Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((order) => (
                  <tr key={order._id} data-order-id={order._id}>
                    <td>
                      <div className="fw-semibold">{order.service.name}</div>
                      <div className="small text-body-secondary text-capitalize">{order.service.type}</div>
                    </td>
                    <td>{formatDollars(order.service.price)}</td>
                    <td>
                      <PaymentStatusBadge status={order.payment.status} />
                    </td>
                    <td>
                      <OrderStateBadge order={order} />
                    </td>
                    <td>
                      <div className="d-flex flex-wrap align-items-center gap-2">
                        <Link className="btn btn-sm btn-outline-primary" to={`/orders/${order._id}`}>
                          Details
                        </Link>
                        {actions(order)}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <div className="d-md-none d-grid gap-3">
            {state.data.map((order) => (
              <Card key={order._id} data-order-id={order._id}>
                <Card.Body>
                  <Card.Title as="h2" className="h6">
                    {order.service.name}
                  </Card.Title>
                  <dl className="row small mb-2">
                    <dt className="col-5">Price</dt>
                    <dd className="col-7">{formatDollars(order.service.price)}</dd>
                    <dt className="col-5">Payment Status</dt>
                    <dd className="col-7">
                      <PaymentStatusBadge status={order.payment.status} />
                    </dd>
                    <dt className="col-5">Order Status</dt>
                    <dd className="col-7">
                      <OrderStateBadge order={order} />
                    </dd>
                  </dl>
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <Link className="btn btn-sm btn-outline-primary" to={`/orders/${order._id}`}>
                      Details
                    </Link>
                    {actions(order)}
                  </div>
                </Card.Body>
              </Card>
            ))}
          </div>
        </>
      )}
    </Container>
  );
}
