import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { OrderJson, RequirementJson } from '@market/contracts';
import { serviceBody } from '../../test/catalog-fixtures';
import { OrderShop, useOrderShop } from '../../test/order-fixtures';
import {
  buyBasic,
  createService,
  paySandboxCheckout,
  queuesSettled,
  waitFor,
} from '../../test/payments-fixtures';
import { asBytes } from '../../test/pdf.helper';
import { replicaOf, restart } from '../../test/restart.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrdersService } from './orders.service';
import { OrderTimers } from './order-timers';
import { orders } from './orders.schema';

// Several API apps on a busy machine.
jest.setTimeout(400_000);

const QUESTIONS: RequirementJson[] = [
  { question: 'What is the name of your brand?', required: true, kind: 'text' },
  { question: 'Your current logo, if any', required: false, kind: 'file' },
];
/** Basic: 3 days, 1 revision. */
const ONE_REVISION = (t: TestApp) =>
  serviceBody(t).packages.map((p) => (p.name === 'basic' ? { ...p, revisionNumber: 1 } : p));

type Agent = SignedIn['agent'];
const order = (res: request.Response) => res.body as OrderJson;

async function upload(agent: Agent, orderId: string, name = 'brief.txt', bytes = Buffer.from('hello brief')) {
  const res = await agent.post(`/api/orders/${orderId}/files`).attach('file', bytes, name);
  return res;
}

