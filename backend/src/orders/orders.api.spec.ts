import { ServiceShop, useServiceShop } from '../../test/order-fixtures';
import request from 'supertest';
import {
  buyBasic,
  createService,
  OrderJson,
  ordersOf,
  pressSandbox,
  queueEnv,
  stripeSandboxCheckout,
  waitForPayment,
} from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

describe('orders', () => {
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  useServiceShop((opened) => ({ t, admin, serviceId } = shop = opened));

  describe('buyer', () => {
    it("lists only the buyer's own orders and answers 404 for another buyer's order", async () => {
      const alice = await t.signIn();
      const bob = await t.signIn();
      const order = await buyBasic(t, alice, serviceId);
      expect(await ordersOf(bob)).toEqual([]);
      await bob.agent.get(`/api/orders/${order._id}`).expect(404);
      await bob.agent.put(`/api/orders/${order._id}/request-cancel`).expect(404);
      await bob.agent.get('/api/orders/not-a-uuid').expect(404);
      const own = await alice.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(own.body).toEqual(order);
      await request(t.url).get('/api/orders').expect(401);
    });

    it('keeps its own copy of what was bought when the service changes or goes away', async () => {
      const buyer = await t.signIn();
      const ownService = await createService(t, admin, { title: 'Original title for a copied order' });
      const order = await buyBasic(t, buyer, ownService);
      await admin.agent
        .delete(`/api/services/${ownService}`)
        .expect((res) => expect([200, 204]).toContain(res.status));
      const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(after.body.service).toEqual({
        name: 'Original title for a copied order',
        type: 'basic',
        price: 40,
      });
    });

    it('tells whether the buyer may review: a paid order for the service', async () => {
      const buyer = await t.signIn();
      await buyer.agent.get(`/api/orders/iseligible?serviceId=${serviceId}`).expect(200, { eligible: false });
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      await buyer.agent.get(`/api/orders/iseligible?serviceId=${serviceId}`).expect(200, { eligible: false });
      await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      const [order] = await ordersOf(buyer);
      await waitForPayment(buyer, order._id, 'paid');
      await buyer.agent.get(`/api/orders/iseligible?serviceId=${serviceId}`).expect(200, { eligible: true });
      await buyer.agent.get('/api/orders/iseligible?serviceId=nope').expect(400);
      await buyer.agent.get('/api/orders/iseligible').expect(400);
    });

    it('allows one cancel request while the order is neither cancelled nor completed', async () => {
      const { buyer, order } = await shop.paidOrder();
      const first = await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(200);
      expect(first.body.cancel_request).toBe(true);
      const second = await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(409);
      expect(second.body.message).toBe('A cancel request already exists for this order');
      // An admin resolving the request does not reopen it.
      await admin.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus: 'in progress' })
        .expect(200);
      await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(409);
    });

    it('refuses cancel requests on completed and cancelled orders with a clear 409', async () => {
      const { buyer, order: completed } = await shop.paidOrder();
      await admin.agent
        .put(`/api/orders/${completed._id}/update-status`)
        .send({ newStatus: 'completed' })
        .expect(200);
      const res = await buyer.agent.put(`/api/orders/${completed._id}/request-cancel`).expect(409);
      expect(res.body.message).toBe('A completed order cannot be cancelled');

      const buyer2 = await t.signIn();
      const cancelled = await buyBasic(t, buyer2, serviceId);
      await admin.agent
        .put(`/api/orders/${cancelled._id}/update-status`)
        .send({ newStatus: 'cancelled' })
        .expect(200);
      const res2 = await buyer2.agent.put(`/api/orders/${cancelled._id}/request-cancel`).expect(409);
      expect(res2.body.message).toBe('A cancelled order cannot be cancelled');
    });

    it('lets exactly one of concurrent cancel requests win', async () => {
      const { buyer, order } = await shop.paidOrder();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => buyer.agent.put(`/api/orders/${order._id}/request-cancel`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    });
  });

  describe('admin', () => {
    it('is admin only', async () => {
      const { buyer, order } = await shop.paidOrder();
      await buyer.agent.get('/api/orders/admin').expect(403);
      await buyer.agent.get(`/api/orders/admin/${order._id}`).expect(403);
      await buyer.agent.get('/api/orders/count').expect(403);
      await buyer.agent.get('/api/orders/admin/stats').expect(403);
      await buyer.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus: 'completed' })
        .expect(403);
      await buyer.agent.delete(`/api/orders/${order._id}/delete`).expect(403);
      const still = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(still.body.order_status).toBe('in progress');
    });

    it('lists, reads, counts and sets any of the four statuses from any state', async () => {
      const { order } = await shop.paidOrder();
      const list = await admin.agent.get('/api/orders/admin').expect(200);
      expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(list.body.length);
      const page = await admin.agent.get('/api/orders/admin?page=1&limit=1').expect(200);
      expect(page.body).toHaveLength(1);
      await admin.agent.get('/api/orders/admin?limit=0').expect(400);
      expect(list.body.map((o: { _id: string }) => o._id)).toContain(order._id);
      // The staff read is the buyer's, plus who works on it.
      await admin.agent.get(`/api/orders/admin/${order._id}`).expect(200, { ...order, assignee: null });
      await admin.agent.get('/api/orders/admin/00000000-0000-4000-8000-000000000000').expect(404);
      const count = await admin.agent.get('/api/orders/count').expect(200);
      expect(count.body).toEqual({ ordersCount: expect.any(Number) });
      expect(count.body.ordersCount).toBeGreaterThanOrEqual(list.body.length);

      for (const newStatus of ['in progress', 'completed', 'completed', 'pending', 'in progress']) {
        const res = await admin.agent
          .put(`/api/orders/${order._id}/update-status`)
          .send({ newStatus })
          .expect(200);
        expect(res.body.order).toMatchObject({ _id: order._id, order_status: newStatus });
      }
      const bad = await admin.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus: 'shipped' })
        .expect(400);
      expect(bad.body.fields.newStatus).toBeDefined();
      await admin.agent.put(`/api/orders/${order._id}/update-status`).send({}).expect(400);
      await admin.agent
        .put('/api/orders/00000000-0000-4000-8000-000000000000/update-status')
        .send({ newStatus: 'completed' })
        .expect(404);
    });

    it('deletes an unpaid order', async () => {
      const buyer = await t.signIn();
      await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      const [order] = await ordersOf(buyer);
      const all = async () => (await admin.agent.get('/api/orders/count?payment=all')).body.ordersCount;
      const before = await all();
      await admin.agent.delete(`/api/orders/${order._id}/delete`).expect(200);
      await admin.agent.delete(`/api/orders/${order._id}/delete`).expect(404);
      await buyer.agent.get(`/api/orders/${order._id}`).expect(404);
      expect(await all()).toBe(before - 1);
    });

    it('never deletes a paid order: it has an invoice, and the buyer and the books keep it', async () => {
      const buyer = await t.signIn();
      const order = await buyBasic(t, buyer, serviceId);
      const refused = await admin.agent.delete(`/api/orders/${order._id}/delete`).expect(409);
      expect(refused.body).toMatchObject({
        code: 'ORDER.INVOICED',
        message:
          'This order has been paid and has an invoice, so it cannot be deleted; cancel it with a refund instead',
      });
      const kept = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(kept.body).toEqual(order);
    });

    it('filters the list by status and by cancel request, counting only the matches', async () => {
      const { buyer, order: asked } = await shop.paidOrder();
      const done = await buyBasic(t, buyer, serviceId);
      await buyer.agent.put(`/api/orders/${asked._id}/request-cancel`).expect(200);
      await admin.agent
        .put(`/api/orders/${done._id}/update-status`)
        .send({ newStatus: 'completed' })
        .expect(200);
      const ids = (res: request.Response) => res.body.map((o: { _id: string }) => o._id);

      const completed = await admin.agent.get('/api/orders/admin?status=completed').expect(200);
      expect(completed.body.every((o: OrderJson) => o.order_status === 'completed')).toBe(true);
      expect(ids(completed)).toContain(done._id);
      expect(ids(completed)).not.toContain(asked._id);
      expect(Number(completed.headers['x-total-count'])).toBe(completed.body.length);

      const inProgress = await admin.agent
        .get('/api/orders/admin')
        .query({ status: 'in progress' })
        .expect(200);
      expect(inProgress.body.every((o: OrderJson) => o.order_status === 'in progress')).toBe(true);

      const requested = await admin.agent.get('/api/orders/admin?cancelRequested=true').expect(200);
      expect(requested.body.every((o: OrderJson) => o.cancel_request)).toBe(true);
      expect(ids(requested)).toContain(asked._id);
      expect(ids(requested)).not.toContain(done._id);
      const notRequested = await admin.agent.get('/api/orders/admin?cancelRequested=false').expect(200);
      expect(ids(notRequested)).toContain(done._id);
      expect(ids(notRequested)).not.toContain(asked._id);

      const both = await admin.agent
        .get('/api/orders/admin?status=in%20progress&cancelRequested=true')
        .expect(200);
      expect(ids(both)).toContain(asked._id);
      const none = await admin.agent
        .get('/api/orders/admin?status=completed&cancelRequested=true&limit=1')
        .expect(200);
      expect(ids(none)).not.toContain(done._id);

      const badStatus = await admin.agent.get('/api/orders/admin?status=shipped').expect(400);
      expect(JSON.stringify(badStatus.body)).toContain('status must be one of');
      const badFlag = await admin.agent.get('/api/orders/admin?cancelRequested=yes').expect(400);
      expect(JSON.stringify(badFlag.body)).toContain('cancelRequested must be true or false');
      await buyer.agent.get('/api/orders/admin?status=pending').expect(403);
    });

    // Its own shop (the figures count every order): a start-up's time, as beforeAll has.
    it('summarises recent orders, pending cancel requests and revenue for the dashboard', async () => {
      const fresh = await createTestApp(queueEnv());
      try {
        const boss = await fresh.signIn({ admin: true });
        const svc = await createService(fresh, boss);
        const buyer = await fresh.signIn();
        const a = await buyBasic(fresh, buyer, svc);
        const b = await buyBasic(fresh, buyer, svc);
        const c = await buyBasic(fresh, buyer, svc);
        await buyer.agent.put(`/api/orders/${a._id}/request-cancel`).expect(200);
        await boss.agent
          .put(`/api/orders/${b._id}/update-status`)
          .send({ newStatus: 'cancelled' })
          .expect(200);
        // A partial refund: the revenue is what was kept, $40 + $40 - $14.50.
        await boss.agent
          .post(`/api/orders/${c._id}/refunds`)
          .send({ amount: 14.5, reason: 'Late' })
          .expect(201);
        const stats = await boss.agent.get('/api/orders/admin/stats').expect(200);
        expect(stats.body).toMatchObject({
          pendingCancelRequests: 1,
          revenueLast30Days: 65.5,
          paidOrdersLast30Days: 2,
          // No invoicing details saved in a new shop: the dashboard asks for them.
          invoicingSetUp: false,
        });
        expect(stats.body.recentOrders.map((o: { _id: string }) => o._id)).toEqual([c._id, b._id, a._id]);
        expect(stats.body.cancelRequests.map((o: { _id: string }) => o._id)).toEqual([a._id]);
      } finally {
        await fresh.close();
      }
    }, 120_000);
  });
});
