import {
  canRequestCancel,
  CUSTOM_OFFER_PACKAGE,
  isUnpaid,
  orderFactsOf,
  paymentStatusLabel,
  purchaseWords,
  type OrderFacts,
} from './order-rules';
import { PAYMENT_STATUSES, type OrderJson } from './wire/orders';

const paid: OrderFacts = { orderStatus: 'pending', paymentStatus: 'paid', cancelRequest: false };

describe('canRequestCancel', () => {
  it('while a paid order is pending or in progress and no request exists', () => {
    expect(canRequestCancel(paid)).toBe(true);
    expect(canRequestCancel({ ...paid, orderStatus: 'in progress' })).toBe(true);
    expect(canRequestCancel({ ...paid, orderStatus: 'completed' })).toBe(false);
    expect(canRequestCancel({ ...paid, orderStatus: 'cancelled' })).toBe(false);
    expect(canRequestCancel({ ...paid, cancelRequest: true })).toBe(false);
  });

  it('never for an order that is not paid (awaiting payment, failed or refunded)', () => {
    for (const paymentStatus of PAYMENT_STATUSES.filter((s) => s !== 'paid')) {
      expect(canRequestCancel({ ...paid, paymentStatus })).toBe(false);
    }
  });
});

describe('isUnpaid', () => {
  it('is true for payments that never arrived', () => {
    expect(PAYMENT_STATUSES.filter((paymentStatus) => isUnpaid({ paymentStatus }))).toEqual([
      'pending',
      'failed',
    ]);
  });
});

describe('orderFactsOf', () => {
  it('reads the facts from the wire shape', () => {
    const order = {
      order_status: 'in progress',
      payment: { method: 'stripe', transactionId: null, status: 'paid' },
      cancel_request: true,
    } satisfies Pick<OrderJson, 'order_status' | 'payment' | 'cancel_request'>;
    expect(orderFactsOf(order)).toEqual({
      orderStatus: 'in progress',
      paymentStatus: 'paid',
      cancelRequest: true,
    });
  });
});

describe('purchaseWords', () => {
  it('names a package in brackets, and a custom offer once', () => {
    expect(purchaseWords('Logo design', 'basic')).toBe('Logo design (basic)');
    expect(purchaseWords('Custom offer: Full site redesign', CUSTOM_OFFER_PACKAGE)).toBe(
      'Custom offer: Full site redesign',
    );
  });
});

describe('paymentStatusLabel', () => {
  it('reads a failed payment its buyer cancelled as cancelled, anything else as it is', () => {
    expect(paymentStatusLabel({ status: 'failed', cancelled: true })).toBe('cancelled');
    expect(paymentStatusLabel({ status: 'failed' })).toBe('failed');
    expect(paymentStatusLabel({ status: 'paid' })).toBe('paid');
  });
});
