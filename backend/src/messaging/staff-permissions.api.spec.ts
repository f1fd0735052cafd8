import { SignedIn, TestApp } from '../../test/test-app';
import { conversationBetween, withMessagingApp } from '../../test/messaging-helpers';
import { connectSocket, sessionCookie } from '../../test/realtime-helpers';

/**
 * The routes buyers and staff share (conversations, messages, offers): a staff member reads and
 * writes them only with `messages.staff`; finance, without it, gets 403 AUTH.PERMISSION and changes nothing.
 */
describe('messaging routes shared by buyers and staff', () => {
  const app = withMessagingApp();
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  it('lets support work a conversation and refuses finance on every route', async () => {
    const buyer = await t.signIn();
    const { conversationId } = await conversationBetween(t, buyer, admin);
    const conversation = { _id: conversationId };
    await buyer.agent
      .post('/api/messages')
      .send({ conversationId: conversation._id, message: 'Hello' })
      .expect(201);
    const offer = await admin.agent
      .post('/api/offers')
      .send({
        conversationId: conversation._id,
        buyerId: buyer.user.id,
        offerDetails: { description: 'A logo', price: 50, deliveryTime: 3 },
      })
      .expect(201);

    const support = await t.signIn({ role: 'support' });
    await support.agent.get(`/api/messages/${conversation._id}`).expect(200);
    await support.agent.get(`/api/conversations/single/${conversation._id}`).expect(200);
    await support.agent.get(`/api/offers?conversationId=${conversation._id}`).expect(200);

    const finance = await t.signIn({ role: 'finance' });
    const routes: [string, string, object?][] = [
      ['get', '/api/conversations'],
      ['get', `/api/conversations/single/${conversation._id}`],
      ['put', `/api/conversations/${conversation._id}`],
      ['post', '/api/conversations', { buyerId: buyer.user.id, adminId: admin.user.id }],
      ['get', `/api/messages/${conversation._id}`],
      ['post', '/api/messages', { conversationId: conversation._id, message: 'From finance' }],
      ['get', `/api/offers?conversationId=${conversation._id}`],
      ['put', `/api/offers/${offer.body._id}`, { status: 'withdrawn' }],
    ];
    for (const [method, path, body] of routes) {
      const res = await finance.agent[method as 'get'](path).send(body ?? {});
      expect([method, path, res.status, res.body.code, res.body.permission]).toEqual([
        method,
        path,
        403,
        'AUTH.PERMISSION',
        'messages.staff',
      ]);
    }
    const messages = (await admin.agent.get(`/api/messages/${conversation._id}`).expect(200)).body;
    expect(messages.map((m: { message: string }) => m.message)).toEqual(['Hello']);
    const offers = (await admin.agent.get(`/api/offers?conversationId=${conversation._id}`).expect(200)).body;
    expect(offers[0].status).toBe('pending');
  });

  it('sends live conversation events only to staff who may read conversations', async () => {
    const buyer = await t.signIn();
    const { conversationId } = await conversationBetween(t, buyer, admin);
    const support = await t.signIn({ role: 'support' });
    const finance = await t.signIn({ role: 'finance' });
    const supportSocket = await connectSocket(t.url, await sessionCookie(t, support));
    const financeSocket = await connectSocket(t.url, await sessionCookie(t, finance));
    try {
      expect(await financeSocket.emit('conversation:join', { conversationId })).toMatchObject({ ok: false });
      expect(await supportSocket.emit('conversation:join', { conversationId })).toMatchObject({ ok: true });
      await buyer.agent.post('/api/messages').send({ conversationId, message: 'Anyone there?' }).expect(201);
      await supportSocket.until(() => supportSocket.about(conversationId, 'message:new').length > 0);
      // One socket's packets arrive in order: an answer asked for now comes after anything the
      // server had already sent to finance for that message.
      await financeSocket.emit('conversation:leave', { conversationId });
      expect(financeSocket.about(conversationId)).toEqual([]);
    } finally {
      supportSocket.close();
      financeSocket.close();
    }
  });
});
