import { readdirSync } from 'node:fs';
import { UploadsService } from './uploads.service';
import {
  GIF_1x1,
  JPEG_1x1,
  MP4_HEADER,
  padded,
  PNG_1x1,
  TEXT_FILE,
  WEBM_HEADER,
  WEBP_1x1,
} from '../../test/media-fixtures.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://shop.test';
const MB = 1024 * 1024;

describe('uploads API', () => {
  let t: TestApp;
  let buyer: SignedIn;
  let admin: SignedIn;
  const stored = () =>
    readdirSync(t.config.uploadDir, { withFileTypes: true }).filter((f) => f.isFile()).length;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    buyer = await t.signIn();
    admin = await t.signIn({ admin: true });
  }, 180_000);
  afterAll(() => t?.close());

  it('stores an image under a random name and serves it at /uploads/ with a safe content type', async () => {
    const res = await buyer.agent
      .post('/api/uploads')
      .attach('file', PNG_1x1, 'holiday photo.png')
      .expect(201);
    expect(res.body).toEqual({
      secure_url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/[a-f0-9]{32}\\.png$`)),
    });
    const served = await t.http().get(new URL(res.body.secure_url).pathname).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG_1x1)).toBe(0);
  });

  it('reads the type from the bytes, not the name: jpeg, gif and webp', async () => {
    for (const [bytes, ext] of [
      [JPEG_1x1, 'jpg'],
      [GIF_1x1, 'gif'],
      [WEBP_1x1, 'webp'],
    ] as const) {
      const res = await buyer.agent
        .post('/api/uploads')
        .attach('file', bytes, { filename: 'picture.txt', contentType: 'text/plain' })
        .expect(201);
      expect(res.body.secure_url.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it('refuses a text file renamed .png (415) and stores nothing', async () => {
    const before = stored();
    const res = await buyer.agent
      .post('/api/uploads')
      .attach('file', TEXT_FILE, { filename: 'cat.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(res.body.message).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(stored()).toBe(before);
  });

  it('refuses an image over 5 MB (413)', async () => {
    const res = await buyer.agent
      .post('/api/uploads')
      .attach('file', padded(PNG_1x1, 5 * MB + 1), 'big.png')
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(res.body.message).toMatch(/5 MB/);
    const adminRes = await admin.agent
      .post('/api/uploads')
      .attach('file', padded(PNG_1x1, 5 * MB + 1), 'big.png')
      .expect(413);
    expect(adminRes.body.message).toMatch(/5 MB/);
    await buyer.agent
      .post('/api/uploads')
      .attach('file', padded(PNG_1x1, 5 * MB), 'max.png')
      .expect(201);
  });

  it('takes mp4 and webm videos from admins only', async () => {
    const mp4 = await admin.agent
      .post('/api/uploads')
      .attach('file', padded(MP4_HEADER, 6 * MB), 'clip.mp4')
      .expect(201);
    expect(mp4.body.secure_url).toMatch(/\.mp4$/);
    const webm = await admin.agent.post('/api/uploads').attach('file', WEBM_HEADER, 'clip.webm').expect(201);
    expect(webm.body.secure_url).toMatch(/\.webm$/);
    const served = await t.http().get(new URL(mp4.body.secure_url).pathname).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    const refused = await buyer.agent.post('/api/uploads').attach('file', MP4_HEADER, 'clip.mp4').expect(415);
    expect(refused.body.message).toMatch(/Only admins may upload videos/);
  });

  it('refuses a video over 50 MB (413)', async () => {
    const res = await admin.agent
      .post('/api/uploads')
      .attach('file', padded(MP4_HEADER, 50 * MB + 10), 'long.mp4');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/50 MB/);
  });

  it('needs a session and a multipart `file` field', async () => {
    await t.http().post('/api/uploads').attach('file', PNG_1x1, 'a.png').expect(401);
    const json = await buyer.agent
      .post('/api/uploads')
      .send({ file: 'data:image/png;base64,AAAA' })
      .expect(400);
    expect(json.body.message).toMatch(/multipart\/form-data in the field "file"/);
    await buyer.agent.post('/api/uploads').attach('picture', PNG_1x1, 'a.png').expect(400);
    await buyer.agent.post('/api/uploads').field('name', 'x').expect(400);
    const empty = await buyer.agent.post('/api/uploads').attach('file', Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(415);
  });

  it('tells other modules which URLs are uploads of this site', async () => {
    const uploads = t.app.get(UploadsService);
    const res = await buyer.agent.post('/api/uploads').attach('file', PNG_1x1, 'a.png').expect(201);
    const url: string = res.body.secure_url;
    expect(await uploads.isOwnUploadUrl(url)).toBe(true);
    expect(await uploads.isOwnUploadUrl(new URL(url).pathname)).toBe(true);
    expect(await uploads.isOwnUploadUrl(url.replace(PUBLIC_URL, 'https://evil.example'))).toBe(false);
    expect(await uploads.isOwnUploadUrl(`${url}?x=1`)).toBe(false);
    expect(await uploads.isOwnUploadUrl(`${PUBLIC_URL}/uploads/${'0'.repeat(32)}.png`)).toBe(false);
    expect(await uploads.isOwnUploadUrl(`${PUBLIC_URL}/uploads/../jwt-secret`)).toBe(false);
    expect(await uploads.isOwnUploadUrl(`${PUBLIC_URL}/uploads/%2e%2e/jwt-secret`)).toBe(false);
    expect(await uploads.isOwnUploadUrl('not a url at all')).toBe(false);
    const stored = await uploads.store(GIF_1x1, { allowVideo: false });
    expect(await uploads.isOwnUploadUrl(stored)).toBe(true);
    expect(() => uploads.inspect(MP4_HEADER, { allowVideo: false })).toThrow(/Only admins/);
  });
});
