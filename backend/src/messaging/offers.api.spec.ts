import { OffersService } from './offers.service';
import { conversationBetween, withMessagingApp } from '../../test/messaging-helpers';
import { SignedIn, TestApp } from '../../test/test-app';

const details = { description: 'Logo with 3 concepts', price: 149.99, deliveryTime: 5 };

describe('offers API', () => {
  const app = withMessagingApp();
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => {
    ({ t, admin } = app);
  });

  async function offerIn(
    conversationId: string,
    buyerId: string,
    offerDetails: typeof details & { revisions?: number } = details,
  ) {
    const res = await admin.agent
      .post('/api/offers')
      .send({ conversationId, buyerId, offerDetails })
      .expect(201);
    return res.body as { _id: string; status: string };
  }

  it('refuses visitors with 401', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    await t
      .http()
      .post('/api/offers')
      .send({ conversationId, buyerId: buyer.user.id, offerDetails: details })
      .expect(401);
    await t.http().get(`/api/offers?conversationId=${conversationId}`).expect(401);
    await t.http().put(`/api/offers/${offer._id}`).send({ status: 'accepted' }).expect(401);
  });

  it('lets an admin create an offer, stored in cents and answered in dollars', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const res = await admin.agent
      .post('/api/offers')
      .send({ conversationId, buyerId: buyer.user.id, offerDetails: { ...details, description: '  Logo  ' } })
      .expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      conversationId,
      buyerId: buyer.user.id,
      offerDetails: { description: 'Logo', price: 149.99, deliveryTime: 5, revisions: 1 },
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const reader of [buyer, admin]) {
      const list = await reader.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200);
      expect(list.body).toEqual([res.body]);
    }
  });

  it('refuses a buyer creating an offer with 403', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const res = await buyer.agent
      .post('/api/offers')
      .send({ conversationId, buyerId: buyer.user.id, offerDetails: details })
      .expect(403);
    expect(res.body.statusCode).toBe(403);
    expect((await buyer.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200)).body).toEqual(
      [],
    );
  });

  it('validates the offer details and the buyer', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const bad: Array<[unknown, string]> = [
      [{ ...details, description: '' }, 'offerDetails.description'],
      [{ ...details, description: undefined }, 'offerDetails.description'],
      [{ ...details, price: 0 }, 'offerDetails.price'],
      [{ ...details, price: -5 }, 'offerDetails.price'],
      [{ ...details, price: 10.999 }, 'offerDetails.price'],
      [{ ...details, price: '10' }, 'offerDetails.price'],
      [{ ...details, price: undefined }, 'offerDetails.price'],
      [{ ...details, deliveryTime: 0 }, 'offerDetails.deliveryTime'],
      [{ ...details, deliveryTime: 1.5 }, 'offerDetails.deliveryTime'],
      [{ ...details, deliveryTime: '3' }, 'offerDetails.deliveryTime'],
      [{ ...details, status: 'accepted' }, 'offerDetails.status'],
      [{ ...details, revisions: -1 }, 'offerDetails.revisions'],
      [{ ...details, revisions: 101 }, 'offerDetails.revisions'],
      [{ ...details, revisions: 1.5 }, 'offerDetails.revisions'],
      [{ ...details, revisions: '2' }, 'offerDetails.revisions'],
      [undefined, 'offerDetails'],
      ['cheap', 'offerDetails'],
    ];
    for (const [offerDetails, field] of bad) {
      const res = await admin.agent
        .post('/api/offers')
        .send({ conversationId, buyerId: buyer.user.id, offerDetails });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.fields).toHaveProperty([field]);
    }
    const blank = await admin.agent
      .post('/api/offers')
      .send({ conversationId, buyerId: buyer.user.id, offerDetails: { ...details, description: '   ' } })
      .expect(400);
    expect(blank.body.code).toBe('OFFER.DESCRIPTION_REQUIRED');
    const mismatch = await admin.agent
      .post('/api/offers')
      .send({ conversationId, buyerId: other.user.id, offerDetails: details })
      .expect(400);
    expect(mismatch.body.code).toBe('OFFER.BUYER_MISMATCH');
    await admin.agent
      .post('/api/offers')
      .send({
        conversationId: '00000000-0000-4000-8000-000000000000',
        buyerId: buyer.user.id,
        offerDetails: details,
      })
      .expect(404);
    const statusInBody = await admin.agent
      .post('/api/offers')
      .send({ conversationId, buyerId: buyer.user.id, offerDetails: details, status: 'accepted' })
      .expect(400);
    expect(statusInBody.body.fields).toHaveProperty('status');
    expect((await admin.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200)).body).toEqual(
      [],
    );

    const cents = await offerIn(conversationId, buyer.user.id, { ...details, price: 0.01, deliveryTime: 1 });
    expect(cents).toMatchObject({ offerDetails: { price: 0.01, deliveryTime: 1 } });
    const none = await offerIn(conversationId, buyer.user.id, { ...details, revisions: 0 });
    expect(none).toMatchObject({ offerDetails: { revisions: 0 } });
    const three = await offerIn(conversationId, buyer.user.id, { ...details, revisions: 3 });
    expect(three).toMatchObject({ offerDetails: { revisions: 3 } });
  });

  it('lets an admin withdraw a pending offer, which the buyer then cannot accept', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    const byBuyer = await buyer.agent
      .put(`/api/offers/${offer._id}`)
      .send({ status: 'withdrawn' })
      .expect(403);
    expect(byBuyer.body.code).toBe('OFFER.ADMIN_ONLY');
    const withdrawn = await admin.agent
      .put(`/api/offers/${offer._id}`)
      .send({ status: 'withdrawn' })
      .expect(200);
    expect(withdrawn.body).toMatchObject({ _id: offer._id, status: 'withdrawn' });
    const late = await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'accepted' }).expect(409);
    expect(late.body).toMatchObject({
      code: 'OFFER.NOT_PENDING',
      message: 'This offer is already withdrawn',
    });
    await admin.agent.put(`/api/offers/${offer._id}`).send({ status: 'withdrawn' }).expect(409);

    const answered = await offerIn(conversationId, buyer.user.id);
    await buyer.agent.put(`/api/offers/${answered._id}`).send({ status: 'accepted' }).expect(200);
    await admin.agent.put(`/api/offers/${answered._id}`).send({ status: 'withdrawn' }).expect(409);
    const list = await buyer.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200);
    expect(list.body.map((o: { status: string }) => o.status)).toEqual(['withdrawn', 'accepted']);
  });

  it('lists offers for participants only and needs a valid conversationId', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    await offerIn(conversationId, buyer.user.id);
    const other = await t.signIn();
    await other.agent.get(`/api/offers?conversationId=${conversationId}`).expect(404);
    await buyer.agent.get('/api/offers').expect(400);
    await buyer.agent.get('/api/offers?conversationId=zzz').expect(400);
  });

  it('lets the conversation buyer accept once; a second answer is a 409', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    const accepted = await buyer.agent
      .put(`/api/offers/${offer._id}`)
      .send({ status: 'accepted' })
      .expect(200);
    expect(accepted.body).toMatchObject({ _id: offer._id, status: 'accepted' });
    const twice = await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'accepted' }).expect(409);
    expect(twice.body).toMatchObject({ statusCode: 409, code: 'OFFER.NOT_PENDING' });
    await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'declined' }).expect(409);
    await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'pending' }).expect(409);
    const list = await buyer.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200);
    expect(list.body[0].status).toBe('accepted');
  });

  it('lets the buyer decline; nothing moves a declined offer', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'declined' }).expect(200);
    await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'accepted' }).expect(409);
  });

  it('refuses answers from anyone but the conversation buyer, and bad statuses', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    const other = await t.signIn();
    const byOther = await other.agent
      .put(`/api/offers/${offer._id}`)
      .send({ status: 'accepted' })
      .expect(404);
    expect(byOther.body.code).toBe('OFFER.NOT_FOUND');
    const byAdmin = await admin.agent
      .put(`/api/offers/${offer._id}`)
      .send({ status: 'accepted' })
      .expect(403);
    expect(byAdmin.body.code).toBe('OFFER.BUYER_ONLY');
    await buyer.agent.put(`/api/offers/${offer._id}`).send({ status: 'paid' }).expect(400);
    await buyer.agent.put(`/api/offers/${offer._id}`).send({}).expect(400);
    await buyer.agent.put('/api/offers/not-a-uuid').send({ status: 'accepted' }).expect(404);
    await buyer.agent
      .put('/api/offers/00000000-0000-4000-8000-000000000000')
      .send({ status: 'accepted' })
      .expect(404);
    const list = await buyer.agent.get(`/api/offers?conversationId=${conversationId}`).expect(200);
    expect(list.body[0].status).toBe('pending');
  });

  it('lets exactly one of many concurrent answers win', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const offer = await offerIn(conversationId, buyer.user.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buyer.agent.put(`/api/offers/${offer._id}`).send({ status: i % 2 ? 'accepted' : 'declined' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
  });

  it('gives checkout an accepted offer of that buyer only', async () => {
    const offers = t.app.get(OffersService);
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const other = await t.signIn();
    const pending = await offerIn(conversationId, buyer.user.id, { ...details, price: 20.1 });
    const toAccept = await offerIn(conversationId, buyer.user.id, { ...details, price: 1234.56 });
    const toDecline = await offerIn(conversationId, buyer.user.id);
    await buyer.agent.put(`/api/offers/${toAccept._id}`).send({ status: 'accepted' }).expect(200);
    await buyer.agent.put(`/api/offers/${toDecline._id}`).send({ status: 'declined' }).expect(200);

    expect(await offers.findAcceptedOfferForBuyer(toAccept._id, buyer.user.id)).toEqual({
      offerId: toAccept._id,
      description: details.description,
      priceCents: 123456,
      deliveryTime: details.deliveryTime,
      revisions: 1,
      // Not split into milestones.
      milestones: [],
    });
    expect(await offers.findAcceptedOfferForBuyer(toAccept._id, other.user.id)).toBeUndefined();
    expect(await offers.findAcceptedOfferForBuyer(pending._id, buyer.user.id)).toBeUndefined();
    expect(await offers.findAcceptedOfferForBuyer(toDecline._id, buyer.user.id)).toBeUndefined();
    expect(await offers.findAcceptedOfferForBuyer('nope', buyer.user.id)).toBeUndefined();
  });
});
