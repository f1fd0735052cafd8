import { useState } from 'react';
import { Link, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { formatDollars } from '@market/contracts';
import {
  LoadingBlock,
  OrderDetails,
  orderStatusVariant,
  paymentMethodName,
  RefundsSection,
  toast,
  useOrderDocuments,
} from '@market/ui';
import { useLiveOrder } from '@market/remotes';
import { AdminScreen } from '@/shared/components/admin-screen';
import { ConfirmDialog } from '@market/ui';
import { ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@/shared/api/order-types';
import { loadOrderDocuments } from '../api/invoice-remote';
import {
  approveCancelRequest,
  declineCancelRequest,
  getAdminOrder,
  InvalidResponseError,
  refundOrder,
  updateOrderStatus,
} from '../api/orders-api';
import { CancelRequestPanel } from './cancel-request-panel';
import { AssigneeControl } from './assignee-control';
import { useCan } from '@/shared/lib/use-can';
import { FulfilmentCard } from './fulfilment-card';
import { refundableOf, RefundDialog } from './refund-dialog';

/** Setting a paid order to cancelled refunds it (the server does it): ask first. */
export function needsRefundConfirmation(order: AdminOrder, next: OrderStatus): boolean {
  return next === 'cancelled' && order.payment.status === 'paid' && order.order_status !== 'cancelled';
}

/** Completing an order while its buyer waits for an answer to a cancel request: ask first. */
export function needsCancelRequestConfirmation(order: AdminOrder, next: OrderStatus): boolean {
  return next === 'completed' && order.cancellation?.status === 'pending';
}

/** A refunded order stays cancelled (the server refuses the other statuses too). */
export function isLockedStatus(order: AdminOrder, status: OrderStatus): boolean {
  return order.payment.status === 'refunded' && status !== 'cancelled';
}

function StatusButtons({
  order,
  busy,
  onPick,
}: {
  order: AdminOrder;
  busy: boolean;
  onPick: (status: OrderStatus) => void;
}) {
  const refunded = order.payment.status === 'refunded';
  return (
    <>
      <div className="d-flex flex-wrap gap-2" role="group" aria-label="Set order status">
        {ORDER_STATUSES.map((status) => {
          const current = order.order_status === status;
          // The current status in its colour; the others neutral (yellow outline text is too faint to read).
          return (
            <Button
              key={status}
              variant={current ? orderStatusVariant(status) : 'outline-secondary'}
              aria-pressed={current}
              disabled={busy || isLockedStatus(order, status)}
              onClick={() => onPick(status)}
            >
              Mark as {status}
            </Button>
          );
        })}
      </div>
      {refunded && (
        <p className="small text-body-secondary mt-2 mb-0">This order was refunded: it stays cancelled.</p>
      )}
    </>
  );
}

/** Admin order detail (/admin/orders/:id): the order, its status buttons and its invoice. */
export function AdminOrderDetailPage() {
  const { id } = useParams();
  // The buyer answered, asked for a revision or accepted, another admin acted: show it now, quietly.
  const { state, replace } = useLiveOrder(id, getAdminOrder);
  const [updating, setUpdating] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refundOnCancel, setRefundOnCancel] = useState(true);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const documents = useOrderDocuments(loadOrderDocuments);
  /** The open Refund dialog's request key (one per opening, so a retried request refunds once). */
  const [refundKey, setRefundKey] = useState<string | null>(null);
  const canRefund = useCan('orders.refund');
  const canWork = useCan('orders.work');
  const canCancel = useCan('orders.cancel');

  if (state.status === 'loading') return <LoadingBlock label="Loading order…" />;
  if (state.status === 'error') {
    return (
      <AdminScreen>
        <Alert variant="danger">{messageOf(state.error, 'Failed to load order.')}</Alert>
        <Link to="/admin/orders">Back to All Orders</Link>
      </AdminScreen>
    );
  }
  const order = state.data;

  async function setStatus(next: OrderStatus, options: { refund?: boolean } = {}) {
    setUpdating(true);
    try {
      const updated = await updateOrderStatus(order._id, next, options);
      replace(updated);
      toast.success(`Order marked as ${updated.order_status}.`);
      if (updated.payment.status === 'refunded' && order.payment.status === 'paid')
        toast.info('The payment was refunded.');
    } catch (error) {
      toast.error(
        error instanceof InvalidResponseError ? error.message : messageOf(error, 'Failed to update status'),
      );
    } finally {
      setUpdating(false);
      setConfirmCancel(false);
      setRefundOnCancel(true);
    }
  }

  async function resolveRequest(decision: { approve: true } | { approve: false; message: string }) {
    const updated = decision.approve
      ? await approveCancelRequest(order._id)
      : await declineCancelRequest(order._id, decision.message);
    replace(updated);
    toast.success(
      decision.approve ? 'Cancel request approved: the order is cancelled.' : 'Cancel request declined.',
    );
    if (updated.payment.status === 'refunded' && order.payment.status === 'paid')
      toast.info('The payment was refunded.');
  }

  function onPick(next: OrderStatus) {
    if (needsRefundConfirmation(order, next)) setConfirmCancel(true);
    else if (needsCancelRequestConfirmation(order, next)) setConfirmComplete(true);
    else void setStatus(next);
  }

  async function onRefund(refund: { amount: number; reason: string }) {
    const updated = await refundOrder(order._id, refund, refundKey!);
    replace(updated);
    setRefundKey(null);
    toast.success(`Refunded ${formatDollars(refund.amount)}.`);
  }

  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">Order Details</h1>
        {canRefund && refundableOf(order) > 0 && (
          <Button variant="outline-danger" onClick={() => setRefundKey(crypto.randomUUID())}>
            Refund
          </Button>
        )}
        <Button onClick={() => void documents.downloadInvoice(order)} disabled={documents.preparingInvoice}>
          {documents.preparingInvoice ? 'Preparing…' : 'Download PDF'}
        </Button>
      </div>
      <OrderDetails
        order={order}
        showBuyerId
        cancellation={
          order.cancellation
            ? { pending: 'Waiting for your answer', approved: 'Approved', declined: 'Declined' }[
                order.cancellation.status
              ]
            : order.cancel_request
              ? 'Cancel requested'
              : 'None'
        }
      />
      <Card className="mt-3">
        <Card.Body>
          <h2 className="h6 mb-2">Assignee</h2>
          <AssigneeControl order={order} onChange={replace} />
        </Card.Body>
      </Card>
      <FulfilmentCard order={order} onChange={replace} />
      <RefundsSection
        refunds={order.refunds ?? []}
        onDownload={(refund) => void documents.downloadCreditNote(order, refund)}
        downloading={documents.preparingNote}
      />
      {canCancel && <CancelRequestPanel order={order} onResolve={resolveRequest} />}
      {canWork && (
        <Card className="mt-3">
          <Card.Body>
            <h2 className="h6 mb-3">Update status</h2>
            <StatusButtons order={order} busy={updating} onPick={onPick} />
          </Card.Body>
        </Card>
      )}
      <Link to="/admin/orders" className="d-inline-block mt-4">
        Back to All Orders
      </Link>
      {refundKey && (
        <RefundDialog
          key={refundKey}
          order={order}
          show
          onHide={() => setRefundKey(null)}
          onRefund={onRefund}
        />
      )}
      <ConfirmDialog
        show={confirmComplete}
        title="A cancel request is waiting"
        message="This order has a cancel request waiting: answer it first, or complete anyway."
        confirmLabel="Complete anyway"
        confirmVariant="primary"
        cancelLabel="Answer it first"
        busy={updating}
        onConfirm={() => {
          setConfirmComplete(false);
          void setStatus('completed');
        }}
        onCancel={() => setConfirmComplete(false)}
      />
      <ConfirmDialog
        show={confirmCancel}
        title="Cancel a paid order"
        message={`This order was paid (${formatDollars(order.service.price)} through ${paymentMethodName(order.payment.method)}). Refund it as you cancel it?`}
        confirmLabel={refundOnCancel ? 'Cancel and refund' : 'Cancel without refund'}
        cancelLabel="Keep order"
        busy={updating}
        onConfirm={() => void setStatus('cancelled', { refund: refundOnCancel })}
        onCancel={() => {
          setConfirmCancel(false);
          setRefundOnCancel(true);
        }}
      >
        <Form.Check
          type="radio"
          id="cancel-with-refund"
          name="cancel-refund"
          label={
            order.payment.refundedAmount
              ? `Refund the remaining ${formatDollars(refundableOf(order))}`
              : `Refund ${formatDollars(order.service.price)} in full`
          }
          checked={refundOnCancel}
          onChange={() => setRefundOnCancel(true)}
        />
        <Form.Check
          type="radio"
          id="cancel-without-refund"
          name="cancel-refund"
          label="Cancel without refund"
          checked={!refundOnCancel}
          onChange={() => setRefundOnCancel(false)}
        />
      </ConfirmDialog>
    </AdminScreen>
  );
}
