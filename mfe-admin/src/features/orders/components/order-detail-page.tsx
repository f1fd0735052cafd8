import { useState } from 'react';
import { Link, useParams } from '@market/router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorTextIn, LoadingBlock, toast } from '@market/ui';
import {
  OrderDetails,
  orderStatusVariant,
  paymentMethodName,
  RefundsSection,
  useOrderDocuments,
} from '@market/ui/orders';
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
import { MilestonesCard } from './milestones-card';
import { refundablePayments, refundOnCancelOf, RefundDialog, type RefundRequest } from './refund-dialog';
import { useFormats } from '@/shared/lib/use-formats';
import { untyped } from '@/shared/lib/untyped';

const MARK_AS = defineMessages<OrderStatus>({
  pending: { id: 'admin.orders.detail.markPending', defaultMessage: 'Mark as pending' },
  'in progress': { id: 'admin.orders.detail.markInProgress', defaultMessage: 'Mark as in progress' },
  completed: { id: 'admin.orders.detail.markCompleted', defaultMessage: 'Mark as completed' },
  cancelled: { id: 'admin.orders.detail.markCancelled', defaultMessage: 'Mark as cancelled' },
});

const MARKED_AS = defineMessages<OrderStatus>({
  pending: { id: 'admin.orders.detail.markedPending', defaultMessage: 'Order marked as pending.' },
  'in progress': {
    id: 'admin.orders.detail.markedInProgress',
    defaultMessage: 'Order marked as in progress.',
  },
  completed: { id: 'admin.orders.detail.markedCompleted', defaultMessage: 'Order marked as completed.' },
  cancelled: { id: 'admin.orders.detail.markedCancelled', defaultMessage: 'Order marked as cancelled.' },
});

const messages = untyped(
  defineMessages({
    setStatus: { id: 'admin.orders.detail.setStatus', defaultMessage: 'Set order status' },
    loading: { id: 'admin.orders.detail.loading', defaultMessage: 'Loading order…' },
    loadFailed: { id: 'admin.orders.detail.loadFailed', defaultMessage: 'Failed to load order.' },
    refunded: { id: 'admin.orders.detail.paymentRefunded', defaultMessage: 'The payment was refunded.' },
    updateFailed: { id: 'admin.orders.detail.updateFailed', defaultMessage: 'Failed to update status' },
    invalidResponse: {
      id: 'admin.orders.detail.invalidResponse',
      defaultMessage: 'Invalid response from server',
    },
    approved: {
      id: 'admin.orders.detail.requestApproved',
      defaultMessage: 'Cancel request approved: the order is cancelled.',
    },
    declined: { id: 'admin.orders.detail.requestDeclined', defaultMessage: 'Cancel request declined.' },
    refundedAmount: { id: 'admin.orders.detail.refundedAmount', defaultMessage: 'Refunded {amount}.' },
    cancellationPending: {
      id: 'admin.orders.detail.cancellationPending',
      defaultMessage: 'Waiting for your answer',
    },
    cancellationApproved: { id: 'admin.orders.detail.cancellationApproved', defaultMessage: 'Approved' },
    cancellationDeclined: { id: 'admin.orders.detail.cancellationDeclined', defaultMessage: 'Declined' },
    cancelRequested: { id: 'admin.orders.detail.cancelRequested', defaultMessage: 'Cancel requested' },
    cancellationNone: { id: 'admin.orders.detail.cancellationNone', defaultMessage: 'None' },
    waitingTitle: { id: 'admin.orders.detail.waitingTitle', defaultMessage: 'A cancel request is waiting' },
    waitingText: {
      id: 'admin.orders.detail.waitingText',
      defaultMessage: 'This order has a cancel request waiting: answer it first, or complete anyway.',
    },
    completeAnyway: { id: 'admin.orders.detail.completeAnyway', defaultMessage: 'Complete anyway' },
    answerFirst: { id: 'admin.orders.detail.answerFirst', defaultMessage: 'Answer it first' },
    cancelPaidTitle: { id: 'admin.orders.detail.cancelPaidTitle', defaultMessage: 'Cancel a paid order' },
    cancelPaidText: {
      id: 'admin.orders.detail.cancelPaidText',
      defaultMessage: 'This order was paid ({amount} through {method}). Refund it as you cancel it?',
    },
    cancelAndRefund: { id: 'admin.orders.detail.cancelAndRefund', defaultMessage: 'Cancel and refund' },
    cancelWithoutRefund: {
      id: 'admin.orders.detail.cancelWithoutRefund',
      defaultMessage: 'Cancel without refund',
    },
    keepOrder: { id: 'admin.orders.detail.keepOrder', defaultMessage: 'Keep order' },
    refundRemaining: {
      id: 'admin.orders.detail.refundRemaining',
      defaultMessage: 'Refund the remaining {amount}',
    },
    refundInFull: { id: 'admin.orders.detail.refundInFull', defaultMessage: 'Refund {amount} in full' },
  }),
);

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
  const intl = useIntl();
  const refunded = order.payment.status === 'refunded';
  return (
    <>
      <div
        className="d-flex flex-wrap gap-2"
        role="group"
        aria-label={intl.formatMessage(messages.setStatus)}
      >
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
              <FormattedMessage {...MARK_AS[status]} />
            </Button>
          );
        })}
      </div>
      {refunded && (
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage
            id="admin.orders.detail.refundedLocked"
            defaultMessage="This order was refunded: it stays cancelled."
          />
        </p>
      )}
    </>
  );
}

