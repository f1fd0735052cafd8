import { canRequestCancel, isOrderStatus, needsRefund, paymentStatusesLeadingTo } from './order-status';

describe('order and payment status rules', () => {
  it('knows the four order statuses exactly', () => {
    for (const s of ['pending', 'in progress', 'completed', 'cancelled']) expect(isOrderStatus(s)).toBe(true);
    for (const s of ['In Progress', 'done', '', null, 3]) expect(isOrderStatus(s)).toBe(false);
  });

  it('lets a buyer ask to cancel only an open order without a request', () => {
    expect(canRequestCancel({ orderStatus: 'pending', cancelRequest: false })).toBe(true);
    expect(canRequestCancel({ orderStatus: 'in progress', cancelRequest: false })).toBe(true);
    expect(canRequestCancel({ orderStatus: 'pending', cancelRequest: true })).toBe(false);
    expect(canRequestCancel({ orderStatus: 'completed', cancelRequest: false })).toBe(false);
    expect(canRequestCancel({ orderStatus: 'cancelled', cancelRequest: false })).toBe(false);
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
