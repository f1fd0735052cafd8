import { buyBasic, createService } from '../../test/payments-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Checkouts, order-file uploads, e-mail switches and unsubscribe posts each have a limit per
 * route and user (or address) a person never meets and a script does: RATE_LIMIT_WRITES_PER_MINUTE.
 */
describe('rate limits on the new writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 429 with Retry-After to the call past the limit, per route and per user', async () => {
    const admin = await t.signIn({ admin: true });
    const service = await createService(t, admin);
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, service); // the buyer's first checkout
    const calls = {
      stripe: () =>
        buyer.agent
          .post('/api/stripe/checkout')
          .send({ title: 'Logo', serviceId: service, name: 'basic', price: 40 }),
      paypal: () =>
        buyer.agent
          .post('/api/paypal/checkout')
          .send({ title: 'Logo', serviceId: service, name: 'basic', price: 40 }),
      files: () =>
        buyer.agent.post(`/api/orders/${paid._id}/files`).attach('file', Buffer.from('x'), 'x.txt'),
      preferences: () => buyer.agent.put('/api/notifications/preferences').send({}),
      unsubscribe: () => t.http().post('/api/notifications/unsubscribe?token=nonsense').send({}),
    };
    for (const [name, call] of Object.entries(calls)) {
      const allowed = name === 'stripe' ? 2 : 3;
      for (let i = 0; i < allowed; i++) expect([name, (await call()).status]).not.toEqual([name, 429]);
      const refused = await call();
      expect([name, refused.status]).toEqual([name, 429]);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Another user has a budget of their own.
    const other = await t.signIn();
    expect((await other.agent.put('/api/notifications/preferences').send({})).status).not.toBe(429);
  });
});
