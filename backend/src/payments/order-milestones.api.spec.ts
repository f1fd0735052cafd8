import type { OfferJson, OrderJson } from '@market/contracts';
import { eq } from 'drizzle-orm';
import { sandboxPayments } from './payments.schema';
import {
  ordersOf,
  paySandboxCheckout,
  pressSandbox,
  queuesSettled,
  waitFor,
} from '../../test/payments-fixtures';
import { asBytes, pdfText } from '../../test/pdf.helper';
import { replicaOf } from '../../test/restart.helper';
import { createTestApp, queueEnv, SignedIn, TestApp } from '../../test/test-app';
import { OrderLifecycle } from '../orders/order-lifecycle.service';
import { OrderTimers } from '../orders/order-timers';

// Several API apps on a busy machine.
jest.setTimeout(400_000);

const INVOICE_NUMBER = /^INV-(\d{4})-(\d{6})$/;

const THREE = [
  { title: 'Wireframes', price: 100, deliveryDays: 3 },
  { title: 'Design', price: 150, deliveryDays: 4 },
  { title: 'Hand-off', price: 50, deliveryDays: 2 },
];

/**
 * Milestones on custom offers (issue 61 part 3): the admin splits an offer, accepting it pays the
 * first milestone only, each milestone runs its own delivery and acceptance under one order, the
 * buyer pays the next (its own sandbox checkout and invoice) or stops; the admin may cancel the rest.
 */