/** Admin order detail (/admin/orders/:id): the order, its status buttons and its invoice. */
export function AdminOrderDetailPage() {
  const { id } = useParams();
  const intl = useIntl();
  const format = useFormats();
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

  if (state.status === 'loading') return <LoadingBlock label={intl.formatMessage(messages.loading)} />;
  if (state.status === 'error') {
    return (
      <AdminScreen>
        <Alert variant="danger">
          {errorTextIn(intl, state.error, intl.formatMessage(messages.loadFailed))}
        </Alert>
        <Link to="/admin/orders">
          <FormattedMessage id="admin.orders.detail.back" defaultMessage="Back to All Orders" />
        </Link>
      </AdminScreen>
    );
  }
  const order = state.data;

  async function setStatus(next: OrderStatus, options: { refund?: boolean } = {}) {
    setUpdating(true);
    try {
      const updated = await updateOrderStatus(order._id, next, options);
      replace(updated);
      toast.success(intl.formatMessage(MARKED_AS[updated.order_status]));
      if (updated.payment.status === 'refunded' && order.payment.status === 'paid')
        toast.info(intl.formatMessage(messages.refunded));
    } catch (error) {
      toast.error(
        error instanceof InvalidResponseError
          ? intl.formatMessage(messages.invalidResponse)
          : errorTextIn(intl, error, intl.formatMessage(messages.updateFailed)),
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
    toast.success(intl.formatMessage(decision.approve ? messages.approved : messages.declined));
    if (updated.payment.status === 'refunded' && order.payment.status === 'paid')
      toast.info(intl.formatMessage(messages.refunded));
  }

  function onPick(next: OrderStatus) {
    if (needsRefundConfirmation(order, next)) setConfirmCancel(true);
    else if (needsCancelRequestConfirmation(order, next)) setConfirmComplete(true);
    else void setStatus(next);
  }

  async function onRefund(refund: RefundRequest) {
    const updated = await refundOrder(order._id, refund, refundKey!);
    replace(updated);
    setRefundKey(null);
    toast.success(intl.formatMessage(messages.refundedAmount, { amount: format.money(refund.amount) }));
  }

  return (
    <AdminScreen>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <h1 className="h2 mb-0 me-auto">
          <FormattedMessage id="admin.orders.detail.title" defaultMessage="Order Details" />
        </h1>
        {canRefund && refundablePayments(order).length > 0 && (
          <Button variant="outline-danger" onClick={() => setRefundKey(crypto.randomUUID())}>
            <FormattedMessage id="admin.orders.detail.refund" defaultMessage="Refund" />
          </Button>
        )}
        <Button onClick={() => void documents.downloadInvoice(order)} disabled={documents.preparingInvoice}>
          {documents.preparingInvoice ? (
            <FormattedMessage id="admin.orders.detail.preparing" defaultMessage="Preparing…" />
          ) : (
            <FormattedMessage id="admin.orders.detail.downloadPdf" defaultMessage="Download PDF" />
          )}
        </Button>
      </div>
      <OrderDetails
        order={order}
        showBuyerId
        cancellation={
          order.cancellation
            ? intl.formatMessage(
                {
                  pending: messages.cancellationPending,
                  approved: messages.cancellationApproved,
                  declined: messages.cancellationDeclined,
                }[order.cancellation.status],
              )
            : intl.formatMessage(order.cancel_request ? messages.cancelRequested : messages.cancellationNone)
        }
      />
      <Card className="mt-3">
        <Card.Body>
          <h2 className="h6 mb-2">
            <FormattedMessage id="admin.orders.detail.assignee" defaultMessage="Assignee" />
          </h2>
          <AssigneeControl order={order} onChange={replace} picker />
        </Card.Body>
      </Card>
      <MilestonesCard order={order} canCancel={canCancel} onChange={replace} />
      <FulfilmentCard order={order} onChange={replace} />
      <RefundsSection
        refunds={order.refunds ?? []}
        currency={order.currency}
        onDownload={(refund) => void documents.downloadCreditNote(order, refund)}
        downloading={documents.preparingNote}
      />
      {canCancel && <CancelRequestPanel order={order} onResolve={resolveRequest} />}
      {canWork && (
        <Card className="mt-3">
          <Card.Body>
            <h2 className="h6 mb-3">
              <FormattedMessage id="admin.orders.detail.updateStatus" defaultMessage="Update status" />
            </h2>
            <StatusButtons order={order} busy={updating} onPick={onPick} />
          </Card.Body>
        </Card>
      )}
      <Link to="/admin/orders" className="d-inline-block mt-4">
        <FormattedMessage id="admin.orders.detail.back" defaultMessage="Back to All Orders" />
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
        title={intl.formatMessage(messages.waitingTitle)}
        message={intl.formatMessage(messages.waitingText)}
        confirmLabel={intl.formatMessage(messages.completeAnyway)}
        confirmVariant="primary"
        cancelLabel={intl.formatMessage(messages.answerFirst)}
        busy={updating}
        onConfirm={() => {
          setConfirmComplete(false);
          void setStatus('completed');
        }}
        onCancel={() => setConfirmComplete(false)}
      />
      <ConfirmDialog
        show={confirmCancel}
        title={intl.formatMessage(messages.cancelPaidTitle)}
        message={intl.formatMessage(messages.cancelPaidText, {
          amount: format.money(order.service.price),
          method: paymentMethodName(order.payment.method),
        })}
        confirmLabel={intl.formatMessage(
          refundOnCancel ? messages.cancelAndRefund : messages.cancelWithoutRefund,
        )}
        cancelLabel={intl.formatMessage(messages.keepOrder)}
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
              ? intl.formatMessage(messages.refundRemaining, {
                  amount: format.money(refundOnCancelOf(order)),
                })
              : intl.formatMessage(messages.refundInFull, { amount: format.money(refundOnCancelOf(order)) })
          }
          checked={refundOnCancel}
          onChange={() => setRefundOnCancel(true)}
        />
        <Form.Check
          type="radio"
          id="cancel-without-refund"
          name="cancel-refund"
          label={intl.formatMessage(messages.cancelWithoutRefund)}
          checked={!refundOnCancel}
          onChange={() => setRefundOnCancel(false)}
        />
      </ConfirmDialog>
    </AdminScreen>
  );
}
