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

/**
 * The amount typed, in dollars, when it is a positive amount of whole cents up to `max`; else the
 * rule it breaks, in words (a third decimal is named as such, not as a range).
 */
export function parseRefundAmount(text: string, max: number): { amount: number } | { problem: string } {
  const typed = text.trim();
  if (!/^\d*\.?\d*$/.test(typed) || !/\d/.test(typed)) {
    return { problem: 'Enter the amount as a number, like 12.50.' };
  }
  if (/\.\d{3,}$/.test(typed)) return { problem: 'Use at most two decimals: amounts are in whole cents.' };
  const amount = Number(typed);
  if (!(amount > 0)) return { problem: 'Enter an amount more than $0.00.' };
  if (toCents(amount) > toCents(max))
    return { problem: `At most ${formatDollars(max)} can still be refunded.` };
  return { amount };
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
  const checked = parseRefundAmount(amount, left);
  const parsed = 'amount' in checked ? checked.amount : null;
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
            {'problem' in checked ? checked.problem : null}
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
