import { orderStatusVariant, paymentMethodName, paymentStatusVariant } from './status-badges';

describe('order status colours', () => {
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

  it('payment methods in the provider spelling', () => {
    expect(paymentMethodName('paypal')).toBe('PayPal');
    expect(paymentMethodName('stripe')).toBe('Stripe');
    expect(paymentMethodName('sandbox')).toBe('Sandbox');
  });
});
