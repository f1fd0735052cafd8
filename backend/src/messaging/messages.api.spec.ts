import { conversationBetween, withMessagingApp } from '../../test/messaging-helpers';
import { SignedIn, TestApp } from '../../test/test-app';

describe('messages API', () => {
  const app = withMessagingApp();
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  it('refuses visitors with 401', async () => {
    const { conversationId } = await conversationBetween(t, undefined, admin);
    await t.http().get(`/api/messages/${conversationId}`).expect(401);
    await t.http().post('/api/messages').send({ conversationId, message: 'hi' }).expect(401);
  });

  it('stores a trimmed message and answers it in the spec shape; both sides read them in order', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const sent = await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: '  Hello there \n' })
      .expect(201);
    expect(sent.body).toEqual({
      _id: expect.any(String),
      conversationId,
      userId: buyer.user.id,
      message: 'Hello there',
      createdAt: expect.any(String),
    });
    await admin.agent
      .post('/api/messages')
      .send({ conversationId, message: 'Hi, how can I help?' })
      .expect(201);
    for (let i = 0; i < 5; i += 1) {
      await buyer.agent
        .post('/api/messages')
        .send({ conversationId, message: `n${i}` })
        .expect(201);
    }
    for (const reader of [buyer, admin]) {
      const list = await reader.agent.get(`/api/messages/${conversationId}`).expect(200);
      expect(list.body.map((m: { message: string }) => m.message)).toEqual([
        'Hello there',
        'Hi, how can I help?',
        'n0',
        'n1',
        'n2',
        'n3',
        'n4',
      ]);
      expect(list.body[1].userId).toBe(admin.user.id);
    }
  });

  it('moves lastMessage and updatedAt and clears the other side read flag', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const before = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    const sent = await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: 'news' })
      .expect(201);
    const after = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    expect(after).toMatchObject({ lastMessage: 'news', readByAdmin: false, readByBuyer: true });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(after.updatedAt).toBe(sent.body.createdAt);

    await admin.agent.post('/api/messages').send({ conversationId, message: 'reply' }).expect(201);
    const afterReply = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200))
      .body;
    expect(afterReply).toMatchObject({ lastMessage: 'reply', readByAdmin: true, readByBuyer: false });
  });

  it('refuses empty, whitespace, too long and malformed messages without changing anything', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    for (const message of ['', '   ', '\n\t ']) {
      const res = await buyer.agent.post('/api/messages').send({ conversationId, message }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'MESSAGE.EMPTY' });
    }
    const tooLong = await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: 'x'.repeat(5001) })
      .expect(400);
    expect(tooLong.body.code).toBe('MESSAGE.TOO_LONG');
    await buyer.agent.post('/api/messages').send({ conversationId, message: 42 }).expect(400);
    await buyer.agent.post('/api/messages').send({ conversationId }).expect(400);
    await buyer.agent.post('/api/messages').send({ conversationId: 'nope', message: 'hi' }).expect(400);
    await buyer.agent
      .post('/api/messages')
      .send({ conversationId, message: 'hi', userId: admin.user.id })
      .expect(400);
    expect((await buyer.agent.get(`/api/messages/${conversationId}`).expect(200)).body).toEqual([]);
    const row = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    expect(row).toMatchObject({ lastMessage: '', readByAdmin: true, readByBuyer: true });

    const longest = ` ${'y'.repeat(5000)} `;
    const ok = await buyer.agent.post('/api/messages').send({ conversationId, message: longest }).expect(201);
    expect(ok.body.message).toHaveLength(5000);
  });

  it('hides the conversation from another buyer (404) for reading and writing', async () => {
    const { conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const read = await other.agent.get(`/api/messages/${conversationId}`).expect(404);
    expect(read.body.code).toBe('CONVERSATION.NOT_FOUND');
    await other.agent.post('/api/messages').send({ conversationId, message: 'let me in' }).expect(404);
    await other.agent.get('/api/messages/not-a-uuid').expect(404);
    expect((await admin.agent.get(`/api/messages/${conversationId}`).expect(200)).body).toEqual([]);
  });
});
