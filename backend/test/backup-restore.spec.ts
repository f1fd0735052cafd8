import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import S3rver from 's3rver';
import { list } from 'tar';
import { loadConfig } from '../src/config/app-config';
import { serverBackups } from '../src/db/backup/backup-schedule';
import { moveToPostgres } from '../src/cli/move-to-postgres';
import { restoreBackup } from '../src/db/backup/restore';
import { DEMO_ACCOUNTS } from '../src/app.seed';
import { buyBasicPackage, signInAs, startShop, Shop, tableCounts } from './backup-helpers';
import { throwawayDatabase } from './throwaway-database';
import { withMigratedDatabase } from './pglite-template';
import { PNG_1x1 } from './media-fixtures.helper';
import { FROM_SOURCE } from './from-source';
import { waitFor } from './payments-fixtures';

/** The API tests' shared folder (helpers, stubs), which paths here were written against. */
const TEST_DIR = __dirname;

/**
 * An embedded shop as `npm start` leaves it (demo data, a paid order, a conversation with an
 * offer, a review, an uploaded image), backed up while it runs, restored into a new data folder
 * and into PostgreSQL, then moved to PostgreSQL once stopped. The source is embedded in both of
 * the suite's runs: the embedded targets are tested in the embedded run, the PostgreSQL ones when
 * DATABASE_URL names a server (the suite's PostgreSQL run).
 */
const POSTGRES = process.env.DATABASE_URL;
const onPostgres = POSTGRES ? it : it.skip;
const onEmbedded = POSTGRES ? it.skip : it;

