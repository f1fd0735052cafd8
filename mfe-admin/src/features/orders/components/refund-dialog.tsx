import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatDollars, REFUND_REASON_MAX, toCents, fromCents } from '@market/contracts';
import { ConfirmDialog, errorTextIn, toast } from '@market/ui';
import type { AdminOrder } from '@/shared/api/order-types';
import { inEnglish, type Say } from '@/shared/lib/say';
import { useFormats } from '@/shared/lib/use-formats';
import { untyped } from '@/shared/lib/untyped';
import { commonMessages } from '@/shared/lib/common-messages';

const messages = untyped(
  defineMessages({
    notANumber: {
      id: 'admin.refund.notANumber',
      defaultMessage: 'Enter the amount as a number, like {example}.',
    },
    decimals: {
      id: 'admin.refund.decimals',
      defaultMessage: 'Use at most two decimals: amounts are in whole cents.',
    },
    notPositive: { id: 'admin.refund.notPositive', defaultMessage: 'Enter an amount more than {zero}.' },
    tooMuch: { id: 'admin.refund.tooMuch', defaultMessage: 'At most {max} can still be refunded.' },
    failed: { id: 'admin.refund.failed', defaultMessage: 'Failed to refund' },
    title: { id: 'admin.refund.title', defaultMessage: 'Refund' },
    summary: {
      id: 'admin.refund.summary',
      defaultMessage: 'Paid {paid}; {left} can still be refunded. The buyer gets a credit note.',
    },
    confirm: { id: 'admin.refund.confirm', defaultMessage: 'Refund' },
    orderPayment: { id: 'admin.refund.orderPayment', defaultMessage: 'The order ({number})' },
    laterPayment: { id: 'admin.refund.laterPayment', defaultMessage: '{title} ({number})' },
  }),
);

/** How the refund's rule messages are worded: the language and the money format (English by default). */
export interface RefundWords {
  say: Say;
  money: (dollars: number) => string;
}

const ENGLISH: RefundWords = { say: inEnglish, money: formatDollars };

/**
 * What cancelling gives back, in dollars: every payment for work not accepted (extras bought
 * during the order and later milestones too), as the server computes it; an older answer without
 * it reads as the rest of the order's payment.
 */
export function refundOnCancelOf(order: AdminOrder): number {
  return order.payment.refundOnCancel ?? refundableOf(order);
}

/** What is left to refund of a paid order's own payment, in dollars. */
export function refundableOf(order: AdminOrder): number {
  if (order.payment.status !== 'paid') return 0;
  return fromCents(toCents(order.service.price) - toCents(order.payment.refundedAmount ?? 0));
}

/**
 * The amount typed, in dollars, when it is a positive amount of whole cents up to `max`; else the
 * rule it breaks, in words (a third decimal is named as such, not as a range).
 */
export function parseRefundAmount(
  text: string,
  max: number,
  { say, money }: RefundWords = ENGLISH,
): { amount: number } | { problem: string } {
  const typed = text.trim();
  if (!/^\d*\.?\d*$/.test(typed) || !/\d/.test(typed)) {
    return { problem: say(messages.notANumber, { example: '12.50' }) };
  }
  if (/\.\d{3,}$/.test(typed)) return { problem: say(messages.decimals) };
  const amount = Number(typed);
  if (!(amount > 0)) return { problem: say(messages.notPositive, { zero: money(0) }) };
  if (toCents(amount) > toCents(max)) return { problem: say(messages.tooMuch, { max: money(max) }) };
  return { amount };
}

/** One payment of the order the admin may refund (the order's own, or a later one by its invoice). */
interface RefundablePayment {
  /** The invoice number of a later payment; '' for the order's own payment. */
  invoiceNumber: string;
  title: string | null;
  number: string;
  paid: number;
  left: number;
}

/** The order's payments with something left to refund: its own first, then each later one. */
export function refundablePayments(order: AdminOrder): RefundablePayment[] {
  return [
    {
      invoiceNumber: '',
      title: null,
      number: order.invoice?.number ?? '',
      paid: order.service.price,
      left: refundableOf(order),
    },
    ...(order.payment.laterPayments ?? []).map((later) => ({
      invoiceNumber: later.invoiceNumber,
      title: later.title,
      number: later.invoiceNumber,
      paid: later.amount,
      left: later.left,
    })),
  ].filter((payment) => payment.left > 0);
}

export interface RefundRequest {
  amount: number;
  reason: string;
  /** A later payment's invoice; absent for the order's own payment. */
  invoiceNumber?: string;
}

interface RefundDialogProps {
  order: AdminOrder;
  show: boolean;
  onHide: () => void;
  /** Sends the refund; rejects with the server's error. */
  onRefund: (refund: RefundRequest) => Promise<void>;
}

/** The admin's Refund dialog: the amount (prefilled with what is left) and a reason. */
export function RefundDialog({ order, show, onHide, onRefund }: RefundDialogProps) {
  const intl = useIntl();
  const format = useFormats();
  const payments = refundablePayments(order);
  const [chosen, setChosen] = useState(payments[0]?.invoiceNumber ?? '');
  const payment = payments.find((p) => p.invoiceNumber === chosen) ?? payments[0];
  const left = payment?.left ?? 0;
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const checked = parseRefundAmount(amount, left, { say: intl.formatMessage, money: format.money });
  const parsed = 'amount' in checked ? checked.amount : null;
  const reasonOk = reason.trim().length > 0;

  async function confirm() {
    setTouched(true);
    if (parsed === null || !reasonOk) return;
    setBusy(true);
    try {
      await onRefund({
        amount: parsed,
        reason: reason.trim(),
        ...(payment?.invoiceNumber ? { invoiceNumber: payment.invoiceNumber } : {}),
      });
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      show={show}
      title={intl.formatMessage(messages.title)}
      message={intl.formatMessage(messages.summary, {
        paid: format.money(payment?.paid ?? order.service.price),
        left: format.money(left),
      })}
      confirmLabel={intl.formatMessage(messages.confirm)}
      cancelLabel={intl.formatMessage(commonMessages.cancel)}
      confirmVariant="primary"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onHide}
    >
      {payments.length > 1 && (
        <Form.Group className="mb-3" controlId="refund-payment">
          <Form.Label>
            <FormattedMessage id="admin.refund.payment" defaultMessage="Payment" />
          </Form.Label>
          <Form.Select
            value={payment?.invoiceNumber ?? ''}
            disabled={busy}
            onChange={(event) => {
              const next = payments.find((p) => p.invoiceNumber === event.target.value);
              setChosen(event.target.value);
              if (next) setAmount(next.left.toFixed(2));
            }}
          >
            {payments.map((p) => (
              <option key={p.invoiceNumber} value={p.invoiceNumber}>
                {p.title === null
                  ? intl.formatMessage(messages.orderPayment, { number: p.number })
                  : intl.formatMessage(messages.laterPayment, { title: p.title, number: p.number })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="refund-amount">
        <Form.Label>
          <FormattedMessage id="admin.refund.amount" defaultMessage="Amount" />
        </Form.Label>
        <InputGroup hasValidation>
          <InputGroup.Text>{format.currencySymbol}</InputGroup.Text>
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
        <Form.Label>
          <FormattedMessage id="admin.refund.reason" defaultMessage="Reason" />
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={REFUND_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          isInvalid={touched && !reasonOk}
          disabled={busy}
        />
        <Form.Control.Feedback type="invalid">
          <FormattedMessage id="admin.refund.reasonRequired" defaultMessage="A reason is required." />
        </Form.Control.Feedback>
      </Form.Group>
    </ConfirmDialog>
  );
}
