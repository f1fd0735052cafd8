import { SignedIn, TestApp } from '../../test/test-app';
import { conversationBetween, withMessagingApp } from '../../test/messaging-helpers';

describe('conversations API', () => {
  const app = withMessagingApp();
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  it('refuses visitors on every route with 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['get', '/api/conversations'],
      ['get', '/api/conversations?buyerId=' + id + '&adminId=' + id],
      ['post', '/api/conversations'],
      ['get', `/api/conversations/single/${id}`],
      ['put', `/api/conversations/${id}`],
      ['get', '/api/conversations/count'],
    ] as const) {
      const res = await t.http()[method](path).send({});
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('creates a conversation once and answers the existing one afterwards', async () => {
    const buyer = await t.signIn();
    const first = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id })
      .expect(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      buyerId: buyer.user.id,
      adminId: admin.user.id,
      lastMessage: '',
      readByAdmin: true,
      readByBuyer: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const again = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id })
      .expect(200);
    expect(again.body._id).toBe(first.body._id);
  });

  it('makes exactly one conversation out of 20 concurrent creations', async () => {
    const buyer = await t.signIn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.agent.post('/api/conversations').send({ buyerId: buyer.user.id, adminId: admin.user.id }),
      ),
    );
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    const list = await buyer.agent.get('/api/conversations').expect(200);
    expect(list.body).toHaveLength(1);
  });

  it('lets a buyer open a conversation only for themself and only with an admin', async () => {
    const buyer = await t.signIn();
    const other = await t.signIn();
    const forOther = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: other.user.id, adminId: admin.user.id })
      .expect(403);
    expect(forOther.body.code).toBe('CONVERSATION.NOT_YOURS');
    const withBuyer = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: other.user.id })
      .expect(400);
    expect(withBuyer.body.code).toBe('CONVERSATION.ADMIN_INVALID');
    const badIds = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: 'x', adminId: 5 })
      .expect(400);
    expect(Object.keys(badIds.body.fields)).toEqual(expect.arrayContaining(['buyerId', 'adminId']));
    const extra = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id, readByAdmin: false })
      .expect(400);
    expect(extra.body.fields).toHaveProperty('readByAdmin');
    const asAdmin = await admin.agent
      .post('/api/conversations')
      .send({ buyerId: admin.user.id, adminId: admin.user.id })
      .expect(400);
    expect(asAdmin.body.code).toBe('CONVERSATION.BUYER_INVALID');
    expect((await buyer.agent.get('/api/conversations').expect(200)).body).toEqual([]);
  });

  it('lets an admin open a conversation with a buyer', async () => {
    const buyer = await t.signIn();
    const res = await admin.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.user.id, adminId: admin.user.id })
      .expect(201);
    expect(res.body.buyerId).toBe(buyer.user.id);
  });

  it('lists own conversations for a buyer, all with the buyer username for an admin, latest activity first', async () => {
    const buyerA = await t.signIn();
    const buyerB = await t.signIn();
    const a = await conversationBetween(t, buyerA, admin);
    const b = await conversationBetween(t, buyerB, admin);
    await buyerA.agent
      .post('/api/messages')
      .send({ conversationId: a.conversationId, message: 'first' })
      .expect(201);
    await buyerB.agent
      .post('/api/messages')
      .send({ conversationId: b.conversationId, message: 'second' })
      .expect(201);

    const own = await buyerA.agent.get('/api/conversations').expect(200);
    expect(own.body.map((c: { _id: string }) => c._id)).toEqual([a.conversationId]);
    expect(own.body[0]).not.toHaveProperty('buyerUsername');

    const all = await admin.agent.get('/api/conversations').expect(200);
    const ids = all.body.map((c: { _id: string }) => c._id);
    expect(ids.indexOf(b.conversationId)).toBeLessThan(ids.indexOf(a.conversationId));
    expect(all.body.find((c: { _id: string }) => c._id === a.conversationId)).toMatchObject({
      buyerUsername: buyerA.user.username,
      lastMessage: 'first',
    });
    const times = all.body.map((c: { updatedAt: string }) => Date.parse(c.updatedAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    await buyerA.agent
      .post('/api/messages')
      .send({ conversationId: a.conversationId, message: 'again' })
      .expect(201);
    const resorted = await admin.agent.get('/api/conversations').expect(200);
    expect(resorted.body[0]._id).toBe(a.conversationId);
  });

  it('looks a pair up by buyerId and adminId for that buyer or an admin only', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const query = `/api/conversations?buyerId=${buyer.user.id}&adminId=${admin.user.id}`;
    const mine = await buyer.agent.get(query).expect(200);
    expect(mine.body.map((c: { _id: string }) => c._id)).toEqual([conversationId]);
    const byAdmin = await admin.agent.get(query).expect(200);
    expect(byAdmin.body.map((c: { _id: string }) => c._id)).toEqual([conversationId]);
    await other.agent.get(query).expect(403);
    const none = await other.agent
      .get(`/api/conversations?buyerId=${other.user.id}&adminId=${admin.user.id}`)
      .expect(200);
    expect(none.body).toEqual([]);
    await buyer.agent.get('/api/conversations?buyerId=nope').expect(400);
  });

  it('shows a single conversation to participants only (404 for another buyer)', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const mine = await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200);
    expect(mine.body._id).toBe(conversationId);
    await admin.agent.get(`/api/conversations/single/${conversationId}`).expect(200);
    const anotherAdmin = await t.signIn({ admin: true });
    await anotherAdmin.agent.get(`/api/conversations/single/${conversationId}`).expect(200);
    const hidden = await other.agent.get(`/api/conversations/single/${conversationId}`).expect(404);
    expect(hidden.body).toMatchObject({ statusCode: 404, code: 'CONVERSATION.NOT_FOUND' });
    await buyer.agent.get('/api/conversations/single/not-a-uuid').expect(404);
    await buyer.agent.get('/api/conversations/single/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('marks read for the caller role on both sides and answers the updated row', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    await buyer.agent.post('/api/messages').send({ conversationId, message: 'hello' }).expect(201);
    let row = (await admin.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    expect(row).toMatchObject({ readByBuyer: true, readByAdmin: false, lastMessage: 'hello' });

    row = (await admin.agent.put(`/api/conversations/${conversationId}`).expect(200)).body;
    expect(row).toMatchObject({ _id: conversationId, readByAdmin: true, readByBuyer: true });

    await admin.agent.post('/api/messages').send({ conversationId, message: 'hi back' }).expect(201);
    row = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    expect(row).toMatchObject({ readByBuyer: false, readByAdmin: true, lastMessage: 'hi back' });

    row = (await buyer.agent.put(`/api/conversations/${conversationId}`).expect(200)).body;
    expect(row).toMatchObject({ readByBuyer: true, readByAdmin: true });

    await admin.agent.post('/api/messages').send({ conversationId, message: 'unread again' }).expect(201);
    await other.agent.put(`/api/conversations/${conversationId}`).expect(404);
    row = (await buyer.agent.get(`/api/conversations/single/${conversationId}`).expect(200)).body;
    expect(row.readByBuyer).toBe(false);
  });

  it("narrows the list to what the caller's role has left unread with unread=true", async () => {
    const buyer = await t.signIn();
    const otherAdmin = await t.signIn({ admin: true });
    const read = await conversationBetween(t, buyer, admin);
    const unread = await conversationBetween(t, buyer, otherAdmin);
    await otherAdmin.agent
      .post('/api/messages')
      .send({ conversationId: unread.conversationId, message: 'an offer is waiting' })
      .expect(201);

    const mine = await buyer.agent.get('/api/conversations?unread=true').expect(200);
    expect(mine.body.map((c: { _id: string }) => c._id)).toEqual([unread.conversationId]);
    expect(mine.headers['x-total-count']).toBe('1');
    const seen = await buyer.agent.get('/api/conversations?unread=false').expect(200);
    expect(seen.body.map((c: { _id: string }) => c._id)).toEqual([read.conversationId]);

    // The same conversation is read for its admin, who wrote last.
    const forAdmin = await otherAdmin.agent.get('/api/conversations?unread=true').expect(200);
    expect(forAdmin.body.map((c: { _id: string }) => c._id)).not.toContain(unread.conversationId);

    const bad = await buyer.agent.get('/api/conversations?unread=yes').expect(400);
    expect(JSON.stringify(bad.body)).toContain('unread must be true or false');
  });

  it('pages the list with page and limit and tells the total in X-Total-Count', async () => {
    const buyer = await t.signIn();
    const admins = [admin, await t.signIn({ admin: true }), await t.signIn({ admin: true })];
    const ids: string[] = [];
    for (const a of admins) ids.unshift((await conversationBetween(t, buyer, a)).conversationId);
    const whole = await buyer.agent.get('/api/conversations').expect(200);
    expect(whole.headers['x-total-count']).toBe('3');
    expect(whole.body.map((c: { _id: string }) => c._id)).toEqual(ids);
    const first = await buyer.agent.get('/api/conversations?limit=2').expect(200);
    expect(first.body.map((c: { _id: string }) => c._id)).toEqual(ids.slice(0, 2));
    expect(first.headers['x-total-count']).toBe('3');
    const second = await buyer.agent.get('/api/conversations?page=2&limit=2').expect(200);
    expect(second.body.map((c: { _id: string }) => c._id)).toEqual(ids.slice(2));
    for (const bad of ['limit=0', 'limit=501', 'page=0', 'page=x']) {
      await buyer.agent.get(`/api/conversations?${bad}`).expect(400);
    }
  });

  it('documents every messaging endpoint in /api/docs', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/conversations',
        '/api/conversations/count',
        '/api/conversations/single/{id}',
        '/api/conversations/{id}',
        '/api/messages/{conversationId}',
        '/api/messages',
        '/api/offers',
        '/api/offers/{id}',
      ]),
    );
  });

  it('counts conversations for admins only', async () => {
    const buyer = await t.signIn();
    const before = (await admin.agent.get('/api/conversations/count').expect(200)).body;
    expect(before).toEqual({ count: expect.any(Number) });
    await conversationBetween(t, buyer, admin);
    const after = (await admin.agent.get('/api/conversations/count').expect(200)).body;
    expect(after.count).toBe(before.count + 1);
    const refused = await buyer.agent.get('/api/conversations/count').expect(403);
    expect(refused.body.statusCode).toBe(403);
  });
});
