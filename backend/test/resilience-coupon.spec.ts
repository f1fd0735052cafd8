import { Client } from 'pg';
import { createService, pressSandbox, waitFor } from './payments-fixtures';
import { SKIP_REASON, withPostgresAndRedis } from './resilience-helpers';
import { SignedIn, TestApp, useTestApp } from './test-app';

(withPostgresAndRedis ? describe : describe.skip)(
  `a coupon under a checkout rush [${withPostgresAndRedis ? 'PostgreSQL + Redis' : SKIP_REASON}]`,
  () => {
    let t: TestApp;
    useTestApp((opened) => (t = opened), {}, 60_000);

    it('200 concurrent checkouts on a coupon with maxRedemptions 10: at most 10 paid orders use it', async () => {
      const admin = await t.signIn({ admin: true });
      const serviceId = await createService(t, admin);
      await admin.agent
        .post('/api/coupon/add')
        .send({ code: 'RUSH10', discountValue: 10, maxRedemptions: 10 })
        .expect(201);
      const buyers: SignedIn[] = [];
      for (let i = 0; i < 20; i += 1) buyers.push(await t.signIn());

      // Basic is $40; with 10 % off the buyer sees $36.
      const attempts = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          buyers[i % buyers.length].agent
            .post('/api/stripe/checkout')
            .send({ title: 'Logo', serviceId, name: 'basic', price: 36, couponCode: 'RUSH10' }),
        ),
      );
      const statuses = attempts.map((res) => res.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const sessions = attempts
        .filter((res) => res.status === 200)
        .map((res) => /(cs_sandbox_[0-9a-f]+)$/.exec(res.body.url as string)![1]);
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.length).toBeLessThanOrEqual(10);

      // Every buyer who got a session pays it (and a few press Pay twice).
      await Promise.all(sessions.map((id) => pressSandbox(t, 'stripe', id, 'pay', 303)));
      await Promise.all(sessions.slice(0, 3).map((id) => pressSandbox(t, 'stripe', id, 'pay')));

      const client = new Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        const paidWithCoupon = async () =>
          (
            await client.query(
              `SELECT count(*)::int AS n FROM orders o JOIN coupons c ON c.id = o.coupon_id
             WHERE c.code = 'RUSH10' AND o.payment_status = 'paid'`,
            )
          ).rows[0].n as number;
        await waitFor(async () => (await paidWithCoupon()) === sessions.length);
        expect(await paidWithCoupon()).toBeLessThanOrEqual(10);
        const coupon = (
          await client.query(`SELECT redemptions, max_redemptions FROM coupons WHERE code = 'RUSH10'`)
        ).rows[0];
        expect(coupon.redemptions).toBeLessThanOrEqual(10);
        expect(coupon.redemptions).toBe(sessions.length);
      } finally {
        await client.end();
      }
    }, 60_000);
  },
);
