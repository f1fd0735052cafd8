import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  buyBasic,
  createService,
  ordersOf,
  stripeSandboxCheckout,
  waitFor,
} from '../../test/payments-fixtures';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';
import { FailedOrdersSweep } from './failed-orders-sweep';
import { ORDER_FILE_STORAGE } from './order-files.service';
import { orderFiles, orders } from './orders.schema';
import { FileStorage } from '../uploads/storage/file-storage';
import { collector, liveBytes } from '../../test/live-memory.helper';

jest.setTimeout(120_000);

type Agent = SignedIn['agent'];
const upload = (agent: Agent, orderId: string, bytes = Buffer.from('brief'), name = 'brief.txt') =>
  agent.post(`/api/orders/${orderId}/files`).attach('file', bytes, name);

/** The session cookie of a signed-in user, for requests made without their agent. */
async function cookieOf(t: TestApp, { user }: SignedIn): Promise<string> {
  const res = await request(t.url)
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password });
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** An upload whose file is sent piece by piece, so a test can act while it streams. */
function startUpload(t: TestApp, orderId: string, cookie: string) {
  const boundary = 'piecebypiece';
  const req = httpRequest(`${t.url}/api/orders/${orderId}/files`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    send: (bytes: Buffer) => req.write(bytes),
    end: () => {
      req.end(`\r\n--${boundary}--\r\n`);
      return answer;
    },
  };
}