describe('milestones on custom offers', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(queueEnv());
    admin = await t.signIn({ admin: true });
  }, 300_000);
  afterAll(() => t.close());

  async function conversationOf(boss: SignedIn, buyer: SignedIn): Promise<string> {
    const conv = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: boss.user.id });
    return conv.body._id as string;
  }

  /** An offer of `milestones` (price and days their sums), accepted by the buyer. */
  async function splitOffer(buyer: SignedIn, milestones = THREE, boss = admin): Promise<OfferJson> {
    const conversationId = await conversationOf(boss, buyer);
    const created = await boss.agent.post('/api/offers').send({
      conversationId,
      buyerId: buyer.user.id,
      offerDetails: {
        description: 'Brand site',
        price: milestones.reduce((sum, m) => sum + m.price, 0),
        deliveryTime: milestones.reduce((sum, m) => sum + m.deliveryDays, 0),
        revisions: 1,
        milestones,
      },
    });
    if (created.status !== 201) throw new Error(`offer: ${created.status} ${JSON.stringify(created.body)}`);
    await buyer.agent.put(`/api/offers/${created.body._id}`).send({ status: 'accepted' }).expect(200);
    return created.body as OfferJson;
  }

  /** Accepts the offer's first milestone's checkout and pays it in the sandbox. */
  async function payFirst(buyer: SignedIn, offer: OfferJson, app = t): Promise<OrderJson> {
    const { order } = await paySandboxCheckout(app, buyer, {
      offerId: offer._id,
      price: offer.offerDetails.milestones![0].price,
      title: 'Custom offer',
    });
    return order;
  }

  const orderOf = async (buyer: SignedIn, id: string) =>
    (await buyer.agent.get(`/api/orders/${id}`).expect(200)).body as OrderJson;

  /** Starts the payment of milestone `position` and answers its sandbox session id. */
  async function startMilestone(buyer: SignedIn, id: string, position: number): Promise<string> {
    const res = await buyer.agent.post(`/api/orders/${id}/milestones/${position}/pay`).expect(200);
    const match = /^\/api\/sandbox\/stripe\/(cs_sandbox_[0-9a-f]+)$/.exec(res.body.url as string);
    if (!match) throw new Error(`unexpected sandbox url ${res.body.url}`);
    return match[1];
  }

  const deliverAndAccept = async (buyer: SignedIn, id: string) => {
    await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Here it is' }).expect(201);
    return (await buyer.agent.post(`/api/orders/${id}/accept`).expect(200)).body as OrderJson;
  };

  const statuses = (order: OrderJson) => order.milestones!.map((m) => m.status);

  async function bell(buyer: SignedIn, type: string) {
    const res = await buyer.agent.get('/api/notifications').expect(200);
    return (res.body.items as Array<{ type: string; title: string; link: string }>).filter(
      (n) => n.type === type,
    );
  }

  it('refuses a split whose sums do not match, or out of range, storing nothing', async () => {
    const buyer = await t.signIn();
    const conversationId = await conversationOf(admin, buyer);
    const send = (details: Record<string, unknown>, who = admin) =>
      who.agent.post('/api/offers').send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Split', price: 300, deliveryTime: 9, ...details },
      });
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ price: 299, milestones: THREE }, 'OFFER.MILESTONES_PRICE_MISMATCH'],
      [{ deliveryTime: 10, milestones: THREE }, 'OFFER.MILESTONES_DAYS_MISMATCH'],
      [{ milestones: [THREE[0]] }, /at least 2/],
      [{ milestones: [...THREE, ...THREE, THREE[0]] }, /at most 6/],
      [{ milestones: [{ ...THREE[0], price: 0.5 }, THREE[1], { ...THREE[2], price: 50.5 }] }, /at least 1/],
      [
        { milestones: [{ ...THREE[0], deliveryDays: 0 }, THREE[1], { ...THREE[2], deliveryDays: 5 }] },
        /at least 1 day/,
      ],
      [{ milestones: [{ ...THREE[0], title: '  ' }, THREE[1], THREE[2]] }, 'OFFER.MILESTONE_TITLE_REQUIRED'],
      [{ milestones: 'three' }, /must be a list/],
      [{ milestones: [1, 2] }, /must be an object/],
    ];
    for (const [details, expected] of cases) {
      const res = await send(details).expect(400);
      if (typeof expected === 'string') expect(res.body.code).toBe(expected);
      else expect(JSON.stringify(res.body.message)).toMatch(expected);
    }
    // Only an admin makes offers, split or not.
    await send({ milestones: THREE }, buyer).expect(403);
    const listed = await buyer.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200);
    expect(listed.body).toEqual([]);

    // Matching sums are stored, read back in dollars; an offer not split reads as it always did.
    const made = (await send({ milestones: THREE }).expect(201)).body as OfferJson;
    expect(made.offerDetails.milestones).toEqual(THREE);
    const plain = (await send({}).expect(201)).body as OfferJson;
    expect(plain.offerDetails).toEqual({ description: 'Split', price: 300, deliveryTime: 9, revisions: 1 });
  });

  it('pays milestone 1, delivers, accepts, pays milestone 2 once, then stops: the rest is cancelled', async () => {
    const buyer = await t.signIn();
    const other = await t.signIn();
    const offer = await splitOffer(buyer);
    // The whole offer's price is refused at checkout: accepting it pays the first milestone only.
    const whole = await buyer.agent
      .post('/api/stripe/checkout')
      .send({ title: 'x', offerId: offer._id, price: 300 })
      .expect(409);
    expect(whole.body.code).toBe('CHECKOUT.PRICE_CHANGED');

    const paid = await payFirst(buyer, offer);
    expect(paid.service.price).toBe(100);
    expect(paid.order_status).toBe('in progress');
    expect(paid.fulfilment).toMatchObject({
      stage: 'working',
      deliveryDays: 3,
      revisions: { allowed: 1, used: 0 },
    });
    expect(paid.milestones).toEqual([
      {
        position: 1,
        title: 'Wireframes',
        price: 100,
        deliveryDays: 3,
        status: 'in-progress',
        paidAt: expect.any(String),
        acceptedAt: null,
        invoiceNumber: paid.invoice!.number,
      },
      expect.objectContaining({ position: 2, status: 'pending-payment', paidAt: null, invoiceNumber: null }),
      expect.objectContaining({ position: 3, status: 'pending-payment' }),
    ]);
    // Nothing to pay or stop while milestone 1 is in work.
    const early = await buyer.agent.post(`/api/orders/${paid._id}/milestones/2/pay`).expect(409);
    expect(early.body.code).toBe('ORDER_MILESTONE.NOT_DUE');
    expect((await buyer.agent.post(`/api/orders/${paid._id}/milestones/stop`).expect(409)).body.code).toBe(
      'ORDER_MILESTONE.NOTHING_TO_CANCEL',
    );

    const accepted = await deliverAndAccept(buyer, paid._id);
    // The spec's status stays in progress: the order waits for milestone 2.
    expect(accepted.order_status).toBe('in progress');
    expect(accepted.fulfilment!.stage).toBe('completed');
    expect(statuses(accepted)).toEqual(['accepted', 'pending-payment', 'pending-payment']);
    expect(accepted.milestones![0].acceptedAt).toEqual(expect.any(String));
    // Asked to pay the next: one bell, linking to the order.
    const asked = await waitFor(async () => {
      const found = await bell(buyer, 'order.milestone_payment_due');
      return found.length > 0 ? found : undefined;
    });
    expect(asked).toEqual([expect.objectContaining({ link: `/orders/${paid._id}` })]);
    expect(asked[0].title).toContain('Pay milestone 2');
    // Nothing else moves it meanwhile.
    await admin.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'More' }).expect(409);
    await buyer.agent.post(`/api/orders/${paid._id}/accept`).expect(409);

    // Hostile input: other positions, other buyers, bad ids; nothing is opened.
    for (const position of ['3', '1', '0', '7', 'x', '2.5', '-2']) {
      const res = await buyer.agent.post(`/api/orders/${paid._id}/milestones/${position}/pay`);
      expect([400, 409]).toContain(res.status);
      expect(res.body.code).toMatch(/^ORDER_MILESTONE\./);
    }
    await other.agent.post(`/api/orders/${paid._id}/milestones/2/pay`).expect(404);
    await other.agent.post(`/api/orders/${paid._id}/milestones/stop`).expect(404);
    await buyer.agent.post('/api/orders/not-an-id/milestones/2/pay').expect(404);
    await buyer.agent.post(`/api/orders/${paid._id}/milestones/cancel-rest`).expect(403);
    // Cancelling would refund the accepted milestone: the buyer is sent to stop instead.
    const cancel = await buyer.agent.put(`/api/orders/${paid._id}/request-cancel`).send({}).expect(409);
    expect(cancel.body.code).toBe('ORDER_MILESTONE.ACCEPTED');
    expect((await orderOf(buyer, paid._id)).cancel_request).toBeFalsy();

    const session = await startMilestone(buyer, paid._id, 2);
    // Unpaid, it changes nothing; a second click answers the same checkout.
    expect(statuses(await orderOf(buyer, paid._id))).toEqual([
      'accepted',
      'pending-payment',
      'pending-payment',
    ]);
    expect(await startMilestone(buyer, paid._id, 2)).toBe(session);
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const second = await waitFor(async () => {
      const order = await orderOf(buyer, paid._id);
      return order.milestones![1].status === 'in-progress' ? order : undefined;
    });
    // The return page reads the same session and applies nothing twice.
    await buyer.agent.get(`/api/stripe/session/${session}`).expect(200);
    await queuesSettled(t.app);
    const again = await orderOf(buyer, paid._id);
    expect(again.milestones).toEqual(second.milestones);
    expect(again.order_status).toBe('in progress');
    expect(again.fulfilment).toMatchObject({
      stage: 'working',
      deliveryDays: 4,
      revisions: { allowed: 1, used: 0 },
      completedAt: null,
    });
    const dueIn = Date.parse(again.fulfilment!.dueAt!) - Date.parse(again.milestones![1].paidAt!);
    expect(dueIn).toBe(4 * 86_400_000);
    expect(again.milestones![1].invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(again.milestones![1].invoiceNumber).not.toBe(paid.invoice!.number);
    // My Orders: one row for the parent order.
    expect((await ordersOf(buyer)).filter((o) => o._id === paid._id)).toHaveLength(1);

    const secondAccepted = await deliverAndAccept(buyer, paid._id);
    expect(statuses(secondAccepted)).toEqual(['accepted', 'accepted', 'pending-payment']);
    const stopped = (await buyer.agent.post(`/api/orders/${paid._id}/milestones/stop`).expect(200))
      .body as OrderJson;
    expect(stopped.order_status).toBe('completed');
    expect(statuses(stopped)).toEqual(['accepted', 'accepted', 'cancelled']);
    // Nothing accepted is refunded; nothing more to pay or stop.
    expect(stopped.payment.status).toBe('paid');
    expect(stopped.refunds).toEqual([]);
    expect((await buyer.agent.post(`/api/orders/${paid._id}/milestones/3/pay`).expect(409)).body.code).toBe(
      'ORDER_MILESTONE.NOT_DUE',
    );
    await buyer.agent.post(`/api/orders/${paid._id}/milestones/stop`).expect(409);

    // One invoice per payment, in the accountant's documents.
    const today = new Date().toISOString().slice(0, 10);
    const documents = (await admin.agent.get(`/api/invoices?from=${today}&to=${today}&limit=100`).expect(200))
      .body as Array<{ kind: string; number: string; orderId: string; total: number }>;
    expect(
      documents.filter((doc) => doc.orderId === paid._id).map(({ number, total }) => ({ number, total })),
    ).toEqual([
      { number: paid.invoice!.number, total: 100 },
      { number: again.milestones![1].invoiceNumber, total: 150 },
    ]);
  });

  it('numbers every payment invoice of the shop in one series without gaps', async () => {
    const buyer = await t.signIn();
    const paid = await payFirst(buyer, await splitOffer(buyer));
    await deliverAndAccept(buyer, paid._id);
    await pressSandbox(t, 'stripe', await startMilestone(buyer, paid._id, 2), 'pay', 303);
    await waitFor(async () => (await orderOf(buyer, paid._id)).milestones![1].status === 'in-progress');
    const today = new Date().toISOString().slice(0, 10);
    const documents = (await admin.agent.get(`/api/invoices?from=${today}&to=${today}&limit=100`).expect(200))
      .body as Array<{ kind: string; number: string }>;
    const numbers = documents
      .filter((doc) => doc.kind === 'invoice')
      .map((doc) => Number(INVOICE_NUMBER.exec(doc.number)![2]))
      .sort((a, b) => a - b);
    // This file's shop: two orders so far, each with milestones 1 and 2 paid (an order's
    // invoice, then a milestone's), all one series from 1.
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it("gives a later milestone's invoice as a PDF to the buyer and to staff, and a 404 to anyone else", async () => {
    const buyer = await t.signIn();
    const paid = await payFirst(buyer, await splitOffer(buyer));
    await deliverAndAccept(buyer, paid._id);
    await pressSandbox(t, 'stripe', await startMilestone(buyer, paid._id, 2), 'pay', 303);
    await waitFor(async () => (await orderOf(buyer, paid._id)).milestones![1].status === 'in-progress');
    const number = (await orderOf(buyer, paid._id)).milestones![1].invoiceNumber!;

    const pdf = await asBytes(
      buyer.agent.get(`/api/orders/${paid._id}/invoices/${number}`).set('Cookie', 'locale=de'),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${number}.pdf`);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(`Rechnung ${number}`);
    expect(text).toContain('Design');
    expect(text).toContain('150.00 USD');

    await admin.agent.get(`/api/orders/${paid._id}/invoices/${number}`).expect(200);
    const stranger = await t.signIn();
    await stranger.agent.get(`/api/orders/${paid._id}/invoices/${number}`).expect(404);
    // The order's own first invoice is drawn by the browser; an unknown number is not found.
    await buyer.agent.get(`/api/orders/${paid._id}/invoices/${paid.invoice!.number}`).expect(404);
    await buyer.agent.get(`/api/orders/${paid._id}/invoices/INV-1`).expect(404);
    await t.http().get(`/api/orders/${paid._id}/invoices/${number}`).expect(401);
  });

  it('lets an admin cancel the unpaid rest: the milestone in work is the last', async () => {
    const buyer = await t.signIn();
    const paid = await payFirst(
      buyer,
      await splitOffer(
        buyer,
        THREE.slice(0, 2).map((m) => ({ ...m })),
      ),
    );
    const cancelled = (await admin.agent.post(`/api/orders/${paid._id}/milestones/cancel-rest`).expect(200))
      .body as OrderJson;
    expect(statuses(cancelled)).toEqual(['in-progress', 'cancelled']);
    expect(cancelled.order_status).toBe('in progress');
    await admin.agent.post(`/api/orders/${paid._id}/milestones/cancel-rest`).expect(409);
    const done = await deliverAndAccept(buyer, paid._id);
    expect(done.order_status).toBe('completed');
    expect(statuses(done)).toEqual(['accepted', 'cancelled']);
    expect(await bell(buyer, 'order.milestone_payment_due')).toEqual([]);
    // An order not split has no milestones to cancel, and reads as before (no milestones field).
    await admin.agent.post('/api/orders/not-an-id/milestones/cancel-rest').expect(404);
  });

  it('cancelling after an accepted milestone gives back only the milestone in work, on its own payment', async () => {
    const buyer = await t.signIn();
    const paid = await payFirst(buyer, await splitOffer(buyer));
    await deliverAndAccept(buyer, paid._id);
    const session = await startMilestone(buyer, paid._id, 2);
    await pressSandbox(t, 'stripe', session, 'pay', 303);
    const second = await waitFor(async () => {
      const order = await orderOf(buyer, paid._id);
      return order.milestones![1].status === 'in-progress' ? order : undefined;
    });

    const cancelled = (
      await admin.agent
        .put(`/api/orders/${paid._id}/update-status`)
        .send({ newStatus: 'cancelled' })
        .expect(200)
    ).body.order as OrderJson;
    expect(cancelled.order_status).toBe('cancelled');
    // Milestone 1 was accepted: its payment (the order's) is kept; milestone 2's comes back whole.
    expect(cancelled.payment).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(cancelled.refunds!.map((refund) => [refund.amount, refund.invoiceNumber])).toEqual([
      [150, second.milestones![1].invoiceNumber],
    ]);
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, session));
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 15000 });
  });

  it('accepts a delivered milestone by itself exactly once, and the next waits for its payment', async () => {
    const env = { ...queueEnv(), ORDER_AUTO_ACCEPT_HOURS: '0.0008' }; // ≈ 3 s
    const app = await createTestApp(env);
    try {
      const boss = await app.signIn({ admin: true });
      const buyer = await app.signIn();
      const paid = await payFirst(buyer, await splitOffer(buyer, THREE, boss), app);
      await boss.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'Here' }).expect(201);
      const accepted = await waitFor(async () => {
        const order = await orderOf(buyer, paid._id);
        return order.milestones![0].status === 'accepted' ? order : undefined;
      });
      expect(accepted.order_status).toBe('in progress');
      expect(accepted.fulfilment!.autoAccepted).toBe(true);
      await expect(app.app.get(OrderLifecycle).autoAccept(paid._id)).resolves.toBeUndefined();
      await queuesSettled(app.app);
      expect(await bell(buyer, 'order.milestone_payment_due')).toHaveLength(1);
      expect(statuses(await orderOf(buyer, paid._id))).toEqual([
        'accepted',
        'pending-payment',
        'pending-payment',
      ]);
    } finally {
      await app.close();
    }
  });

  const bothBackends = process.env.DATABASE_URL && process.env.REDIS_URL ? it : it.skip;
  bothBackends('two API replicas on PostgreSQL + Redis accept a milestone once', async () => {
    const env = { ...queueEnv(), ORDER_AUTO_ACCEPT_HOURS: '0.0008' };
    const a = await createTestApp(env);
    const b = await replicaOf(a);
    try {
      const boss = await a.signIn({ admin: true });
      const buyers = [await a.signIn(), await a.signIn(), await a.signIn()];
      const orders: OrderJson[] = [];
      for (const buyer of buyers) orders.push(await payFirst(buyer, await splitOffer(buyer, THREE, boss), a));
      for (const o of orders) {
        await boss.agent.post(`/api/orders/${o._id}/deliveries`).send({ message: 'Here' }).expect(201);
      }
      // Replica b sweeps too (as at its start-up): both hold the timers and race for every job.
      await expect(b.app.get(OrderTimers).sweep()).resolves.toBeGreaterThanOrEqual(0);
      for (const [i, o] of orders.entries()) {
        await waitFor(async () => (await orderOf(buyers[i], o._id)).milestones![0].status === 'accepted');
      }
      await queuesSettled(a.app);
      await queuesSettled(b.app);
      for (const [i, o] of orders.entries()) {
        const order = await orderOf(buyers[i], o._id);
        expect(statuses(order)).toEqual(['accepted', 'pending-payment', 'pending-payment']);
        expect(await bell(buyers[i], 'order.milestone_payment_due')).toHaveLength(1);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
