import { buyBasic, createService } from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { FileStorage } from '../uploads/storage/file-storage';
import { PNG_1x1 } from '../../test/media-fixtures.helper';
import { asBytes } from '../../test/pdf.helper';
import { S3Server, startS3Server } from '../../test/s3-server.helper';

jest.setTimeout(300_000);

/** Private order files on the S3 driver: in the bucket under order-files/, served only through the API. */
describe('order files on S3-compatible storage', () => {
  let s3: S3Server;
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    admin = await t.signIn({ admin: true });
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores the file in the bucket apart from media and serves it to the buyer and admins only', async () => {
    // Service media must be in this app's bucket.
    const cover = await admin.agent.post('/api/uploads').attach('file', PNG_1x1, 'cover.png').expect(201);
    const service = await createService(t, admin, { coverImage: cover.body.secure_url, otherImages: [] });
    const buyer = await t.signIn();
    const other = await t.signIn();
    const order = await buyBasic(t, buyer, service);
    const bytes = Buffer.from('private brief on S3');
    const res = await buyer.agent.post(`/api/orders/${order._id}/files`).attach('file', bytes, 'brief.txt');
    expect(res.status).toBe(201);
    const url = res.body.url as string;

    const names: string[] = [];
    for await (const file of t.app.get(FileStorage).list()) names.push(file.name);
    expect(names).toContain(`order-files/${res.body._id}`);
    // The public media route never serves it.
    await t
      .http()
      .get(`/uploads/${encodeURIComponent(`order-files/${res.body._id}`)}`)
      .expect(404);
    await t.http().get(`/uploads/${res.body._id}`).expect(404);

    await t.http().get(url).expect(404);
    await other.agent.get(url).expect(404);
    for (const agent of [buyer.agent, admin.agent]) {
      const got = await asBytes(agent.get(url)).expect(200);
      expect(got.body).toEqual(bytes);
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="brief.txt"/);
    }
    const part = await buyer.agent.get(url).set('Range', 'bytes=0-6').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-6/${bytes.length}`);
  });
});
