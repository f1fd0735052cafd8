import { useState } from 'react';
import { Link } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { messageOf } from '@market/api-client';
import { ConfirmDialog, LoadingBlock, toast, useLoad } from '@market/ui';
import { completePayment, discardOrder, listMyOrders, requestCancel } from '../api/orders-api';
import type { Order } from '../api/order-types';
import { isPayable, OrderCard, OrderTableRow, type Asking } from './order-row';
import { UnfinishedPayments } from './unfinished-payments';

const loadOrders = () => listMyOrders();

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

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
  const [discardingAll, setDiscardingAll] = useState(false);
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

  /** Discards every unfinished payment one by one; those the server refuses stay listed. */
  async function confirmDiscardAll(unfinished: Order[]) {
    if (state.status !== 'ready') return;
    setBusyId('all');
    const discarded = new Set<string>();
    for (const order of unfinished) {
      try {
        await discardOrder(order._id);
        discarded.add(order._id);
      } catch {
        // Paid meanwhile, or already gone: it stays (or shows as it now is) after a reload.
      }
    }
    replace(state.data.filter((item) => !discarded.has(item._id)));
    if (discarded.size === unfinished.length) toast.success('Unfinished payments discarded.');
    else toast.error(`${unfinished.length - discarded.size} of them could not be discarded.`);
    setBusyId(null);
    setDiscardingAll(false);
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

  const orders = state.status === 'ready' ? state.data : [];
  const unfinished = orders.filter(isPayable).sort(newestFirst);
  const settled = orders.filter((order) => !isPayable(order));
  const row = (order: Order) => ({
    order,
    busy: busyId === order._id,
    onAsk: setAsking,
    onPay: (o: Order) => void pay(o),
  });

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
      <ConfirmDialog
        show={discardingAll}
        title="Discard unfinished payments"
        message={`Discard all ${unfinished.length} unfinished payments? Their payment pages close and they leave this list.`}
        confirmLabel="Discard all"
        cancelLabel="Keep them"
        busy={busyId !== null}
        onConfirm={() => void confirmDiscardAll(unfinished)}
        onCancel={() => setDiscardingAll(false)}
      />
      {state.status === 'loading' && <LoadingBlock />}
      {state.status === 'error' && <Alert variant="danger">Failed to fetch your orders.</Alert>}
      {state.status === 'ready' && state.data.length === 0 && (
        <Alert variant="light" className="border">
          You have no orders yet. <Link to="/services">Browse services</Link>
        </Alert>
      )}
      {settled.length > 0 && (
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
                {settled.map((order) => (
                  <OrderTableRow key={order._id} {...row(order)} />
                ))}
              </tbody>
            </Table>
          </div>
          <div className="d-md-none d-grid gap-3">
            {settled.map((order) => (
              <OrderCard key={order._id} {...row(order)} />
            ))}
          </div>
        </>
      )}
      <UnfinishedPayments
        orders={unfinished}
        busyId={busyId}
        onAsk={setAsking}
        onPay={(o) => void pay(o)}
        onDiscardAll={() => setDiscardingAll(true)}
      />
    </Container>
  );
}
