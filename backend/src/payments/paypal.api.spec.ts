import request from 'supertest';
import { cancelThriceAtOnce, ordersOf } from '../../test/payments-fixtures';
import { PayPalStub } from '../../test/stubs/paypal-stub';
import { openServiceShop, ServiceShop } from '../../test/order-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

describe('PayPal through the official SDK against a local stub', () => {
  let stub: PayPalStub;
  let shop: ServiceShop;
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;

  beforeAll(async () => {
    stub = new PayPalStub();
    await stub.start();
    shop = await openServiceShop({
      PAYPAL_CLIENT_ID: 'stub-client',
      PAYPAL_CLIENT_SECRET: 'stub-secret',
      PAYPAL_API_BASE: stub.url,
    });
    ({ t, admin, serviceId } = shop);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await stub?.stop();
  });

  async function checkout(buyer: SignedIn, name = 'basic', price = 40) {
    const res = await buyer.agent
      .post('/api/paypal/checkout')
      .send({ title: 'Logo', price, name, serviceId })
      .expect(200);
    const [order] = await ordersOf(buyer);
    return { id: res.body.id as string, url: res.body.url as string, order };
  }

  it('creates a CAPTURE order in USD for the server price and answers its id and approval URL', async () => {
    const buyer = await t.signIn();
    const { id, url, order } = await checkout(buyer, 'premium', 199.99);
    expect(url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${id}`);
    expect(stub.orders.get(id)).toMatchObject({
      amount: { currency_code: 'USD', value: '199.99' },
      referenceId: order._id,
    });
    expect(stub.requests.some((r) => r.path === '/v1/oauth2/token')).toBe(true);
    expect(order.payment).toEqual({
      method: 'paypal',
      transactionId: null,
      status: 'pending',
      refundedAmount: 0,
      refundOnCancel: 0,
    });
  });

  it('captures an approved order once for its buyer, treating a retry and an already-captured order as success', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(409);
    stub.approve(id);
    const other = await t.signIn();
    await other.agent.post('/api/paypal/capture').send({ orderID: id }).expect(404);
    await request(t.url).post('/api/paypal/capture').send({ orderID: id }).expect(401);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => buyer.agent.post('/api/paypal/capture').send({ orderID: id })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.order.payment.status).toBe('paid');
    }
    const captureId = stub.orders.get(id)!.capture!.id;
    const paid = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(paid.body.payment).toEqual({
      method: 'paypal',
      transactionId: captureId,
      status: 'paid',
      refundedAmount: 0,
      // Cancelling now would give the whole payment back.
      refundOnCancel: order.service.price,
    });
    const captureCalls = stub.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`);
    expect(new Set(captureCalls.map((r) => r.headers['paypal-request-id']))).toEqual(
      new Set([`capture-${order._id}`]),
    );
  });

  it('treats an order captured elsewhere (another request id) as paid after reading it back', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    stub.approve(id);
    const stubOrder = stub.orders.get(id)!;
    stubOrder.status = 'COMPLETED';
    stubOrder.capture = {
      id: 'CAPELSEWHERE',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '40.00' },
    };
    const res = await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(200);
    expect(res.body.order.payment).toEqual({
      method: 'paypal',
      transactionId: 'CAPELSEWHERE',
      status: 'paid',
      refundedAmount: 0,
      refundOnCancel: order.service.price,
    });
    expect(res.body.order._id).toBe(order._id);
  });

  it('refuses a capture whose amount differs from the order', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    stub.approve(id);
    stub.captureAmountOverride = '1.00';
    try {
      await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(409);
    } finally {
      stub.captureAmountOverride = undefined;
    }
    const after = await buyer.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(after.body.payment.status).toBe('failed');
  });

  it('keeps a declined capture pending so the buyer can retry with another funding source', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    stub.approve(id);
    stub.declinesLeft = 2;
    const declined = await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(409);
    expect(declined.body.code).toBe('PAYPAL.DECLINED');
    expect((await buyer.agent.get(`/api/orders/${order._id}`)).body.payment.status).toBe('pending');
    // The buyer picked another funding source: the stable request id still answers the old
    // decline, a fresh one captures.
    const retried = await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(200);
    expect(retried.body.order.payment.status).toBe('paid');
    const ids = stub.requests
      .filter((r) => r.path === `/v2/checkout/orders/${id}/capture`)
      .map((r) => r.headers['paypal-request-id'] as string);
    expect(ids.filter((x) => x === `capture-${order._id}`)).toHaveLength(2);
    expect(new Set(ids).size).toBe(3);
    expect(retried.body.order.payment.transactionId).toBe(stub.orders.get(id)!.capture!.id);
  });

  it('refunds the capture once when the admin cancels the paid order', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    stub.approve(id);
    await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(200);
    const answers = await cancelThriceAtOnce(admin, order._id);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0].body.order.payment.status).toBe('refunded');
    const refunds = stub.refunds.filter((r) => r.requestId?.startsWith(`refund-${order._id}-`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0].captureId).toBe(stub.orders.get(id)!.capture!.id);
    expect(refunds[0].value).toBe('40.00');
  });

  it('refunds part of the capture, then the rest, each with its amount; over-refund sends nothing', async () => {
    const buyer = await t.signIn();
    const { id, order } = await checkout(buyer);
    stub.approve(id);
    await buyer.agent.post('/api/paypal/capture').send({ orderID: id }).expect(200);
    const ofOrder = () => stub.refunds.filter((r) => r.requestId?.startsWith(`refund-${order._id}-`));
    const part = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 10, reason: 'Partial' })
      .expect(201);
    expect(part.body.order.payment).toMatchObject({ status: 'paid', refundedAmount: 10 });
    expect(part.body.order.refunds[0].creditNote.number).toMatch(/^CN-\d{4}-\d{6}$/);
    const over = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 30.01, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect(ofOrder().map((r) => r.value)).toEqual(['10.00']);
    const rest = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 30, reason: 'Rest' })
      .expect(201);
    expect(rest.body.order.payment).toMatchObject({ status: 'refunded', refundedAmount: 40 });
    expect(ofOrder().map((r) => r.value)).toEqual(['10.00', '30.00']);
    expect(new Set(ofOrder().map((r) => r.captureId))).toEqual(new Set([stub.orders.get(id)!.capture!.id]));
  });
});