/** Order files only on paid, open orders, streamed, within a buyer's limits; unpaid checkouts bounded. */
describe('order files and checkouts: what nobody paid for', () => {
  let t: TestApp;
  let admin: SignedIn;
  let service: string;

  beforeAll(async () => {
    t = await createTestApp({
      ORDER_FILE_MB: '80',
      UPLOAD_QUOTA_ORDER_FILES: '4',
      UPLOAD_QUOTA_ORDER_FILES_MB: '90',
      ORDER_FILE_CONCURRENT_UPLOADS: '1',
      CHECKOUT_MAX_OPEN: '3',
    });
    admin = await t.signIn({ admin: true });
    service = await createService(t, admin);
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses files on an unpaid or a discarded order (409, nothing stored); takes them on a paid one', async () => {
    const buyer = await t.signIn();
    await stripeSandboxCheckout(buyer, { serviceId: service, name: 'basic', price: 40 });
    const [pending] = await ordersOf(buyer);
    const unpaid = await upload(buyer.agent, pending!._id);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      code: 'ORDER.FILES_CLOSED',
      message: 'Files can be added once the order is paid',
    });
    expect((await upload(admin.agent, pending!._id)).status).toBe(409);
    await buyer.agent.put(`/api/orders/${pending!._id}/discard`).expect(200);
    expect((await upload(buyer.agent, pending!._id)).body).toMatchObject({
      code: 'ORDER.FILES_CLOSED',
      message: 'This order is closed, so no more files can be added',
    });
    expect(await t.database.db.select().from(orderFiles).where(eq(orderFiles.orderId, pending!._id))).toEqual(
      [],
    );

    const paid = await buyBasic(t, buyer, service);
    expect((await upload(buyer.agent, paid._id)).status).toBe(201);
    // A multipart body without a boundary is a 400 naming the field, not a 500.
    const noBoundary = await buyer.agent
      .post(`/api/orders/${paid._id}/files`)
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\n\r\nabc');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.message).toMatch(/"file"/);
    // A cancelled (and refunded) order takes no more files.
    await admin.agent
      .put(`/api/orders/${paid._id}/update-status`)
      .send({ newStatus: 'cancelled' })
      .expect(200);
    const closed = await upload(buyer.agent, paid._id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This order is closed, so no more files can be added');
  });

  it('streams a large file to storage: memory stays flat, and the bytes arrive whole', async () => {
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, service);
    const SIZE = 60 * 1024 * 1024;
    const CHUNK = 64 * 1024;
    // What the process (the sender and the app in it) still holds after a full collection,
    // sampled after every 10 MB sent: without the collection, garbage a busy machine had not
    // collected yet counted (41.6 MB once in CI); collecting on a timer instead stalled the
    // upload to one chunk per tick.
    const gc = collector();
    const before = liveBytes(gc);
    let peak = before;
    let sent = 0;
    const file = new Readable({
      read() {
        if (sent >= SIZE) return void this.push(null);
        if (sent > 0 && sent % (10 * 1024 * 1024) === 0) peak = Math.max(peak, liveBytes(gc));
        sent += CHUNK;
        this.push(Buffer.alloc(CHUNK, 7));
      },
    });
    // (superagent's types want a file's stream; any Readable is sent.)
    const res = await buyer.agent
      .post(`/api/orders/${paid._id}/files`)
      .attach('file', file as unknown as ReadStream, {
        filename: 'big.bin',
        contentType: 'application/octet-stream',
      });
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(SIZE);
    // Held whole, the file alone would add 60 MB (twice, with the concatenated copy).
    expect((peak - before) / (1024 * 1024)).toBeLessThan(40);
    const opened = await t.app.get<FileStorage>(ORDER_FILE_STORAGE).read(res.body._id as string);
    expect(opened?.equals(Buffer.alloc(SIZE, 7))).toBe(true);
  });

  it("holds a buyer to one upload at a time and a daily quota (429), admins' uploads aside", async () => {
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, service);
    // The first upload sends its head and part of its file, then waits: it is streaming to storage.
    const first = startUpload(t, paid._id, await cookieOf(t, buyer));
    first.send(Buffer.alloc(64 * 1024, 1));
    await waitFor(async () =>
      (await readdir(t.config.orderFiles.dir).catch(() => [])).some((f) => f.endsWith('.tmp')),
    );
    const second = await upload(buyer.agent, paid._id);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('ORDER.UPLOADS_BUSY');
    expect(second.headers['retry-after']).toBeDefined();
    first.send(Buffer.alloc(30 * 1024 * 1024 - 64 * 1024, 1));
    expect((await first.end()).status).toBe(201);

    // 90 MB a day: 30 used, a 61 MB file is over what is left.
    const over = await upload(buyer.agent, paid._id, Buffer.alloc(61 * 1024 * 1024, 2), 'over.bin');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'ORDER.UPLOAD_QUOTA' });
    expect(over.body.message).toMatch(/at most 4 files and 90 MB/);
    // 4 files a day: 1 used, three more, then no more.
    for (let i = 0; i < 3; i++) expect((await upload(buyer.agent, paid._id)).status).toBe(201);
    expect((await upload(buyer.agent, paid._id)).status).toBe(429);
    expect((await upload(admin.agent, paid._id)).status).toBe(201);
  });

  it('holds a buyer to CHECKOUT_MAX_OPEN unpaid checkouts (409 with what to do), until one is discarded', async () => {
    const buyer = await t.signIn();
    for (let i = 0; i < 3; i++)
      await stripeSandboxCheckout(buyer, { serviceId: service, name: 'basic', price: 40 });
    const refused = await buyer.agent
      .post('/api/stripe/checkout')
      .send({ title: 'Logo', serviceId: service, name: 'basic', price: 40 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'CHECKOUT.TOO_MANY_OPEN',
      message: 'You have 3 unpaid checkouts open: pay or discard one in My Orders before starting another',
    });
    expect(await ordersOf(buyer)).toHaveLength(3);
    const [latest] = await ordersOf(buyer);
    await buyer.agent.put(`/api/orders/${latest!._id}/discard`).expect(200);
    await stripeSandboxCheckout(buyer, { serviceId: service, name: 'basic', price: 40 });
  });

  it('sweeps the files of discarded and failed orders (rows and bytes), keeping those of paid ones', async () => {
    const buyer = await t.signIn();
    const paid = await buyBasic(t, buyer, service);
    const kept = await upload(buyer.agent, paid._id);
    expect(kept.status).toBe(201);
    await stripeSandboxCheckout(buyer, { serviceId: service, name: 'basic', price: 40 });
    await stripeSandboxCheckout(buyer, { serviceId: service, name: 'basic', price: 40 });
    const unpaid = (await ordersOf(buyer)).filter((o) => o.payment.status === 'pending');
    // Files left from before uploads needed a paid order.
    const storage = t.app.get<FileStorage>(ORDER_FILE_STORAGE);
    const stale = [randomUUID(), randomUUID()];
    for (const [i, id] of stale.entries()) {
      await storage.put(id, Buffer.from('old'), 'application/octet-stream');
      await t.database.db.insert(orderFiles).values({
        id,
        orderId: unpaid[i]!._id,
        uploaderId: buyer.user.id,
        name: 'old.txt',
        size: 3,
        contentType: 'text/plain',
      });
    }
    await buyer.agent.put(`/api/orders/${unpaid[0]!._id}/discard`).expect(200);
    await t.database.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, unpaid[1]!._id));

    await t.app.get(FailedOrdersSweep).run();
    const left = await t.database.db.select({ id: orderFiles.id }).from(orderFiles);
    expect(left.map((row) => row.id)).toContain(kept.body._id);
    expect(left.map((row) => row.id)).not.toEqual(expect.arrayContaining([stale[0]]));
    expect(left.map((row) => row.id)).not.toEqual(expect.arrayContaining([stale[1]]));
    expect(await storage.exists(stale[0]!)).toBe(false);
    expect(await storage.exists(stale[1]!)).toBe(false);
    expect(await storage.exists(kept.body._id as string)).toBe(true);
  });
});
