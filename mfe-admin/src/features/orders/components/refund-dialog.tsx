import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { messageOf } from '@market/api-client';
import { formatDollars, REFUND_REASON_MAX, toCents, fromCents } from '@market/contracts';
import { ConfirmDialog, toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';

/** What is left to refund of a paid order, in dollars. */
export function refundableOf(order: AdminOrder): number {
  if (order.payment.status !== 'paid') return 0;
  return fromCents(toCents(order.service.price) - toCents(order.payment.refundedAmount ?? 0));
}

/** The amount typed, in dollars, when it is a positive amount of whole cents up to `max`; else null. */
export function parseRefundAmount(text: string, max: number): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return amount > 0 && toCents(amount) <= toCents(max) ? amount : null;
}

interface RefundDialogProps {
  order: AdminOrder;
  show: boolean;
  onHide: () => void;
  /** Sends the refund; rejects with the server's error. */
  onRefund: (refund: { amount: number; reason: string }) => Promise<void>;
}

/** The admin's Refund dialog: the amount (prefilled with what is left) and a reason. */
export function RefundDialog({ order, show, onHide, onRefund }: RefundDialogProps) {
  const left = refundableOf(order);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const parsed = parseRefundAmount(amount, left);
  const reasonOk = reason.trim().length > 0;

  async function confirm() {
    setTouched(true);
    if (parsed === null || !reasonOk) return;
    setBusy(true);
    try {
      await onRefund({ amount: parsed, reason: reason.trim() });
    } catch (error) {
      toast.error(messageOf(error, 'Failed to refund'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      show={show}
      title="Refund"
      message={`Paid ${formatDollars(order.service.price)}; ${formatDollars(left)} can still be refunded. The buyer gets a credit note.`}
      confirmLabel="Refund"
      confirmVariant="primary"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onHide}
    >
      <Form.Group className="mb-3" controlId="refund-amount">
        <Form.Label>Amount</Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            isInvalid={touched && parsed === null}
            disabled={busy}
          />
          <Form.Control.Feedback type="invalid">
            Enter an amount more than $0.00 and at most {formatDollars(left)}.
          </Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
      <Form.Group controlId="refund-reason">
        <Form.Label>Reason</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          isInvalid={touched && !reasonOk}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">A reason is required.</Form.Control.Feedback>
      </Form.Group>
    </ConfirmDialog>
  );
}
