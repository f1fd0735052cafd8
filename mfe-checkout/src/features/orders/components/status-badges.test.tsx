import { orderStatusVariant, paymentStatusVariant } from './status-badges';
import { canRequestCancel } from './orders-page';
import type { Order } from '../api/order-types';

describe('order list colours', () => {
  it('order status: completed green, pending yellow, in progress blue, cancelled red', () => {
    expect(orderStatusVariant('completed')).toBe('success');
    expect(orderStatusVariant('pending')).toBe('warning');
    expect(orderStatusVariant('in progress')).toBe('primary');
    expect(orderStatusVariant('cancelled')).toBe('danger');
  });

  it('payment status: paid green, pending neutral, anything else red', () => {
    expect(paymentStatusVariant('paid')).toBe('success');
    expect(paymentStatusVariant('pending')).toBe('secondary');
    expect(paymentStatusVariant('failed')).toBe('danger');
    expect(paymentStatusVariant('refunded')).toBe('danger');
  });
});

describe('canRequestCancel', () => {
  const base = { cancel_request: false } as Order;
  it('only while neither completed nor cancelled and no request exists', () => {
    expect(canRequestCancel({ ...base, order_status: 'pending' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'in progress' })).toBe(true);
    expect(canRequestCancel({ ...base, order_status: 'completed' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'cancelled' })).toBe(false);
    expect(canRequestCancel({ ...base, order_status: 'pending', cancel_request: true })).toBe(false);
  });
});
