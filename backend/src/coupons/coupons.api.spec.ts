import { randomUUID } from 'node:crypto';
import { CouponsService } from './coupons.service';
import { createTestApp, SignedIn, TestApp, useAdminAndBuyer } from '../../test/test-app';

jest.setTimeout(120_000);

describe('coupons', () => {
  let t: TestApp;
  let coupons: CouponsService;
  let admin: SignedIn;
  let buyer: SignedIn;
  useAdminAndBuyer((opened) => {
    ({ t, admin, buyer } = opened);
    coupons = t.app.get(CouponsService);
  });

  describe('service used by checkout', () => {
    it('quotes a percentage rounded to the cent, case-insensitively', async () => {
      const coupon = await coupons.create({
        code: 'Quote15',
        discountValue: 15,
        expiresAt: null,
        maxRedemptions: null,
      });
      await expect(coupons.quote('quote15', 3333)).resolves.toEqual({
        valid: true,
        discountCents: 500,
        couponId: coupon._id,
        code: 'Quote15',
      });
      await expect(coupons.quote(' QUOTE15 ', 1000)).resolves.toMatchObject({
        valid: true,
        discountCents: 150,
      });
      await expect(coupons.quote('nope', 1000)).resolves.toEqual({ valid: false, discountCents: 0 });
    });

    it('never redeems more than maxRedemptions under 200 concurrent calls', async () => {
      const coupon = await coupons.create({
        code: 'RACE10',
        discountValue: 10,
        expiresAt: null,
        maxRedemptions: 10,
      });
      const results = await Promise.all(
        Array.from({ length: 200 }, () => coupons.redeem(coupon._id, randomUUID())),
      );
      expect(results.filter(Boolean)).toHaveLength(10);
      const [row] = (await coupons.list()).filter((c) => c._id === coupon._id);
      expect(row.redemptions).toBe(10);
      await expect(coupons.quote('race10', 1000)).resolves.toEqual({ valid: false, discountCents: 0 });
    });

    it('is idempotent per order, also when the same order races itself', async () => {
      const coupon = await coupons.create({
        code: 'ONCE',
        discountValue: 20,
        expiresAt: null,
        maxRedemptions: 5,
      });
      const orderId = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => coupons.redeem(coupon._id, orderId)),
      );
      expect(results.every(Boolean)).toBe(true);
      const [row] = (await coupons.list()).filter((c) => c._id === coupon._id);
      expect(row.redemptions).toBe(1);
    });

    it('refuses expired and unknown coupons', async () => {
      const expired = await coupons.create({
        code: 'OLD5',
        discountValue: 5,
        expiresAt: new Date(Date.now() - 1000),
        maxRedemptions: null,
      });
      await expect(coupons.redeem(expired._id, randomUUID())).resolves.toBe(false);
      await expect(coupons.quote('old5', 1000)).resolves.toEqual({ valid: false, discountCents: 0 });
      await expect(coupons.redeem(randomUUID(), randomUUID())).resolves.toBe(false);
      await expect(coupons.redeem('not-a-uuid', randomUUID())).resolves.toBe(false);
    });

    it('releases the redemption of an unpaid order', async () => {
      const coupon = await coupons.create({
        code: 'LAST1',
        discountValue: 50,
        expiresAt: null,
        maxRedemptions: 1,
      });
      const first = randomUUID();
      await expect(coupons.redeem(coupon._id, first)).resolves.toBe(true);
      await expect(coupons.redeem(coupon._id, randomUUID())).resolves.toBe(false);
      await coupons.release(first);
      await coupons.release(first);
      await expect(coupons.quote('last1', 1000)).resolves.toMatchObject({ valid: true, discountCents: 500 });
      await expect(coupons.redeem(coupon._id, randomUUID())).resolves.toBe(true);
    });
  });

  describe('admin API', () => {
    it('lets only admins list, add, edit and delete (visitor 401, buyer 403)', async () => {
      const body = { code: 'ROLES5', discountValue: 5 };
      await t.http().post('/api/coupon/add').send(body).expect(401);
      await buyer.agent.post('/api/coupon/add').send(body).expect(403);
      const created = (await admin.agent.post('/api/coupon/add').send(body).expect(201)).body;
      expect(created).toMatchObject({
        code: 'ROLES5',
        discountValue: 5,
        expiresAt: null,
        maxRedemptions: null,
      });
      expect(created._id).toEqual(expect.any(String));

      await t.http().get('/api/coupon').expect(401);
      await buyer.agent.get('/api/coupon').expect(403);
      const list = (await admin.agent.get('/api/coupon').expect(200)).body;
      expect(list.map((c: { code: string }) => c.code)).toContain('ROLES5');

      await t.http().put(`/api/coupon/${created._id}`).send(body).expect(401);
      await buyer.agent.put(`/api/coupon/${created._id}`).send(body).expect(403);
      const edited = (
        await admin.agent
          .put(`/api/coupon/${created._id}`)
          .send({ code: 'ROLES6', discountValue: 6 })
          .expect(200)
      ).body;
      expect(edited).toMatchObject({ _id: created._id, code: 'ROLES6', discountValue: 6 });

      await t.http().delete(`/api/coupon/${created._id}`).expect(401);
      await buyer.agent.delete(`/api/coupon/${created._id}`).expect(403);
      await admin.agent.delete(`/api/coupon/${created._id}`).expect(200);
      await admin.agent.delete(`/api/coupon/${created._id}`).expect(404);
    });

    it.each([
      [{ discountValue: 10 }, 'code', 'Code is required'],
      [{ code: '   ', discountValue: 10 }, 'code', 'Code is required'],
      [{ code: 'X1' }, 'discountValue', 'Discount value is required'],
      [{ code: 'X1', discountValue: 0 }, 'discountValue', 'Discount value must be between 1 and 100'],
      [{ code: 'X1', discountValue: 101 }, 'discountValue', 'Discount value must be between 1 and 100'],
      [{ code: 'X1', discountValue: 12.5 }, 'discountValue', 'Discount value must be a whole number'],
      [
        { code: 'X1', discountValue: 10, maxRedemptions: 0 },
        'maxRedemptions',
        'Maximum redemptions must be at least 1',
      ],
      [{ code: 'X1', discountValue: 10, expiresAt: 'someday' }, 'expiresAt', 'Expiry must be a date'],
      [
        { code: 'X1', discountValue: 10, expiresAt: '0000-01-01T00:00:00Z' },
        'expiresAt',
        'Expiry must be a date between 1970-01-01 and 2999-12-31',
      ],
      [
        { code: 'X1', discountValue: 10, expiresAt: '9999-12-31' },
        'expiresAt',
        'Expiry must be a date between 1970-01-01 and 2999-12-31',
      ],
      [{ code: 'X'.repeat(41), discountValue: 10 }, 'code', 'Code must be at most 40 characters'],
      [{ code: 'X1', discountValue: 10, isAdmin: true }, 'isAdmin', undefined],
    ])('rejects %j (%s)', async (body, field, message) => {
      const res = await admin.agent.post('/api/coupon/add').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBeDefined();
      if (message) expect(res.body.fields[field]).toContain(message);
      const existing = (await admin.agent.get('/api/coupon').expect(200)).body;
      expect(existing.map((c: { code: string }) => c.code)).not.toContain('X1');
    });

    it('keeps codes unique regardless of case (409), on add and on edit', async () => {
      await admin.agent.post('/api/coupon/add').send({ code: 'Summer20', discountValue: 20 }).expect(201);
      const dup = await admin.agent.post('/api/coupon/add').send({ code: 'SUMMER20', discountValue: 30 });
      expect(dup.status).toBe(409);
      expect(dup.body.code).toBe('COUPON.DUPLICATE_CODE');
      const other = (
        await admin.agent.post('/api/coupon/add').send({ code: 'AUTUMN20', discountValue: 20 }).expect(201)
      ).body;
      await admin.agent
        .put(`/api/coupon/${other._id}`)
        .send({ code: 'summer20', discountValue: 20 })
        .expect(409);
    });

    it('answers 404 for ids that are not UUIDs or unknown', async () => {
      for (const id of ['nope', '1', randomUUID()]) {
        expect(
          (await admin.agent.put(`/api/coupon/${id}`).send({ code: 'ZZ1', discountValue: 5 })).status,
        ).toBe(404);
        expect((await admin.agent.delete(`/api/coupon/${id}`)).status).toBe(404);
      }
    });

    it('keeps the limit and expiry on edit unless given, and refuses a limit below the used count', async () => {
      const coupon = (
        await admin.agent
          .post('/api/coupon/add')
          .send({ code: 'LIMITED', discountValue: 10, maxRedemptions: 3, expiresAt: '2099-01-01T00:00:00Z' })
          .expect(201)
      ).body;
      expect(coupon).toMatchObject({ maxRedemptions: 3, expiresAt: '2099-01-01T00:00:00.000Z' });
      const kept = (
        await admin.agent
          .put(`/api/coupon/${coupon._id}`)
          .send({ code: 'LIMITED', discountValue: 15 })
          .expect(200)
      ).body;
      expect(kept).toMatchObject({
        discountValue: 15,
        maxRedemptions: 3,
        expiresAt: '2099-01-01T00:00:00.000Z',
      });
      await coupons.redeem(coupon._id, randomUUID());
      await coupons.redeem(coupon._id, randomUUID());
      const below = await admin.agent
        .put(`/api/coupon/${coupon._id}`)
        .send({ code: 'LIMITED', discountValue: 15, maxRedemptions: 1 });
      expect(below.status).toBe(400);
      const cleared = (
        await admin.agent
          .put(`/api/coupon/${coupon._id}`)
          .send({ code: 'LIMITED', discountValue: 15, maxRedemptions: null, expiresAt: null })
          .expect(200)
      ).body;
      expect(cleared).toMatchObject({ maxRedemptions: null, expiresAt: null, redemptions: 2 });
    });

    it('answers 400 to a field that cannot even be converted to its type, and adds nothing', async () => {
      const before = (await admin.agent.get('/api/coupon').expect(200)).body.length;
      // `new Date(value)` throws on an object whose toString is not a function (found by the fuzz spec).
      for (const expiresAt of [{ toString: 'x' }, { valueOf: 1, toString: [] }]) {
        const res = await admin.agent
          .post('/api/coupon/add')
          .send({ code: 'ODDDATE', discountValue: 5, expiresAt });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/expiresAt|body/);
      }
      expect((await admin.agent.get('/api/coupon').expect(200)).body.length).toBe(before);
    });
  });

  describe('verify', () => {
    beforeAll(async () => {
      await admin.agent.post('/api/coupon/add').send({ code: 'Verify10', discountValue: 10 }).expect(201);
      await admin.agent
        .post('/api/coupon/add')
        .send({ code: 'GONE', discountValue: 10, expiresAt: new Date(Date.now() - 60_000).toISOString() })
        .expect(201);
      const used = (
        await admin.agent
          .post('/api/coupon/add')
          .send({ code: 'USEDUP', discountValue: 10, maxRedemptions: 1 })
      ).body;
      await coupons.redeem(used._id, randomUUID());
    });

    it('needs a signed-in user', async () => {
      await t.http().post('/api/coupon/verify').send({ code: 'VERIFY10', price: 100 }).expect(401);
    });

    it('answers the discount in dollars, rounded to cents, for any case of the code', async () => {
      const res = await buyer.agent
        .post('/api/coupon/verify')
        .send({ code: 'verify10', price: 33.35 })
        .expect(200);
      expect(res.body).toEqual({ valid: true, discountAmount: 3.34 });
    });

    it('answers valid false for unknown, expired and used-up codes', async () => {
      for (const code of ['NOPE', 'GONE', 'USEDUP']) {
        const res = await buyer.agent.post('/api/coupon/verify').send({ code, price: 50 }).expect(200);
        expect(res.body).toEqual({ valid: false, discountAmount: 0 });
      }
    });

    it('validates its body', async () => {
      expect((await buyer.agent.post('/api/coupon/verify').send({ price: 50 })).body.fields.code).toContain(
        'Code is required',
      );
      expect((await buyer.agent.post('/api/coupon/verify').send({ code: 'A', price: -1 })).status).toBe(400);
      expect((await buyer.agent.post('/api/coupon/verify').send({ code: 'A', price: '50' })).status).toBe(
        400,
      );
    });
  });

  describe('verify rate limit', () => {
    let limited: TestApp;
    afterAll(() => limited?.close());

    it('answers 429 once a client passes the per-minute limit', async () => {
      limited = await createTestApp({ RATE_LIMIT_COUPON_PER_MINUTE: '3' });
      const user = await limited.signIn();
      for (let i = 0; i < 3; i++) {
        await user.agent
          .post('/api/coupon/verify')
          .send({ code: `GUESS${i}`, price: 10 })
          .expect(200);
      }
      const blocked = await user.agent.post('/api/coupon/verify').send({ code: 'GUESS9', price: 10 });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ statusCode: 429 });
    });
  });
});
