import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

jest.setTimeout(180_000);

/** Staff changes across the modules, each leaving exactly one audit event (none when refused). */
describe('audited staff changes', () => {
  let t: TestApp;
  let owner: SignedIn;

  const eventsOf = async (targetId: string) =>
    (await owner.agent.get(`/api/audit?targetId=${targetId}`).expect(200)).body as {
      action: string;
      actor: { id: string; username: string; role: string };
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signIn({ admin: true });
  });
  afterAll(() => t.close());

  it('coupons: create, update (changed fields only), a refused update, delete', async () => {
    const manager = await t.signIn({ role: 'manager' });
    const coupon = (
      await manager.agent.post('/api/coupon/add').send({ code: 'AUDIT10', discountValue: 10 }).expect(201)
    ).body;
    await manager.agent.post('/api/coupon/add').send({ code: 'TAKEN20', discountValue: 20 }).expect(201);
    await manager.agent
      .put(`/api/coupon/${coupon._id}`)
      .send({ code: 'AUDIT10', discountValue: 15 })
      .expect(200);
    await manager.agent
      .put(`/api/coupon/${coupon._id}`)
      .send({ code: 'taken20', discountValue: 15 })
      .expect(409);
    await manager.agent.delete(`/api/coupon/${coupon._id}`).expect(200);
    const events = await eventsOf(coupon._id);
    expect(events.map((e) => e.action)).toEqual(['coupon.delete', 'coupon.update', 'coupon.create']);
    expect(events[2]).toMatchObject({
      actor: { id: manager.user.id, username: manager.user.username, role: 'manager' },
      before: null,
      after: { code: 'AUDIT10', discountValue: 10, expiresAt: null, maxRedemptions: null },
    });
    expect(events[1]).toMatchObject({ before: { discountValue: 10 }, after: { discountValue: 15 } });
    expect(events[0]).toMatchObject({ before: { code: 'AUDIT10', discountValue: 15 }, after: null });
  });
});
