import { eq } from 'drizzle-orm';
import request from 'supertest';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { NotificationJson, RequirementJson } from '@market/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { serviceBody } from '../../test/catalog-fixtures';
import { OrderShop, useOrderShop } from '../../test/order-fixtures';
import { buyBasic, createService, waitFor } from '../../test/payments-fixtures';
import { sessionCookie, settle } from '../../test/realtime-helpers';
import { restart } from '../../test/restart.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { OrderNotifications } from './order-notifications';
import { OrderTimers } from './order-timers';
import { orders } from './orders.schema';
import { OrdersService } from './orders.service';

// Several API apps on a busy machine.
jest.setTimeout(300_000);

const QUESTIONS: RequirementJson[] = [
  { question: 'What is the name of your brand?', required: true, kind: 'text' },
];

/**
 * Short timers: requirements reminded 9 s after payment; a delivery accepted by itself 18 s after
 * it is sent, its reminder 12.6 s before that (5.4 s after the delivery). A buyer who answers in
 * time must do so within them on a busy machine (with the delivery's reminder 2.2 s after it,
 * CI's accept sometimes came after the reminder).
 */
const REQUIREMENTS_REMINDER_MS = 9_000;
const DELIVERY_REMINDER_MS = 5_400;
const TIMING = {
  ORDER_REQUIREMENTS_REMINDER_HOURS: String(REQUIREMENTS_REMINDER_MS / 3_600_000),
  ORDER_AUTO_ACCEPT_HOURS: '0.005',
  ORDER_AUTO_ACCEPT_REMINDER_HOURS: '0.0035',
};

