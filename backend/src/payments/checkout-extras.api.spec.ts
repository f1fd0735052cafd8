import type { ServiceJson } from '@market/contracts';
import { CouponsService } from '../coupons/coupons.service';
import { createService, ordersOf, paySandboxCheckout, queueEnv } from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

/**
 * Checkout with extras (issue 61): the server's total (sale price + extras, then the coupon on
 * the whole), extras refused for a package that does not offer them, and the order's due date
 * and revision limit with the extras in. Runs on PostgreSQL + Redis when DATABASE_URL/REDIS_URL say.
 */
describe('checkout with extras', () => {
  let t: TestApp;
  let admin: SignedIn;
  let service: ServiceJson;
  const DAY_MS = 86_400_000;

  beforeAll(async () => {
    t = await createTestApp(queueEnv());
    admin = await t.signIn({ admin: true });
    const id = await createService(t, admin, {
      extras: [
        { title: 'Source files', price: 20, deliveryDays: 1, revisions: 0, packages: ['basic', 'standard'] },
        { title: 'Express', price: 35.5, deliveryDays: -5, revisions: 1, packages: ['basic', 'premium'] },
        { title: 'Brand book', price: 10, deliveryDays: 0, revisions: 0, packages: ['premium'] },
      ],
    });
    service = (await admin.agent.get(`/api/services/single-service/${id}`).expect(200)).body as ServiceJson;
    await t.app
      .get(CouponsService)
      .create({ code: 'TENX', discountValue: 10, expiresAt: null, maxRedemptions: null });
  }, 300_000);
  afterAll(() => t.close());

  const extraId = (title: string) => service.extras!.find((extra) => extra.title === title)!._id;

  it('charges the sale price plus the extras, with the coupon on the whole, and copies each line', async () => {
    const buyer = await t.signIn();
    const extras = [extraId('Source files'), extraId('Express')];
    // Basic $40 (on sale from $50) + $20 + $35.50 = $95.50; 10 % off the whole: $85.95.
    const stale = await buyer.agent
      .post('/api/stripe/checkout')
      .send({ title: 'Logo', serviceId: service._id, name: 'basic', price: 36, couponCode: 'TENX', extras })
      .expect(409);
    expect(stale.body.code).toBe('CHECKOUT.PRICE_CHANGED');
    const { order } = await paySandboxCheckout(t, buyer, {
      serviceId: service._id,
      name: 'basic',
      price: 85.95,
      couponCode: 'TENX',
      extras,
    });
    expect(order.service.price).toBe(85.95);
    expect(order.coupon).toEqual({ code: 'TENX', listPrice: 95.5, discount: 9.55 });
    expect(order.invoice?.total).toBe(85.95);
    expect(order.extras).toEqual([
      {
        extraId: extras[0],
        title: 'Source files',
        price: 20,
        deliveryDays: 1,
        revisions: 0,
        boughtAt: 'checkout',
      },
      {
        extraId: extras[1],
        title: 'Express',
        price: 35.5,
        deliveryDays: -5,
        revisions: 1,
        boughtAt: 'checkout',
      },
    ]);
    // 3 days + 1 - 5 is below a day: delivery is never faster than 1 day. 2 revisions + 1.
    expect(order.fulfilment).toMatchObject({
      stage: 'working',
      deliveryDays: 1,
      revisions: { allowed: 3, used: 0 },
    });
    const due = Date.parse(order.fulfilment!.dueAt!);
    expect(due - Date.parse(order.createdAt)).toBeGreaterThanOrEqual(DAY_MS - 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });

  it('refuses an extra the package does not offer, and an unknown one, creating nothing', async () => {
    const buyer = await t.signIn();
    for (const extras of [[extraId('Brand book')], ['6a0f5e2c-6b0d-4a77-9d5e-0d3c1b5c9e11'], ['nope'], 'x']) {
      const res = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'Logo', serviceId: service._id, name: 'basic', price: 50, extras })
        .expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/extras/);
    }
    const refused = await buyer.agent
      .post('/api/paypal/checkout')
      .send({
        title: 'Logo',
        serviceId: service._id,
        name: 'standard',
        price: 155.5,
        extras: [extraId('Express')],
      })
      .expect(400);
    expect(refused.body.code).toBe('CHECKOUT.EXTRA_NOT_OFFERED');
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('moves the due date and raises the revision limit by the extras bought', async () => {
    const buyer = await t.signIn();
    // Premium: $199.99 on sale, 7 days, 10 revisions; + Express ($35.50, -5 days, +1) + Brand book ($10).
    const { order } = await paySandboxCheckout(t, buyer, {
      serviceId: service._id,
      name: 'premium',
      price: 245.49,
      extras: [extraId('Brand book'), extraId('Express')],
    });
    expect(order.extras!.map((line) => line.title)).toEqual(['Brand book', 'Express']);
    expect(order.fulfilment).toMatchObject({ deliveryDays: 2, revisions: { allowed: 11, used: 0 } });
    const due = Date.parse(order.fulfilment!.dueAt!);
    expect(due - Date.now()).toBeGreaterThan(DAY_MS);
    expect(due - Date.now()).toBeLessThanOrEqual(2 * DAY_MS);
  });
});