/** The order lifecycle over HTTP: requirements, deliveries, revisions, acceptance, timers. */
describe('order lifecycle', () => {
  let shop: OrderShop;
  let t: TestApp;
  let admin: SignedIn;
  let mailsTo: OrderShop['mailsTo'];
  useOrderShop(
    { ORDER_NOTIFY_EMAIL: 'orders@shop.test', ORDER_FILE_MB: '1', ORDER_FILES_MAX: '3' },
    (app) => ({ requirements: QUESTIONS, packages: ONE_REVISION(app) }),
    (opened) => ({ t, admin, mailsTo } = shop = opened),
  );

  describe('requirement questions on a service', () => {
    it('refuses more than 10, an empty question or an unknown kind, naming the field; shows them on the service', async () => {
      const bad = [
        Array.from({ length: 11 }, (_, i) => ({ question: `Q${i}`, required: false, kind: 'text' })),
        [{ question: '  ', required: true, kind: 'text' }],
        [{ question: 'Q', required: true, kind: 'video' }],
        [{ question: 'x'.repeat(501), required: true, kind: 'text' }],
        [{ question: 'Q', required: 'yes', kind: 'text' }],
      ];
      for (const requirements of bad) {
        const res = await admin.agent
          .post('/api/services')
          .send({ ...serviceBody(t), requirements })
          .expect(400);
        expect(JSON.stringify(res.body)).toMatch(/requirements/);
      }
      const shown = await t.http().get(`/api/services/single-service/${shop.withQuestions}`).expect(200);
      expect(shown.body.requirements).toEqual(QUESTIONS);
      const edited = await admin.agent
        .put(`/api/services/${shop.withoutQuestions}`)
        .send({ ...serviceBody(t), requirements: [] })
        .expect(200);
      expect(edited.body.requirements).toEqual([]);
    });

    it('the card return page knows when the questions come before the work', async () => {
      const buyer = await t.signIn();
      const { sessionId, order: placed } = await paySandboxCheckout(t, buyer, {
        serviceId: shop.withQuestions,
        name: 'basic',
        price: 40,
      });
      await buyer.agent
        .get(`/api/stripe/session/${sessionId}`)
        .expect(200, { serviceName: placed.service.name, orderId: placed._id, requirementsNeeded: true });
      await buyer.agent
        .put(`/api/orders/${placed._id}/requirements`)
        .send({ answers: [{ answer: 'Acme' }, {}] })
        .expect(200);
      const after = await buyer.agent.get(`/api/stripe/session/${sessionId}`).expect(200);
      expect(after.body.requirementsNeeded).toBe(false);
    });
  });

  describe('the whole path', () => {
    it('requirements → working → delivered ⇄ revision → completed, with every wrong actor and stage refused', async () => {
      const buyer = await t.signIn();
      const other = await t.signIn();
      const paid = await buyBasic(t, buyer, shop.withQuestions);
      // A later edit of the service does not change the placed order.
      await admin.agent
        .put(`/api/services/${shop.withQuestions}`)
        .send({ ...serviceBody(t), requirements: [] })
        .expect(200);
      expect(paid.fulfilment).toMatchObject({
        stage: 'requirements',
        dueAt: null,
        late: false,
        deliveryDays: 3,
        revisions: { allowed: 1, used: 0 },
        requirements: QUESTIONS.map((q) => ({ ...q, answer: null, files: [] })),
        deliveries: [],
        autoAcceptAt: null,
      });
      expect(paid.order_status).toBe('pending');
      const id = paid._id;
      // The receipt says what comes first: the answers, before the work starts.
      const receipt = await waitFor(async () => mailsTo(buyer.user.email, /order is confirmed/)[0]);
      expect(receipt.text).toContain(
        "Before the work starts, please answer the seller's questions on your order page",
      );

      // Not yet: the seller cannot deliver before the requirements, nor the buyer accept.
      const early = await admin.agent
        .post(`/api/orders/${id}/deliveries`)
        .send({ message: 'Done' })
        .expect(409);
      expect(early.body).toMatchObject({ statusCode: 409, code: 'ORDER.WRONG_STAGE' });
      await buyer.agent.post(`/api/orders/${id}/accept`).expect(409);

      // Files: the buyer's own upload; another buyer cannot upload to or read it.
      const file = await upload(buyer.agent, id, 'current logo.png');
      expect(file.status).toBe(201);
      expect(file.body).toEqual({
        _id: expect.any(String),
        name: 'current logo.png',
        size: 11,
        url: `/api/orders/${id}/files/${file.body._id}`,
      });
      expect((await upload(other.agent, id)).status).toBe(404);

      // Answers: one per question, required ones non-blank, files from this order only.
      for (const answers of [
        [],
        [{ answer: ' ' }, { answer: '' }],
        [
          { answer: 'Acme' },
          {
            answer: '',
            files: [
              '/api/orders/00000000-0000-4000-8000-000000000000/files/00000000-0000-4000-8000-000000000000',
            ],
          },
        ],
      ]) {
        await buyer.agent.put(`/api/orders/${id}/requirements`).send({ answers }).expect(400);
      }
      await buyer.agent.put(`/api/orders/${id}/requirements`).send({}).expect(400);
      await other.agent
        .put(`/api/orders/${id}/requirements`)
        .send({ answers: [{ answer: 'x' }, {}] })
        .expect(404);
      await admin.agent
        .put(`/api/orders/${id}/requirements`)
        .send({ answers: [{ answer: 'x' }, {}] })
        .expect(404);
      const before = Date.now();
      const started = order(
        await buyer.agent
          .put(`/api/orders/${id}/requirements`)
          .send({ answers: [{ answer: ' Acme ' }, { answer: '', files: [file.body.url] }] })
          .expect(200),
      );
      expect(started.order_status).toBe('in progress');
      expect(started.fulfilment).toMatchObject({
        stage: 'working',
        late: false,
        requirements: [
          { ...QUESTIONS[0], answer: 'Acme', files: [] },
          { ...QUESTIONS[1], answer: '', files: [file.body] },
        ],
      });
      const due = new Date(started.fulfilment!.dueAt!).getTime();
      expect(due).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
      expect(due).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 1000);
      // Until the first delivery the buyer may correct the answers: the seller is told, the due date stays.
      await buyer.agent
        .put(`/api/orders/${id}/requirements`)
        .send({ answers: [{ answer: ' ' }, {}] })
        .expect(400);
      await other.agent
        .put(`/api/orders/${id}/requirements`)
        .send({ answers: [{ answer: 'Other' }, {}] })
        .expect(404);
      const corrected = order(
        await buyer.agent
          .put(`/api/orders/${id}/requirements`)
          .send({ answers: [{ answer: 'Acme Ltd' }, { answer: '', files: [file.body.url] }] })
          .expect(200),
      );
      expect(corrected.fulfilment).toMatchObject({
        stage: 'working',
        dueAt: started.fulfilment!.dueAt,
        requirementsSubmittedAt: started.fulfilment!.requirementsSubmittedAt,
        requirements: [
          { ...QUESTIONS[0], answer: 'Acme Ltd', files: [] },
          { ...QUESTIONS[1], answer: '', files: [file.body] },
        ],
      });
      await waitFor(async () => mailsTo('orders@shop.test', /Requirements corrected/).length === 1);

      // Delivery: admin only; message 1–5000; files of this order.
      await buyer.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Mine' }).expect(403);
      for (const body of [
        {},
        { message: ' ' },
        { message: 'x'.repeat(5001) },
        { message: 'ok', files: Array(21).fill('x') },
        { message: 'ok', files: ['not-a-file'] },
      ]) {
        await admin.agent.post(`/api/orders/${id}/deliveries`).send(body).expect(400);
      }
      await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: 'Not yet delivered' }).expect(409);
      const work = await upload(admin.agent, id, 'logo-final.svg', Buffer.from('<svg/>'));
      expect(work.status).toBe(201);
      const delivered = order(
        await admin.agent
          .post(`/api/orders/${id}/deliveries`)
          .send({ message: 'Here is your logo', files: [work.body.url] })
          .expect(201),
      );
      // Work delivered for these answers: they stay as they are.
      const afterDelivery = await buyer.agent
        .put(`/api/orders/${id}/requirements`)
        .send({ answers: [{ answer: 'Acme Inc' }, {}] })
        .expect(409);
      expect(afterDelivery.body).toMatchObject({
        code: 'ORDER.WRONG_STAGE',
        message: expect.stringMatching(/cannot take requirements/),
      });
      expect(delivered.fulfilment).toMatchObject({
        stage: 'delivered',
        deliveries: [
          {
            _id: expect.any(String),
            message: 'Here is your logo',
            files: [work.body],
            createdAt: expect.any(String),
          },
        ],
      });
      const autoAt = new Date(delivered.fulfilment!.autoAcceptAt!).getTime();
      expect(autoAt - Date.now()).toBeGreaterThan(71 * 3600_000);
      await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Twice' }).expect(409);

      // Revision: the buyer, within the package (1).
      await other.agent.post(`/api/orders/${id}/revision`).send({ message: 'Mine?' }).expect(404);
      await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: '' }).expect(400);
      const revising = order(
        await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: 'Make it blue' }).expect(200),
      );
      expect(revising.fulfilment).toMatchObject({
        stage: 'revision',
        revisions: { allowed: 1, used: 1 },
        revisionRequests: [{ message: 'Make it blue', createdAt: expect.any(String) }],
        autoAcceptAt: null,
      });
      await buyer.agent.post(`/api/orders/${id}/accept`).expect(409);
      await buyer.agent.post(`/api/orders/${id}/revision`).send({ message: 'Again' }).expect(409);
      await admin.agent.post(`/api/orders/${id}/deliveries`).send({ message: 'Blue now' }).expect(201);
      const limit = await buyer.agent
        .post(`/api/orders/${id}/revision`)
        .send({ message: 'Green?' })
        .expect(409);
      expect(limit.body.message).toBe('Your package includes 1 revision');

      // Acceptance: the buyer only.
      await other.agent.post(`/api/orders/${id}/accept`).expect(404);
      await admin.agent.post(`/api/orders/${id}/accept`).expect(404);
      const done = order(await buyer.agent.post(`/api/orders/${id}/accept`).expect(200));
      expect(done.order_status).toBe('completed');
      expect(done.fulfilment).toMatchObject({
        stage: 'completed',
        autoAcceptAt: null,
        completedAt: expect.any(String),
        autoAccepted: false,
      });
      const late = await buyer.agent.post(`/api/orders/${id}/accept`).expect(409);
      expect(late.body.message).toMatch(/completed/);

      // Mails at each step, and the admin sees the same order.
      await waitFor(async () => mailsTo(buyer.user.email, /has been delivered/).length === 2);
      // Each delivery mail carries the seller's message; the second says it follows the revision.
      const [first, second] = mailsTo(buyer.user.email, /has been delivered/);
      expect(first.text).toMatch(/Your order has been delivered\. The seller's message:\s+Here is your logo/);
      expect(first.text).toContain('1 file is attached on your order page.');
      expect(first.text).toContain('accept it or ask for a revision');
      expect(second.text).toContain('Your order has been delivered again');
      expect(second.text).toMatch(
        /seller delivered your order again \(delivery 2\)\. The seller's message:\s+Blue now/,
      );
      expect(second.text).toContain('your package has no revisions left');
      await waitFor(
        async () =>
          mailsTo('orders@shop.test', new RegExp(`Requirements in[\\s\\S]*Order ${id}`)).length === 1,
      );
      await waitFor(async () => mailsTo('orders@shop.test', /Revision requested/).length === 1);
      await waitFor(async () => mailsTo('orders@shop.test', /Order accepted/).length === 1);
      expect(mailsTo(buyer.user.email, /Work on your order has started/)).toHaveLength(1);
      const seen = await admin.agent.get(`/api/orders/admin/${id}`).expect(200);
      expect(seen.body.fulfilment.deliveries).toHaveLength(2);

      // The same steps in each side's bell, each leading to the page where one acts.
      const bell = async (agent: typeof buyer.agent) =>
        (
          (await agent.get('/api/notifications?limit=50').expect(200)).body.items as {
            type: string;
            link: string;
          }[]
        ).filter((item) => item.link.endsWith(id));
      const buyerBell = await bell(buyer.agent);
      expect(buyerBell.filter((item) => item.type === 'order.delivered')).toHaveLength(2);
      expect(buyerBell.map((item) => item.type)).toEqual(
        expect.arrayContaining(['order.payment_confirmed', 'order.work_started', 'order.completed']),
      );
      expect(buyerBell.every((item) => item.link === `/orders/${id}`)).toBe(true);
      const adminBell = await bell(admin.agent);
      expect(adminBell.map((item) => item.type)).toEqual(
        expect.arrayContaining([
          'order.paid',
          'order.requirements_submitted',
          'order.revision_requested',
          'order.accepted',
        ]),
      );
      expect(adminBell.every((item) => item.link === `/admin/orders/${id}`)).toBe(true);
      expect(await bell(other.agent)).toEqual([]);
    });

    it("shows a buyer's order alike in their list, on its own and to the admin: files, invoice, refunds", async () => {
      const buyer = await t.signIn();
      const asking = await createService(t, admin, { requirements: QUESTIONS });
      const older = await buyBasic(t, buyer, shop.withoutQuestions);
      const paid = await buyBasic(t, buyer, asking);
      const brief = await upload(buyer.agent, paid._id, 'brief.pdf');
      await buyer.agent
        .put(`/api/orders/${paid._id}/requirements`)
        .send({ answers: [{ answer: 'Acme' }, { answer: '', files: [brief.body.url] }] })
        .expect(200);
      const work = await upload(admin.agent, paid._id, 'logo.svg');
      await admin.agent
        .post(`/api/orders/${paid._id}/deliveries`)
        .send({ message: 'Here it is', files: [work.body.url] })
        .expect(201);
      for (const [amount, key] of [
        [1, 'goodwill-1'],
        [2, 'goodwill-2'],
      ] as const) {
        await admin.agent
          .post(`/api/orders/${paid._id}/refunds`)
          .set('Idempotency-Key', key)
          .send({ amount, reason: `Goodwill ${amount}` })
          .expect(201);
      }

      const list = (await buyer.agent.get('/api/orders').expect(200)).body as OrderJson[];
      expect(list.map((o) => o._id)).toEqual([paid._id, older._id]);
      const [shown] = list;
      expect(shown!.fulfilment!.requirements[1]!.files).toEqual([brief.body]);
      expect(shown!.fulfilment!.deliveries[0]!.files).toEqual([work.body]);
      expect(shown!.invoice!.number).toMatch(/^INV-/);
      expect(shown!.refunds!.map((r) => r.reason)).toEqual(['Goodwill 1', 'Goodwill 2']);
      expect(shown!.payment.refundedAmount).toBe(3);
      for (const o of list) {
        expect((await buyer.agent.get(`/api/orders/${o._id}`).expect(200)).body).toEqual(o);
        const asAdmin = (await admin.agent.get(`/api/orders/admin/${o._id}`).expect(200)).body as OrderJson;
        // The admin's view is the same order, with what only admins see beside it.
        expect(asAdmin).toMatchObject({ ...o, fulfilment: expect.anything() });
        expect(asAdmin.fulfilment).toEqual(o.fulfilment);
      }
    });

    it('a package without questions goes straight to work; unpaid orders take no step', async () => {
      const buyer = await t.signIn();
      const paid = await buyBasic(t, buyer, shop.withoutQuestions);
      expect(paid.fulfilment).toMatchObject({
        stage: 'working',
        requirements: [],
        revisions: { allowed: 2, used: 0 },
      });
      expect(paid.fulfilment!.dueAt).not.toBeNull();
      // Work started reads In Progress, as it does once requirements are in.
      expect(paid.order_status).toBe('in progress');
      await buyer.agent.put(`/api/orders/${paid._id}/requirements`).send({ answers: [] }).expect(409);

      const unpaid = await buyer.agent
        .post('/api/stripe/checkout')
        .send({ serviceId: shop.withoutQuestions, name: 'basic', price: 40, title: 'Logo' })
        .expect(200);
      expect(unpaid.body.url).toBeDefined();
      const mine = (await buyer.agent.get('/api/orders').expect(200)).body as OrderJson[];
      const pending = mine.find((o) => o.payment.status === 'pending')!;
      expect(pending.fulfilment).toBeUndefined();
      const refused = await admin.agent
        .post(`/api/orders/${pending._id}/deliveries`)
        .send({ message: 'x' })
        .expect(409);
      expect(refused.body.message).toMatch(/not been paid/);
      await buyer.agent.post(`/api/orders/${pending._id}/accept`).expect(409);
    });

    it("the admin's Mark as moves the stage; cancelled orders take no step", async () => {
      const buyer = await t.signIn();
      const paid = await buyBasic(t, buyer, shop.withoutQuestions);
      const completed = await admin.agent
        .put(`/api/orders/${paid._id}/update-status`)
        .send({ newStatus: 'completed' })
        .expect(200);
      expect(completed.body.order.fulfilment.stage).toBe('completed');
      const reopened = await admin.agent
        .put(`/api/orders/${paid._id}/update-status`)
        .send({ newStatus: 'in progress' })
        .expect(200);
      expect(reopened.body.order.fulfilment.stage).toBe('working');
      const cancelled = await admin.agent
        .put(`/api/orders/${paid._id}/update-status`)
        .send({ newStatus: 'cancelled', refund: false })
        .expect(200);
      expect(cancelled.body.order.fulfilment.stage).toBe('cancelled');
      await admin.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'x' }).expect(409);
    });
  });

  describe('private order files', () => {
    it('tells a signed-in person what an order file may be, so the browser checks before sending', async () => {
      const buyer = await t.signIn();
      const limits = await buyer.agent.get('/api/orders/file-limits').expect(200);
      expect(limits.body).toEqual({ maxBytes: 1024 * 1024, maxPerOrder: 3 });
      await t.http().get('/api/orders/file-limits').expect(401);
    });

    it('serves a file only to the order’s buyer and admins, as a download with ranges', async () => {
      const buyer = await t.signIn();
      const other = await t.signIn();
      const paid = await buyBasic(t, buyer, shop.withQuestions);
      const bytes = Buffer.from('0123456789<script>alert(1)</script>');
      const file = await upload(buyer.agent, paid._id, 'notes v1.html', bytes);
      expect(file.status).toBe(201);
      const url = file.body.url as string;
      expect(url).not.toMatch(/\/uploads\//);

      await t.http().get(url).expect(404);
      await other.agent.get(url).expect(404);
      for (const agent of [buyer.agent, admin.agent]) {
        const res = await asBytes(agent.get(url));
        expect(res.status).toBe(200);
        expect(res.body).toEqual(bytes);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="notes v1.html"; filename*=UTF-8''notes%20v1.html`,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-type']).toBe('application/octet-stream');
      }
      const part = await buyer.agent.get(url).set('Range', 'bytes=2-5').expect(206);
      expect(part.headers['content-range']).toBe(`bytes 2-5/${bytes.length}`);
      await buyer.agent.get(url).set('Range', 'bytes=999-').expect(416);
      await buyer.agent.get(`/api/orders/${paid._id}/files/not-an-id`).expect(404);

      // Size and quota (ORDER_FILE_MB 1, ORDER_FILES_MAX 3 here).
      const own = await buyBasic(t, buyer, shop.withoutQuestions);
      expect((await upload(buyer.agent, own._id, 'huge.bin', Buffer.alloc(1024 * 1024 + 1))).status).toBe(
        413,
      );
      const kept = await upload(buyer.agent, own._id, 'a.txt');
      expect(kept.status).toBe(201);
      expect((await upload(admin.agent, own._id, 'b.txt')).status).toBe(201);
      expect((await upload(buyer.agent, own._id, 'c.txt')).status).toBe(201);
      const full = await upload(buyer.agent, own._id, 'd.txt');
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('ORDER.FILES_QUOTA');
      expect((await buyer.agent.post(`/api/orders/${own._id}/files`).send({})).status).toBe(400);
      // A paid order is never deleted: it keeps its files.
      await admin.agent.delete(`/api/orders/${own._id}/delete`).expect(409);
      await admin.agent.get(`/api/orders/admin/${own._id}`).expect(200);
      await buyer.agent.get(kept.body.url).expect(200);
    });
  });

  describe('auto-acceptance', () => {
    it('accepts an unanswered delivery by itself, exactly once, across a restart', async () => {
      const env = { SMTP_URL: shop.smtp.url, ORDER_AUTO_ACCEPT_HOURS: '0.0008' }; // ≈ 3 s
      const first = await createTestApp(env);
      const boss = await first.signIn({ admin: true });
      const service = await createService(first, boss);
      const buyer = await first.signIn();
      const paid = await buyBasic(first, buyer, service);

      // Delivered, and at once accepted by the timer of a running app.
      await boss.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'Here' }).expect(201);
      const accepted = await waitFor(async () => {
        const res = await buyer.agent.get(`/api/orders/${paid._id}`);
        return res.body.fulfilment?.stage === 'completed' ? (res.body as OrderJson) : undefined;
      });
      expect(accepted.order_status).toBe('completed');
      // Recorded, so both timelines say it was automatic.
      expect(accepted.fulfilment!.autoAccepted).toBe(true);
      // A second run of the job (a replica, a retry) changes nothing.
      await expect(first.app.get(OrderLifecycle).autoAccept(paid._id)).resolves.toBeUndefined();
      await waitFor(async () => mailsTo(buyer.user.email, /Your order is complete/).length === 1);

      // A second order delivered just before the app stops: its timer dies with the process.
      const next = await buyBasic(first, buyer, service);
      await boss.agent.post(`/api/orders/${next._id}/deliveries`).send({ message: 'Here' }).expect(201);
      const restarted = await restart(first, env);
      try {
        const done = await waitFor(async () => {
          const row = await restarted.app.get(OrdersService).findById(next._id);
          return row?.stage === 'completed' ? row : undefined;
        });
        expect(done.orderStatus).toBe('completed');
        // The second mail is written after the move: wait for it, then for anything still queued.
        await waitFor(async () => mailsTo(buyer.user.email, /Your order is complete/).length >= 2);
        await queuesSettled(restarted.app);
        expect(mailsTo(buyer.user.email, /Your order is complete/)).toHaveLength(2);
      } finally {
        await restarted.close();
      }
    });

    it('accepts a delivery whose timer was lost once it is overdue, without a restart', async () => {
      // The job waits 72 hours; the delivery is then made overdue behind the queue's back, as when
      // Redis lost the job or the scheduling failed while it was away.
      const env = { SMTP_URL: shop.smtp.url, PAYMENT_SWEEP_SECONDS: '1' };
      const app = await createTestApp(env);
      try {
        const boss = await app.signIn({ admin: true });
        const service = await createService(app, boss);
        const buyer = await app.signIn();
        const paid = await buyBasic(app, buyer, service);
        await boss.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'Here' }).expect(201);
        await app.database.db
          .update(orders)
          .set({ autoAcceptAt: new Date(Date.now() - 5_000) })
          .where(eq(orders.id, paid._id));
        const accepted = await waitFor(async () => {
          const res = await buyer.agent.get(`/api/orders/${paid._id}`);
          return res.body.fulfilment?.stage === 'completed' ? (res.body as OrderJson) : undefined;
        });
        expect(accepted.order_status).toBe('completed');
        // Later sweeps find nothing overdue; the buyer is told once.
        await waitFor(async () => mailsTo(buyer.user.email, /Your order is complete/).length >= 1);
        await queuesSettled(app.app);
        await expect(app.app.get(OrderTimers).sweepOverdue(new Date())).resolves.toBe(0);
        expect(mailsTo(buyer.user.email, /Your order is complete/)).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    const bothBackends = process.env.DATABASE_URL && process.env.REDIS_URL ? it : it.skip;
    bothBackends('two API replicas on PostgreSQL + Redis accept a delivery once', async () => {
      const env = { SMTP_URL: shop.smtp.url, ORDER_AUTO_ACCEPT_HOURS: '0.0008' };
      const a = await createTestApp(env);
      const b = await replicaOf(a);
      try {
        const boss = await a.signIn({ admin: true });
        const service = await createService(a, boss);
        const buyer = await a.signIn();
        const orders = [];
        for (let i = 0; i < 3; i++) orders.push(await buyBasic(a, buyer, service));
        for (const o of orders) {
          await boss.agent.post(`/api/orders/${o._id}/deliveries`).send({ message: 'Here' }).expect(201);
        }
        // Replica b sweeps too (as at its start-up): both hold the timers and race for every job.
        await expect(b.app.get(OrderTimers).sweep()).resolves.toBeGreaterThanOrEqual(0);
        for (const o of orders) {
          await waitFor(async () => {
            const res = await buyer.agent.get(`/api/orders/${o._id}`);
            return res.body.fulfilment?.stage === 'completed';
          });
        }
        await waitFor(async () => mailsTo(buyer.user.email, /Your order is complete/).length >= 3);
        await queuesSettled(a.app);
        await queuesSettled(b.app);
        expect(mailsTo(buyer.user.email, /Your order is complete/)).toHaveLength(3);
      } finally {
        await b.close();
        await a.close();
      }
    });
  });
});
