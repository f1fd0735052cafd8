import { conversationBetween, withMessagingApp } from '../../test/messaging-helpers';
import { connectSocket, LiveSocket, sessionCookie, settle } from '../../test/realtime-helpers';
import { SignedIn, TestApp } from '../../test/test-app';

/** Sockets served by the API process itself (the default shape; with REDIS_URL through the Redis adapter). */
describe('realtime in the API process', () => {
  const app = withMessagingApp();
  let t: TestApp;
  let admin: SignedIn;
  let adminCookie: string;
  const open: LiveSocket[] = [];

  beforeAll(async () => {
    ({ t, admin } = app);
    adminCookie = await sessionCookie(t, admin);
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  async function connect(cookie?: string, headers?: Record<string, string>) {
    const live = await connectSocket(t.url, cookie, headers);
    open.push(live);
    return live;
  }

  it('refuses sockets without a valid session', async () => {
    await expect(connectSocket(t.url)).rejects.toThrow('unauthorized');
    await expect(connectSocket(t.url, 'token=not-a-jwt')).rejects.toThrow('unauthorized');
  });

  it('refuses sockets opened from a foreign site', async () => {
    await expect(connect(adminCookie, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('delivers a POSTed message to both participants and nothing to an unrelated buyer', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const stranger = await t.signIn();
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const adminSocket = await connect(adminCookie);
    const strangerSocket = await connect(await sessionCookie(t, stranger));

    const sent = await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: 'live hello' })
      .expect(201);
    for (const s of [buyerSocket, adminSocket]) {
      await s.until(
        () =>
          s.about(conversationId, 'message:new').length === 1 &&
          s.about(conversationId, 'conversation:updated').length === 1,
      );
      expect(s.about(conversationId, 'message:new')[0].payload).toEqual(sent.body);
      expect(s.about(conversationId, 'conversation:updated')[0].payload).toMatchObject({
        _id: conversationId,
        lastMessage: 'live hello',
        readByAdmin: false,
        readByBuyer: true,
      });
    }
    await settle();
    expect(strangerSocket.received).toEqual([]);
  });

  it('publishes offer:new, offer:updated and conversation:updated on mark-read', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const adminSocket = await connect(adminCookie);
    const offer = await admin.agent
      .post('/api/offers')
      .send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Site', price: 300, deliveryTime: 10 },
      })
      .expect(201);
    await buyerSocket.until(() => buyerSocket.about(conversationId, 'offer:new').length === 1);
    expect(buyerSocket.about(conversationId, 'offer:new')[0].payload).toEqual(offer.body);

    const accepted = await buyer.agent
      .put(`/api/offers/${offer.body._id}`)
      .send({ status: 'accepted' })
      .expect(200);
    await adminSocket.until(() => adminSocket.about(conversationId, 'offer:updated').length === 1);
    expect(adminSocket.about(conversationId, 'offer:updated')[0].payload).toEqual(accepted.body);

    await admin.agent.put(`/api/conversations/${conversationId}`).expect(200);
    await buyerSocket.until(() => buyerSocket.about(conversationId, 'conversation:updated').length === 1);
  });

  it('lets participants join a conversation room and refuses anyone else', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const otherSocket = await connect(await sessionCookie(t, other));
    const secondAdmin = await t.signIn({ admin: true });
    const secondAdminSocket = await connect(await sessionCookie(t, secondAdmin));

    expect(await buyerSocket.emit('conversation:join', { conversationId })).toEqual({ ok: true });
    const refused = await otherSocket.emit('conversation:join', { conversationId });
    expect(refused).toMatchObject({ ok: false, error: { statusCode: 404 } });
    expect(await otherSocket.emit('conversation:join', { conversationId: 'garbage' })).toMatchObject({
      ok: false,
    });
    expect(await otherSocket.emit('conversation:join', null)).toMatchObject({ ok: false });
    // Any admin may follow any conversation (admins see them all).
    expect(await secondAdminSocket.emit('conversation:join', { conversationId })).toEqual({ ok: true });

    // A socket in the conversation's room and in its own room hears each event once.
    await buyer.agent.post('/api/messages').send({ conversationId, message: 'for the room' }).expect(201);
    await secondAdminSocket.until(() => secondAdminSocket.about(conversationId, 'message:new').length === 1);
    await buyerSocket.until(() => buyerSocket.about(conversationId, 'message:new').length === 1);
    await settle();
    expect(buyerSocket.about(conversationId, 'message:new')).toHaveLength(1);
    expect(secondAdminSocket.about(conversationId, 'message:new')).toHaveLength(1);
    expect(otherSocket.received).toEqual([]);

    // Leaving the room does not stop an admin hearing it: every admin hears every conversation.
    expect(await secondAdminSocket.emit('conversation:leave', { conversationId })).toEqual({ ok: true });
    await buyer.agent.post('/api/messages').send({ conversationId, message: 'after leaving' }).expect(201);
    await secondAdminSocket.until(() => secondAdminSocket.about(conversationId, 'message:new').length === 2);
  });

  it("delivers every conversation's events to every admin without a join, once each", async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const secondAdmin = await t.signIn({ admin: true });
    const stranger = await t.signIn();
    const secondAdminSocket = await connect(await sessionCookie(t, secondAdmin));
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const strangerSocket = await connect(await sessionCookie(t, stranger));

    const sent = await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: 'to every admin' })
      .expect(201);
    const offer = await admin.agent
      .post('/api/offers')
      .send({
        conversationId,
        buyerId: buyer.user.id,
        offerDetails: { description: 'Logo', price: 50, deliveryTime: 2 },
      })
      .expect(201);
    const declined = await buyer.agent
      .put(`/api/offers/${offer.body._id}`)
      .send({ status: 'declined' })
      .expect(200);

    for (const s of [secondAdminSocket, buyerSocket]) {
      await s.until(
        () =>
          s.about(conversationId, 'message:new').length === 1 &&
          s.about(conversationId, 'offer:new').length === 1 &&
          s.about(conversationId, 'offer:updated').length === 1,
      );
    }
    await settle();
    expect(secondAdminSocket.about(conversationId, 'message:new').map((r) => r.payload)).toEqual([sent.body]);
    expect(secondAdminSocket.about(conversationId, 'offer:new').map((r) => r.payload)).toEqual([offer.body]);
    expect(secondAdminSocket.about(conversationId, 'offer:updated').map((r) => r.payload)).toEqual([
      declined.body,
    ]);
    expect(secondAdminSocket.about(conversationId, 'conversation:updated')).toHaveLength(1);
    expect(strangerSocket.received).toEqual([]);
  });

  it('tells every admin, and no other buyer, about a conversation opened over HTTP', async () => {
    const secondAdmin = await t.signIn({ admin: true });
    const buyer = await t.signIn();
    const stranger = await t.signIn();
    const adminSockets = [await connect(adminCookie), await connect(await sessionCookie(t, secondAdmin))];
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const strangerSocket = await connect(await sessionCookie(t, stranger));

    const opened = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id })
      .expect(201);
    const conversationId = opened.body._id as string;
    for (const s of [...adminSockets, buyerSocket]) {
      await s.until(() => s.about(conversationId, 'conversation:updated').length === 1);
      expect(s.about(conversationId, 'conversation:updated')[0].payload).toMatchObject({
        _id: conversationId,
        buyerId: buyer.user.id,
        adminId: admin.user.id,
      });
    }

    // Opening it again answers the existing conversation and announces nothing.
    await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id })
      .expect(200);
    await settle();
    for (const s of adminSockets) expect(s.about(conversationId, 'conversation:updated')).toHaveLength(1);
    expect(strangerSocket.received).toEqual([]);
  });

  it('accepts messages sent over the socket with the same rules and events', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const adminSocket = await connect(adminCookie);
    const otherSocket = await connect(await sessionCookie(t, other));

    const answer = await buyerSocket.emit('message:send', { conversationId, message: '  via socket ' });
    expect(answer).toMatchObject({
      ok: true,
      data: { conversationId, message: 'via socket', userId: buyer.user.id },
    });
    await adminSocket.until(() => adminSocket.about(conversationId, 'message:new').length === 1);
    expect(adminSocket.about(conversationId, 'message:new')[0].payload).toEqual(answer.data);

    expect(await buyerSocket.emit('message:send', { conversationId, message: '   ' })).toMatchObject({
      ok: false,
      error: { statusCode: 400, code: 'MESSAGE.EMPTY' },
    });
    expect(await otherSocket.emit('message:send', { conversationId, message: 'intrude' })).toMatchObject({
      ok: false,
      error: { statusCode: 404 },
    });
    const stored = await buyer.agent.get(`/api/messages/${conversationId}`).expect(200);
    expect(stored.body.map((m: { message: string }) => m.message)).toEqual(['via socket']);
  });

  it('drops a socket at once when its session ends (password changed), before it can send', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    expect(await buyerSocket.emit('conversation:join', { conversationId })).toEqual({ ok: true });
    const closed = new Promise((resolve) => buyerSocket.socket.once('disconnect', resolve));
    await buyer.agent
      .put('/api/auth/update-password')
      .send({ oldPassword: buyer.user.password, newPassword: 'another-horse-2' })
      .expect(200);
    expect(await closed).toBe('io server disconnect');
    const stored = await admin.agent.get(`/api/messages/${conversationId}`).expect(200);
    expect(stored.body).toEqual([]);
  });

  it('limits how fast one socket may send messages', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const buyerSocket = await connect(await sessionCookie(t, buyer));
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        buyerSocket.emit('message:send', { conversationId, message: `m${i}` }),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(20);
    expect(answers.filter((a) => !a.ok)).toEqual([
      { ok: false, error: expect.objectContaining({ statusCode: 429 }) },
    ]);
  });
});
