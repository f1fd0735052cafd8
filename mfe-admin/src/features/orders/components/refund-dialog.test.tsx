import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@/shared/api/order-types';
import { parseRefundAmount, refundableOf, refundablePayments, RefundDialog } from './refund-dialog';
import { InEnglish } from '@/shared/testing/in-english';

const ORDER = {
  _id: 'o1',
  createdAt: '2026-03-05T10:15:00.000Z',
  user: { id: 'u1', name: 'Bea', email: 'bea@example.com', phone: null },
  service: { name: 'Logo', type: 'basic', price: 40 },
  payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid', refundedAmount: 15.5 },
  order_status: 'in progress',
  cancel_request: false,
} as AdminOrder;

describe('the refund amount', () => {
  it('is what is left of a paid order, nothing of another', () => {
    expect(refundableOf(ORDER)).toBe(24.5);
    expect(refundableOf({ ...ORDER, payment: { ...ORDER.payment, status: 'refunded' } })).toBe(0);
  });

  it('accepts whole cents above 0 up to what is left', () => {
    expect(parseRefundAmount('24.50', 24.5)).toEqual({ amount: 24.5 });
    expect(parseRefundAmount(' 10 ', 24.5)).toEqual({ amount: 10 });
    expect(parseRefundAmount('.5', 24.5)).toEqual({ amount: 0.5 });
  });

  it('names the rule a refused amount breaks', () => {
    const problem = (text: string) => (parseRefundAmount(text, 96) as { problem: string }).problem;
    expect(problem('10.555')).toBe('Use at most two decimals: amounts are in whole cents.');
    expect(problem('96.01')).toBe('At most $96.00 can still be refunded.');
    expect(problem('0')).toBe('Enter an amount more than $0.00.');
    for (const bad of ['-1', 'ten', '', '.', '1.2.3'])
      expect(problem(bad)).toBe('Enter the amount as a number, like 12.50.');
  });
});

describe('RefundDialog', () => {
  it('prefills what is left, asks for a reason, and sends the amount and reason', async () => {
    const onRefund = jest.fn(async () => undefined);
    render(<RefundDialog order={ORDER} show onHide={() => undefined} onRefund={onRefund} />, {
      wrapper: InEnglish,
    });
    // The dialog's modal code loads on first use.
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('24.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByText('A reason is required.');
    expect(onRefund).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Late ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(onRefund).not.toHaveBeenCalled();
    within(dialog).getByText('At most $24.50 can still be refunded.');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '10.555' } });
    within(dialog).getByText('Use at most two decimals: amounts are in whole cents.');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amount: 12.25, reason: 'Late' }));
  }, 20_000);

  it("refunds a later payment (an extra's, a milestone's) by its invoice, up to what is left of it", async () => {
    const onRefund = jest.fn(async () => undefined);
    const order = {
      ...ORDER,
      invoice: { number: 'INV-2026-000001' },
      payment: {
        ...ORDER.payment,
        laterPayments: [
          { invoiceNumber: 'INV-2026-000004', title: 'Source files', amount: 20, left: 15 },
          { invoiceNumber: 'INV-2026-000005', title: 'Brand book', amount: 10, left: 0 },
        ],
      },
    } as AdminOrder;
    expect(refundablePayments(order).map((p) => [p.number, p.left])).toEqual([
      ['INV-2026-000001', 24.5],
      ['INV-2026-000004', 15],
    ]);
    render(<RefundDialog order={order} show onHide={() => undefined} onRefund={onRefund} />, {
      wrapper: InEnglish,
    });
    const dialog = await screen.findByRole('dialog');
    const payment = within(dialog).getByLabelText('Payment') as HTMLSelectElement;
    expect([...payment.options].map((o) => o.text)).toEqual([
      'The order (INV-2026-000001)',
      'Source files (INV-2026-000004)',
    ]);
    fireEvent.change(payment, { target: { value: 'INV-2026-000004' } });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('15.00');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '15.01' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Late files' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    within(dialog).getByText('At most $15.00 can still be refunded.');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(onRefund).toHaveBeenCalledWith({
        amount: 15,
        reason: 'Late files',
        invoiceNumber: 'INV-2026-000004',
      }),
    );
  }, 20_000);
});
