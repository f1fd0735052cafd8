import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, errorTextIn, toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { useFormats } from '@/shared/lib/use-formats';
import { untyped } from '@/shared/lib/untyped';
import { refundOnCancelOf } from './refund-dialog';

const messages = untyped(
  defineMessages({
    failed: {
      id: 'admin.orders.cancelRequest.failed',
      defaultMessage: 'Failed to answer the cancel request',
    },
    label: { id: 'admin.orders.cancelRequest.label', defaultMessage: 'Cancel request' },
    approveTitle: {
      id: 'admin.orders.cancelRequest.approveTitle',
      defaultMessage: 'Approve the cancel request',
    },
    approvePaid: {
      id: 'admin.orders.cancelRequest.approvePaid',
      defaultMessage: 'The order is cancelled and {amount} refunded in full to the buyer.',
    },
    approveUnpaid: {
      id: 'admin.orders.cancelRequest.approveUnpaid',
      defaultMessage: 'The order is cancelled. Nothing was paid, so nothing is refunded.',
    },
    approveAndRefund: {
      id: 'admin.orders.cancelRequest.approveAndRefund',
      defaultMessage: 'Approve and refund',
    },
    approve: { id: 'admin.orders.cancelRequest.approve', defaultMessage: 'Approve' },
    back: { id: 'admin.orders.cancelRequest.back', defaultMessage: 'Back' },
    declineTitle: {
      id: 'admin.orders.cancelRequest.declineTitle',
      defaultMessage: 'Decline the cancel request',
    },
    declineText: {
      id: 'admin.orders.cancelRequest.declineText',
      defaultMessage: 'The order stays as it is. Tell the buyer why: they read it on the order and by mail.',
    },
    decline: { id: 'admin.orders.cancelRequest.decline', defaultMessage: 'Decline' },
  }),
);

type Decision = { approve: true } | { approve: false; message: string };

interface CancelRequestPanelProps {
  order: AdminOrder;
  /** Sends the decision; rejects with the server's error. */
  onResolve: (decision: Decision) => Promise<void>;
}

/**
 * The buyer's cancel request waiting for an answer: their reason, and Approve (the order is
 * cancelled, refunded in full when paid) or Decline (with a message the buyer reads). Nothing
 * when no request waits; the answer of a resolved one is shown beside the order status.
 */
export function CancelRequestPanel({ order, onResolve }: CancelRequestPanelProps) {
  const intl = useIntl();
  const format = useFormats();
  const [asking, setAsking] = useState<'approve' | 'decline' | null>(null);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancellation = order.cancellation;
  if (cancellation?.status !== 'pending') {
    if (cancellation?.status !== 'declined' || !cancellation.response) return null;
    return (
      <Alert variant="secondary" className="mt-3 mb-0">
        <FormattedMessage
          id="admin.orders.cancelRequest.declined"
          defaultMessage="<b>Cancel request declined.</b> Your message: {response}"
          values={{ b: (chunks) => <strong>{chunks}</strong>, response: cancellation.response }}
        />
      </Alert>
    );
  }
  const paid = order.payment.status === 'paid';

  function close() {
    setAsking(null);
    setMessage('');
    setInvalid(false);
  }

  async function confirm() {
    if (asking === 'decline' && !message.trim()) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onResolve(asking === 'approve' ? { approve: true } : { approve: false, message: message.trim() });
      close();
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert variant="warning" className="mt-3 mb-0" aria-label={intl.formatMessage(messages.label)}>
      <h2 className="h6">
        <FormattedMessage
          id="admin.orders.cancelRequest.heading"
          defaultMessage="The buyer asked to cancel this order"
        />
      </h2>
      <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
        {cancellation.reason ? (
          <FormattedMessage
            id="admin.orders.cancelRequest.reason"
            defaultMessage="Reason: {reason}"
            values={{ reason: cancellation.reason }}
          />
        ) : (
          <FormattedMessage id="admin.orders.cancelRequest.noReason" defaultMessage="No reason given." />
        )}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => setAsking('approve')}>
          <FormattedMessage {...messages.approve} />
        </Button>
        <Button variant="outline-secondary" className="bg-body" onClick={() => setAsking('decline')}>
          <FormattedMessage {...messages.decline} />
        </Button>
      </div>
      <ConfirmDialog
        show={asking === 'approve'}
        title={intl.formatMessage(messages.approveTitle)}
        message={
          paid
            ? intl.formatMessage(messages.approvePaid, { amount: format.money(refundOnCancelOf(order)) })
            : intl.formatMessage(messages.approveUnpaid)
        }
        confirmLabel={intl.formatMessage(paid ? messages.approveAndRefund : messages.approve)}
        cancelLabel={intl.formatMessage(messages.back)}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <ConfirmDialog
        show={asking === 'decline'}
        title={intl.formatMessage(messages.declineTitle)}
        message={intl.formatMessage(messages.declineText)}
        confirmLabel={intl.formatMessage(messages.decline)}
        confirmVariant="primary"
        cancelLabel={intl.formatMessage(messages.back)}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <Form.Group controlId="decline-message">
          <Form.Label>
            <FormattedMessage id="admin.orders.cancelRequest.message" defaultMessage="Message to the buyer" />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={1000}
            value={message}
            isInvalid={invalid}
            onChange={(event) => {
              setMessage(event.target.value);
              setInvalid(false);
            }}
          />
          <Form.Control.Feedback type="invalid">
            <FormattedMessage
              id="admin.orders.cancelRequest.messageRequired"
              defaultMessage="A message to the buyer is required"
            />
          </Form.Control.Feedback>
        </Form.Group>
      </ConfirmDialog>
    </Alert>
  );
}
