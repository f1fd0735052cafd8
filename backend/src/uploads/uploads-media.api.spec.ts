import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { VARIANT_WIDTHS } from '@market/contracts';
import { UploadsService } from './uploads.service';
import { serviceBody } from '../../test/catalog-fixtures';
import { JPEG_HEADER, PNG_1x1 } from '../../test/media-fixtures.helper';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import {
  baseOf,
  claimedPng,
  EXIF_MARKER,
  nameOf,
  noisePng,
  phonePhoto,
} from '../../test/uploads-media.helper';

const HOUR = 60 * 60 * 1000;
// Image encoding is CPU work: generous on a busy machine.
jest.setTimeout(120_000);

/** Image variants, the 40-megapixel refusal, daily quotas and the sweep, on the local storage driver. */
describe('uploaded media: variants, limits and sweep', () => {
  let t: TestApp;
  let uploads: UploadsService;
  const files = () => readdirSync(t.config.uploadDir).filter((name) => !name.startsWith('.'));
  const upload = (who: SignedIn, bytes: Buffer, filename = 'photo.jpg') =>
    who.agent.post('/api/uploads').attach('file', bytes, filename);

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_QUOTA_FILES: '4', UPLOAD_QUOTA_MB: '1', UPLOAD_SWEEP_MINUTES: '0' });
    uploads = t.app.get(UploadsService);
  }, 180_000);
  afterAll(() => t?.close());

  it('serves an upright, metadata-free original and AVIF, WebP and JPEG variants at 320, 640 and 1280', async () => {
    const buyer = await t.signIn();
    const res = await upload(buyer, await phonePhoto(1600, 1200)).expect(201);
    const base = baseOf(res.body.secure_url);
    const original = await t
      .http()
      .get(`/uploads/${nameOf(res.body.secure_url)}`)
      .expect(200);
    expect((original.body as Buffer).includes(EXIF_MARKER)).toBe(false);
    const shown = await sharp(original.body as Buffer).metadata();
    expect([shown.width, shown.height, shown.exif]).toEqual([1200, 1600, undefined]);

    for (const width of VARIANT_WIDTHS) {
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ]) {
        const variant = await t.http().get(`/uploads/${base}-${width}.${format}`).expect(200);
        expect(variant.headers['content-type']).toBe(type);
        expect(variant.headers['cache-control']).toMatch(/immutable/);
        const meta = await sharp(variant.body as Buffer).metadata();
        // Never upscaled: the 1280 variant of a 1200 wide image is 1200 wide.
        expect(meta.width).toBe(Math.min(width, 1200));
        expect(meta.height! / meta.width!).toBeCloseTo(1600 / 1200, 1);
        expect(meta.exif).toBeUndefined();
      }
    }
    const small = await t.http().get(`/uploads/${base}-320.avif`);
    expect((small.body as Buffer).length).toBeLessThan((original.body as Buffer).length / 5);
    await t.http().get(`/uploads/${base}-480.avif`).expect(404);
    await t.http().get(`/uploads/${base}-320.gif`).expect(404);
    await t.http().get('/uploads/..%2fjwt-secret').expect(404);
  });

  it('makes a missing variant of an older file on its first request, and keeps it', async () => {
    const url = await uploads.storeDemo('a'.repeat(32), await noisePng(900, 600));
    expect(url).toBe(`/uploads/${'a'.repeat(32)}.png`);
    expect(files()).not.toContain(`${'a'.repeat(32)}-640.webp`);
    const first = await t
      .http()
      .get(`/uploads/${'a'.repeat(32)}-640.webp`)
      .expect(200);
    expect((await sharp(first.body as Buffer).metadata()).width).toBe(640);
    expect(files()).toContain(`${'a'.repeat(32)}-640.webp`);
    await t
      .http()
      .get(`/uploads/${'b'.repeat(32)}-640.webp`)
      .expect(404);
  });

  it('takes a poster frame of an uploaded video with ffmpeg', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clip-'));
    try {
      const clip = join(dir, 'clip.mp4');
      // Two seconds of ffmpeg's test pattern, 320x240.
      execFileSync('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=10',
        '-t',
        '2',
        '-pix_fmt',
        'yuv420p',
        clip,
      ]);
      const admin = await t.signIn({ admin: true });
      const res = await upload(admin, readFileSync(clip), 'clip.mp4').expect(201);
      const poster = await t
        .http()
        .get(`/uploads/${baseOf(res.body.secure_url)}-poster.jpg`)
        .expect(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(poster.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers byte ranges (video seeking)', async () => {
    const buyer = await t.signIn();
    const res = await upload(buyer, PNG_1x1, 'a.png').expect(201);
    const part = await t
      .http()
      .get(new URL(res.body.secure_url).pathname)
      .set('Range', 'bytes=1-3')
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG_1x1.length}`);
    expect(Buffer.compare(part.body as Buffer, PNG_1x1.subarray(1, 4))).toBe(0);
    await t.http().get(new URL(res.body.secure_url).pathname).set('Range', 'bytes=999-').expect(416);
  });

  it('refuses an image over 40 megapixels (413) and stores nothing', async () => {
    const buyer = await t.signIn();
    const before = files().length;
    const res = await upload(buyer, claimedPng(8000, 5001), 'bomb.png').expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'UPLOAD.TOO_MANY_PIXELS' });
    expect(res.body.message).toBe('Image is too large: at most 40 megapixels (this one has 40.0)');
    expect(files().length).toBe(before);
    const broken = await upload(buyer, JPEG_HEADER, 'broken.jpg').expect(415);
    expect(broken.body).toMatchObject({ code: 'UPLOAD.UNREADABLE_IMAGE' });
    expect(files().length).toBe(before);
  });

  it('answers 429 with the limits once a user has uploaded their files or bytes for the day', async () => {
    const buyer = await t.signIn();
    for (let i = 0; i < 4; i += 1) await upload(buyer, PNG_1x1, 'a.png').expect(201);
    const before = files().length;
    const refused = await upload(buyer, PNG_1x1, 'a.png').expect(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'UPLOAD.QUOTA_EXCEEDED',
    });
    expect(refused.body.message).toMatch(
      /^Upload limit reached: at most 4 files and 1 MB in 24 hours \(used: 4 files, 0 MB\)\. Try again later\.$/,
    );
    expect(files().length).toBe(before);

    const heavy = await t.signIn();
    const photo = await noisePng(420, 420);
    expect(photo.length).toBeGreaterThan(512 * 1024);
    await upload(heavy, photo, 'a.png').expect(201);
    const overBytes = await upload(heavy, photo, 'b.png').expect(429);
    expect(overBytes.body.message).toMatch(/1 MB in 24 hours/);

    // Another user, and admins, have their own (higher) quota.
    const admin = await t.signIn({ admin: true });
    for (let i = 0; i < 6; i += 1) await upload(admin, PNG_1x1, 'a.png').expect(201);
  });

  it('sweeps files no record names after 24 hours, with their variants, and keeps the referenced ones', async () => {
    const buyer = await t.signIn();
    const kept = (await upload(buyer, await phonePhoto(700, 500)).expect(201)).body.secure_url as string;
    const orphan = (await upload(buyer, await phonePhoto(700, 500)).expect(201)).body.secure_url as string;
    await buyer.agent.put(`/api/users/${buyer.user.id}`).send({ img: kept }).expect(200);
    // Each module names its own media: a service's cover and a blog's image are kept too.
    const admin = await t.signIn({ admin: true });
    const [cover, blogImage] = await Promise.all(
      [1, 2].map(async () => (await upload(admin, PNG_1x1, 'a.png').expect(201)).body.secure_url as string),
    );
    await admin.agent
      .post('/api/services')
      .send(serviceBody(t, { coverImage: cover, otherImages: [] }))
      .expect(201);
    await admin.agent
      .post('/api/blogs')
      .send({ title: 'Kept media', description: 'A blog naming its image.', images: [blogImage] })
      .expect(201);
    const named = (url: string) => files().filter((name) => name.startsWith(baseOf(url)));
    expect(named(orphan)).toHaveLength(10);

    // Young files stay, referenced or not.
    expect(await uploads.sweep()).toEqual([]);
    const orphanFiles = named(orphan);
    const removed = await uploads.sweep(new Date(Date.now() + 25 * HOUR));
    expect(removed).toEqual(expect.arrayContaining(orphanFiles));
    for (const url of [kept, cover, blogImage]) {
      expect([url, removed.filter((name) => name.startsWith(baseOf(url)))]).toEqual([url, []]);
    }
    expect(named(orphan)).toEqual([]);
    expect(named(kept)).toHaveLength(10);
    await t.http().get(new URL(kept).pathname).expect(200);
    await t.http().get(new URL(orphan).pathname).expect(404);

    // Judged by the newest file of an upload: a variant made on request today keeps an old original.
    const old = new Date(Date.now() - 48 * HOUR);
    const late = (await upload(buyer, PNG_1x1, 'a.png').expect(201)).body.secure_url as string;
    const [fresh, ...rest] = named(late);
    for (const name of rest) await utimes(join(t.config.uploadDir, name), old, old);
    expect(await uploads.sweep()).toEqual([]);
    // A record naming the file under an earlier host (a changed PUBLIC_URL or CDN) still keeps it.
    uploads.addReferenceSource(async () => [`https://old-cdn.example/media/${nameOf(late)}`]);
    await utimes(join(t.config.uploadDir, fresh), old, old);
    expect(await uploads.sweep()).toEqual([]);
  });
});
