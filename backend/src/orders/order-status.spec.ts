import { canRequestCancel, isOrderStatus, needsRefund, paymentStatusesLeadingTo } from './order-status';

describe('order and payment status rules', () => {
  it('knows the four order statuses exactly', () => {
    for (const s of ['pending', 'in progress', 'completed', 'cancelled']) expect(isOrderStatus(s)).toBe(true);
    for (const s of ['In Progress', 'done', '', null, 3]) expect(isOrderStatus(s)).toBe(false);
  });

  it('lets a buyer ask to cancel only an open paid order without a request', () => {
    const paid = { paymentStatus: 'paid', cancelRequest: false } as const;
    expect(canRequestCancel({ ...paid, orderStatus: 'pending' })).toBe(true);
    expect(canRequestCancel({ ...paid, orderStatus: 'in progress' })).toBe(true);
    expect(canRequestCancel({ ...paid, orderStatus: 'pending', cancelRequest: true })).toBe(false);
    expect(canRequestCancel({ ...paid, orderStatus: 'completed' })).toBe(false);
    expect(canRequestCancel({ ...paid, orderStatus: 'cancelled' })).toBe(false);
    for (const paymentStatus of ['pending', 'failed', 'refunded'] as const) {
      expect(canRequestCancel({ ...paid, paymentStatus, orderStatus: 'pending' })).toBe(false);
    }
  });

  it('moves money only pending -> paid | failed | refunded and paid -> refunded', () => {
    expect(paymentStatusesLeadingTo('paid')).toEqual(['pending']);
    expect(paymentStatusesLeadingTo('failed')).toEqual(['pending']);
    expect(paymentStatusesLeadingTo('refunded')).toEqual(['pending', 'paid']);
    expect(paymentStatusesLeadingTo('pending')).toEqual([]);
  });

  it('refunds only when a paid order is cancelled', () => {
    expect(needsRefund({ paymentStatus: 'paid' }, 'cancelled')).toBe(true);
    expect(needsRefund({ paymentStatus: 'pending' }, 'cancelled')).toBe(false);
    expect(needsRefund({ paymentStatus: 'refunded' }, 'cancelled')).toBe(false);
    expect(needsRefund({ paymentStatus: 'paid' }, 'completed')).toBe(false);
  });
});
