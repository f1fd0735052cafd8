import request from 'supertest';
import Stripe from 'stripe';
import { PaymentEventsService } from './payment-events.service';
import { CheckoutReconciler } from './checkout-reconciler';
import { cancelThriceAtOnce, ordersOf, queuesSettled, waitForPayment } from '../../test/payments-fixtures';
import { StripeStub } from '../../test/stubs/stripe-stub';
import { openServiceShop, ServiceShop } from '../../test/order-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_stub';

describe('Stripe through the official SDK against a local stub', () => {
  let stub: StripeStub;
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stub = new StripeStub();
    await stub.start();
    shop = await openServiceShop({
      STRIPE_SECRET_KEY: 'sk_test_app',
      STRIPE_API_BASE: stub.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    ({ t, admin, serviceId } = shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await stub?.stop();
  });

  function deliver(event: unknown) {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(t.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
  }

  async function checkout(buyer: SignedIn, name = 'basic', price = 40) {
    const res = await buyer.agent
      .post('/api/stripe/checkout')
      .send({ title: 'Logo', price, name, serviceId })
      .expect(200);
    const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(res.body.url)![1];
    const [order] = await ordersOf(buyer);
    return { url: res.body.url as string, sessionId, order };
  }

  it('creates a USD Checkout Session for the server price and answers its URL', async () => {
    const buyer = await t.signIn();
    const { url, sessionId, order } = await checkout(buyer, 'premium', 199.99);
    expect(url).toBe(`https://checkout.stripe.test/pay/${sessionId}`);
    const session = stub.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 19999,
      currency: 'usd',
      client_reference_id: order._id,
      metadata: { orderId: order._id },
      customer_email: buyer.user.email,
    });
    expect(session.success_url).toMatch(/\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    const created = stub.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.includes(order._id),
    )!;
    expect(created.headers['idempotency-key']).toBe(`checkout-${order._id}`);
  });

  it('marks the order paid from a signed checkout.session.completed, with the payment intent', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    const event = stub.pay(sessionId);
    await deliver(event).expect(200);
    const paid = await waitForPayment(buyer, order._id, 'paid');
    expect(paid.payment.transactionId).toBe(stub.sessions.get(sessionId)!.payment_intent);
  });

  it('fulfils from the return page when the webhook has not arrived, and the late webhook changes nothing', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    const event = stub.pay(sessionId);
    await buyer.agent
      .get(`/api/stripe/session/${sessionId}`)
      .expect(200, { serviceName: order.service.name, orderId: order._id, requirementsNeeded: false });
    const now = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(now.body.payment.status).toBe('paid');
    await deliver(event).expect(200);
    await queuesSettled(t.app);
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body).toEqual(now.body);
  });

  it('waits for async_payment_succeeded when the completed session is not paid yet', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    const completed = stub.pay(sessionId, { payment_status: 'unpaid' });
    await deliver(completed).expect(200);
    await queuesSettled(t.app);
    expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');
    const succeeded = { ...stub.pay(sessionId), type: 'checkout.session.async_payment_succeeded' };
    await deliver(succeeded).expect(200);
    await waitForPayment(buyer, order._id, 'paid');
  });

  it('does not accept a payment whose amount differs from the order', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    const event = stub.pay(sessionId, { amount_total: 100 });
    await deliver(event).expect(200);
    await waitForPayment(buyer, order._id, 'failed');
  });

  it('keeps a webhook that arrives while the worker is stopped and pays the order once it restarts', async () => {
    const buyer = await t.signIn();
    const events = t.app.get(PaymentEventsService);
    const { sessionId, order } = await checkout(buyer);
    await events.queue.pauseWorker();
    try {
      await deliver(stub.pay(sessionId)).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');
    } finally {
      await events.queue.resumeWorker();
    }
    await waitForPayment(buyer, order._id, 'paid');
  });

  it('recovers an event whose job was lost (queue unreachable) through the sweep', async () => {
    const buyer = await t.signIn();
    const events = t.app.get(PaymentEventsService);
    const { sessionId, order } = await checkout(buyer);
    const add = jest.spyOn(events.queue, 'add').mockRejectedValueOnce(new Error('Redis is down'));
    try {
      await deliver(stub.pay(sessionId)).expect(200);
    } finally {
      add.mockRestore();
    }
    await queuesSettled(t.app);
    expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');
    expect(await events.sweep(0)).toBeGreaterThanOrEqual(1);
    await waitForPayment(buyer, order._id, 'paid');
  });

  it('refunds through Stripe once, with an idempotency key of the order, when a paid order is cancelled', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    await deliver(stub.pay(sessionId)).expect(200);
    await waitForPayment(buyer, order._id, 'paid');
    const answers = await cancelThriceAtOnce(admin, order._id);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].body.order.payment.status).toBe('refunded');
    const refunds = stub.refunds.filter((r) => r.idempotencyKey?.startsWith(`refund-${order._id}-`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].paymentIntent).toBe(stub.sessions.get(sessionId)!.payment_intent);
    expect(refunds[0].amount).toBe(4000);
    expect(answers[0].body.order.refunds[0].creditNote.number).toMatch(/^CN-\d{4}-\d{6}$/);
  });

  it('refunds part of a payment, then the rest, passing each amount to Stripe; over-refund sends nothing', async () => {
    const buyer = await t.signIn();
    const { sessionId, order } = await checkout(buyer);
    await deliver(stub.pay(sessionId)).expect(200);
    await waitForPayment(buyer, order._id, 'paid');
    const ofOrder = () => stub.refunds.filter((r) => r.idempotencyKey?.startsWith(`refund-${order._id}-`));
    const part = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .set('Idempotency-Key', 'stripe-part')
      .send({ amount: 15.5, reason: 'One revision less' })
      .expect(201);
    expect(part.body.order.payment).toMatchObject({ status: 'paid', refundedAmount: 15.5 });
    await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .set('Idempotency-Key', 'stripe-part')
      .send({ amount: 15.5, reason: 'One revision less' })
      .expect(201);
    const over = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 24.51, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect(ofOrder().map((r) => r.amount)).toEqual([1550]);
    const rest = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 24.5, reason: 'The rest' })
      .expect(201);
    expect(rest.body.order.payment).toMatchObject({ status: 'refunded', refundedAmount: 40 });
    expect(ofOrder().map((r) => r.amount)).toEqual([1550, 2450]);
    expect(ofOrder().every((r) => r.paymentIntent === stub.sessions.get(sessionId)!.payment_intent)).toBe(
      true,
    );
  });

  it('answers 503 and creates nothing when Stripe fails to create the session', async () => {
    const buyer = await t.signIn();
    stub.failNextCreate = true;
    const res = await buyer.agent
      .post('/api/stripe/checkout')
      .send({ title: 'Logo', price: 40, name: 'basic', serviceId })
      .expect(503);
    expect(res.body.message).toBe('Failed to create Stripe session, please try again');
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('expires an abandoned session and fails its order; a paid one found late is fulfilled', async () => {
    const buyer = await t.signIn();
    const abandoned = await checkout(buyer);
    const lateBuyer = await t.signIn();
    const paidLate = await checkout(lateBuyer);
    stub.pay(paidLate.sessionId);
    await t.app.get(CheckoutReconciler).reconcileStaleCheckouts(new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect(stub.sessions.get(abandoned.sessionId)!.status).toBe('expired');
    expect((await buyer.agent.get(`/api/orders/${abandoned.order._id}`)).body.payment.status).toBe('failed');
    const created = stub.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.includes(abandoned.order._id),
    )!;
    expect(Number(new URLSearchParams(created.body).get('expires_at'))).toBeGreaterThan(
      Date.now() / 1000 + 30 * 60,
    );
    expect(stub.requests.some((r) => r.path === `/v1/checkout/sessions/${paidLate.sessionId}/expire`)).toBe(
      false,
    );
    expect((await lateBuyer.agent.get(`/api/orders/${paidLate.order._id}`)).body.payment.status).toBe('paid');
  });

  it('serves no sandbox page when real keys are configured', async () => {
    const buyer = await t.signIn();
    await buyer.agent.get('/api/sandbox/stripe/cs_sandbox_x').expect(404);
  });
});