/** The order reminders (issue 31 item 4) and the order mails' switches, over HTTP. */
describe('order reminders and order mails', () => {
  let shop: OrderShop;
  let t: TestApp;
  let admin: SignedIn;
  let mailsTo: OrderShop['mailsTo'];
  useOrderShop(
    TIMING,
    () => ({ requirements: QUESTIONS }),
    (opened) => ({ t, admin, mailsTo } = shop = opened),
  );

  async function bell(who: SignedIn, type: string): Promise<NotificationJson[]> {
    const res = await who.agent.get('/api/notifications?limit=50').expect(200);
    return (res.body.items as NotificationJson[]).filter((item) => item.type === type);
  }

  it('reminds the buyer once of requirements not sent, and not once they are sent', async () => {
    const late = await t.signIn();
    const prompt = await t.signIn();
    const waiting = await buyBasic(t, late, shop.withQuestions);
    const buying = Date.now();
    const answered = await buyBasic(t, prompt, shop.withQuestions);
    await prompt.agent
      .put(`/api/orders/${answered._id}/requirements`)
      .send({ answers: [{ answer: 'Acme' }] })
      .expect(200);
    // The answer came before its reminder was due (counted from before the payment).
    expect(Date.now() - buying).toBeLessThan(REQUIREMENTS_REMINDER_MS);

    const [reminder] = await waitFor(async () => {
      const found = await bell(late, 'order.requirements_reminder');
      return found.length ? found : undefined;
    });
    expect(reminder).toMatchObject({ link: `/orders/${waiting._id}`, read: false });
    const mail = await waitFor(async () => mailsTo(late.user.email, /Send your requirements/)[0]);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // Scheduled again (a replayed step, a sweep): still once.
    const order = await t.app.get(OrdersService).findById(waiting._id);
    await t.app.get(OrderNotifications).remind(order!);
    await t.app.get(OrderTimers).sweepReminders();
    await t.app.get(NotificationsService).sweep(true);
    await settle(2500);
    expect(await bell(late, 'order.requirements_reminder')).toHaveLength(1);
    expect(mailsTo(late.user.email, /Send your requirements/)).toHaveLength(1);
    expect(await bell(prompt, 'order.requirements_reminder')).toEqual([]);
    expect(mailsTo(prompt.user.email, /Send your requirements/)).toEqual([]);
  });

  it('reminds the buyer once before a delivery is accepted by itself, not after they answered, and mails the completion once', async () => {
    const quiet = await t.signIn();
    const quick = await t.signIn();
    const unanswered = await buyBasic(t, quiet, shop.withoutQuestions);
    const accepted = await buyBasic(t, quick, shop.withoutQuestions);
    await admin.agent.post(`/api/orders/${unanswered._id}/deliveries`).send({ message: 'Here' }).expect(201);
    const delivering = Date.now();
    await admin.agent.post(`/api/orders/${accepted._id}/deliveries`).send({ message: 'Here' }).expect(201);
    await quick.agent.post(`/api/orders/${accepted._id}/accept`).expect(200);
    // The accept came before its reminder was due (counted from before the delivery).
    expect(Date.now() - delivering).toBeLessThan(DELIVERY_REMINDER_MS);

    const [soon] = await waitFor(async () => {
      const found = await bell(quiet, 'order.auto_accept_soon');
      return found.length ? found : undefined;
    });
    expect(soon!.link).toBe(`/orders/${unanswered._id}`);
    await waitFor(async () => mailsTo(quiet.user.email, /Accept it, or ask for a revision/).length === 1);

    // Accepted by itself: one completion mail, not "complete" and "completed" both.
    await waitFor(async () => {
      const res = await quiet.agent.get(`/api/orders/${unanswered._id}`);
      return res.body.fulfilment?.stage === 'completed';
    });
    await waitFor(async () => mailsTo(quiet.user.email, /Your order is complete/).length === 1);
    await settle(1500);
    expect(mailsTo(quiet.user.email, /Your order is complete|Order completed/)).toHaveLength(1);
    expect(await bell(quiet, 'order.auto_accept_soon')).toHaveLength(1);
    expect(mailsTo(quiet.user.email, /Accept it, or ask for a revision/)).toHaveLength(1);
    expect(await bell(quick, 'order.auto_accept_soon')).toEqual([]);
  });

  it('tells the buyer that work started on an order paid without questions, with List-Unsubscribe', async () => {
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, shop.withoutQuestions);
    const [started] = await waitFor(async () => {
      const found = await bell(buyer, 'order.work_started');
      return found.length ? found : undefined;
    });
    expect(started).toMatchObject({ title: 'Work started', link: `/orders/${paid._id}` });
    const mail = await waitFor(async () => mailsTo(buyer.user.email, /Work on your order has started/)[0]);
    expect(mail.text).toContain('It is due by');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /List-Unsubscribe:\s*<([^>]+)>/.exec(mail.text.replace(/\r?\n\s+/g, ''))![1]!;
    expect(link).toContain('type=order.work_started');
    // The receipt must go: no switch, no unsubscribe.
    const receipt = await waitFor(async () => mailsTo(buyer.user.email, /order is confirmed/)[0]);
    expect(receipt.raw).not.toMatch(/List-Unsubscribe/);
    expect(receipt.text).toMatch(/The work has started and is due by \w{3} \d{1,2}, \d{4}, \d\d:\d\d UTC\./);
  });

  it('sends no order mail of a type the user switched off (the bell still rings)', async () => {
    const buyer = await t.signIn();
    await buyer.agent
      .put('/api/notifications/preferences')
      .send({ email: { 'order.delivered': false, 'order.work_started': false } })
      .expect(200);
    const paid = await buyBasic(t, buyer, shop.withoutQuestions);
    await admin.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'Here' }).expect(201);
    await waitFor(async () => (await bell(buyer, 'order.delivered')).length === 1);
    await waitFor(async () => mailsTo(buyer.user.email, /order is confirmed/).length === 1);
    await settle(1500);
    expect(mailsTo(buyer.user.email, /has been delivered/)).toEqual([]);
    expect(mailsTo(buyer.user.email, /Work on your order has started/)).toEqual([]);
  });

  it('does not tell the admins an order is late once it was delivered in time', async () => {
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, shop.withoutQuestions);
    const dueAt = new Date(Date.now() + 15_000);
    await t.database.db.update(orders).set({ dueAt }).where(eq(orders.id, paid._id));
    await t.app.get(OrderNotifications).remind((await t.app.get(OrdersService).findById(paid._id))!);
    // Within its window, the due-soon reminder fires at once: the reminders are scheduled. (Waited
    // for before the delivery: one that fires after it is dropped, as it no longer applies.)
    const soon = await waitFor(async () => {
      const found = (await bell(admin, 'order.due_soon')).filter((n) => n.link.endsWith(paid._id));
      return found.length ? found : undefined;
    });
    expect(soon).toHaveLength(1);
    await admin.agent.post(`/api/orders/${paid._id}/deliveries`).send({ message: 'On time' }).expect(201);
    expect(Date.now()).toBeLessThan(dueAt.getTime());
    // Past the time the late reminder was set for (a second after the due date).
    await settle(dueAt.getTime() + 3_000 - Date.now());
    expect((await bell(admin, 'order.late')).filter((n) => n.link.endsWith(paid._id))).toEqual([]);
    expect(mailsTo(admin.user.email, new RegExp(`Order ${paid._id} for .* is not delivered`))).toEqual([]);
  });

  it('tells the admins once of an order due soon and late, and the buyer of requirements, across a restart', async () => {
    const env = { SMTP_URL: shop.smtp.url, ...TIMING };
    // The requirements reminder is due after the restart began: its timer dies with the process.
    const first = await createTestApp({ ...env, ORDER_REQUIREMENTS_REMINDER_HOURS: '0.002' });
    const boss = await first.signIn({ admin: true });
    const service = await createService(first, boss);
    const questions = await createService(first, boss, {
      requirements: QUESTIONS,
      packages: serviceBody(first).packages,
    });
    const buyer = await first.signIn();
    const lateOrder = await buyBasic(first, buyer, service);
    const unanswered = await buyBasic(first, buyer, questions);
    const bossCookie = await sessionCookie(first, boss);
    const buyerCookie = await sessionCookie(first, buyer);
    // Due after the restart (which takes 5–25 s on a busy machine): due soon at start-up, late later.
    await first.database.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() + 40_000) })
      .where(eq(orders.id, lateOrder._id));

    // The start-up sweep schedules the new due date's reminders; the stored one is queued again.
    const restarted = await restart(first, env);
    try {
      const app = restarted.app;
      const ofOrder = async (cookie: string, type: string, id: string) =>
        (await notificationsOf(app, cookie)).filter((n) => n.type === type && n.link.endsWith(id));

      await waitFor(async () => (await ofOrder(bossCookie, 'order.late', lateOrder._id)).length > 0, 60_000);
      await waitFor(
        async () => (await ofOrder(buyerCookie, 'order.requirements_reminder', unanswered._id)).length > 0,
        30_000,
      );
      const lateMail = new RegExp(`Order ${lateOrder._id} for .* is not delivered`);
      await waitFor(async () => mailsTo(boss.user.email, lateMail).length > 0);
      // Every sweep again, as another replica or the next start would: nothing twice.
      await app.get(OrderTimers).sweepReminders();
      await app.get(NotificationsService).sweep(true);
      await settle(3000);
      expect(await ofOrder(bossCookie, 'order.due_soon', lateOrder._id)).toHaveLength(1);
      expect(await ofOrder(bossCookie, 'order.late', lateOrder._id)).toHaveLength(1);
      expect(mailsTo(boss.user.email, lateMail)).toHaveLength(1);
      expect(await ofOrder(buyerCookie, 'order.requirements_reminder', unanswered._id)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});

async function notificationsOf(app: NestFastifyApplication, cookie: string): Promise<NotificationJson[]> {
  const res = await request(app.getHttpServer())
    .get('/api/notifications?limit=50')
    .set('Cookie', cookie)
    .expect(200);
  return res.body.items as NotificationJson[];
}
