import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { startMailCapture } from '../../test/mail-capture.helper';
import { conversationBetween } from '../../test/messaging-helpers';
import { buyBasic, createService, waitFor } from '../../test/payments-fixtures';
import { connectSocket, LiveSocket, sessionCookie, settle } from '../../test/realtime-helpers';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

/** MESSAGE_MAIL_MINUTES below: long enough that a busy machine reads a conversation within it. */
const MESSAGE_MAIL_MS = 6_000;

type Item = { _id: string; type: string; title: string; body: string; link: string; read: boolean };

describe('notifications', () => {
  let t: TestApp;
  let capture: Awaited<ReturnType<typeof startMailCapture>>;
  let admin: SignedIn;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    capture = await startMailCapture();
    t = await createTestApp({
      SMTP_URL: capture.url,
      REVIEW_INVITE_HOURS: '0.0005',
      MESSAGE_MAIL_MINUTES: String(MESSAGE_MAIL_MS / 60_000),
    });
    admin = await t.signIn({ admin: true });
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
    await capture?.close();
  }, 30_000);

  async function items(who: SignedIn, query = ''): Promise<{ items: Item[]; unread: number }> {
    return (await who.agent.get(`/api/notifications${query}`).expect(200)).body;
  }

  async function waitForType(who: SignedIn, type: string): Promise<Item> {
    return waitFor(async () => (await items(who)).items.find((i) => i.type === type));
  }

  const mailsTo = (email: string, subject: string) =>
    capture.mails.filter((m) => m.to.includes(email) && m.text.includes(subject));

  it('tells admins of a paid order and the buyer of the confirmed payment and the work started, in the bell', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, await createService(t, admin));
    const paid = await waitForType(admin, 'order.paid');
    expect(paid).toMatchObject({ link: `/admin/orders/${order._id}`, read: false });
    const confirmed = await waitForType(buyer, 'order.payment_confirmed');
    expect(confirmed).toMatchObject({ title: 'Payment confirmed', link: `/orders/${order._id}` });
    // No requirement questions: the work starts with the payment.
    const started = await waitForType(buyer, 'order.work_started');
    expect(started).toMatchObject({ title: 'Work started', link: `/orders/${order._id}` });
    expect((await items(buyer)).unread).toBe(2);
  });

  it('pushes notification:new to the user only, and mails an offer with one-click unsubscribe', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const stranger = await t.signIn();
    const buyerSocket = await connectSocket(t.url, await sessionCookie(t, buyer));
    const strangerSocket = await connectSocket(t.url, await sessionCookie(t, stranger));
    sockets.push(buyerSocket, strangerSocket);
    await admin.agent
      .post('/api/offers')
      .send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Logo', price: 80, deliveryTime: 2 },
      })
      .expect(201);
    await buyerSocket.until((r) => r.some((e) => e.event === 'notification:new'));
    const pushed = buyerSocket.received.find((e) => e.event === 'notification:new')!.payload;
    expect(pushed).toMatchObject({ type: 'offer.new', link: `/messages/${conversationId}`, read: false });
    expect((await items(buyer)).items[0]).toEqual(pushed);
    await settle();
    expect(strangerSocket.received.filter((e) => e.event === 'notification:new')).toEqual([]);

    const mail = await capture.waitFor(buyer.user.email);
    expect(mail.text).toContain('You have a custom offer');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /List-Unsubscribe:\s*<([^>]+)>/.exec(mail.text.replace(/\r?\n\s+/g, ''))![1]!;
    const path = link.slice(t.config.publicUrl.length);

    // A tampered link changes nothing.
    const tampered = path.replace('offer.new', 'order.completed');
    await t.http().post(tampered).type('form').send('List-Unsubscribe=One-Click').expect(400);
    const otherUser = path.replace(buyer.user.id, stranger.user.id);
    await t.http().post(otherUser).type('form').send('List-Unsubscribe=One-Click').expect(400);
    await t.http().get(tampered).expect(400).expect('Content-Type', /html/);
    expect(
      (await buyer.agent.get('/api/notifications/preferences').expect(200)).body.email['offer.new'],
    ).toBe(true);

    // GET only asks; the POST (as a mail provider sends it, without a session) switches it off.
    const page = await t.http().get(path).expect(200);
    expect(page.text).toContain('Unsubscribe');
    expect(
      (await buyer.agent.get('/api/notifications/preferences').expect(200)).body.email['offer.new'],
    ).toBe(true);
    await t.http().post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    const prefs = (await buyer.agent.get('/api/notifications/preferences').expect(200)).body.email;
    expect(prefs['offer.new']).toBe(false);
    expect(prefs['order.completed']).toBe(true);

    // Switched off: the bell still rings, no mail goes.
    await admin.agent
      .post('/api/offers')
      .send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Banner', price: 20, deliveryTime: 1 },
      })
      .expect(201);
    await waitFor(async () => (await items(buyer)).items.filter((i) => i.type === 'offer.new').length === 2);
    await settle(1000);
    expect(mailsTo(buyer.user.email, 'Banner')).toEqual([]);
  });

  it('tells admins of a cancel request (bell and mail) and the buyer of the answer', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, await createService(t, admin));
    await buyer.agent
      .put(`/api/orders/${order._id}/request-cancel`)
      .send({ reason: 'Changed my mind' })
      .expect(200);
    const requested = await waitForType(admin, 'order.cancel_requested');
    expect(requested.body).toContain('Changed my mind');
    await waitFor(async () => mailsTo(admin.user.email, 'Cancel requested').length > 0);
    await admin.agent
      .put(`/api/orders/${order._id}/cancel-request/decline`)
      .send({ message: 'Work is nearly done' })
      .expect(200);
    const answered = await waitForType(buyer, 'order.cancel_answered');
    expect(answered).toMatchObject({
      title: 'Your cancel request was declined',
      link: `/orders/${order._id}`,
    });
  });

  it('tells the buyer of every refund, partial or full, with its amount and credit note (bell and mail)', async () => {
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, await createService(t, admin));
    const part = await admin.agent
      .post(`/api/orders/${order._id}/refunds`)
      .send({ amount: 12.5, reason: 'Late delivery' })
      .expect(201);
    const [note] = part.body.order.refunds as Array<{ creditNote: { number: string } }>;
    const partial = await waitForType(buyer, 'order.refunded');
    expect(partial).toMatchObject({
      title: 'Refund of $12.50',
      body: expect.stringContaining(`(credit note ${note.creditNote.number})`),
      link: `/orders/${order._id}`,
    });
    const [mail] = await waitFor(async () => {
      const found = mailsTo(buyer.user.email, 'Refund of $12.50');
      return found.length > 0 ? found : undefined;
    });
    expect(mail.text).toContain(`Your credit note ${note.creditNote.number}`);
    expect(mail.text).not.toContain('in full');

    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    await waitFor(async () => mailsTo(buyer.user.email, 'Refund of $27.50').length > 0);
    expect(mailsTo(buyer.user.email, 'Refund of $27.50')[0].text).toContain(
      'This refunds your payment in full.',
    );
    const bells = (await items(buyer)).items.filter((i) => i.type === 'order.refunded');
    expect(bells.map((i) => i.title)).toEqual(['Refund of $27.50', 'Refund of $12.50']);
    // A switch in the buyer's settings, on until turned off.
    const prefs = (await buyer.agent.get('/api/notifications/preferences').expect(200)).body.email;
    expect(prefs['order.refunded']).toBe(true);
  });

  it('tells the buyer of work started and completion, then invites a review once', async () => {
    const buyer = await t.signIn();
    const serviceId = await createService(t, admin);
    const order = await buyBasic(t, buyer, serviceId);
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'in progress' })
      .expect(200);
    await waitForType(buyer, 'order.work_started');
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'completed' })
      .expect(200);
    await waitForType(buyer, 'order.completed');
    await waitFor(async () => mailsTo(buyer.user.email, 'Order completed').length > 0);
    const invite = await waitForType(buyer, 'review.invited');
    expect(invite.link).toBe(`/orders/${order._id}`);
    await waitFor(async () => mailsTo(buyer.user.email, 'A short review helps').length > 0);
    // Completed again (status moved back and forth): no second invitation.
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'in progress' })
      .expect(200);
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'completed' })
      .expect(200);
    await settle(2500);
    expect((await items(buyer)).items.filter((i) => i.type === 'review.invited')).toHaveLength(1);
  });

  it('sends no review invitation to a buyer who reviewed first', async () => {
    const buyer = await t.signIn();
    const serviceId = await createService(t, admin);
    const order = await buyBasic(t, buyer, serviceId);
    await buyer.agent
      .post('/api/reviews')
      .send({ serviceId, star: 5, desc: 'Great', username: 'x', userImage: '', country: 'Canada' })
      .expect(201);
    await admin.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'completed' })
      .expect(200);
    await waitForType(buyer, 'order.completed');
    await settle(2500);
    expect((await items(buyer)).items.filter((i) => i.type === 'review.invited')).toEqual([]);
  });

  it('mails an unread chat message once per conversation per hour, and not once it is read', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    await admin.agent.post('/api/messages').send({ conversationId, message: 'First note' }).expect(201);
    await admin.agent.post('/api/messages').send({ conversationId, message: 'Second note' }).expect(201);
    const mail = await capture.waitFor(buyer.user.email, MESSAGE_MAIL_MS + 15_000);
    expect(mail.text).toContain('First note');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http/m);
    /** Until a mail for a message sent before `sentBy` would have gone out, and a little more. */
    const pastItsMail = (sentBy: number) => settle(sentBy + MESSAGE_MAIL_MS + 2500 - Date.now());
    await admin.agent.post('/api/messages').send({ conversationId, message: 'Third note' }).expect(201);
    await pastItsMail(Date.now());
    expect(capture.mails.filter((m) => m.to.includes(buyer.user.email))).toEqual([]);
    // Mail only: nothing in the bell (the messages badge shows it).
    expect((await items(buyer)).items).toEqual([]);

    // The other way round, read in time: no mail.
    await buyer.agent.post('/api/messages').send({ conversationId, message: 'Reply' }).expect(201);
    const replied = Date.now();
    await admin.agent.put(`/api/conversations/${conversationId}`).expect(200);
    expect(Date.now() - replied).toBeLessThan(MESSAGE_MAIL_MS);
    await pastItsMail(replied);
    expect(mailsTo(admin.user.email, 'Reply')).toEqual([]);
  });

  it('keeps each user to their own notifications, pages them and marks them read', async () => {
    const buyer = await t.signIn();
    const other = await t.signIn();
    const service = t.app.get(NotificationsService);
    for (let i = 1; i <= 5; i += 1) {
      await service.notify(buyer.user.id, 'order.work_started', {
        title: `N${i}`,
        body: 'b',
        link: '/orders',
      });
    }
    await service.notify(other.user.id, 'order.work_started', {
      title: 'Theirs',
      body: 'b',
      link: '/orders',
    });
    await t.http().get('/api/notifications').expect(401);
    await t.http().put('/api/notifications/read').send({}).expect(401);

    const first = await items(buyer, '?limit=2');
    expect(first.items.map((i) => i.title)).toEqual(['N5', 'N4']);
    expect(first.unread).toBe(5);
    const second = await items(buyer, `?limit=2&before=${first.items[1]!._id}`);
    expect(second.items.map((i) => i.title)).toEqual(['N3', 'N2']);
    const last = await items(buyer, `?limit=2&before=${second.items[1]!._id}`);
    expect(last.items.map((i) => i.title)).toEqual(['N1']);

    const theirs = (await items(other)).items[0]!;
    await buyer.agent.get(`/api/notifications?before=${theirs._id}`).expect(400);
    await buyer.agent.get('/api/notifications?before=nope').expect(400);
    await buyer.agent.get('/api/notifications?limit=0').expect(400);
    await buyer.agent.get('/api/notifications?limit=51').expect(400);

    // Another user's id (even beside one's own): 400, and nothing changes.
    await buyer.agent
      .put('/api/notifications/read')
      .send({ ids: [first.items[0]!._id, theirs._id] })
      .expect(400);
    await buyer.agent
      .put('/api/notifications/read')
      .send({ ids: ['not-an-id'] })
      .expect(400);
    expect((await items(buyer)).unread).toBe(5);
    expect((await items(other)).unread).toBe(1);

    const one = await buyer.agent
      .put('/api/notifications/read')
      .send({ ids: [first.items[0]!._id] })
      .expect(200);
    expect(one.body).toEqual({ unread: 4 });
    expect((await items(buyer)).items[0]!.read).toBe(true);
    const all = await buyer.agent.put('/api/notifications/read').send({}).expect(200);
    expect(all.body).toEqual({ unread: 0 });
    expect((await items(other)).unread).toBe(1);
  });

  it('refuses unknown types, types of the other role and non-boolean values, changing nothing', async () => {
    const buyer = await t.signIn();
    const before = (await buyer.agent.get('/api/notifications/preferences').expect(200)).body;
    expect(Object.keys(before.email)).toContain('offer.new');
    expect(Object.keys(before.email)).not.toContain('order.paid');
    for (const email of [
      { 'offer.new': false, 'no.such': false },
      { 'offer.new': false, 'order.paid': false },
      { 'offer.new': 'no' },
      { 'offer.new': false, 'order.completed': 1 },
    ]) {
      await buyer.agent.put('/api/notifications/preferences').send({ email }).expect(400);
    }
    await buyer.agent.put('/api/notifications/preferences').send({ email: [] }).expect(400);
    await buyer.agent.put('/api/notifications/preferences').send({}).expect(400);
    expect((await buyer.agent.get('/api/notifications/preferences').expect(200)).body).toEqual(before);
    const saved = await buyer.agent
      .put('/api/notifications/preferences')
      .send({ email: { 'order.completed': false } })
      .expect(200);
    expect(saved.body.email).toEqual({ ...before.email, 'order.completed': false });
    const adminPrefs = (await admin.agent.get('/api/notifications/preferences').expect(200)).body.email;
    expect(Object.keys(adminPrefs)).toContain('order.paid');
  });

  it('fires a reminder whose job was lost (a restart) once, whatever the sweeps and jobs', async () => {
    const buyer = await t.signIn();
    const repository = t.app.get(NotificationsRepository);
    const service = t.app.get(NotificationsService);
    // Stored as a reminder scheduled before a restart whose in-memory timer died with the process.
    const row = await repository.schedule({
      key: `test-reminder:${buyer.user.id}`,
      userId: buyer.user.id,
      type: 'order.requirements_reminder',
      title: 'Send your requirements',
      body: 'b',
      link: '/orders',
      inApp: true,
      dueAt: new Date(Date.now() - 1000),
    });
    await Promise.all([
      service.sweep(true),
      service.sweep(true),
      service.fire(row!.id),
      service.fire(row!.id),
    ]);
    await waitForType(buyer, 'order.requirements_reminder');
    await settle(1000);
    expect((await items(buyer)).items).toHaveLength(1);
    await waitFor(async () => mailsTo(buyer.user.email, 'Send your requirements').length === 1);
    await settle(500);
    expect(mailsTo(buyer.user.email, 'Send your requirements')).toHaveLength(1);
  });
});
