import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/app-config';
import { CouponsService } from '../src/coupons/coupons.service';
import { writeBackup } from '../src/db/backup/backup';
import { pgliteDir, restoreBackup } from '../src/db/backup/restore';
import { rows } from '../src/db/backup/tables';
import { openDatabase } from '../src/db/database';
import { buyBasicPackage } from './backup-helpers';
import { createService, queueEnv } from './payments-fixtures';
import { createTestApp, TestApp } from './test-app';

/**
 * Backups taken while the shop takes orders (buyers in a loop of sandbox purchases, some with a
 * coupon) restore to a consistent state: one snapshot, so no paid order lacks its payment event,
 * no processed payment event points at an unpaid order, no coupon redemption lacks its order and
 * every coupon's counter equals its redemptions. On the embedded database, or on PostgreSQL in
 * the suite's PostgreSQL run.
 */
describe('a backup taken while orders are placed', () => {
  let t: TestApp;
  const folders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(queueEnv());
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('restores to a state where every paid order has its payment event and every redemption its order', async () => {
    const admin = await t.signIn({ admin: true });
    const serviceId = await createService(t, admin);
    await t.app
      .get(CouponsService)
      .create({ code: 'TEN', discountValue: 10, expiresAt: null, maxRedemptions: null });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => t.signIn()));

    let stop = false;
    let purchases = 0;
    let failure: Error | undefined;
    const shoppers = buyers.map(async (buyer, index) => {
      try {
        for (let i = 0; !stop; i += 1) {
          await buyBasicPackage(t.url, buyer, serviceId, (i + index) % 2 === 0 ? 'TEN' : undefined);
          purchases += 1;
        }
      } catch (error) {
        failure ??= error as Error;
      }
    });
    const purchasesReach = async (count: number) => {
      while (purchases < count) {
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // Payments settle through the queue after the sandbox answers: each backup is taken once
    // some have settled, so it holds paid orders as well as ones still settling.
    const settled = async (count: number) => {
      for (;;) {
        if (failure) throw failure;
        const [paid] = await rows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM orders WHERE payment_status = 'paid'`,
        );
        if (Number(paid.n) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const archives: string[] = [];
    try {
      await purchasesReach(4);
      await settled(1);
      for (let i = 0; i < 2; i += 1) {
        const dir = mkdtempSync(join(tmpdir(), 'gigly-consistency-'));
        folders.push(dir);
        const file = join(dir, 'backup.tar.gz');
        await writeBackup(
          { database: t.database, uploadDir: join(dir, 'none'), sessionKey: undefined, brand: 'Gigly' },
          file,
        );
        archives.push(file);
        await purchasesReach(purchases + 3);
      }
    } finally {
      stop = true;
      await Promise.all(shoppers);
    }
    if (failure) throw failure;

    const [final] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM orders`);
    for (const file of archives) {
      const dataDir = join(file, '..', 'restored');
      const report = await restoreBackup(file, { config: loadConfig({ DATA_DIR: dataDir }) });
      const backedUp = report.manifest.tables.find((table) => table.name === 'orders')!.rows;
      // Taken mid-stream: some orders already, more came after.
      expect(backedUp).toBeGreaterThan(0);
      expect(backedUp).toBeLessThan(Number(final.n));

      const restored = await openDatabase({ pgliteDir: pgliteDir(dataDir) });
      try {
        const [check] = await rows<Record<string, number>>(
          restored.db,
          sql`SELECT
                (SELECT count(*)::int FROM orders o WHERE o.payment_status = 'paid' AND NOT EXISTS (
                   SELECT 1 FROM payment_events e
                    WHERE e.payload -> 'data' -> 'object' ->> 'client_reference_id' = o.id::text)) AS paid_without_event,
                (SELECT count(*)::int FROM payment_events e JOIN orders o
                    ON o.id::text = e.payload -> 'data' -> 'object' ->> 'client_reference_id'
                  WHERE e.status = 'processed' AND e.type = 'checkout.session.completed'
                    AND o.payment_status <> 'paid') AS processed_event_unpaid_order,
                (SELECT count(*)::int FROM coupon_redemptions r
                  WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id::text = r.order_id)) AS redemption_without_order,
                (SELECT count(*)::int FROM coupons c
                  WHERE c.redemptions <> (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id)) AS counter_off,
                (SELECT count(*)::int FROM orders WHERE payment_status = 'paid') AS paid,
                (SELECT count(*)::int FROM coupon_redemptions) AS redemptions`,
        );
        expect(check).toMatchObject({
          paid_without_event: 0,
          processed_event_unpaid_order: 0,
          redemption_without_order: 0,
          counter_off: 0,
        });
        expect(check.paid).toBeGreaterThan(0);
        expect(check.redemptions).toBeGreaterThan(0);
      } finally {
        await restored.close();
      }
    }
  }, 300_000);
});
