import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { FileStorage } from './storage/file-storage';
import { UploadsService } from './uploads.service';
import { PNG_1x1 } from '../../test/media-fixtures.helper';
import { S3Server, startS3Server } from '../../test/s3-server.helper';
import { createTestApp, TestApp } from '../../test/test-app';
import { baseOf, EXIF_MARKER, nameOf, phonePhoto } from '../../test/uploads-media.helper';

const PUBLIC_URL = 'http://shop.test';
const HOUR = 60 * 60 * 1000;
// Image encoding is CPU work: generous on a busy machine.
jest.setTimeout(120_000);

/** The S3 driver against a live S3-compatible server, with two API replicas sharing one bucket. */
describe('uploads on S3-compatible storage', () => {
  let s3: S3Server;
  let a: TestApp;
  let b: TestApp;

  const s3Env = (extra: Record<string, string> = {}) => ({ PUBLIC_URL, ...s3.env, ...extra });
  const objects = async (t: TestApp) => {
    const names: string[] = [];
    for await (const file of t.app.get(FileStorage).list()) names.push(file.name);
    return names;
  };
  const localFiles = (t: TestApp) => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir) : []);

  beforeAll(async () => {
    s3 = await startS3Server();
    a = await createTestApp(s3Env());
    b = await createTestApp(s3Env());
  }, 180_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
  });

  it('takes an upload on one replica and serves it, its variants and byte ranges from another', async () => {
    const buyer = await a.signIn();
    const res = await buyer.agent.post('/api/uploads').attach('file', await phonePhoto(1600, 1200), 'p.jpg');
    expect(res.status).toBe(201);
    const url: string = res.body.secure_url;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[a-f0-9]{32}\\.jpg$`));
    const base = baseOf(url);
    expect((await objects(a)).filter((name) => name.startsWith(base))).toHaveLength(10);
    // No shared volume: nothing on either replica's disk.
    expect([...localFiles(a), ...localFiles(b)]).toEqual([]);

    const original = await b
      .http()
      .get(`/uploads/${nameOf(url)}`)
      .expect(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((original.body as Buffer).includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(original.body as Buffer).metadata()).width).toBe(1200);
    const variant = await b.http().get(`/uploads/${base}-640.avif`).expect(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(640);
    const part = await b
      .http()
      .get(`/uploads/${nameOf(url)}`)
      .set('Range', 'bytes=0-9')
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${(original.body as Buffer).length}`);
    expect(Buffer.compare(part.body as Buffer, (original.body as Buffer).subarray(0, 10))).toBe(0);

    // The other replica accepts the file as its own upload in a record.
    const other = await b.signIn();
    await other.agent.put(`/api/users/${other.user.id}`).send({ img: url }).expect(200);
    await other.agent
      .put(`/api/users/${other.user.id}`)
      .send({ img: `${PUBLIC_URL}/uploads/${'0'.repeat(32)}.jpg` })
      .expect(400);
  });

  it('makes a missing variant in the bucket on its first request', async () => {
    const url = await b.app.get(UploadsService).storeDemo('c'.repeat(32), await phonePhoto(800, 600));
    expect(await objects(a)).not.toContain(`${'c'.repeat(32)}-320.webp`);
    const variant = await a
      .http()
      .get(`/uploads/${'c'.repeat(32)}-320.webp`)
      .expect(200);
    expect((await sharp(variant.body as Buffer).metadata()).width).toBe(320);
    expect(await objects(b)).toContain(`${'c'.repeat(32)}-320.webp`);
    await b.http().get(url).expect(200);
  });

  it('deletes a file with its variants from the bucket', async () => {
    const buyer = await a.signIn();
    const url = (await buyer.agent.post('/api/uploads').attach('file', PNG_1x1, 'a.png').expect(201)).body
      .secure_url as string;
    await b
      .http()
      .get(`/uploads/${baseOf(url)}-320.png`)
      .expect(200);
    await a.app.get(UploadsService).remove(url);
    expect((await objects(b)).filter((name) => name.startsWith(baseOf(url)))).toEqual([]);
    await b
      .http()
      .get(`/uploads/${nameOf(url)}`)
      .expect(404);
    await b
      .http()
      .get(`/uploads/${baseOf(url)}-320.png`)
      .expect(404);
  });

  it('answers URLs on S3_PUBLIC_URL when set, and the bucket serves them there', async () => {
    const cdn = `${s3.env.S3_ENDPOINT}/media`;
    const c = await createTestApp(s3Env({ S3_PUBLIC_URL: cdn }));
    try {
      const admin = await c.signIn({ admin: true });
      const res = await admin.agent.post('/api/uploads').attach('file', await phonePhoto(900, 700), 'p.jpg');
      expect(res.status).toBe(201);
      const url: string = res.body.secure_url;
      expect(url.startsWith(`${cdn}/`)).toBe(true);
      expect(await c.app.get(UploadsService).isOwnUploadUrl(url)).toBe(true);
      expect(
        await c.app.get(UploadsService).isOwnUploadUrl(`${s3.env.S3_ENDPOINT}/other/${nameOf(url)}`),
      ).toBe(false);
      const direct = await fetch(url);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toBe('image/jpeg');
      const variant = await fetch(`${cdn}/${baseOf(url)}-320.webp`);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
    } finally {
      await c.close();
    }
  }, 120_000);
  // Last: each test app has its own database (a deployment's replicas share one), so a sweep by
  // replica A would remove what only B's records name.
  it('sweeps unreferenced objects after 24 hours and keeps referenced ones', async () => {
    const buyer = await a.signIn();
    const send = async () =>
      (
        await buyer.agent
          .post('/api/uploads')
          .attach('file', await phonePhoto(500, 400), 'p.jpg')
          .expect(201)
      ).body.secure_url as string;
    const kept = await send();
    const orphan = await send();
    await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ img: kept }).expect(200);
    expect(await a.app.get(UploadsService).sweep()).toEqual([]);
    const removed = await a.app.get(UploadsService).sweep(new Date(Date.now() + 25 * HOUR));
    const left = await objects(a);
    expect(removed.filter((name) => name.startsWith(baseOf(orphan)))).toHaveLength(10);
    expect(left.filter((name) => name.startsWith(baseOf(orphan)))).toEqual([]);
    expect(left.filter((name) => name.startsWith(baseOf(kept)))).toHaveLength(10);
  });
});
