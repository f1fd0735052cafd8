import type { OrderJson } from '@market/contracts';

/** A paid order as the API answers it, for the tests of the buyer's and the admin's order screens. */
export const TEST_ORDER: OrderJson = {
  _id: 'o1',
  createdAt: '2026-03-05T10:00:00.000Z',
  user: { id: 'u1', name: 'buyer', email: 'b@example.com', phone: null },
  service: { name: 'Logo design', type: 'basic', price: 49 },
  payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid' },
  order_status: 'pending',
  cancel_request: false,
};
