import {
  buildInvoiceContent,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceStatusColor,
  stampOf,
} from './invoice-content';
import type { Order } from '../api/order-types';

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3f2b8c1e-9a7d-4e21-b6f0-1234567890ab',
    createdAt: '2026-03-05T10:15:00.000Z',
    user: { id: 'u1', name: 'Bea Buyer', email: 'buyer@example.com', phone: null },
    service: { name: 'Responsive landing page', type: 'basic', price: 49 },
    payment: { method: 'stripe', transactionId: 'pi_sandbox_42', status: 'paid' },
    order_status: 'pending',
    cancel_request: false,
    ...overrides,
  };
}

describe('invoice status colours', () => {
  it.each([
    ['pending', '#FF9800'],
    ['in progress', '#2196F3'],
    ['completed', '#4CAF50'],
    ['cancelled', '#F44336'],
    ['Completed', '#4CAF50'],
    ['something else', '#2196F3'],
  ])('%s → %s', (status, color) => {
    expect(invoiceStatusColor(status)).toBe(color);
  });

  it('stamps completed, pending and cancelled, anything else in progress', () => {
    expect(stampOf('completed')).toEqual({ text: 'COMPLETED', color: '#4CAF50' });
    expect(stampOf('pending')).toEqual({ text: 'PENDING', color: '#FF9800' });
    expect(stampOf('cancelled')).toEqual({ text: 'CANCELLED', color: '#F44336' });
    expect(stampOf('in progress')).toEqual({ text: 'IN PROGRESS', color: '#2196F3' });
    expect(stampOf('refunded')).toEqual({ text: 'IN PROGRESS', color: '#2196F3' });
  });
});

describe('invoice formatting', () => {
  it('writes dollars with two decimals', () => {
    expect(formatInvoiceAmount(49)).toBe('$49.00');
    expect(formatInvoiceAmount(12.5)).toBe('$12.50');
    expect(formatInvoiceAmount(1234.567)).toBe('$1234.57');
    expect(formatInvoiceAmount(Number.NaN)).toBe('$0.00');
  });

  it("writes dates like 'MMM dd, yyyy'", () => {
    expect(formatInvoiceDate(new Date(2026, 2, 5, 12))).toBe('Mar 05, 2026');
    expect(formatInvoiceDate(new Date(2025, 11, 31, 12))).toBe('Dec 31, 2025');
    expect(formatInvoiceDate('not a date')).toBe('-');
  });
});

describe('buildInvoiceContent', () => {
  it('holds everything a real invoice shows', () => {
    const issued = new Date(2026, 3, 1, 12);
    const content = buildInvoiceContent(order(), issued);
    expect(content.fileName).toBe('Invoice_3f2b8c1e-9a7d-4e21-b6f0-1234567890ab.pdf');
    expect(content.brand).toBe('Gigly');
    expect(content.invoiceNumber).toBe('INV-3F2B8C1E');
    expect(content.orderId).toBe('3f2b8c1e-9a7d-4e21-b6f0-1234567890ab');
    expect(content.issueDate).toBe('Apr 01, 2026');
    expect(content.orderDate).toMatch(/^Mar 0[45], 2026$/);
    expect(content.customer).toEqual({ name: 'Bea Buyer', email: 'buyer@example.com', phone: '-' });
    expect(content.lineItem).toEqual({
      description: 'Responsive landing page',
      packageName: 'Basic',
      quantity: 1,
      unitPrice: '$49.00',
      amount: '$49.00',
    });
    expect(content.totals).toEqual({ subtotal: '$49.00', total: '$49.00' });
    expect(content.payment).toEqual({
      method: 'Credit / debit card (Stripe)',
      transactionId: 'pi_sandbox_42',
      status: 'Paid',
    });
    expect(content.status).toEqual({ label: 'Pending', color: '#FF9800' });
    expect(content.stamp).toEqual({ text: 'PENDING', color: '#FF9800' });
  });

  it('follows the order status, payment method and missing transaction id', () => {
    const content = buildInvoiceContent(
      order({
        order_status: 'in progress',
        payment: { method: 'paypal', transactionId: null, status: 'refunded' },
        service: { name: 'Logo', type: 'custom offer', price: 120.5 },
        user: { id: 'u2', name: 'Al', email: 'al@example.com', phone: '+1 555 0100' },
      }),
    );
    expect(content.status).toEqual({ label: 'In Progress', color: '#2196F3' });
    expect(content.stamp.text).toBe('IN PROGRESS');
    expect(content.payment).toEqual({ method: 'PayPal', transactionId: '-', status: 'Refunded' });
    expect(content.lineItem.packageName).toBe('Custom Offer');
    expect(content.totals.total).toBe('$120.50');
    expect(content.customer.phone).toBe('+1 555 0100');
  });
});
