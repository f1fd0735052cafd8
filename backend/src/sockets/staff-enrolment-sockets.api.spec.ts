import request from 'supertest';
import { createTestApp, TestApp } from '../../test/test-app';
import { connectSocket, LiveSocket, sessionCookie } from '../../test/realtime-helpers';
import { codeAt } from '../../test/two-factor.helper';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { staffRoom, userRoom } from '../realtime/rooms';

jest.setTimeout(400_000);

/**
 * STAFF_2FA=required holds on sockets as on HTTP: a staff member without a second factor cannot
 * open a socket (so hears no staff room, no conversation, not even their own room) until one is set.
 */
describe('sockets while STAFF_2FA=required', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STAFF_2FA: 'required' });
  });
  afterAll(() => t?.close());

  it('refuses the socket of a staff member still enrolling, and opens it once a factor is set', async () => {
    const support = await t.signIn({ role: 'support' });
    const cookie = await sessionCookie(t, support);
    // The HTTP rule, for comparison.
    expect((await support.agent.get('/api/orders').expect(403)).body.code).toBe(
      'AUTH.2FA_ENROLMENT_REQUIRED',
    );
    await expect(connectSocket(t.url, cookie)).rejects.toThrow('AUTH.2FA_ENROLMENT_REQUIRED');

    const setup = await support.agent.post('/api/auth/2fa/totp/setup').expect(200);
    await support.agent
      .post('/api/auth/2fa/totp/enable')
      .send({ code: await codeAt(setup.body.secret) })
      .expect(200);
    await support.agent.get('/api/orders').expect(200);

    // Enabling TOTP ended the other sessions: a new sign-in, with a code of the next step.
    const browser = request.agent(t.url);
    await browser
      .post('/api/auth/login')
      .send({ username: support.user.username, password: support.user.password })
      .expect(200, /twoFactorRequired/);
    const signedIn = await browser
      .post('/api/auth/login/2fa')
      .send({
        code: await codeAt(setup.body.secret, 30),
      })
      .expect(200);
    const token = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('token='));
    const socket: LiveSocket = await connectSocket(t.url, token);
    try {
      t.app
        .get(RealtimePublisher)
        .publish('order:updated', [staffRoom('orders.read')], { _id: 'x', stage: 'working' });
      await socket.until((received) =>
        received.some((r) => r.event === 'order:updated' && r.payload._id === 'x'),
      );
    } finally {
      socket.close();
    }
  });

  it('lets a buyer open a socket as before', async () => {
    const buyer = await t.signIn();
    const socket = await connectSocket(t.url, await sessionCookie(t, buyer));
    try {
      t.app.get(RealtimePublisher).publish('notification:new', [userRoom(buyer.user.id)], { _id: 'n1' });
      await socket.until((received) => received.some((r) => r.event === 'notification:new'));
    } finally {
      socket.close();
    }
  });
});
