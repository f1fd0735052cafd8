import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { CouponsService } from '../coupons/coupons.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsRepository } from './payments.repository';
import { CheckoutReconciler } from './checkout-reconciler';
import { StripeController } from './stripe.controller';
import {
  captureThriceAtOnce,
  createService,
  ordersOf,
  pressSandbox,
  queueEnv,
  queuesSettled,
  stripeSandboxCheckout,
  waitFor,
  waitForPayment,
} from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

describe('checkout and payments through the built-in sandbox', () => {
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  // Spied before the app maps its routes (keeping the decorators' metadata, which Nest maps
  // the route from), so every request the webhook route answers is seen.
  const webhookHandler = StripeController.prototype.webhook;
  const webhookRoute = jest.spyOn(StripeController.prototype, 'webhook');
  for (const key of Reflect.getMetadataKeys(webhookHandler)) {
    Reflect.defineMetadata(key, Reflect.getMetadata(key, webhookHandler), StripeController.prototype.webhook);
  }

  beforeAll(async () => {
    t = await createTestApp({ ...queueEnv(), ORDER_NOTIFY_EMAIL: 'orders@example.com' });
    admin = await t.signIn({ admin: true });
    serviceId = await createService(t, admin);
  }, 120_000);
  afterAll(() => t.close());

  async function orderCount(): Promise<number> {
    return (await admin.agent.get('/api/orders/count?payment=all').expect(200)).body.ordersCount as number;
  }

  it('reports the queue in the health check', async () => {
    const res = await request(t.url).get('/api/health').expect(200);
    expect(res.body.queue).toBe('ok');
  });

  it('documents every orders, payments and reviews endpoint in the OpenAPI document', async () => {
    const doc = await request(t.url).get('/api/docs-json').expect(200);
    const paths = Object.keys(doc.body.paths);
    for (const path of [
      '/api/orders',
      '/api/orders/{id}',
      '/api/orders/iseligible',
      '/api/orders/{id}/request-cancel',
      '/api/orders/admin',
      '/api/orders/admin/stats',
      '/api/orders/admin/{id}',
      '/api/orders/{id}/update-status',
      '/api/orders/{id}/delete',
      '/api/orders/count',
      '/api/orders/{id}/extras',
      '/api/stripe/checkout',
      '/api/stripe/session/{session_id}',
      '/api/paypal/checkout',
      '/api/paypal/capture',
      '/api/reviews/{serviceId}',
      '/api/reviews',
      '/api/reviews/{id}',
    ]) {
      expect(paths).toContain(path);
    }
  });

  describe('Stripe sandbox', () => {
    it('completes a purchase: page, Pay, signed webhook through the queue, paid order, return page, mails', async () => {
      const buyer = await t.signIn();
      const checkout = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'Logo', price: 40, name: 'basic', serviceId })
        .expect(200);
      expect(checkout.body).toEqual({ url: expect.stringMatching(/^\/api\/sandbox\/stripe\/cs_sandbox_/) });
      const sessionId = checkout.body.url.split('/').pop();

      const [pending] = await ordersOf(buyer);
      expect(pending).toEqual({
        _id: expect.any(String),
        createdAt: expect.any(String),
        user: { id: buyer.user.id, name: buyer.user.username, email: buyer.user.email, phone: null },
        service: { name: 'I will design a modern minimalist logo for your brand', type: 'basic', price: 40 },
        payment: {
          method: 'stripe',
          transactionId: null,
          status: 'pending',
          refundedAmount: 0,
          refundOnCancel: 0,
        },
        order_status: 'pending',
        cancel_request: false,
        billing: null,
        invoice: null,
        refunds: [],
        currency: 'USD',
        displayCurrency: null,
        displayRate: null,
        extras: [],
      });

      const page = await buyer.agent.get(checkout.body.url).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<title>Stripe Checkout (sandbox)</title>');
      expect(page.text).toContain('I will design a modern minimalist logo for your brand (basic)');
      expect(page.text).toContain('$40.00 USD');
      expect(page.text).toMatch(/value="pay">Pay<\/button>/);
      expect(page.text).toMatch(/value="cancel">Cancel<\/button>/);

      const paid = await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      expect(paid.headers.location).toBe(`/payment-success?session_id=${sessionId}`);

      const order = await waitForPayment(buyer, pending._id, 'paid');
      expect(order.payment.transactionId).toMatch(/^pi_sandbox_/);
      // Delivered as Stripe delivers: a signed POST to the webhook route, stored, then processed.
      const delivery = webhookRoute.mock.calls.find(([req]) => String(req.rawBody).includes(sessionId));
      expect([delivery?.[0].method, delivery?.[0].url]).toEqual(['POST', '/api/stripe/webhook']);
      expect(delivery?.[1]).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
      // Delivering the same signed bytes again, as Stripe retries, answers the one stored event.
      const stored = await waitFor(async () => {
        const row = await t.app.get(PaymentEventsService).receiveStripe(delivery?.[0].rawBody, delivery?.[1]);
        return row.status === 'processed' ? row : undefined;
      });
      expect(stored).toMatchObject({
        eventId: `evt_sandbox_${sessionId.slice('cs_sandbox_'.length)}`,
        type: 'checkout.session.completed',
      });
      const [paidOrder] = await ordersOf(buyer);
      await buyer.agent.get(`/api/stripe/session/${sessionId}`).expect(200, {
        serviceName: 'I will design a modern minimalist logo for your brand',
        orderId: paidOrder._id,
        requirementsNeeded: false,
      });

      const outbox = t.config.mail.outboxDir;
      const mails = await waitFor(async () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox);
        } catch {
          return undefined;
        }
        const texts = files.map((f) => readFileSync(join(outbox, f), 'utf8'));
        const mine = texts.filter((m) => m.includes(pending._id));
        return mine.length >= 2 ? mine : undefined;
      });
      expect(mails.some((m) => m.includes(`To: ${buyer.user.email}`))).toBe(true);
      expect(mails.some((m) => m.includes('To: orders@example.com'))).toBe(true);

      // A second press changes nothing.
      await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      const again = await ordersOf(buyer);
      expect(again).toHaveLength(1);
      expect(again[0].payment.status).toBe('paid');
    });

    it('cancel redirects to /payment-cancel, fails the order and frees its coupon', async () => {
      const buyer = await t.signIn();
      const coupons = t.app.get(CouponsService);
      await coupons.create({ code: 'ONLYONE', discountValue: 25, expiresAt: null, maxRedemptions: 1 });
      const sessionId = await stripeSandboxCheckout(buyer, {
        serviceId,
        name: 'basic',
        price: 30,
        couponCode: 'onlyone',
      });
      await expect(coupons.quote('ONLYONE', 4000)).resolves.toMatchObject({ valid: false });
      const res = await pressSandbox(t, 'stripe', sessionId, 'cancel', 303);
      expect(res.headers.location).toBe('/payment-cancel');
      const [order] = await ordersOf(buyer);
      // The buyer's own Cancel: nothing was charged, and it reads cancelled rather than failed.
      expect(order.payment).toMatchObject({ status: 'failed', cancelled: true });
      expect(order.service.price).toBe(30);
      await expect(coupons.quote('ONLYONE', 4000)).resolves.toMatchObject({ valid: true });
    });

    it('answers the return page only to the session owner', async () => {
      const buyer = await t.signIn();
      const other = await t.signIn();
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'standard', price: 120 });
      await other.agent.get(`/api/stripe/session/${sessionId}`).expect(404);
      await buyer.agent.get('/api/stripe/session/cs_unknown').expect(404);
      await request(t.url).get(`/api/stripe/session/${sessionId}`).expect(401);
    });

    it('refuses an unknown sandbox page and a bad action', async () => {
      const buyer = await t.signIn();
      await buyer.agent.get('/api/sandbox/stripe/cs_sandbox_nope').expect(404);
      await buyer.agent.get('/api/sandbox/bitcoin/x').expect(400);
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      await buyer.agent
        .post(`/api/sandbox/stripe/${sessionId}`)
        .type('form')
        .send({ action: 'steal' })
        .expect(400);
      const [order] = await ordersOf(buyer);
      expect(order.payment.status).toBe('pending');
    });

    it('shows, pays and cancels a sandbox checkout only for the buyer who started it', async () => {
      const buyer = await t.signIn();
      const other = await t.signIn();
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      await request(t.url).get(`/api/sandbox/stripe/${sessionId}`).expect(401);
      await request(t.url)
        .post(`/api/sandbox/stripe/${sessionId}`)
        .type('form')
        .send({ action: 'pay' })
        .expect(401);
      await other.agent.get(`/api/sandbox/stripe/${sessionId}`).expect(404);
      await other.agent
        .post(`/api/sandbox/stripe/${sessionId}`)
        .type('form')
        .send({ action: 'pay' })
        .expect(404);
      await other.agent
        .post(`/api/sandbox/stripe/${sessionId}`)
        .type('form')
        .send({ action: 'cancel' })
        .expect(404);
      await buyer.agent.get(`/api/sandbox/stripe/${sessionId}`).expect(200);
      const [order] = await ordersOf(buyer);
      expect(order.payment.status).toBe('pending');
    });
  });

  describe('PayPal sandbox', () => {
    it('completes a purchase: page, Pay, return with token, capture by the buyer, idempotent retry', async () => {
      const buyer = await t.signIn();
      const checkout = await buyer.agent
        .post('/api/paypal/checkout')
        .send({ title: 'Logo', price: 199.99, name: 'premium', serviceId })
        .expect(200);
      expect(checkout.body).toEqual({
        id: expect.stringMatching(/^PPSANDBOX/),
        url: `/api/sandbox/paypal/${checkout.body.id}`,
      });
      const paypalId = checkout.body.id as string;

      await buyer.agent.post('/api/paypal/capture').send({ orderID: paypalId }).expect(409);

      const page = await buyer.agent.get(checkout.body.url).expect(200);
      expect(page.text).toContain('<title>PayPal Checkout (sandbox)</title>');
      expect(page.text).toContain('$199.99 USD');
      const approved = await pressSandbox(t, 'paypal', paypalId, 'pay', 303);
      expect(approved.headers.location).toBe(`/paypal-success?token=${paypalId}`);

      const other = await t.signIn();
      await other.agent.post('/api/paypal/capture').send({ orderID: paypalId }).expect(404);

      const captures = await captureThriceAtOnce(buyer, paypalId);
      for (const res of captures) {
        expect(res.status).toBe(200);
        expect(res.body.order.payment).toMatchObject({ method: 'paypal', status: 'paid' });
      }
      const [order] = await ordersOf(buyer);
      expect(order.payment.transactionId).toMatch(/^CAPTURE/);
      expect(order.service).toEqual({ name: expect.any(String), type: 'premium', price: 199.99 });
    });

    it('cancel redirects to /paypal-cancel and the capture is refused', async () => {
      const buyer = await t.signIn();
      const checkout = await buyer.agent
        .post('/api/paypal/checkout')
        .send({ title: 'Logo', price: 40, name: 'basic', serviceId })
        .expect(200);
      const res = await pressSandbox(t, 'paypal', checkout.body.id, 'cancel', 303);
      expect(res.headers.location).toBe('/paypal-cancel');
      await buyer.agent.post('/api/paypal/capture').send({ orderID: checkout.body.id }).expect(409);
      const [order] = await ordersOf(buyer);
      expect(order.payment).toMatchObject({ status: 'failed', cancelled: true });
    });

    it('validates the capture body', async () => {
      const buyer = await t.signIn();
      await buyer.agent.post('/api/paypal/capture').send({}).expect(400);
      await buyer.agent.post('/api/paypal/capture').send({ orderID: '../../x' }).expect(400);
    });
  });

  describe('the server sets the price', () => {
    it.each([
      ['a tampered price', { name: 'basic', price: 1 }],
      ['another package price', { name: 'basic', price: 120 }],
      ['the regular price instead of the sale price', { name: 'basic', price: 50 }],
    ])('refuses %s with 409 and creates nothing', async (_label, body) => {
      const buyer = await t.signIn();
      const before = await orderCount();
      const res = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'Logo', serviceId, ...body })
        .expect(409);
      expect(res.body.message).toBe('Price has changed, please reload');
      const paypal = await buyer.agent
        .post('/api/paypal/checkout')
        .send({ title: 'Logo', serviceId, ...body })
        .expect(409);
      expect(paypal.body.message).toBe('Price has changed, please reload');
      expect(await ordersOf(buyer)).toEqual([]);
      expect(await orderCount()).toBe(before);
    });

    it('accepts a price within one cent and charges the server price', async () => {
      const buyer = await t.signIn();
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'premium', price: 199.98 })
        .expect(200);
      const [order] = await ordersOf(buyer);
      expect(order.service.price).toBe(199.99);
    });

    it('refuses an unknown service or package and bad bodies', async () => {
      const buyer = await t.signIn();
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId: '00000000-0000-4000-8000-000000000000', name: 'basic', price: 40 })
        .expect(404);
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'gold', price: 40 })
        .expect(404);
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic' })
        .expect(400);
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: '40' })
        .expect(400);
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: 40, isAdmin: true })
        .expect(400);
      await request(t.url)
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: 40 })
        .expect(401);
      expect(await ordersOf(buyer)).toEqual([]);
    });

    it('applies a coupon on the server and refuses an invalid one', async () => {
      const buyer = await t.signIn();
      await t.app
        .get(CouponsService)
        .create({ code: 'TEN', discountValue: 10, expiresAt: null, maxRedemptions: null });
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: 40, couponCode: 'TEN' })
        .expect(409);
      const bad = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: 36, couponCode: 'NOPE' })
        .expect(409);
      expect(bad.body.message).toBe('Invalid or expired coupon code');
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'basic', price: 36, couponCode: ' ten ' })
        .expect(200);
      const [order] = await ordersOf(buyer);
      expect(order.service.price).toBe(36);
      // Named as the shop wrote it (the invoice's discount line), not as the buyer typed it.
      expect(order.coupon).toEqual({ code: 'TEN', listPrice: 40, discount: 4 });
    });

    it('prices a coupon on the package bought: the basic total is refused for premium, the premium total is charged', async () => {
      const buyer = await t.signIn();
      await t.app
        .get(CouponsService)
        .create({ code: 'TABS10', discountValue: 10, expiresAt: null, maxRedemptions: null });
      // 10% off basic ($40) is $36: refused for premium ($199.99), whose total with the coupon is $179.99.
      const stale = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'premium', price: 36, couponCode: 'TABS10' })
        .expect(409);
      expect(stale.body.code).toBe('CHECKOUT.PRICE_CHANGED');
      expect(await ordersOf(buyer)).toEqual([]);
      await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', serviceId, name: 'premium', price: 179.99, couponCode: 'TABS10' })
        .expect(200);
      const [order] = await ordersOf(buyer);
      expect(order.service).toMatchObject({ type: 'premium', price: 179.99 });
      // The invoice's discount line reads from the order.
      const detail = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
      expect(detail.body.coupon).toEqual({ code: 'TABS10', listPrice: 199.99, discount: 20 });
    });

    it('never over-redeems a coupon under concurrent checkouts', async () => {
      await t.app
        .get(CouponsService)
        .create({ code: 'THREE', discountValue: 50, expiresAt: null, maxRedemptions: 3 });
      const buyers = await Promise.all(Array.from({ length: 8 }, () => t.signIn()));
      const results = await Promise.all(
        buyers.map((b) =>
          b.agent
            .post('/api/stripe/checkout')
            .send({ title: 'x', serviceId, name: 'basic', price: 20, couponCode: 'THREE' }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 409)).toHaveLength(5);
      const orders = (await Promise.all(buyers.map(ordersOf))).flat();
      expect(orders).toHaveLength(3);
    });
  });

  describe('custom offers', () => {
    async function offer(
      buyer: SignedIn,
      price: number,
      status?: 'accepted' | 'declined',
      revisions?: number,
    ): Promise<string> {
      const conv = await buyer.agent
        .post('/api/conversations')
        .send({ buyerId: buyer.user.id, adminId: admin.user.id });
      const created = await admin.agent.post('/api/offers').send({
        conversationId: conv.body._id,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Full site redesign', price, deliveryTime: 10, revisions },
      });
      if (created.status !== 201) throw new Error(`offer: ${created.status} ${JSON.stringify(created.body)}`);
      if (status) await buyer.agent.put(`/api/offers/${created.body._id}`).send({ status }).expect(200);
      return created.body._id as string;
    }

    it('buys an accepted offer of the buyer at the offer price', async () => {
      const buyer = await t.signIn();
      const offerId = await offer(buyer, 350, 'accepted', 3);
      const offersOf = async () => {
        const [conv] = (await buyer.agent.get('/api/conversations').expect(200)).body;
        return (await buyer.agent.get(`/api/offers?conversationId=${conv._id}`).expect(200)).body;
      };
      const sessionId = await stripeSandboxCheckout(buyer, { offerId, price: 350, title: 'Custom offer' });
      expect((await offersOf())[0].paidOrderId).toBeUndefined();
      await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      const [order] = await ordersOf(buyer);
      const paid = await waitForPayment(buyer, order._id, 'paid');
      // The offer list names the order that paid it, so the buyer is shown "Paid" and a link, not "Pay now".
      expect((await offersOf())[0].paidOrderId).toBe(order._id);
      expect(paid.service).toEqual({
        name: 'Custom offer: Full site redesign',
        type: 'custom offer',
        price: 350,
      });
      // The revisions the offer named, not a fixed one.
      expect(paid.fulfilment?.revisions).toEqual({ allowed: 3, used: 0 });
      // Texts name it once: "Custom offer: Full site redesign", not "… (custom offer)".
      const bell = await waitFor(async () => {
        const res = await admin.agent.get('/api/notifications').expect(200);
        return (res.body.items as Array<{ link: string; title: string; body: string }>).find(
          (n) => n.link === `/admin/orders/${order._id}`,
        );
      });
      expect(bell.title).toBe('New order: Custom offer: Full site redesign');
      expect(bell.body).not.toContain('(custom offer)');

      for (const provider of ['stripe', 'paypal']) {
        const again = await buyer.agent
          .post(`/api/${provider}/checkout`)
          .send({ title: 'x', offerId, price: 350 })
          .expect(409);
        expect(again.body.message).toBe('This offer has already been paid');
      }
      expect(await ordersOf(buyer)).toHaveLength(1);
    });

    it('lets one of several checkouts of an offer be paid and refunds every other payment', async () => {
      const buyer = await t.signIn();
      const offerId = await offer(buyer, 250, 'accepted');
      const body = { offerId, price: 250, title: 'Custom offer' };
      // Two tabs and PayPal, all opened before any is paid.
      const first = await stripeSandboxCheckout(buyer, body);
      const second = await stripeSandboxCheckout(buyer, body);
      const wallet = await buyer.agent.post('/api/paypal/checkout').send(body).expect(200);

      await Promise.all([
        pressSandbox(t, 'stripe', first, 'pay', 303),
        pressSandbox(t, 'stripe', second, 'pay', 303),
      ]);
      const settled = await waitFor(async () => {
        const cards = (await ordersOf(buyer)).filter((o) => o.payment.method === 'stripe');
        return cards.every((o) => o.payment.status !== 'pending') ? cards : undefined;
      });
      expect(settled.map((o) => o.payment.status).sort()).toEqual(['paid', 'refunded']);

      await pressSandbox(t, 'paypal', wallet.body.id, 'pay', 303);
      const capture = await buyer.agent
        .post('/api/paypal/capture')
        .send({ orderID: wallet.body.id })
        .expect(409);
      expect(capture.body.message).toBe('This order can no longer be paid; your payment has been refunded');

      const orders = await ordersOf(buyer);
      expect(orders.filter((o) => o.payment.status === 'paid')).toHaveLength(1);
      const refunded = orders.filter((o) => o.payment.status === 'refunded');
      expect(refunded).toHaveLength(2);
      for (const order of refunded) {
        expect(order.order_status).toBe('cancelled');
        const sandbox = await t.app
          .get(PaymentsRepository)
          .findSandboxByTransaction(order.payment.transactionId!);
        expect(sandbox?.status).toBe('refunded');
      }
    });

    it("refuses someone else's, a declined and a pending offer, and a wrong offer price; nothing is created", async () => {
      const buyer = await t.signIn();
      const other = await t.signIn();
      const othersOffer = await offer(other, 100, 'accepted');
      const declined = await offer(buyer, 100, 'declined');
      const pending = await offer(buyer, 100);
      const mine = await offer(buyer, 100, 'accepted');
      const before = await orderCount();
      for (const offerId of [othersOffer, declined, pending]) {
        await buyer.agent.post('/api/stripe/checkout').send({ title: 'x', offerId, price: 100 }).expect(409);
        await buyer.agent.post('/api/paypal/checkout').send({ title: 'x', offerId, price: 100 }).expect(409);
      }
      const wrong = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ title: 'x', offerId: mine, price: 1 })
        .expect(409);
      expect(wrong.body.message).toBe('Price has changed, please reload');
      expect(await ordersOf(buyer)).toEqual([]);
      expect(await orderCount()).toBe(before);
    });
  });

  describe('webhook', () => {
    it('refuses a bad signature with 400 and changes nothing', async () => {
      const buyer = await t.signIn();
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
      const [order] = await ordersOf(buyer);
      const payload = JSON.stringify({
        id: 'evt_forged',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: sessionId,
            payment_status: 'paid',
            amount_total: 4000,
            currency: 'usd',
            payment_intent: 'pi_forged',
            metadata: { orderId: order._id },
          },
        },
      });
      const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
      await request(t.url)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', forged)
        .send(payload)
        .expect(400);
      await request(t.url)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .send(payload)
        .expect(400);
      await queuesSettled(t.app);
      const [after] = await ordersOf(buyer);
      expect(after.payment).toEqual({
        method: 'stripe',
        transactionId: null,
        status: 'pending',
        refundedAmount: 0,
        refundOnCancel: 0,
      });
    });

    it('processes the same event delivered five times at once into one paid order and one set of mails', async () => {
      const buyer = await t.signIn();
      const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'standard', price: 120 });
      const [order] = await ordersOf(buyer);
      const Stripe = (await import('stripe')).default;
      const payload = JSON.stringify({
        id: `evt_dup_${order._id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 12000,
            currency: 'usd',
            payment_intent: 'pi_dup',
            metadata: { orderId: order._id },
          },
        },
      });
      const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: t.config.stripe.webhookSecret,
      });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(t.url)
            .post('/api/stripe/webhook')
            .set('Content-Type', 'application/json')
            .set('Stripe-Signature', signature)
            .send(payload),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const paid = await waitForPayment(buyer, order._id, 'paid');
      expect(paid.payment.transactionId).toBe('pi_dup');
      expect(await ordersOf(buyer)).toHaveLength(1);
      // Mail is written in the background: wait for the set (the buyer's receipt, the shop's
      // new-order notice, the buyer's "work started": this package asks no questions), then make
      // sure no second set follows.
      const subjectsOf = () =>
        readdirSync(t.config.mail.outboxDir)
          // (Quoted-printable soft line breaks joined: a long line may split the order's id.)
          .map((f) => readFileSync(join(t.config.mail.outboxDir, f), 'utf8').replace(/=\r?\n/g, ''))
          .filter((mail) => mail.includes(order._id))
          .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1]);
      await waitFor(async () => subjectsOf().length >= 3);
      await queuesSettled(t.app);
      const subjects = subjectsOf();
      expect(subjects).toHaveLength(3);
      expect(new Set(subjects).size).toBe(3);
    });
  });

  describe('stale checkouts', () => {
    // Within 50 minutes an abandoned checkout is settled and its coupon use freed.
    const later = () => new Date(Date.now() + 50 * 60 * 1000);

    it('fails an abandoned checkout, frees its coupon and closes the sandbox page', async () => {
      const buyer = await t.signIn();
      const coupons = t.app.get(CouponsService);
      await coupons.create({ code: 'STALE1', discountValue: 50, expiresAt: null, maxRedemptions: 1 });
      const sessionId = await stripeSandboxCheckout(buyer, {
        serviceId,
        name: 'basic',
        price: 20,
        couponCode: 'STALE1',
      });
      const [order] = await ordersOf(buyer);
      await t.app.get(CheckoutReconciler).reconcileStaleCheckouts(new Date());
      expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');

      await t.app.get(CheckoutReconciler).reconcileStaleCheckouts(later());
      expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('failed');
      await expect(coupons.quote('STALE1', 4000)).resolves.toMatchObject({ valid: true });
      const page = await buyer.agent.get(`/api/sandbox/stripe/${sessionId}`).expect(200);
      expect(page.text).toContain('This payment is cancelled.');
      await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
      await queuesSettled(t.app);
      expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('failed');
    });

    it('fulfils a card payment whose webhook was lost and a PayPal approval never captured', async () => {
      const events = t.app.get(PaymentEventsService);
      const cardBuyer = await t.signIn();
      const sessionId = await stripeSandboxCheckout(cardBuyer, { serviceId, name: 'basic', price: 40 });
      await events.queue.pauseWorker();
      try {
        await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
        const walletBuyer = await t.signIn();
        const checkout = await walletBuyer.agent
          .post('/api/paypal/checkout')
          .send({ title: 'x', price: 40, name: 'basic', serviceId })
          .expect(200);
        await pressSandbox(t, 'paypal', checkout.body.id, 'pay', 303);

        await t.app.get(CheckoutReconciler).reconcileStaleCheckouts(later());
        const [card] = await ordersOf(cardBuyer);
        const [wallet] = await ordersOf(walletBuyer);
        expect(card.payment.status).toBe('paid');
        expect(wallet.payment.status).toBe('paid');
      } finally {
        await events.queue.resumeWorker();
      }
    });
  });
});
