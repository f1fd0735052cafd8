import { ServiceShop, useServiceShop } from '../../test/order-fixtures';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { CouponsService } from '../coupons/coupons.service';
import { FailedOrdersSweep } from '../orders/failed-orders-sweep';
import { orders } from '../orders/orders.schema';
import { PaymentsRepository } from './payments.repository';
import {
  buyBasic,
  OrderJson,
  ordersOf,
  pressSandbox,
  stripeSandboxCheckout,
  waitForPayment,
} from '../../test/payments-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

const sandboxIdOf = (url: string) => /\/api\/sandbox\/(?:stripe|paypal)\/([\w-]+)$/.exec(url)?.[1] ?? '';

/** An order that was never paid: the buyer completes its payment or discards it; nobody cancels it. */
describe('unpaid orders', () => {
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  useServiceShop((opened) => ({ t, admin, serviceId } = shop = opened));

  async function unpaidOrder(
    buyer: SignedIn,
    couponCode?: string,
  ): Promise<{ order: OrderJson; sessionId: string }> {
    const price = couponCode ? 20 : 40;
    const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price, couponCode });
    const [order] = await ordersOf(buyer);
    return { order, sessionId };
  }

  const ageOrder = (id: string, minutes: number) =>
    t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orders.id, id));

  it('refuses a cancel request on an order awaiting payment or whose payment failed', async () => {
    const buyer = await t.signIn();
    const { order, sessionId } = await unpaidOrder(buyer);
    const res = await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(409);
    expect(res.body).toMatchObject({
      code: 'ORDER.UNPAID',
      message: 'This order has not been paid, so there is nothing to cancel; discard it instead',
    });
    await pressSandbox(t, 'stripe', sessionId, 'cancel', 303);
    await waitForPayment(buyer, order._id, 'failed');
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(409);
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body.cancel_request).toBe(false);
  });

  it("completes the payment on the provider's page while it is open, then through a new checkout", async () => {
    const buyer = await t.signIn();
    const coupons = t.app.get(CouponsService);
    await coupons.create({ code: 'AGAIN50', discountValue: 50, expiresAt: null, maxRedemptions: 1 });
    const { order, sessionId } = await unpaidOrder(buyer, 'again50');

    const open = await buyer.agent.post(`/api/orders/${order._id}/complete-payment`).expect(200);
    expect(open.body).toEqual({ url: `/api/sandbox/stripe/${sessionId}` });

    // The card page has closed: a new checkout of the same package and coupon replaces the order.
    await ageOrder(order._id, 40);
    const again = await buyer.agent.post(`/api/orders/${order._id}/complete-payment`).expect(200);
    const newSession = sandboxIdOf(again.body.url);
    expect(newSession).not.toBe(sessionId);
    const list = await ordersOf(buyer);
    expect(list.map((o) => o._id)).not.toContain(order._id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      service: { name: order.service.name, type: 'basic', price: 20 },
      payment: { method: 'stripe', status: 'pending' },
    });
    // The old checkout can no longer be paid; the single coupon use moved to the new order.
    expect((await t.app.get(PaymentsRepository).findSandbox('stripe', sessionId))?.status).toBe('cancelled');
    await expect(coupons.quote('AGAIN50', 4000)).resolves.toMatchObject({ valid: false });
    await pressSandbox(t, 'stripe', newSession, 'pay', 303);
    await waitForPayment(buyer, list[0]._id, 'paid');
    await buyer.agent.post(`/api/orders/${list[0]._id}/complete-payment`).expect(409);
    await buyer.agent.post(`/api/orders/${order._id}/complete-payment`).expect(409);
  });

  it('offers a failed payment a new checkout', async () => {
    const buyer = await t.signIn();
    const { order, sessionId } = await unpaidOrder(buyer);
    await pressSandbox(t, 'stripe', sessionId, 'cancel', 303);
    await waitForPayment(buyer, order._id, 'failed');
    const again = await buyer.agent.post(`/api/orders/${order._id}/complete-payment`).expect(200);
    expect(sandboxIdOf(again.body.url)).not.toBe(sessionId);
    const list = await ordersOf(buyer);
    expect(list.map((o) => o.payment.status)).toEqual(['pending']);
  });

  it('discards an unpaid order: off the list, its checkout closed, its coupon free', async () => {
    const buyer = await t.signIn();
    const coupons = t.app.get(CouponsService);
    await coupons.create({ code: 'DROP50', discountValue: 50, expiresAt: null, maxRedemptions: 1 });
    const { order, sessionId } = await unpaidOrder(buyer, 'DROP50');
    await expect(coupons.quote('DROP50', 4000)).resolves.toMatchObject({ valid: false });

    await buyer.agent.put(`/api/orders/${order._id}/discard`).expect(200, { message: 'Order discarded' });
    expect(await ordersOf(buyer)).toEqual([]);
    await expect(coupons.quote('DROP50', 4000)).resolves.toMatchObject({ valid: true });
    // Paying the old page now changes nothing: the order stays unpaid.
    await pressSandbox(t, 'stripe', sessionId, 'pay');
    const after = await admin.agent.get(`/api/orders/admin/${order._id}`).expect(200);
    expect(after.body).toMatchObject({ order_status: 'cancelled', payment: { status: 'failed' } });
    const twice = await buyer.agent.put(`/api/orders/${order._id}/discard`).expect(409);
    expect(twice.body.code).toBe('ORDER.DISCARDED');
  });

  it("drops failed attempts older than FAILED_ORDER_RETENTION_DAYS from the list on its own, once, and strips the buyer's data from them and from discarded ones of that age, never a pending or paid one", async () => {
    const buyer = await t.signIn();
    const failed = await unpaidOrder(buyer);
    await pressSandbox(t, 'stripe', failed.sessionId, 'cancel', 303);
    await waitForPayment(buyer, failed.order._id, 'failed');
    const recentFailed = await unpaidOrder(buyer);
    await pressSandbox(t, 'stripe', recentFailed.sessionId, 'cancel', 303);
    await waitForPayment(buyer, recentFailed.order._id, 'failed');
    const discarded = await unpaidOrder(buyer);
    await buyer.agent.put(`/api/orders/${discarded.order._id}/discard`).expect(200);
    // A discard takes the checkout off the list but keeps who made it for the retention days, as
    // for any unpaid checkout (issue 59): the sweep strips it, not the discard.
    const recentDiscarded = await unpaidOrder(buyer);
    await buyer.agent.put(`/api/orders/${recentDiscarded.order._id}/discard`).expect(200);
    const pending = await unpaidOrder(buyer);
    const paid = (await buyBasic(t, buyer, serviceId))._id;
    for (const id of [failed.order._id, discarded.order._id, pending.order._id, paid]) {
      await ageOrder(id, 31 * 24 * 60);
    }
    await t.database.db
      .update(orders)
      .set({
        buyerPhone: '+49 30 1234567',
        requirements: [{ question: 'Logo text?', required: true, kind: 'text', answer: 'ACME', files: [] }],
      })
      .where(eq(orders.id, failed.order._id));

    const sweep = t.app.get(FailedOrdersSweep);
    // Two replicas sweeping at once: the order is dropped once.
    const counts = await Promise.all([sweep.run(), sweep.run()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep.run()).toBe(0);
    const ids = (await ordersOf(buyer)).map((o) => o._id);
    expect(ids).not.toContain(failed.order._id);
    expect(ids).toEqual(expect.arrayContaining([recentFailed.order._id, pending.order._id, paid]));

    // As the privacy page says: the buyer's personal data leaves the old never-paid orders.
    const row = async (id: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    for (const id of [failed.order._id, discarded.order._id]) {
      const stripped = await row(id);
      expect(stripped).toMatchObject({ buyerName: '', buyerEmail: '', buyerPhone: null, priceCents: 4000 });
      expect(stripped.requirements.every((r) => r.answer === null && r.files.length === 0)).toBe(true);
    }
    const failedRow = await row(failed.order._id);
    expect(failedRow.requirements).toEqual([
      { question: 'Logo text?', required: true, kind: 'text', answer: null, files: [] },
    ]);
    for (const id of [recentFailed.order._id, recentDiscarded.order._id, pending.order._id, paid]) {
      expect((await row(id)).buyerEmail).not.toBe('');
    }
  });

  it("refuses to discard a paid order or another buyer's order", async () => {
    const buyer = await t.signIn();
    const other = await t.signIn();
    const paid = await buyBasic(t, buyer, serviceId);
    const res = await buyer.agent.put(`/api/orders/${paid._id}/discard`).expect(409);
    expect(res.body.code).toBe('ORDER.ALREADY_PAID');
    const { order } = await unpaidOrder(buyer);
    await other.agent.put(`/api/orders/${order._id}/discard`).expect(404);
    await other.agent.post(`/api/orders/${order._id}/complete-payment`).expect(404);
    await request(t.url).put(`/api/orders/${order._id}/discard`).expect(401);
    await buyer.agent.put('/api/orders/not-an-id/discard').expect(404);
    expect((await ordersOf(buyer)).map((o) => o._id)).toEqual([order._id, paid._id]);
  });

  it('counts and lists paid orders for the admin by default, the others on request', async () => {
    const { buyer, order: paid } = await shop.paidOrder();
    const { order: unpaid } = await unpaidOrder(buyer);
    const ids = (res: request.Response) => res.body.map((o: { _id: string }) => o._id);
    const count = async (query = '') =>
      (await admin.agent.get(`/api/orders/count${query}`).expect(200)).body.ordersCount as number;

    const list = await admin.agent.get('/api/orders/admin').expect(200);
    expect(ids(list)).toContain(paid._id);
    expect(ids(list)).not.toContain(unpaid._id);
    const unpaidList = await admin.agent.get('/api/orders/admin?payment=unpaid').expect(200);
    expect(ids(unpaidList)).toContain(unpaid._id);
    expect(ids(unpaidList)).not.toContain(paid._id);
    expect(Number(unpaidList.headers['x-total-count'])).toBe(await count('?payment=unpaid'));
    const all = await admin.agent.get('/api/orders/admin?payment=all').expect(200);
    expect(ids(all)).toEqual(expect.arrayContaining([paid._id, unpaid._id]));
    expect(await count()).toBe(await count('?payment=paid'));
    expect(await count('?payment=all')).toBe((await count()) + (await count('?payment=unpaid')));
    const stats = await admin.agent.get('/api/orders/admin/stats').expect(200);
    expect(stats.body.recentOrders.map((o: { _id: string }) => o._id)).not.toContain(unpaid._id);
    const bad = await admin.agent.get('/api/orders/admin?payment=some').expect(400);
    expect(JSON.stringify(bad.body)).toContain('payment must be one of: paid, unpaid, all');
    await admin.agent.get('/api/orders/count?payment=some').expect(400);
  });
});
