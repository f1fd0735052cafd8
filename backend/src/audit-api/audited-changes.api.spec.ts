import { auditEventsOf, withFailingAudit } from '../../test/audit.helper';
import { ownUpload, serviceBody } from '../../test/catalog-fixtures';
import { buyBasic, createService, ordersOf, stripeSandboxCheckout } from '../../test/payments-fixtures';
import { INVOICING_SETTINGS } from '../../test/invoicing-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

jest.setTimeout(180_000);

/** Staff changes across the modules, each leaving exactly one audit event (none when refused). */
describe('audited staff changes', () => {
  let t: TestApp;
  let owner: SignedIn;

  const eventsOf = (targetId: string) => auditEventsOf(owner, targetId);

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

  it('services: create, a price change (only the packages), a refused update, delete', async () => {
    const body = serviceBody(t);
    const created = (await owner.agent.post('/api/services').send(body).expect(201)).body;
    const cheaper = {
      ...body,
      packages: body.packages.map((p, n) => (n === 0 ? { ...p, salePrice: 30 } : p)),
    };
    await owner.agent.put(`/api/services/${created._id}`).send(cheaper).expect(200);
    await owner.agent
      .put(`/api/services/${created._id}`)
      .send({ ...cheaper, coverImage: 'https://elsewhere.example/x.png' })
      .expect(400);
    await owner.agent.delete(`/api/services/${created._id}`).expect(200);
    const events = await eventsOf(created._id);
    expect(events.map((e) => e.action)).toEqual(['service.delete', 'service.update', 'service.create']);
    expect(events[2].before).toBeNull();
    expect(events[2].after).toMatchObject({ title: body.title, category: body.category });
    expect(events[2].after!.packages).toHaveLength(3);
    expect(Object.keys(events[1].after!)).toEqual(['packages']);
    const basic = (side: Record<string, unknown> | null) =>
      (side!.packages as { name: string; salePriceCents: number }[]).find((p) => p.name === 'basic');
    expect(basic(events[1].before)).toMatchObject({ salePriceCents: 4000 });
    expect(basic(events[1].after)).toMatchObject({ salePriceCents: 3000 });
    expect(events[0]).toMatchObject({ before: { title: body.title }, after: null });
  });

  it('blogs and gallery items: create, update, delete', async () => {
    const support = await t.signIn({ role: 'support' });
    const text = { title: 'Ten tips for a great logo', description: 'Keep it simple. '.repeat(20) };
    const blog = (
      await support.agent
        .post('/api/blogs')
        .send({
          title: 'Ten tips for a great logo',
          description: 'Keep it simple. '.repeat(20),
          images: [ownUpload(t)],
        })
        .expect(201)
    ).body;
    await support.agent
      .put(`/api/blogs/${blog._id}`)
      .send({ ...text, title: 'Eleven tips for a great logo' })
      .expect(200);
    await support.agent
      .put(`/api/blogs/${blog._id}`)
      .send({ ...text, images: ['https://elsewhere.example/x.png'] })
      .expect(400);
    await support.agent.delete(`/api/blogs/${blog._id}`).expect(200);
    const blogEvents = await eventsOf(blog._id);
    expect(blogEvents.map((e) => e.action)).toEqual(['blog.delete', 'blog.update', 'blog.create']);
    expect(blogEvents[1]).toMatchObject({
      before: { title: 'Ten tips for a great logo' },
      after: { title: 'Eleven tips for a great logo' },
    });
    expect(Object.keys(blogEvents[1].after!)).toEqual(['title']);
    expect(blogEvents[0].actor).toMatchObject({ id: support.user.id, role: 'support' });

    const item = (
      await support.agent
        .post('/api/galleries')
        .send({ imageTitle: 'Logo for a bakery', category: 'graphics-design', imageUrl: ownUpload(t) })
        .expect(201)
    ).body;
    await support.agent.delete(`/api/galleries/${item._id}`).expect(200);
    await support.agent.delete(`/api/galleries/${item._id}`).expect(404);
    const itemEvents = await eventsOf(item._id);
    expect(itemEvents.map((e) => e.action)).toEqual(['gallery.delete', 'gallery.create']);
    expect(itemEvents[1].after).toMatchObject({
      imageTitle: 'Logo for a bakery',
      category: 'graphics-design',
    });
  });

  it('invoicing settings: only changed fields, nothing for a refused or an unchanged save; exports', async () => {
    const finance = await t.signIn({ role: 'finance' });
    const save = (changes: Partial<typeof INVOICING_SETTINGS>) =>
      finance.agent.put('/api/settings/invoicing').send({ ...INVOICING_SETTINGS, ...changes });
    await save({}).expect(200);
    await save({ taxRatePercent: 10 }).expect(200);
    await save({ taxRatePercent: 10 }).expect(200);
    await save({ taxRatePercent: 1000 }).expect(400);
    const events = await eventsOf('invoicing');
    expect(events.map((e) => e.action)).toEqual(['settings.update', 'settings.update']);
    expect(events[0]).toMatchObject({
      actor: { id: finance.user.id, role: 'finance' },
      before: { taxRateBp: 2000 },
      after: { taxRateBp: 1000 },
    });
    expect(Object.keys(events[0].after!)).toEqual(['taxRateBp']);
    expect(events[1].after).toMatchObject({ legalName: 'Pixel Forge Ltd', taxRateBp: 2000 });

    await finance.agent.get('/api/invoices/export.csv?from=2026-02-01&to=2026-01-01').expect(400);
    await finance.agent.get('/api/invoices/export.csv?from=2026-01-01&to=2026-01-31').expect(200);
    const exports = (await owner.agent.get('/api/audit?action=invoices.export').expect(200)).body;
    expect(exports).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: finance.user.id }),
        target: { type: 'invoices', id: '2026-01-01..2026-01-31' },
        after: { from: '2026-01-01', to: '2026-01-31' },
      }),
    ]);
  });

  it('orders: a status change, a declined cancel request, a refused and a done delete', async () => {
    const serviceId = await createService(t, owner);
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    const fulfilment = await t.signIn({ role: 'fulfilment' });
    await fulfilment.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'nonsense' })
      .expect(400);
    await buyer.agent
      .put(`/api/orders/${order._id}/request-cancel`)
      .send({ reason: 'Changed my mind' })
      .expect(200);
    const support = await t.signIn({ role: 'support' });
    await support.agent
      .put(`/api/orders/${order._id}/cancel-request/decline`)
      .send({ message: 'The work is done' })
      .expect(200);
    await support.agent
      .put(`/api/orders/${order._id}/cancel-request/decline`)
      .send({ message: 'Again' })
      .expect(409);
    await fulfilment.agent
      .put(`/api/orders/${order._id}/update-status`)
      .send({ newStatus: 'completed' })
      .expect(200);
    await owner.agent.delete(`/api/orders/${order._id}/delete`).expect(409);
    const events = await eventsOf(order._id);
    expect(events.map((e) => e.action)).toEqual(['order.status', 'order.cancel_request']);
    expect(events[0]).toMatchObject({
      actor: { id: fulfilment.user.id, role: 'fulfilment' },
      before: { orderStatus: 'in progress' },
      after: { orderStatus: 'completed', stage: 'completed' },
    });
    expect(events[1]).toMatchObject({
      actor: { id: support.user.id },
      before: { cancelResolution: null, cancelResponse: null },
      after: { cancelResolution: 'declined', cancelResponse: 'The work is done' },
    });

    const other = await t.signIn();
    await stripeSandboxCheckout(other, { serviceId, name: 'basic', price: 40 });
    const [unpaid] = await ordersOf(other);
    await owner.agent.delete(`/api/orders/${unpaid._id}/delete`).expect(200);
    const deleted = await eventsOf(unpaid._id);
    expect(deleted).toEqual([
      expect.objectContaining({
        action: 'order.delete',
        before: expect.objectContaining({ paymentStatus: 'pending', buyerId: other.user.id }),
        after: null,
      }),
    ]);
  });

  it('rolls the change back with its event when the transaction fails after both were written', async () => {
    const coupon = (
      await owner.agent.post('/api/coupon/add').send({ code: 'ROLLBACK5', discountValue: 5 }).expect(201)
    ).body;
    await withFailingAudit(t, () =>
      owner.agent.put(`/api/coupon/${coupon._id}`).send({ code: 'ROLLBACK5', discountValue: 50 }).expect(500),
    );
    const list = (await owner.agent.get('/api/coupon').expect(200)).body as {
      _id: string;
      discountValue: number;
    }[];
    expect(list.find((c) => c._id === coupon._id)).toMatchObject({ discountValue: 5 });
    expect((await eventsOf(coupon._id)).map((e) => e.action)).toEqual(['coupon.create']);
    expect((await owner.agent.get('/api/audit/verify').expect(200)).body.ok).toBe(true);
  });

  it('order refunds: one event per refund with its credit note, none for a refused one', async () => {
    const serviceId = await createService(t, owner);
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    const finance = await t.signIn({ role: 'finance' });
    const refunds = `/api/orders/${order._id}/refunds`;
    await finance.agent.post(refunds).send({ amount: 10, reason: 'Late delivery' }).expect(201);
    await finance.agent.post(refunds).send({ amount: 1000, reason: 'Too much' }).expect(409);
    await finance.agent.post(refunds).send({ amount: 30, reason: 'The rest' }).expect(201);
    const events = await eventsOf(order._id);
    expect(events.map((e) => e.action)).toEqual(['order.refund', 'order.refund']);
    expect(events[1]).toMatchObject({
      actor: { id: finance.user.id, role: 'finance' },
      before: null,
      after: { refundCents: 1000, reason: 'Late delivery', creditNoteNumber: expect.any(String) },
    });
    expect(events[0]).toMatchObject({
      before: { paymentStatus: 'paid' },
      after: { refundCents: 3000, paymentStatus: 'refunded' },
    });
  });

  it('order deliveries: one event for the delivery, none for one refused at the wrong stage', async () => {
    const serviceId = await createService(t, owner);
    const buyer = await t.signIn();
    const order = await buyBasic(t, buyer, serviceId);
    const fulfilment = await t.signIn({ role: 'fulfilment' });
    const deliveries = `/api/orders/${order._id}/deliveries`;
    await fulfilment.agent.post(deliveries).send({ message: 'Here it is' }).expect(201);
    await fulfilment.agent.post(deliveries).send({ message: 'And again' }).expect(409);
    const events = await eventsOf(order._id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'order.delivery',
        actor: expect.objectContaining({ id: fulfilment.user.id }),
        before: { stage: 'working' },
        after: { stage: 'delivered', deliveryId: expect.any(String), files: 0 },
      }),
    ]);
  });
});
