import { randomUUID } from 'node:crypto';
import { UsersService } from './users.service';
import { MP4_HEADER, PNG_1x1, WEBM_HEADER } from '../../test/media-fixtures.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://shop.test';

describe('users API', () => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    alice = await t.signIn();
    bob = await t.signIn();
    admin = await t.signIn({ admin: true });
    await t.app.get(UsersService).updateProfile(alice.user.id, alice.user.id, { phone: '+1 555 0100' });
  }, 180_000);
  afterAll(() => t?.close());

  describe('GET /api/users/:id', () => {
    it('shows public fields to visitors and other users, without e-mail and phone', async () => {
      for (const client of [t.http(), bob.agent]) {
        const res = await client.get(`/api/users/${alice.user.id}`).expect(200);
        expect(res.body).toMatchObject({
          _id: alice.user.id,
          id: alice.user.id,
          username: alice.user.username,
          country: 'Canada',
        });
        // Another user's role is not shown, nor their e-mail and phone.
        expect(res.body).not.toHaveProperty('isAdmin');
        expect(res.body.createdAt).toEqual(expect.any(String));
        expect(res.body.email).toBeUndefined();
        expect(res.body.phone).toBeUndefined();
        expect(JSON.stringify(res.body)).not.toMatch(/hash|googleId|sessionVersion/i);
      }
    });

    it('shows e-mail and phone to the user themself and to admins', async () => {
      for (const client of [alice.agent, admin.agent]) {
        const res = await client.get(`/api/users/${alice.user.id}`).expect(200);
        expect(res.body).toMatchObject({ email: alice.user.email, phone: '+1 555 0100' });
      }
    });

    it('answers 404 JSON for an unknown id and for ids that are not UUIDs', async () => {
      for (const id of [randomUUID(), 'abc', "1' OR '1'='1", '%00', '0'.repeat(2000)]) {
        const res = await t.http().get(`/api/users/${encodeURIComponent(id)}`);
        expect([404, 414]).toContain(res.status);
        expect(res.body.statusCode).toBe(res.status);
      }
    });
  });

  describe('PUT /api/users/:id', () => {
    it('updates the user themself and answers the new user object', async () => {
      const { agent, user } = await t.signIn();
      const changes = {
        username: `${user.username}_x`,
        email: `NEW.${user.email}`,
        country: 'France',
        phone: '+33 1 23 45 67 89',
      };
      const res = await agent
        .put(`/api/users/${user.id}`)
        .send({ ...changes, currentPassword: user.password })
        .expect(200);
      expect(res.body).toMatchObject({
        ...changes,
        email: changes.email.toLowerCase(),
        _id: user.id,
        isAdmin: false,
      });
      const again = await agent.get(`/api/users/${user.id}`).expect(200);
      expect(again.body).toMatchObject({
        username: changes.username,
        country: 'France',
        phone: changes.phone,
      });
      await agent.get('/api/auth/me').expect(200);
    });

    it('refuses user A updating user B (403) and changes nothing', async () => {
      const res = await bob.agent.put(`/api/users/${alice.user.id}`).send({ country: 'France' }).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: 'You can only update your own profile' });
      const after = await t.http().get(`/api/users/${alice.user.id}`).expect(200);
      expect(after.body.country).toBe('Canada');
      await admin.agent.put(`/api/users/${alice.user.id}`).send({ country: 'France' }).expect(403);
    });

    it('needs a session', async () => {
      await t.http().put(`/api/users/${alice.user.id}`).send({ country: 'France' }).expect(401);
    });

    it('never lets isAdmin (or any unknown field) through', async () => {
      const { agent, user } = await t.signIn();
      const res = await agent.put(`/api/users/${user.id}`).send({ isAdmin: true }).expect(400);
      expect(res.body.message).toMatch(/isAdmin/);
      await agent.put(`/api/users/${user.id}`).send({ country: 'France', googleId: 'x' }).expect(400);
      const after = await agent.get(`/api/users/${user.id}`).expect(200);
      expect(after.body).toMatchObject({ isAdmin: false, country: 'Canada' });
    });

    it('answers 409 naming the taken username or e-mail', async () => {
      const { agent, user } = await t.signIn();
      const name = await agent
        .put(`/api/users/${user.id}`)
        .send({ username: bob.user.username.toUpperCase() })
        .expect(409);
      expect(name.body.message).toBe('Username is already taken');
      const email = await agent
        .put(`/api/users/${user.id}`)
        .send({ email: bob.user.email, currentPassword: user.password })
        .expect(409);
      expect(email.body.message).toBe('Email is already registered');
      await agent
        .put(`/api/users/${user.id}`)
        .send({ username: user.username, email: user.email })
        .expect(200);
    });

    it('refuses wrong types, bad values and 1 MB strings with 4xx JSON', async () => {
      const { agent, user } = await t.signIn();
      for (const body of [
        { phone: 5550100 },
        { country: 'Narnia' },
        { email: 'nope' },
        { username: '' },
        { username: ['a'] },
        { phone: "'; DROP TABLE users; --" },
        { username: '<img src=x onerror=alert(1)>' },
      ]) {
        const res = await agent.put(`/api/users/${user.id}`).send(body).expect(400);
        expect(res.body.fields[Object.keys(body)[0]]).toBeDefined();
      }
      const big = await agent.put(`/api/users/${user.id}`).send({ phone: '1'.repeat(1024 * 1024) });
      expect([400, 413]).toContain(big.status);
      expect(big.body.statusCode).toBe(big.status);
      const after = await agent.get(`/api/users/${user.id}`).expect(200);
      expect(after.body).toMatchObject({ username: user.username, country: 'Canada', phone: null });
    });

    it('keeps an e-mail with quotes verbatim', async () => {
      const { agent, user } = await t.signIn();
      const email = `o'neil.${user.username}@example.com`;
      const res = await agent
        .put(`/api/users/${user.id}`)
        .send({ email, currentPassword: user.password })
        .expect(200);
      expect(res.body.email).toBe(email.toLowerCase());
    });

    it('accepts only pictures uploaded to this site as img, and clears it with null', async () => {
      const { agent, user } = await t.signIn();
      for (const img of [
        'https://evil.example/a.png',
        `${PUBLIC_URL}/uploads/../../etc/passwd`,
        `${PUBLIC_URL}/uploads/${'a'.repeat(32)}.png`,
        'javascript:alert(1)',
      ]) {
        const res = await agent.put(`/api/users/${user.id}`).send({ img }).expect(400);
        expect(res.body.message).toMatch(/uploaded to this site/);
      }
      const upload = await agent.post('/api/uploads').attach('file', PNG_1x1, 'me.png').expect(201);
      const set = await agent.put(`/api/users/${user.id}`).send({ img: upload.body.secure_url }).expect(200);
      expect(set.body.img).toBe(upload.body.secure_url);
      // Settings sends the current picture back unchanged with the other fields.
      await agent
        .put(`/api/users/${user.id}`)
        .send({ img: upload.body.secure_url, country: 'Spain' })
        .expect(200);
      const cleared = await agent.put(`/api/users/${user.id}`).send({ img: null }).expect(200);
      expect(cleared.body.img).toBeNull();
    });
  });

  describe('profile image', () => {
    let videoUrls: string[];

    beforeAll(async () => {
      // Only admins may upload videos, but their URLs are public: anyone could paste one.
      videoUrls = [];
      for (const [bytes, name] of [
        [MP4_HEADER, 'clip.mp4'],
        [WEBM_HEADER, 'clip.webm'],
      ] as const) {
        const res = await admin.agent.post('/api/uploads').attach('file', bytes, name).expect(201);
        videoUrls.push(res.body.secure_url);
      }
    });

    it('refuses an uploaded video as img on PUT /api/users/:id, for admins too', async () => {
      for (const who of [alice, admin]) {
        for (const img of videoUrls) {
          const res = await who.agent.put(`/api/users/${who.user.id}`).send({ img }).expect(400);
          expect(res.body).toMatchObject({
            code: 'USER.IMAGE_NOT_PICTURE',
            message: 'Profile image must be a picture (JPEG, PNG, WebP or GIF), not a video',
          });
        }
        const after = await who.agent.get(`/api/users/${who.user.id}`).expect(200);
        expect(after.body.img ?? null).toBeNull();
      }
    });

    it('refuses an uploaded video as img on register and creates no account', async () => {
      const username = `vid${Date.now().toString(36)}`;
      const register = (img: string) =>
        t
          .http()
          .post('/api/auth/register')
          .send({
            username,
            email: `${username}@example.com`,
            password: 'correct-horse-1',
            country: 'Canada',
            img,
          });

      const res = await register(videoUrls[0]).expect(400);
      expect(res.body).toMatchObject({
        code: 'USER.IMAGE_NOT_PICTURE',
        message: expect.stringMatching(/video/),
      });
      expect(await t.app.get(UsersService).findByUsername(username)).toBeUndefined();

      const picture = await alice.agent.post('/api/uploads').attach('file', PNG_1x1, 'me.png').expect(201);
      const ok = await register(picture.body.secure_url).expect(201);
      expect(ok.body.user.img).toBe(picture.body.secure_url);
    });
  });
});
