import type { Order } from '../api/order-types';

/** Orders for the invoice tests: a plain one, and one invoiced with tax, billing details and a refund. */
export function order(overrides: Partial<Order> = {}): Order {
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

export const INVOICED: Partial<Order> = {
  service: { name: 'Responsive landing page', type: 'basic', price: 40 },
  payment: { method: 'stripe', transactionId: 'pi_42', status: 'paid', refundedAmount: 10 },
  billing: {
    name: 'Jane Buyer',
    company: 'Acme GmbH',
    address: 'Hauptstrasse 5',
    city: 'Berlin',
    postalCode: '10115',
    country: 'Germany',
    vatId: 'DE999999999',
  },
  invoice: {
    number: 'INV-2026-000007',
    issuedAt: '2026-03-06T09:00:00.000Z',
    net: 33.33,
    tax: 6.67,
    total: 40,
    taxRatePercent: 20,
    pricesIncludeTax: true,
    currency: 'usd',
    seller: {
      legalName: 'Pixel Forge Ltd',
      address: '1 Market Street\nDublin',
      vatId: 'IE1234567X',
      footer: 'Registered in Ireland',
    },
  },
  refunds: [
    {
      _id: 'r1',
      amount: 10,
      reason: 'Late delivery',
      createdAt: '2026-03-07T09:00:00.000Z',
      creditNote: { number: 'CN-2026-000003', issuedAt: '2026-03-07T09:00:00.000Z', net: 8.33, tax: 1.67 },
    },
  ],
};
