import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@/shared/api/order-types';
import { parseRefundAmount, refundableOf, RefundDialog } from './refund-dialog';

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
    expect(parseRefundAmount('24.50', 24.5)).toBe(24.5);
    expect(parseRefundAmount(' 10 ', 24.5)).toBe(10);
    for (const bad of ['0', '24.51', '1.005', '-1', 'ten', ''])
      expect(parseRefundAmount(bad, 24.5)).toBeNull();
  });
});

describe('RefundDialog', () => {
  it('prefills what is left, asks for a reason, and sends the amount and reason', async () => {
    const onRefund = jest.fn(async () => undefined);
    render(<RefundDialog order={ORDER} show onHide={() => undefined} onRefund={onRefund} />);
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
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith({ amount: 12.25, reason: 'Late' }));
  }, 20_000);
});
