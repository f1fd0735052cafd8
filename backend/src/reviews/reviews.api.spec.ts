import { useServiceShop } from '../../test/order-fixtures';
import request from 'supertest';
import { buyBasic, createService } from '../../test/payments-fixtures';
import { SignedIn, TestApp } from '../../test/test-app';

describe('reviews', () => {
  let t: TestApp;
  let admin: SignedIn;
  let serviceId: string;
  useServiceShop((opened) => ({ t, admin, serviceId } = opened));

  async function stats(id: string): Promise<{ averageStars: number; starNumber: number }> {
    const res = await request(t.url).get(`/api/services/single-service/${id}`).expect(200);
    return { averageStars: Number(res.body.averageStars), starNumber: Number(res.body.starNumber) };
  }

  it('lets only a buyer with a paid order review, once, with the identity taken from the account', async () => {
    const buyer = await t.signIn();
    // The page sends its own idea of the author; the server ignores it.
    const body = {
      serviceId,
      star: 4,
      desc: 'Great work, fast delivery',
      username: 'admin',
      userImage: 'x',
      country: 'Nowhere',
    };
    const refused = await buyer.agent.post('/api/reviews').send(body).expect(403);
    expect(refused.body.message).toBe('Only buyers with a paid order for this service can review it');
    await request(t.url).post('/api/reviews').send(body).expect(401);

    await buyBasic(t, buyer, serviceId);
    const created = await buyer.agent.post('/api/reviews').send(body).expect(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      serviceId,
      star: 4,
      desc: 'Great work, fast delivery',
      username: buyer.user.username,
      userImage: null,
      country: 'Canada',
      userId: buyer.user.id,
      createdAt: expect.any(String),
    });
    const duplicate = await buyer.agent
      .post('/api/reviews')
      .send({ ...body, star: 5 })
      .expect(409);
    expect(duplicate.body.message).toBe('You have already reviewed this service');
    await buyer.agent
      .post('/api/reviews')
      .send({ ...body, isAdmin: true })
      .expect(400);
    const list = await request(t.url).get(`/api/reviews/${serviceId}`).expect(200);
    expect(list.body.filter((r: { userId: string }) => r.userId === buyer.user.id)).toHaveLength(1);
  });

  it('validates star and desc', async () => {
    const buyer = await t.signIn();
    await buyBasic(t, buyer, serviceId);
    for (const star of [0, 6, 3.5, '4', null]) {
      await buyer.agent.post('/api/reviews').send({ serviceId, star, desc: 'ok' }).expect(400);
    }
    for (const desc of ['', '   ', 'x'.repeat(2001), 42]) {
      await buyer.agent.post('/api/reviews').send({ serviceId, star: 3, desc }).expect(400);
    }
    const long = await buyer.agent.post('/api/reviews').send({ serviceId, star: 3, desc: 'x'.repeat(7200) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('A review may be at most 2,000 characters');
    expect(JSON.stringify(long.body)).not.toMatch(/desc must/);
    await buyer.agent.post('/api/reviews').send({ serviceId: 'nope', star: 3, desc: 'ok' }).expect(400);
    await buyer.agent
      .post('/api/reviews')
      .send({ serviceId: '00000000-0000-4000-8000-000000000000', star: 3, desc: 'ok' })
      .expect(404);
    await buyer.agent
      .post('/api/reviews')
      .send({ serviceId, star: 1, desc: 'x'.repeat(2000) })
      .expect(201);
  });

  it('lists oldest first and 404s an unknown service', async () => {
    const svc = await createService(t, admin);
    const buyers = [await t.signIn(), await t.signIn()];
    for (const [i, b] of buyers.entries()) {
      await buyBasic(t, b, svc);
      await b.agent
        .post('/api/reviews')
        .send({ serviceId: svc, star: 5 - i, desc: `review ${i}` })
        .expect(201);
    }
    const list = await request(t.url).get(`/api/reviews/${svc}`).expect(200);
    expect(list.body.map((r: { desc: string }) => r.desc)).toEqual(['review 0', 'review 1']);
    await request(t.url).get('/api/reviews/00000000-0000-4000-8000-000000000000').expect(404);
    await request(t.url).get('/api/reviews/not-an-id').expect(404);
  });

  it('lets the author or an admin delete a review, nobody else', async () => {
    const svc = await createService(t, admin);
    const author = await t.signIn();
    const stranger = await t.signIn();
    await buyBasic(t, author, svc);
    const review = await author.agent
      .post('/api/reviews')
      .send({ serviceId: svc, star: 2, desc: 'meh' })
      .expect(201);
    await stranger.agent.delete(`/api/reviews/${review.body._id}`).expect(403);
    await request(t.url).delete(`/api/reviews/${review.body._id}`).expect(401);
    await author.agent.delete(`/api/reviews/${review.body._id}`).expect(200);
    await author.agent.delete(`/api/reviews/${review.body._id}`).expect(404);
    expect(await stats(svc)).toEqual({ averageStars: 0, starNumber: 0 });

    const again = await author.agent
      .post('/api/reviews')
      .send({ serviceId: svc, star: 3, desc: 'second try' })
      .expect(201);
    await admin.agent.delete(`/api/reviews/${again.body._id}`).expect(200);
    expect((await request(t.url).get(`/api/reviews/${svc}`)).body).toEqual([]);
  });

  it('keeps averageStars and starNumber exact under concurrent reviews and deletions', async () => {
    const svc = await createService(t, admin);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => t.signIn()));
    for (const b of buyers) await buyBasic(t, b, svc);
    const stars = buyers.map((_, i) => (i % 5) + 1);
    const created = await Promise.all(
      buyers.map((b, i) =>
        b.agent.post('/api/reviews').send({ serviceId: svc, star: stars[i], desc: `r${i}` }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(buyers.map(() => 201));
    const avg = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;
    expect(await stats(svc)).toEqual({ averageStars: avg(stars), starNumber: 12 });

    // Half delete while the same buyers race a duplicate review: the figures follow exactly.
    const deleting = [0, 2, 4, 6, 8, 10];
    await Promise.all([
      ...deleting.map((i) => buyers[i].agent.delete(`/api/reviews/${created[i].body._id}`)),
      ...[1, 3, 5].map((i) =>
        buyers[i].agent.post('/api/reviews').send({ serviceId: svc, star: 5, desc: 'dup' }),
      ),
    ]);
    const left = stars.filter((_, i) => !deleting.includes(i));
    expect(await stats(svc)).toEqual({ averageStars: avg(left), starNumber: left.length });
    const list = await request(t.url).get(`/api/reviews/${svc}`).expect(200);
    expect(list.body).toHaveLength(left.length);
  });
});