describe('backups, restore and the move to PostgreSQL', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gigly-backup-test-'));
    folders.push(dir);
    return dir;
  };
  const drops: Array<() => Promise<void>> = [];
  let source: Shop | undefined;
  let sourceDir: string;
  let archive: string;
  let buyerCookie: string;
  let orderId: string;
  let orderBefore: unknown;
  let imagePath: string;
  let countsBefore: Record<string, number>;

  beforeAll(async () => {
    sourceDir = folder();
    await withMigratedDatabase(sourceDir);
    source = await startShop({ DATA_DIR: sourceDir, DEMO_DATA: 'true' });
    const url = source.url;
    const admin = await signInAs(url, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    const buyer = await signInAs(url, DEMO_ACCOUNTS.buyer.username, DEMO_ACCOUNTS.buyer.password);

    const [service] = (await request(url).get('/api/services?limit=1').expect(200)).body as Array<{
      _id: string;
    }>;
    await buyBasicPackage(url, buyer, service._id);
    const [order] = (await buyer.agent.get('/api/orders').expect(200)).body as Array<{ _id: string }>;
    orderId = order._id;
    await waitFor(
      async () => (await buyer.agent.get(`/api/orders/${orderId}`)).body.payment?.status === 'paid',
    );
    await buyer.agent
      .post('/api/reviews')
      .send({ serviceId: service._id, star: 5, desc: 'Delivered early, lovely logo' })
      .expect(201);
    const conversation = await buyer.agent
      .post('/api/conversations')
      .send({ buyerId: buyer.id, adminId: admin.id });
    expect([200, 201]).toContain(conversation.status);
    await admin.agent
      .post('/api/offers')
      .send({
        conversationId: conversation.body._id,
        buyerId: buyer.id,
        offerDetails: { description: 'Logo with 3 concepts', price: 149.99, deliveryTime: 5 },
      })
      .expect(201);
    const upload = await buyer.agent.post('/api/uploads').attach('file', PNG_1x1, 'me.png').expect(201);
    imagePath = new URL(upload.body.secure_url as string).pathname;

    orderBefore = (await buyer.agent.get(`/api/orders/${orderId}`).expect(200)).body;
    buyerCookie = buyer.cookie;
    countsBefore = await tableCounts(source.database);

    // Backed up by the running server itself, as BACKUP_INTERVAL does.
    const backupDir = folder();
    const backups = serverBackups(
      { ...source.config, backup: { intervalMinutes: undefined, dir: backupDir, keep: 2 } },
      source.database,
    );
    archive = await backups.runNow();
  }, 400_000);

  afterAll(async () => {
    await source?.close();
    for (const drop of drops) await drop().catch(() => undefined);
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The restored shop shows what the source had: counts, the buyer's password and session, the order, the image. */
  async function expectSameShop(shop: Shop, options: { sessionKept: boolean }) {
    expect(await tableCounts(shop.database)).toEqual(countsBefore);
    expect(countsBefore.orders).toBeGreaterThan(0);
    expect(countsBefore.offers).toBe(1);
    expect(countsBefore.reviews).toBeGreaterThan(0);
    const buyer = await signInAs(shop.url, DEMO_ACCOUNTS.buyer.username, DEMO_ACCOUNTS.buyer.password);
    expect((await buyer.agent.get(`/api/orders/${orderId}`).expect(200)).body).toEqual(orderBefore);
    expect((orderBefore as { payment: { status: string } }).payment.status).toBe('paid');
    const image = await request(shop.url).get(imagePath).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG_1x1)).toBe(0);
    const withOldCookie = await request(shop.url).get('/api/orders').set('Cookie', buyerCookie);
    expect(withOldCookie.status).toBe(options.sessionKept ? 200 : 401);
  }

  onEmbedded(
    'writes one archive with a manifest, the tables, the uploads and the session key',
    async () => {
      const entries: string[] = [];
      await list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
      expect(entries[0]).toBe('manifest.json');
      expect(entries).toEqual(
        expect.arrayContaining([
          'db/orders.jsonl',
          'db/payment_events.jsonl',
          `uploads${imagePath.replace('/uploads', '')}`,
          'session-key',
        ]),
      );
      const restoredDir = folder();
      const report = await restoreBackup(archive, { config: loadConfig({ DATA_DIR: restoredDir }) });
      const manifest = report.manifest;
      expect(manifest).toMatchObject({
        format: 'gigly-backup',
        brand: 'Gigly',
        source: 'pglite',
        sessionKey: true,
      });
      expect(manifest.migrations.lastTag).toMatch(/^\d{4}_/);
      expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(countsBefore);
      // Parents before children: users before orders' conversations, coupons before redemptions.
      const order = manifest.tables.map((t) => t.name);
      expect(order.indexOf('users')).toBeLessThan(order.indexOf('conversations'));
      expect(order.indexOf('coupons')).toBeLessThan(order.indexOf('coupon_redemptions'));
      expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(source!.config.jwtSecret);
    },
    180_000,
  );

  onEmbedded(
    'restores into a new data folder: same counts, the buyer signs in, order and image are there',
    async () => {
      const dir = folder();
      await restoreBackup(archive, { config: loadConfig({ DATA_DIR: dir }) });
      const shop = await startShop({ DATA_DIR: dir, DEMO_DATA: 'false' });
      try {
        await expectSameShop(shop, { sessionKept: true });
      } finally {
        await shop.close();
      }
      // A second restore into the now non-empty folder is refused, and changes nothing.
      await expect(restoreBackup(archive, { config: loadConfig({ DATA_DIR: dir }) })).rejects.toThrow(
        /not empty/,
      );
      const again = await startShop({ DATA_DIR: dir, DEMO_DATA: 'false' });
      try {
        // Signing the buyer in above opened one more session row; nothing else changed.
        const { user_sessions: sessionsAfter, ...after } = await tableCounts(again.database);
        const { user_sessions: sessionsBefore, ...before } = countsBefore;
        expect(after).toEqual(before);
        expect(sessionsAfter).toBe(sessionsBefore + 1);
      } finally {
        await again.close();
      }
      // --replace empties it first.
      await restoreBackup(archive, { config: loadConfig({ DATA_DIR: dir }), replace: true });
      const replaced = await startShop({ DATA_DIR: dir, DEMO_DATA: 'false' });
      try {
        expect(await tableCounts(replaced.database)).toEqual(countsBefore);
      } finally {
        await replaced.close();
      }
    },
    300_000,
  );

  it('refuses an archive that is not a backup or was tampered with', async () => {
    const dir = folder();
    const bogus = join(dir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a tarball');
    await expect(restoreBackup(bogus, { config: loadConfig({ DATA_DIR: join(dir, 'a') }) })).rejects.toThrow(
      /not a usable backup/,
    );
    expect(existsSync(join(dir, 'a', 'pg'))).toBe(false);
  });

  onPostgres(
    'restores the same archive into a fresh PostgreSQL database that then serves the same orders',
    async () => {
      const target = await throwawayDatabase();
      drops.push(target.drop);
      const dir = folder();
      const env = { DATA_DIR: dir, DATABASE_URL: target.url, REDIS_URL: process.env.REDIS_URL };
      await restoreBackup(archive, { config: loadConfig(env) });
      const shop = await startShop({ ...env, DEMO_DATA: 'false' });
      try {
        expect(shop.database.kind).toBe('postgres');
        await expectSameShop(shop, { sessionKept: true });
      } finally {
        await shop.close();
      }
    },
    300_000,
  );

  onPostgres(
    'moves the stopped embedded shop to PostgreSQL with checksums; a second move refuses',
    async () => {
      const target = await throwawayDatabase();
      drops.push(target.drop);
      const config = loadConfig({ DATA_DIR: sourceDir });
      await expect(moveToPostgres(config, target.url)).rejects.toThrow(/running server/);

      await source!.close();
      source = undefined;
      const report = await moveToPostgres(config, target.url);
      expect(Object.fromEntries(report.manifest.tables.map((t) => [t.name, t.rows]))).toEqual(countsBefore);
      for (const table of report.manifest.tables) expect(table.checksum).toMatch(/^[0-9a-f]{32}$/);
      expect(report.startCommand).toContain(`DATABASE_URL=${target.url}`);
      expect(report.startCommand).toContain('REDIS_URL=');

      const shop = await startShop({
        DATA_DIR: sourceDir,
        DATABASE_URL: target.url,
        REDIS_URL: process.env.REDIS_URL,
        DEMO_DATA: 'false',
      });
      try {
        await expectSameShop(shop, { sessionKept: true });
      } finally {
        await shop.close();
      }

      // The command line, as an operator runs it: the target is no longer empty.
      const cli = spawnSync(
        process.execPath,
        [...FROM_SOURCE, join(TEST_DIR, '..', 'src', 'cli', 'db.ts'), 'move', '--to', target.url],
        { env: { PATH: process.env.PATH ?? '', DATA_DIR: sourceDir }, encoding: 'utf8', timeout: 60_000 },
      );
      expect(cli.status).toBe(1);
      expect(cli.stderr).toMatch(/target database is not empty/);
    },
    300_000,
  );

  onPostgres(
    'moves the uploads into the bucket when STORAGE=s3, and the shop on PostgreSQL serves them from there',
    async () => {
      const s3Dir = folder();
      const s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'media', configs: [] }],
      });
      const { port } = await s3.run();
      const bucket = {
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      try {
        if (source) {
          await source.close();
          source = undefined;
        }
        const target = await throwawayDatabase();
        drops.push(target.drop);
        const report = await moveToPostgres(loadConfig({ DATA_DIR: sourceDir, ...bucket }), target.url);
        const localFiles = readdirSync(join(sourceDir, 'uploads'), { withFileTypes: true }).filter((e) =>
          e.isFile(),
        );
        expect(localFiles.length).toBeGreaterThan(0);
        expect(report.uploads).toEqual({ files: localFiles.length, bytes: expect.any(Number) });
        expect(report.startCommand).toContain('STORAGE=s3');

        // A replica with no upload folder of its own: the image comes from the bucket.
        const shop = await startShop({
          DATA_DIR: folder(),
          UPLOAD_DIR: folder(),
          DATABASE_URL: target.url,
          REDIS_URL: process.env.REDIS_URL,
          DEMO_DATA: 'false',
          ...bucket,
        });
        try {
          const image = await request(shop.url).get(imagePath).expect(200);
          expect(
            Buffer.compare(
              image.body as Buffer,
              readFileSync(join(sourceDir, 'uploads', imagePath.split('/').pop()!)),
            ),
          ).toBe(0);
        } finally {
          await shop.close();
        }
      } finally {
        const server = (s3 as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer;
        server?.closeAllConnections();
        await s3.close().catch(() => undefined);
      }
    },
    300_000,
  );
});
