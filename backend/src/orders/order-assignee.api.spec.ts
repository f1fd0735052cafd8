import { buyBasic, createService, waitFor } from '../../test/payments-fixtures';
import { startMailCapture } from '../../test/mail-capture.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

/** PATCH /api/orders/:id/assignee, the "Assigned to me" lists, the assignee's notification and the audit event. */
describe('order assignee', () => {
  let t: TestApp;
  let owner: SignedIn;
  let studio: SignedIn;
  let serviceId: string;
  let smtp: Awaited<ReturnType<typeof startMailCapture>>;

  beforeAll(async () => {
    smtp = await startMailCapture();
    // The shop's inbox is set: an assignment still goes to the assignee's own address.
    t = await createTestApp({ SMTP_URL: smtp.url, ORDER_NOTIFY_EMAIL: 'orders@shop.test' });
    owner = await t.signIn({ admin: true });
    studio = await t.signIn({ role: 'fulfilment' });
    serviceId = await createService(t, owner);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const paidOrder = async () => buyBasic(t, await t.signIn(), serviceId);
  const assignEvents = async (orderId: string) =>
    (await owner.agent.get(`/api/audit?action=order.assign&targetId=${orderId}`).expect(200)).body;

  it('assigns an order to a staff member: shown on both admin reads, listed under assignee=me, audited and notified', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const answer = await owner.agent
      .patch(`/api/orders/${order._id}/assignee`)
      .send({ staffId: studio.user.id })
      .expect(200);
    expect(answer.body.assignee).toEqual({ _id: studio.user.id, username: studio.user.username });

    const detail = await studio.agent.get(`/api/orders/admin/${order._id}`).expect(200);
    expect(detail.body.assignee).toEqual({ _id: studio.user.id, username: studio.user.username });
    const list = await owner.agent.get('/api/orders/admin').expect(200);
    const rows = list.body as { _id: string; assignee: unknown }[];
    expect(rows.find((row) => row._id === order._id)?.assignee).toMatchObject({ _id: studio.user.id });
    expect(rows.find((row) => row._id === other._id)?.assignee).toBeNull();

    const mine = await studio.agent.get('/api/orders?assignee=me').expect(200);
    expect(mine.body.map((row: { _id: string }) => row._id)).toEqual([order._id]);
    expect(mine.headers['x-total-count']).toBe('1');
    const mineInAdminList = await studio.agent.get('/api/orders/admin?assignee=me').expect(200);
    expect(mineInAdminList.body.map((row: { _id: string }) => row._id)).toEqual([order._id]);
    expect((await owner.agent.get('/api/orders?assignee=me').expect(200)).body).toEqual([]);

    expect(await assignEvents(order._id)).toEqual([
      expect.objectContaining({
        action: 'order.assign',
        actor: { id: owner.user.id, username: owner.user.username, role: 'owner' },
        target: { type: 'order', id: order._id },
        before: { assigneeId: null },
        after: { assigneeId: studio.user.id },
      }),
    ]);

    // Not items[0]: the shop-wide news of the two payments may still be landing in the same bell.
    const bell = (await studio.agent.get('/api/notifications').expect(200)).body;
    expect(bell.items).toContainEqual(
      expect.objectContaining({ type: 'order.assigned', link: `/admin/orders/${order._id}` }),
    );
    const mail = await waitFor(async () =>
      smtp.mails.find((m) => m.to.includes(studio.user.email) && /Assigned to you/.test(m.text)),
    );
    expect(mail.text).toContain(owner.user.username);
  });

  it('tells a staff member in their own language: the bell and the mail of an assignment in German', async () => {
    const german = await t.signIn({ role: 'fulfilment' });
    await german.agent.put('/api/me/preferences').send({ locale: 'de' }).expect(200);
    const order = await paidOrder();
    await owner.agent
      .patch(`/api/orders/${order._id}/assignee`)
      .send({ staffId: german.user.id })
      .expect(200);
    const bell = (await german.agent.get('/api/notifications').expect(200)).body;
    const told = bell.items.find((n: { type: string }) => n.type === 'order.assigned');
    expect(told.title).toMatch(/^Ihnen zugewiesen: /);
    expect(told.body).toContain(`${owner.user.username} hat Ihnen die Bestellung von`);
    const mail = await waitFor(async () =>
      smtp.mails.find((m) => m.to.includes(german.user.email) && /Ihnen zugewiesen/.test(m.text)),
    );
    expect(mail.text).toContain(`Zugewiesen von ${owner.user.username}.`);
    expect(mail.text).toContain(`Bestellung ${order._id}, Käufer`);
  });

  it('clears the assignee with null, and tells nobody of a member taking an order themselves', async () => {
    const order = await paidOrder();
    await studio.agent
      .patch(`/api/orders/${order._id}/assignee`)
      .send({ staffId: studio.user.id })
      .expect(200);
    const cleared = await studio.agent
      .patch(`/api/orders/${order._id}/assignee`)
      .send({ staffId: null })
      .expect(200);
    expect(cleared.body.assignee).toBeNull();
    const events = await assignEvents(order._id);
    expect(events.map((e: { after: unknown }) => e.after)).toEqual([
      { assigneeId: null },
      { assigneeId: studio.user.id },
    ]);
    const bell = (await studio.agent.get('/api/notifications').expect(200)).body;
    const told = bell.items.filter(
      (n: { type: string; link: string }) =>
        n.type === 'order.assigned' && n.link === `/admin/orders/${order._id}`,
    );
    expect(told).toEqual([]);
  });

  it('refuses a bad staffId with a 4xx naming the field, and changes nothing', async () => {
    const order = await paidOrder();
    const buyer = await t.signIn();
    const inactive = await t.signIn({ role: 'support' });
    await owner.agent.patch(`/api/staff/${inactive.user.id}`).send({ active: false }).expect(200);
    const finance = await t.signIn({ role: 'finance' });
    const cases: [unknown, number, string][] = [
      [{}, 400, 'staffId'],
      [{ staffId: 'nope' }, 400, 'staffId'],
      [{ staffId: 42 }, 400, 'staffId'],
      [{ staffId: '9b2c4f9e-0000-4000-8000-000000000000' }, 404, 'staffId'],
      [{ staffId: buyer.user.id }, 400, 'staffId'],
      [{ staffId: inactive.user.id }, 400, 'staffId'],
      // Active staff, but a role that may not work orders.
      [{ staffId: finance.user.id }, 400, 'staffId'],
    ];
    for (const [body, status, field] of cases) {
      const res = await owner.agent.patch(`/api/orders/${order._id}/assignee`).send(body as object);
      expect([res.status, JSON.stringify(res.body)]).toEqual([status, expect.stringContaining(field)]);
    }
    await owner.agent
      .patch('/api/orders/9b2c4f9e-0000-4000-8000-000000000000/assignee')
      .send({ staffId: null })
      .expect(404);
    expect((await owner.agent.get(`/api/orders/admin/${order._id}`).expect(200)).body.assignee).toBeNull();
    expect(await assignEvents(order._id)).toEqual([]);
  });

  it('lists who an order may be given to: active staff whose role may work orders, for orders.work only', async () => {
    const manager = await t.signIn({ role: 'manager' });
    const support = await t.signIn({ role: 'support' });
    const finance = await t.signIn({ role: 'finance' });
    const gone = await t.signIn({ role: 'fulfilment' });
    await owner.agent.patch(`/api/staff/${gone.user.id}`).send({ active: false }).expect(200);

    const listed = (await studio.agent.get('/api/staff/assignees').expect(200)).body as {
      _id: string;
      username: string;
      role: string;
    }[];
    const ids = listed.map((member) => member._id);
    expect(ids).toEqual(expect.arrayContaining([owner.user.id, studio.user.id, manager.user.id]));
    for (const excluded of [support, finance, gone]) expect(ids).not.toContain(excluded.user.id);
    expect(listed.find((member) => member._id === studio.user.id)).toEqual({
      _id: studio.user.id,
      username: studio.user.username,
      role: 'fulfilment',
    });
    expect(Object.keys(listed[0]).sort()).toEqual(['_id', 'role', 'username']);
    const names = listed.map((member) => member.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const denied = await support.agent.get('/api/staff/assignees').expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'orders.work' });
    await (await t.signIn()).agent.get('/api/staff/assignees').expect(403);
  });

  it('lets staff read any order and its files through the buyer routes (orders.read), a buyer only their own', async () => {
    const order = await paidOrder();
    const support = await t.signIn({ role: 'support' });
    const read = await support.agent.get(`/api/orders/${order._id}`).expect(200);
    expect(read.body).toMatchObject({ _id: order._id, assignee: null });
    const stranger = await t.signIn();
    await stranger.agent.get(`/api/orders/${order._id}`).expect(404);
  });

  it('needs orders.work to assign, and staff to ask for assignee=me', async () => {
    const order = await paidOrder();
    const finance = await t.signIn({ role: 'finance' });
    const denied = await finance.agent
      .patch(`/api/orders/${order._id}/assignee`)
      .send({ staffId: finance.user.id })
      .expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'orders.work' });
    const buyer = await t.signIn();
    expect((await buyer.agent.get('/api/orders?assignee=me').expect(403)).body.code).toBe('AUTH.PERMISSION');
    expect((await buyer.agent.get('/api/orders?assignee=you').expect(400)).body.message).toContain(
      'assignee',
    );
    expect(await assignEvents(order._id)).toEqual([]);
  });
});
