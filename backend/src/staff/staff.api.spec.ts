import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { sql } from 'drizzle-orm';
import { auditEventsOf } from '../../test/audit.helper';
import { startMailCapture } from '../../test/mail-capture.helper';
import { connectSocket, sessionCookie } from '../../test/realtime-helpers';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { codeAt } from '../../test/two-factor.helper';

jest.setTimeout(180_000);

const PUBLIC_URL = 'http://shop.test';

describe('staff management', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startMailCapture>>;
  let owner: SignedIn;
  let manager: SignedIn;

  /** The staff actions recorded about a target, newest first (sign-ins left out). */
  const auditActions = async (targetId: string) =>
    (await auditEventsOf(owner, targetId))
      .map((event) => event.action)
      .filter((action) => action.startsWith('staff.'));

  /** Invites `email`, answering the invitation and the token of the link mailed to it. */
  async function invite(email: string, role: string) {
    const created = await owner.agent.post('/api/staff/invitations').send({ email, role }).expect(201);
    const mail = await smtp.waitFor(email.toLowerCase());
    const token = /\/auth\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    return { invitation: created.body, token };
  }

  beforeAll(async () => {
    smtp = await startMailCapture();
    t = await createTestApp({ PUBLIC_URL, SMTP_URL: smtp.url });
    owner = await t.signIn({ admin: true });
    manager = await t.signIn({ role: 'manager' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('lists the staff for an owner only', async () => {
    const list = await owner.agent.get('/api/staff').expect(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        {
          _id: owner.user.id,
          username: owner.user.username,
          email: owner.user.email,
          role: 'owner',
          active: true,
          twoFactor: false,
          lastSignInAt: expect.any(String),
        },
        expect.objectContaining({ _id: manager.user.id, role: 'manager' }),
      ]),
    );
    const denied = await manager.agent.get('/api/staff').expect(403);
    expect(denied.body).toMatchObject({ code: 'AUTH.PERMISSION', permission: 'staff.manage' });
  });

  it('says which members have a second factor on (TOTP enabled), and which only began setting one up', async () => {
    const withTotp = await t.signIn({ role: 'support' });
    const setupOnly = await t.signIn({ role: 'finance' });
    const setup = await withTotp.agent.post('/api/auth/2fa/totp/setup').expect(200);
    const code = await codeAt(setup.body.secret);
    await withTotp.agent.post('/api/auth/2fa/totp/enable').send({ code }).expect(200);
    await setupOnly.agent.post('/api/auth/2fa/totp/setup').expect(200);
    const list = (await owner.agent.get('/api/staff').expect(200)).body as {
      _id: string;
      twoFactor: boolean;
    }[];
    const factor = (id: string) => list.find((member) => member._id === id)?.twoFactor;
    expect([factor(withTotp.user.id), factor(setupOnly.user.id), factor(owner.user.id)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('invites by e-mail; the link names the address and role, makes the account once and signs it in', async () => {
    const { invitation, token } = await invite('Designer@Example.com', 'fulfilment');
    expect(invitation).toEqual({
      _id: expect.any(String),
      email: 'designer@example.com',
      role: 'fulfilment',
      expiresAt: expect.any(String),
    });
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const pending = await owner.agent.get('/api/staff/invitations').expect(200);
    expect(pending.body).toContainEqual(invitation);

    await t
      .http()
      .get(`/api/staff/invitations/${token}`)
      .expect(200, { email: 'designer@example.com', role: 'fulfilment' });
    const agent = request.agent(t.url) as unknown as TestAgent;
    const accepted = await agent
      .post(`/api/staff/invitations/${token}/accept`)
      .send({ username: 'designer', password: 'a-long-secret-9' })
      .expect(201);
    expect(accepted.body).toMatchObject({ username: 'designer', isAdmin: true, role: 'fulfilment' });
    const listed = await owner.agent.get('/api/staff').expect(200);
    expect(listed.body.find((m: { username: string }) => m.username === 'designer')).toMatchObject({
      role: 'fulfilment',
      lastSignInAt: expect.any(String),
    });
    const session = await agent.get('/api/auth/session').expect(200);
    expect(session.body.user).toMatchObject({ username: 'designer', role: 'fulfilment' });

    const again = await t
      .http()
      .post(`/api/staff/invitations/${token}/accept`)
      .send({ username: 'designer2', password: 'a-long-secret-9' })
      .expect(410);
    expect(again.body.code).toBe('STAFF.INVITATION_GONE');
    await t.http().get(`/api/staff/invitations/${token}`).expect(410);
    await t.http().get('/api/staff/invitations/unknown-token').expect(404);
    expect(await auditActions(accepted.body._id)).toEqual(['staff.accept']);
    expect(await auditActions(invitation._id)).toEqual(['staff.invite']);
  });

  it('replaces an earlier invitation to the same address, and refuses an expired one', async () => {
    const first = await invite('support@example.com', 'support');
    const second = await invite('support@example.com', 'finance');
    await t.http().get(`/api/staff/invitations/${first.token}`).expect(404);
    await t
      .http()
      .get(`/api/staff/invitations/${second.token}`)
      .expect(200, { email: 'support@example.com', role: 'finance' });
    const pending = await owner.agent.get('/api/staff/invitations').expect(200);
    expect(pending.body.filter((i: { email: string }) => i.email === 'support@example.com')).toHaveLength(1);

    await t.database.db.execute(
      sql`update staff_invitations set expires_at = now() - interval '1 second' where id = ${second.invitation._id}`,
    );
    await t.http().get(`/api/staff/invitations/${second.token}`).expect(410);
    await t
      .http()
      .post(`/api/staff/invitations/${second.token}/accept`)
      .send({ username: 'late', password: 'a-long-secret-9' })
      .expect(410);
    await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'late', password: 'a-long-secret-9' })
      .expect(401);
  });

  it('withdraws a pending invitation', async () => {
    const { invitation, token } = await invite('later@example.com', 'manager');
    await owner.agent.delete(`/api/staff/invitations/${invitation._id}`).expect(200);
    await t.http().get(`/api/staff/invitations/${token}`).expect(404);
    await owner.agent.delete(`/api/staff/invitations/${invitation._id}`).expect(404);
  });

  it('names the field of bad input and changes nothing', async () => {
    const role = await owner.agent
      .post('/api/staff/invitations')
      .send({ email: 'x@example.com', role: 'admin' })
      .expect(400);
    expect(role.body.fields.role).toBeDefined();
    const email = await owner.agent
      .post('/api/staff/invitations')
      .send({ email: 'not-an-address', role: 'support' })
      .expect(400);
    expect(email.body.fields.email).toBeDefined();
    await owner.agent
      .post('/api/staff/invitations')
      .send({ email: owner.user.email, role: 'support' })
      .expect(409);
    const pending = await owner.agent.get('/api/staff/invitations').expect(200);
    expect(pending.body.map((i: { email: string }) => i.email)).not.toContain('x@example.com');
    const patch = await owner.agent.patch(`/api/staff/${manager.user.id}`).send({ role: 'root' }).expect(400);
    expect(patch.body.fields.role).toBeDefined();
    await owner.agent.patch(`/api/staff/${manager.user.id}`).send({ active: 'no' }).expect(400);
    await owner.agent.patch('/api/staff/not-a-uuid').send({ role: 'support' }).expect(404);
    const buyer = await t.signIn();
    await owner.agent.patch(`/api/staff/${buyer.user.id}`).send({ role: 'support' }).expect(404);
    const { token } = await invite('weak@example.com', 'support');
    const weak = await t
      .http()
      .post(`/api/staff/invitations/${token}/accept`)
      .send({ username: 'weak one', password: 'short' })
      .expect(400);
    expect(Object.keys(weak.body.fields).sort()).toEqual(['password', 'username']);
    await t.http().get(`/api/staff/invitations/${token}`).expect(200);
  });

  it('keeps the last active owner, and changes roles with an event each', async () => {
    const shop = await createTestApp();
    try {
      const only = await shop.signIn({ admin: true });
      const other = await shop.signIn({ role: 'manager' });
      for (const change of [{ role: 'manager' }, { active: false }]) {
        const refused = await only.agent.patch(`/api/staff/${only.user.id}`).send(change).expect(409);
        expect(refused.body.code).toBe('STAFF.LAST_OWNER');
      }
      await only.agent.get('/api/staff').expect(200);
      await only.agent
        .patch(`/api/staff/${other.user.id}`)
        .send({ role: 'owner' })
        .expect(200)
        .expect((res) => expect(res.body).toMatchObject({ role: 'owner', active: true }));
      await other.agent.patch(`/api/staff/${only.user.id}`).send({ role: 'finance' }).expect(200);
      const refused = await other.agent
        .patch(`/api/staff/${other.user.id}`)
        .send({ active: false })
        .expect(409);
      expect(refused.body.code).toBe('STAFF.LAST_OWNER');
      const events = await other.agent.get(`/api/audit?action=staff.role`).expect(200);
      expect(events.header['x-total-count']).toBe('2');
      expect(events.body.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
        [{ staffRole: 'owner' }, { staffRole: 'finance' }],
        [{ staffRole: 'manager' }, { staffRole: 'owner' }],
      ]);
      // Two sign-ins and two role changes.
      await other.agent.get('/api/audit/verify').expect(200, { ok: true, events: 4 });
    } finally {
      await shop.close();
    }
  });

  it('ends a deactivated member’s sessions and socket at once, and lets them back when re-activated', async () => {
    const member = await t.signIn({ role: 'support' });
    const cookie = await sessionCookie(t, member);
    const socket = await connectSocket(t.url, cookie);
    const disconnected = new Promise<void>((resolve) => socket.socket.once('disconnect', () => resolve()));
    try {
      await member.agent.get('/api/auth/me').expect(200);
      await owner.agent
        .patch(`/api/staff/${member.user.id}`)
        .send({ active: false })
        .expect(200)
        .expect((res) => expect(res.body).toMatchObject({ active: false, role: 'support' }));
      await member.agent.get('/api/auth/me').expect(401);
      await disconnected;
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ username: member.user.username, password: member.user.password })
        .expect(403);
      expect(login.body.code).toBe('AUTH.DEACTIVATED');
      await expect(connectSocket(t.url, cookie)).rejects.toBeDefined();

      await owner.agent.patch(`/api/staff/${member.user.id}`).send({ active: true }).expect(200);
      await t
        .http()
        .post('/api/auth/login')
        .send({ username: member.user.username, password: member.user.password })
        .expect(200);
      expect(await auditActions(member.user.id)).toEqual(['staff.activate', 'staff.deactivate']);
    } finally {
      socket.close();
    }
  });
});
