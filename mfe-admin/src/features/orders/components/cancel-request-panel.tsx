import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { formatDollars } from '@market/contracts';
import { ConfirmDialog, toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';

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
  const [asking, setAsking] = useState<'approve' | 'decline' | null>(null);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancellation = order.cancellation;
  if (cancellation?.status !== 'pending') {
    if (cancellation?.status !== 'declined' || !cancellation.response) return null;
    return (
      <Alert variant="secondary" className="mt-3 mb-0">
        <strong>Cancel request declined.</strong> Your message: {cancellation.response}
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
      toast.error(messageOf(error, 'Failed to answer the cancel request'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert variant="warning" className="mt-3 mb-0" aria-label="Cancel request">
      <h2 className="h6">The buyer asked to cancel this order</h2>
      <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
        {cancellation.reason ? `Reason: ${cancellation.reason}` : 'No reason given.'}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => setAsking('approve')}>
          Approve
        </Button>
        <Button variant="outline-secondary" className="bg-body" onClick={() => setAsking('decline')}>
          Decline
        </Button>
      </div>
      <ConfirmDialog
        show={asking === 'approve'}
        title="Approve the cancel request"
        message={
          paid
            ? `The order is cancelled and ${formatDollars(order.service.price)} refunded in full to the buyer.`
            : 'The order is cancelled. Nothing was paid, so nothing is refunded.'
        }
        confirmLabel={paid ? 'Approve and refund' : 'Approve'}
        cancelLabel="Back"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <ConfirmDialog
        show={asking === 'decline'}
        title="Decline the cancel request"
        message="The order stays as it is. Tell the buyer why: they read it on the order and by mail."
        confirmLabel="Decline"
        confirmVariant="primary"
        cancelLabel="Back"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <Form.Group controlId="decline-message">
          <Form.Label>Message to the buyer</Form.Label>
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
          <Form.Control.Feedback type="invalid">A message to the buyer is required</Form.Control.Feedback>
        </Form.Group>
      </ConfirmDialog>
    </Alert>
  );
}
