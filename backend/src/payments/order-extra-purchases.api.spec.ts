import type { BuyableExtraJson, InvoiceDocumentJson, OrderJson, ServiceJson } from '@market/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import request from 'supertest';
import { orderExtraPurchases } from '../orders/orders.schema';
import { sandboxPayments } from './payments.schema';
import {
  buyBasic,
  captureThriceAtOnce,
  createService,
  pressSandbox,
  queueEnv,
  queuesSettled,
  waitFor,
} from '../../test/payments-fixtures';
import { CheckoutReconciler } from './checkout-reconciler';
import { PaymentEventsService } from './payment-events.service';
import { serviceBody } from '../../test/catalog-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;
const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;

/**
 * Extras bought while an order runs (issue 61 part 2): one more revision or an extra of the
 * package, each with its own checkout through the sandbox; the order changes only once paid,
 * exactly once, and a failed or expired checkout changes nothing.
 */
describe('extras bought mid-order', () => {
  let t: TestApp;
  let admin: SignedIn;
  let service: ServiceJson;
  let noRevisions: ServiceJson;

  beforeAll(async () => {
    t = await createTestApp(queueEnv());
    admin = await t.signIn({ admin: true });
    const packages = serviceBody(t).packages.map((p) =>
      p.name === 'basic' ? { ...p, revisionNumber: 1 } : p,
    );
    const extras = [
      { title: 'Source files', price: 20, deliveryDays: 2, revisions: 0, packages: ['basic' as const] },
      { title: 'Brand book', price: 10, deliveryDays: 0, revisions: 0, packages: ['premium' as const] },
    ];
    const id = await createService(t, admin, { packages, extras, extraRevisionPrice: 15 });
    service = (await admin.agent.get(`/api/services/single-service/${id}`).expect(200)).body as ServiceJson;
    const plain = await createService(t, admin, { packages, extras, extraRevisionPrice: 0 });
    noRevisions = (await admin.agent.get(`/api/services/single-service/${plain}`).expect(200))
      .body as ServiceJson;
  }, 300_000);
  afterAll(() => t.close());

  const extraOf = (of: ServiceJson, title: string) => of.extras!.find((extra) => extra.title === title)!._id;
  const orderOf = async (buyer: SignedIn, id: string) =>
    (await buyer.agent.get(`/api/orders/${id}`).expect(200)).body as OrderJson;

  /** Starts a purchase and answers its sandbox session id. */
  async function startPurchase(buyer: SignedIn, orderId: string, extraId: string): Promise<string> {
    const res = await buyer.agent.post(`/api/orders/${orderId}/extras`).send({ extraId }).expect(200);
    expect(res.body).toEqual({ id: expect.any(String), url: expect.any(String) });
    const match = /^\/api\/sandbox\/stripe\/(cs_sandbox_[0-9a-f]+)$/.exec(res.body.url as string);
    if (!match) throw new Error(`unexpected sandbox url ${res.body.url}`);
    return match[1];
  }

  /** A basic order whose buyer bought "Source files" ($20) during it, paid in the card sandbox. */
  async function orderWithPaidExtra() {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const session = await startPurchase(buyer, order._id, extraOf(service, 'Source files'));
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const withExtra = await waitForExtras(buyer, order._id, 1);
    return { buyer, order, session, withExtra };
  }

  const cancelAsAdmin = async (id: string) =>
    (await admin.agent.put(`/api/orders/${id}/update-status`).send({ newStatus: 'cancelled' }).expect(200))
      .body.order as OrderJson;

  const waitForExtras = (buyer: SignedIn, id: string, count: number) =>
    waitFor(async () => {
      const order = await orderOf(buyer, id);
      return order.extras!.length === count ? order : undefined;
    });

  it('sells one more revision after the limit is hit; once paid the buyer can ask for it', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const id = order._id;
    await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'First' }).expect(201);
    await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: 'Bluer' }).expect(200);
    await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Blue' }).expect(201);
    await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: 'Greener' }).expect(409);

    const offered = (await buyer.agent.get(`/api/orders/${id}/extras`).expect(200))
      .body as BuyableExtraJson[];
    expect(offered).toEqual([
      { extraId: 'revision', title: '1 more revision', price: 15, deliveryDays: 0, revisions: 1 },
      {
        extraId: extraOf(service, 'Source files'),
        title: 'Source files',
        price: 20,
        deliveryDays: 2,
        revisions: 0,
      },
    ]);

    const session = await startPurchase(buyer, id, 'revision');
    // Unpaid, it changes nothing.
    expect((await orderOf(buyer, id)).fulfilment!.revisions).toEqual({ allowed: 1, used: 1 });
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const paid = await waitForExtras(buyer, id, 1);
    expect(paid.fulfilment!.revisions).toEqual({ allowed: 2, used: 1 });
    expect(paid.extras![0]).toMatchObject({
      extraId: 'revision',
      price: 15,
      revisions: 1,
      deliveryDays: 0,
      boughtAt: 'mid-order',
      paidAt: expect.any(String),
    });
    expect(paid.extras![0].invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(paid.extras![0].invoiceNumber).not.toBe(paid.invoice!.number);

    const revising = await buyer.agent
      .post(`/api/orders/${id}/revision`)
      .send({ message: 'Greener' })
      .expect(200);
    expect((revising.body as OrderJson).fulfilment).toMatchObject({
      stage: 'revision',
      revisions: { allowed: 2, used: 2 },
    });
    // One more revision can be bought again and again.
    await startPurchase(buyer, id, 'revision');
  });

  it('adds a paid extra once (webhook and return page), moving the due date, with its own invoice', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const dueBefore = Date.parse(order.fulfilment!.dueAt!);
    const sourceFiles = extraOf(service, 'Source files');
    const session = await startPurchase(buyer, order._id, sourceFiles);
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const paid = await waitForExtras(buyer, order._id, 1);
    // The return page reads the same session: it names the order and applies nothing twice.
    const summary = await buyer.agent.get(`/api/stripe/session/${session}`).expect(200);
    expect(summary.body).toMatchObject({ orderId: order._id, requirementsNeeded: false });
    const again = await orderOf(buyer, order._id);
    expect(again.extras).toHaveLength(1);
    expect(again.fulfilment).toMatchObject({ deliveryDays: 5, revisions: { allowed: 1, used: 0 } });
    expect(Date.parse(again.fulfilment!.dueAt!) - dueBefore).toBe(2 * DAY_MS);
    expect(paid.extras![0]).toMatchObject({
      extraId: sourceFiles,
      title: 'Source files',
      boughtAt: 'mid-order',
    });
    expect(paid.extras![0].invoiceNumber).toMatch(INVOICE_NUMBER);

    // An invoice of its own in the accountant's documents, beside the order's.
    const today = new Date().toISOString().slice(0, 10);
    const documents = (await admin.agent.get(`/api/invoices?from=${today}&to=${today}&limit=100`).expect(200))
      .body as Array<{ kind: string; number: string; orderId: string; total: number }>;
    expect(
      documents
        .filter((doc) => doc.orderId === order._id)
        .map(({ kind, number, total }) => ({ kind, number, total })),
    ).toEqual([
      { kind: 'invoice', number: order.invoice!.number, total: 40 },
      { kind: 'invoice', number: paid.extras![0].invoiceNumber, total: 20 },
    ]);

    // The admin's page shows it too.
    const staffView = (await admin.agent.get(`/api/orders/admin/${order._id}`).expect(200)).body as OrderJson;
    expect(staffView.extras![0]).toMatchObject({
      extraId: sourceFiles,
      invoiceNumber: paid.extras![0].invoiceNumber,
    });

    // Bought: no longer offered, and refused.
    const offered = (await buyer.agent.get(`/api/orders/${order._id}/extras`).expect(200))
      .body as BuyableExtraJson[];
    expect(offered.map((extra) => extra.extraId)).toEqual(['revision']);
    const twice = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: sourceFiles })
      .expect(400);
    expect(twice.body.code).toBe('ORDER_EXTRA.ALREADY_BOUGHT');
  });

  it('refuses bad input, other buyers and ended orders, changing nothing', async () => {
    const buyer = await t.signIn();
    const other = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const id = order._id;
    const cases: Array<[unknown, string]> = [
      [{ extraId: '6a0f5e2c-6b0d-4a77-9d5e-0d3c1b5c9e11' }, 'ORDER_EXTRA.NOT_OFFERED'],
      [{ extraId: extraOf(service, 'Brand book') }, 'ORDER_EXTRA.NOT_OFFERED'],
      [{ extraId: 'x'.repeat(65) }, ''],
      [{ extraId: 42 }, ''],
      [{ extraId: '' }, ''],
      [{}, ''],
    ];
    for (const [body, code] of cases) {
      const res = await buyer.agent
        .post(`/api/orders/${id}/extras`)
        .send(body as object)
        .expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/extraId/);
      if (code) expect(res.body.code).toBe(code);
    }
    await other.agent.post(`/api/orders/${id}/extras`).send({ extraId: 'revision' }).expect(404);
    await other.agent.get(`/api/orders/${id}/extras`).expect(404);
    await buyer.agent.post('/api/orders/not-an-id/extras').send({ extraId: 'revision' }).expect(404);

    const plain = await buyBasic(t, buyer, noRevisions._id);
    const unsold = await buyer.agent
      .post(`/api/orders/${plain._id}/extras`)
      .send({ extraId: 'revision' })
      .expect(400);
    expect(unsold.body.code).toBe('ORDER_EXTRA.REVISION_NOT_SOLD');
    expect(
      ((await buyer.agent.get(`/api/orders/${plain._id}/extras`).expect(200)).body as BuyableExtraJson[]).map(
        (extra) => extra.title,
      ),
    ).toEqual(['Source files']);

    await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Done' }).expect(201);
    await buyer.agent.post(`/api/orders/${id}/accept`).expect(200);
    const ended = await buyer.agent
      .post(`/api/orders/${id}/extras`)
      .send({ extraId: 'revision' })
      .expect(409);
    expect(ended.body.code).toBe('ORDER_EXTRA.WRONG_STAGE');
    expect((await buyer.agent.get(`/api/orders/${id}/extras`).expect(200)).body).toEqual([]);

    const after = await orderOf(buyer, id);
    expect(after.extras).toEqual([]);
    expect(after.fulfilment!.revisions.allowed).toBe(1);
    const rows = await t.database.db
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.orderId, id));
    expect(rows).toEqual([]);
  });

  it('a cancelled or expired checkout changes nothing, and buying again works', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const sourceFiles = extraOf(service, 'Source files');

    // Started twice while open: the same checkout.
    const first = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: sourceFiles })
      .expect(200);
    const repeat = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: sourceFiles })
      .expect(200);
    expect(repeat.body).toEqual(first.body);
    const firstSession = /cs_sandbox_[0-9a-f]+/.exec(first.body.url as string)![0];
    await pressSandbox(t, 'stripe', firstSession, 'cancel', 303);
    const [cancelled] = await t.database.db
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.id, first.body.id as string));
    expect(cancelled.status).toBe('failed');
    expect(await orderOf(buyer, order._id)).toMatchObject({ extras: [], fulfilment: { deliveryDays: 3 } });

    // A checkout left open past its page's life is closed when buying again.
    const second = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: sourceFiles })
      .expect(200);
    expect(second.body.id).not.toBe(first.body.id);
    await t.database.db
      .update(orderExtraPurchases)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(orderExtraPurchases.id, second.body.id as string));
    const thirdSession = await startPurchase(buyer, order._id, sourceFiles);
    const statuses = await t.database.db
      .select({ id: orderExtraPurchases.id, status: orderExtraPurchases.status })
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.orderId, order._id));
    expect(statuses.find((row) => row.id === second.body.id)!.status).toBe('failed');
    expect(await orderOf(buyer, order._id)).toMatchObject({ extras: [] });
    // The closed one can no longer be paid; the new one can.
    const secondSession = /cs_sandbox_[0-9a-f]+/.exec(second.body.url as string)![0];
    await pressSandbox(t, 'stripe', secondSession, 'pay');
    await pressSandbox(t, 'stripe', thirdSession, 'pay', 303);
    const paid = await waitForExtras(buyer, order._id, 1);
    expect(paid.fulfilment!.deliveryDays).toBe(5);
  });

  it("the reconciler's sweep adds an extra paid whose confirmation was lost, and fails one left unpaid", async () => {
    const events = t.app.get(PaymentEventsService);
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const paidSession = await startPurchase(buyer, order._id, extraOf(service, 'Source files'));
    const abandoned = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: 'revision' })
      .expect(200);
    // Paid at the provider while the webhook's worker is away: the order never hears of it.
    await events.queue.pauseWorker();
    try {
      await pressSandbox(t, 'stripe', paidSession, 'pay', 303);
      const reconciler = t.app.get(CheckoutReconciler);
      // Not yet stale: left alone.
      await reconciler.reconcileStaleCheckouts(new Date());
      expect((await orderOf(buyer, order._id)).extras).toEqual([]);

      await reconciler.reconcileStaleCheckouts(new Date(Date.now() + 50 * 60 * 1000));
      const swept = await orderOf(buyer, order._id);
      expect(swept.extras!.map((extra) => extra.title)).toEqual(['Source files']);
      expect(swept.extras![0].invoiceNumber).toMatch(INVOICE_NUMBER);
      expect(swept.fulfilment!.deliveryDays).toBe(5);
      const [unpaid] = await t.database.db
        .select()
        .from(orderExtraPurchases)
        .where(eq(orderExtraPurchases.id, abandoned.body.id as string));
      expect(unpaid.status).toBe('failed');
    } finally {
      await events.queue.resumeWorker();
    }
    // The late webhook then changes nothing more.
    await queuesSettled(t.app);
    expect((await orderOf(buyer, order._id)).extras).toHaveLength(1);
  });

  it('an order paid with PayPal pays its extra with PayPal: capture applies it once', async () => {
    const buyer = await t.signIn();
    const checkout = await buyer.agent
      .post('/api/paypal/checkout')
      .send({ title: 'Logo', price: 40, name: 'basic', serviceId: service._id })
      .expect(200);
    await pressSandbox(t, 'paypal', checkout.body.id as string, 'pay', 303);
    await buyer.agent.post('/api/paypal/capture').send({ orderID: checkout.body.id }).expect(200);
    const [order] = (await buyer.agent.get('/api/orders').expect(200)).body as OrderJson[];

    const started = await buyer.agent
      .post(`/api/orders/${order._id}/extras`)
      .send({ extraId: 'revision' })
      .expect(200);
    const paypalId = /PPSANDBOX[0-9A-F]+/.exec(started.body.url as string)![0];
    await buyer.agent.post('/api/paypal/capture').send({ orderID: paypalId }).expect(409);
    await pressSandbox(t, 'paypal', paypalId, 'pay', 303);
    const other = await t.signIn();
    await other.agent.post('/api/paypal/capture').send({ orderID: paypalId }).expect(404);
    const captures = await captureThriceAtOnce(buyer, paypalId);
    for (const res of captures) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('COMPLETED');
    }
    const paid = await orderOf(buyer, order._id);
    expect(paid.extras).toEqual([expect.objectContaining({ extraId: 'revision', boughtAt: 'mid-order' })]);
    expect(paid.fulfilment!.revisions.allowed).toBe(2);
  });

  it("Stripe's expiry of the checkout fails the purchase and leaves the order as it was", async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const session = await startPurchase(buyer, order._id, 'revision');
    const payload = JSON.stringify({
      id: `evt_expired_${session}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: {
        object: {
          id: session,
          object: 'checkout.session',
          payment_status: 'unpaid',
          status: 'expired',
          amount_total: 1500,
          currency: 'usd',
          metadata: { orderId: order._id },
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: t.config.stripe.webhookSecret,
    });
    await request(t.url)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(200);
    await waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(orderExtraPurchases)
        .where(eq(orderExtraPurchases.providerRef, session));
      return row.status === 'failed';
    });
    expect(await orderOf(buyer, order._id)).toMatchObject({
      extras: [],
      fulfilment: { revisions: { allowed: 1 } },
    });
    // Buying again opens a new checkout.
    expect(await startPurchase(buyer, order._id, 'revision')).not.toBe(session);
  });

  it('a payment arriving after the work ended is given back and changes nothing', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, service._id);
    const session = await startPurchase(buyer, order._id, extraOf(service, 'Source files'));
    await admin.agent.post(`/api/orders/${order._id}/deliveries`).send({ message: 'Done' }).expect(201);
    await buyer.agent.post(`/api/orders/${order._id}/accept`).expect(200);
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const refunded = await waitFor(async () => {
      const [row] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, session));
      return row.status === 'refunded' || row.refundedCents > 0 ? row : undefined;
    });
    expect(refunded.refundedCents).toBe(2000);
    const [purchase] = await t.database.db
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.providerRef, session));
    expect(purchase.status).toBe('failed');
    expect(await orderOf(buyer, order._id)).toMatchObject({ extras: [], fulfilment: { deliveryDays: 3 } });
  });

  it('cancelling the order gives back each payment on its own transaction, with a credit note against its invoice', async () => {
    const { buyer, order, session, withExtra } = await orderWithPaidExtra();
    const extraInvoice = withExtra.extras![0].invoiceNumber!;

    const cancelled = await cancelAsAdmin(order._id);
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: order.service.price });
    const refunds = cancelled.refunds!.map((refund) => [refund.amount, refund.invoiceNumber ?? null]);
    expect(refunds).toEqual(
      expect.arrayContaining([
        [20, extraInvoice],
        [order.service.price, null],
      ]),
    );
    expect(refunds).toHaveLength(2);
    const notes = cancelled.refunds!.map((refund) => refund.creditNote.number);
    expect(new Set(notes).size).toBe(2);

    // Each provider payment was given back whole, the extra's on its own transaction.
    const [extraPayment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, session));
    expect(extraPayment).toMatchObject({ status: 'refunded', refundedCents: 2000 });
    const [orderPayment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.transactionId, order.payment.transactionId!));
    expect(orderPayment.refundedCents).toBe(Math.round(order.service.price * 100));

    // Cancelling again gives nothing back twice.
    const again = await cancelAsAdmin(order._id);
    expect(again.refunds).toHaveLength(2);

    // The buyer sees both; the accountant's list has each credit note, the extra's with its payment.
    expect((await orderOf(buyer, order._id)).refunds).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const documents = (await admin.agent.get(`/api/invoices?from=${today}&to=${today}&limit=200`).expect(200))
      .body as InvoiceDocumentJson[];
    const mine = documents.filter((doc) => doc.orderId === order._id);
    expect(mine.map((doc) => [doc.kind, doc.total]).sort()).toEqual(
      [
        ['credit-note', -20],
        ['credit-note', -order.service.price],
        ['invoice', 20],
        ['invoice', order.service.price],
      ].sort(),
    );
    const extraNote = mine.find((doc) => doc.kind === 'credit-note' && doc.total === -20)!;
    expect(extraNote).toMatchObject({ paymentMethod: 'stripe', currency: 'usd' });
  });

  it("refunds part of an extra's payment by its invoice; cancelling then gives back the rest of each", async () => {
    const { order, session, withExtra } = await orderWithPaidExtra();
    const invoiceNumber = withExtra.extras![0].invoiceNumber!;
    expect(withExtra.payment.laterPayments).toEqual([
      { invoiceNumber, title: 'Source files', amount: 20, left: 20 },
    ]);
    expect(withExtra.payment.refundOnCancel).toBe(order.service.price + 20);

    const refund = (body: Record<string, unknown>) =>
      admin.agent.post(`/api/orders/${order._id}/refunds`).send(body);
    const part = (await refund({ amount: 5, reason: 'Late files', invoiceNumber }).expect(201)).body
      .order as OrderJson;
    expect(part.payment).toMatchObject({
      status: 'paid',
      refundedAmount: 0,
      refundOnCancel: order.service.price + 15,
      laterPayments: [{ invoiceNumber, left: 15 }],
    });
    expect(part.refunds!.map((r) => [r.amount, r.invoiceNumber])).toEqual([[5, invoiceNumber]]);
    const [sandbox] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, session));
    expect(sandbox.refundedCents).toBe(500);

    // More than is left of that payment, an invoice of no payment of this order, a malformed number.
    expect((await refund({ amount: 15.01, reason: 'x', invoiceNumber }).expect(409)).body.code).toBe(
      'REFUND.TOO_MUCH',
    );
    expect(
      (await refund({ amount: 1, reason: 'x', invoiceNumber: 'INV-1999-000001' }).expect(404)).body.code,
    ).toBe('INVOICE.NOT_FOUND');
    await refund({ amount: 1, reason: 'x', invoiceNumber: '../etc' }).expect(400);
    // The order's own invoice names its own payment.
    const own = (
      await refund({ amount: 1, reason: 'Goodwill', invoiceNumber: order.invoice!.number }).expect(201)
    ).body.order as OrderJson;
    expect(own.payment.refundedAmount).toBe(1);

    const cancelled = await cancelAsAdmin(order._id);
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundOnCancel: 0 });
    const byInvoice = (number?: string) =>
      cancelled.refunds!.filter((r) => r.invoiceNumber === number).reduce((sum, r) => sum + r.amount, 0);
    expect(byInvoice(invoiceNumber)).toBe(20);
    expect(byInvoice(undefined)).toBe(order.service.price);
  });
});
