import { buyBasic, createService, ordersOf, waitFor } from '../../test/payments-fixtures';
import { startMailCapture } from '../../test/mail-capture.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

/** How a buyer's cancel request ends: the admin approves (cancel, refund when paid) or declines. */
describe('cancel requests', () => {
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  let smtp: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    smtp = await startMailCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, ORDER_NOTIFY_EMAIL: 'orders@shop.test' });
    admin = await t.signIn({ admin: true });
    serviceId = await createService(t, admin);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** The mail to `to` whose text matches (the buyer also gets the order's confirmation). */
  async function mailTo(to: string, pattern: RegExp): Promise<string> {
    const found = await waitFor(async () =>
      smtp.mails.find((mail) => mail.to.includes(to) && pattern.test(mail.text)),
    );
    return found.text;
  }

  const pendingIds = async () =>
    (await admin.agent.get('/api/orders/admin?cancelPending=true').expect(200)).body.map(
      (order: { _id: string }) => order._id,
    );

  it("keeps the buyer's optional reason and lists the request as waiting, first in the admin's filter", async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    const asked = await buyer.agent
      .put(`/api/orders/${order._id}/request-cancel`)
      .send({ reason: '  Ordered the wrong package  ' })
      .expect(200);
    expect(asked.body.cancel_request).toBe(true);
    expect(asked.body.cancellation).toEqual({
      status: 'pending',
      reason: 'Ordered the wrong package',
      response: null,
      resolvedAt: null,
    });
    expect(await pendingIds()).toContain(order._id);
    const stats = (await admin.agent.get('/api/orders/admin/stats').expect(200)).body;
    expect(stats.cancelRequests.map((o: { _id: string }) => o._id)).toContain(order._id);
    // An order nobody asked to cancel carries no cancellation at all.
    const other = await buyBasic(t, await t.signIn(), serviceId);
    expect(other.cancellation).toBeUndefined();
    expect(await pendingIds()).not.toContain(other._id);
  });

  it('refuses a reason over 500 characters and changes nothing', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    await buyer.agent
      .put(`/api/orders/${order._id}/request-cancel`)
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).send({ reason: 5 }).expect(400);
    expect((await buyer.agent.get(`/api/orders/${order._id}`).expect(200)).body.cancel_request).toBe(false);
  });

  it('approving cancels the order, refunds it in full and tells the buyer by mail', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(200);
    await buyer.agent.put(`/api/orders/${order._id}/cancel-request/approve`).expect(403);
    const approved = await admin.agent.put(`/api/orders/${order._id}/cancel-request/approve`).expect(200);
    expect(approved.body.order).toMatchObject({
      order_status: 'cancelled',
      payment: { status: 'refunded' },
      cancellation: { status: 'approved', reason: null, response: null },
    });
    expect(approved.body.order.cancellation.resolvedAt).toEqual(expect.any(String));
    const seen = (await buyer.agent.get(`/api/orders/${order._id}`).expect(200)).body;
    expect(seen.cancellation.status).toBe('approved');
    expect(await mailTo(buyer.user.email, /Your order has been cancelled/)).toMatch(
      /Your order has been cancelled\. \$40\.00 is refunded in full/,
    );
    expect(await pendingIds()).not.toContain(order._id);
    const again = await admin.agent.put(`/api/orders/${order._id}/cancel-request/approve`).expect(409);
    expect(again.body.message).toBe('This order has no cancel request waiting for an answer');
  });

  it('declining keeps the order, tells the buyer why (page and mail), and the buyer cannot ask again', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).send({ reason: 'Too slow' }).expect(200);
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }]) {
      await admin.agent.put(`/api/orders/${order._id}/cancel-request/decline`).send(body).expect(400);
    }
    expect(await pendingIds()).toContain(order._id);
    const declined = await admin.agent
      .put(`/api/orders/${order._id}/cancel-request/decline`)
      .send({ message: 'The work is already delivered.' })
      .expect(200);
    expect(declined.body.order).toMatchObject({
      order_status: 'in progress',
      payment: { status: 'paid' },
      cancellation: { status: 'declined', reason: 'Too slow', response: 'The work is already delivered.' },
    });
    expect(await mailTo(buyer.user.email, /Your cancel request was declined/)).toContain(
      'The work is already delivered.',
    );
    const [mine] = await ordersOf(buyer);
    expect(mine.cancellation?.status).toBe('declined');
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(409);
    await admin.agent.put(`/api/orders/${order._id}/cancel-request/approve`).expect(409);
  });

  it('an order without a waiting request cannot be approved or declined', async () => {
    const order = await buyBasic(t, await t.signIn(), serviceId);
    await admin.agent.put(`/api/orders/${order._id}/cancel-request/approve`).expect(409);
    await admin.agent
      .put(`/api/orders/${order._id}/cancel-request/decline`)
      .send({ message: 'No' })
      .expect(409);
    await admin.agent.put('/api/orders/not-an-id/cancel-request/approve').expect(404);
  });

  it("'Mark as cancelled' approves a waiting request and may keep the payment (refund: false)", async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    await buyer.agent.put(`/api/orders/${order._id}/request-cancel`).expect(200);
    const kept = await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled', refund: false })
      .expect(200);
    expect(kept.body.order).toMatchObject({
      order_status: 'cancelled',
      payment: { status: 'paid' },
      cancellation: { status: 'approved' },
    });
    expect(await mailTo(buyer.user.email, /Your order has been cancelled\./)).not.toMatch(/refunded/);
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled', refund: 'no' })
      .expect(400);
  });

  it('a refunded order stays cancelled: it cannot be marked pending, in progress or completed', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    const cancelled = await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    expect(cancelled.body.order.payment.status).toBe('refunded');
    for (const newStatus of ['completed', 'in progress', 'pending']) {
      const res = await admin.agent
        .put(`/api/orders/${order._id}/update-status`)
        .send({ newStatus })
        .expect(409);
      expect(res.body.message).toBe(`A refunded order stays cancelled; it cannot be marked ${newStatus}`);
    }
    const after = (await buyer.agent.get(`/api/orders/${order._id}`).expect(200)).body;
    expect(after).toMatchObject({ order_status: 'cancelled', payment: { status: 'refunded' } });
  });
});
