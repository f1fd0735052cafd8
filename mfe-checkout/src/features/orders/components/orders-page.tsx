import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { messageOf } from '@market/api-client';
import { formatDollars } from '@market/contracts';
import { ConfirmDialog, toast, OrderStatusBadge, PaymentStatusBadge, useLoad } from '@market/ui';
import { listMyOrders, requestCancel } from '../api/orders-api';
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
  return <OrderStatusBadge status={String(order.order_status)} />;
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

/** My Orders (/orders): the signed-in buyer's orders, a table on wide screens and cards on small ones. */
export function OrdersPage() {
  const { state, replace } = useLoad('mine', loadOrders);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Order | null>(null);
  const [reason, setReason] = useState('');

  async function confirmCancel() {
    const order = asking;
    if (!order || state.status !== 'ready') return;
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
      setAsking(null);
      setReason('');
    }
  }

  return (
    <Container className="py-4">
      <h1 className="h2 mb-4">My Orders</h1>
      <ConfirmDialog
        show={asking !== null}
        title="Request cancellation"
        message={`Ask to cancel your order of ${asking?.service.name ?? 'this service'}? This cannot be undone.`}
        confirmLabel="Request Cancel"
        cancelLabel="Keep order"
        busy={busyId !== null}
        onConfirm={() => void confirmCancel()}
        onCancel={() => {
          setAsking(null);
          setReason('');
        }}
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
      {state.status === 'loading' && (
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Loading…</span>
          </Spinner>
        </div>
      )}
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
                      <PaymentStatusBadge status={String(order.payment.status)} />
                    </td>
                    <td>
                      <OrderStateBadge order={order} />
                    </td>
                    <td>
                      <div className="d-flex flex-wrap align-items-center gap-2">
                        <Link className="btn btn-sm btn-outline-primary" to={`/orders/${order._id}`}>
                          Details
                        </Link>
                        <CancelAction order={order} busy={busyId === order._id} onCancel={setAsking} />
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
                      <PaymentStatusBadge status={String(order.payment.status)} />
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
                    <CancelAction order={order} busy={busyId === order._id} onCancel={setAsking} />
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
