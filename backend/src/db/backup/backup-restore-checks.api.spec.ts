import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { create, extract, list } from 'tar';
import { DatabaseHandle, openDatabase } from '../database';
import { pgliteTemplate } from '../../../test/pglite-template';
import { readJournal, writeBackup } from './backup';
import { BackupManifest } from './manifest';
import { pgliteDir, restoreBackup } from './restore';
import { migrationLevel, rows } from './tables';

/** Restore's checks on the archive itself: migration level, unknown versions, tampered rows. */
describe('restore checks', () => {
  let dir: string;
  let source: DatabaseHandle;
  let archive: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gigly-restore-spec-'));
    source = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    await source.db.execute(
      sql`INSERT INTO coupons (code, discount_value) VALUES ('TEN', 10), ('TWENTY', 20)`,
    );
    mkdirSync(join(dir, 'uploads'));
    writeFileSync(join(dir, 'uploads', 'a.png'), 'png bytes');
    archive = join(dir, 'source.tar.gz');
    await writeBackup(
      { database: source, uploadDir: join(dir, 'uploads'), sessionKey: 'k'.repeat(40), brand: 'Gigly' },
      archive,
    );
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A copy of the archive with its manifest (or a table file) changed. */
  async function altered(
    name: string,
    change: (manifest: BackupManifest, folder: string) => void,
  ): Promise<string> {
    const folder = join(dir, `unpacked-${name}`);
    mkdirSync(folder);
    await extract({ file: archive, cwd: folder });
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    change(manifest, folder);
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
    const file = join(dir, `${name}.tar.gz`);
    await create({ gzip: true, file, cwd: folder }, ['manifest.json', 'db', 'uploads', 'session-key']);
    return file;
  }

  const target = (name: string) => {
    const dataDir = join(dir, `target-${name}`);
    return {
      dataDir,
      databaseUrl: undefined,
      uploadDir: join(dataDir, 'uploads'),
      jwtSecretFile: join(dataDir, 'jwt-secret'),
      jwtSecret: 'other-key'.repeat(4),
    };
  };

  it('writes every entry readable by its owner only, so a plain `tar xzf` keeps password hashes private', async () => {
    const modes: Record<string, number> = {};
    await list({ file: archive, onReadEntry: (entry) => (modes[entry.path] = entry.mode ?? 0) });
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining(['db/users.jsonl', 'uploads/a.png', 'session-key']),
    );
    const open = Object.entries(modes).filter(([, mode]) => (mode & 0o077) !== 0);
    expect(open.map(([path, mode]) => `${path} ${mode.toString(8)}`)).toEqual([]);
    const folder = join(dir, 'plain-extract');
    mkdirSync(folder);
    await extract({ file: archive, cwd: folder });
    expect(statSync(join(folder, 'db', 'users.jsonl')).mode & 0o077).toBe(0);
  });

  it('applies the migrations newer than the backup after loading it', async () => {
    // A backup made just before the newest migration: without what it adds (an index; a table,
    // whose rows are then left out; columns of a table that holds no row in this backup, left out
    // of its manifest entry).
    const NEWEST = '0067_refunds_of_purchases';
    const createdByNewest: string[] = [];
    const columnsAddedByNewest: Record<string, string[]> = { refunds: ['purchase_id', 'invoice_number'] };
    const journal = readJournal();
    const newestAt = journal.findIndex((entry) => entry.tag === NEWEST);
    expect(journal.slice(newestAt).map((entry) => entry.tag)).toEqual([NEWEST]);
    const older = journal[newestAt - 1];
    const file = await altered('older', (manifest, folder) => {
      manifest.migrations = { count: newestAt, lastTag: older.tag, lastCreatedAt: older.when };
      manifest.tables = manifest.tables.filter((table) => !createdByNewest.includes(table.name));
      for (const table of manifest.tables) {
        const added = columnsAddedByNewest[table.name];
        if (!added) continue;
        expect(table.rows).toBe(0);
        table.columns = table.columns.filter((column) => !added.includes(column));
      }
      for (const table of createdByNewest) rmSync(join(folder, 'db', `${table}.jsonl`), { force: true });
    });
    const config = target('older');
    const report = await restoreBackup(file, { config });
    expect(report.newerMigrations).toBe(journal.length - newestAt);
    expect(report.uploads).toEqual({ files: 1, bytes: 9 });
    expect(readFileSync(config.jwtSecretFile, 'utf8')).toBe('k'.repeat(40));
    const restored = await openDatabase({ pgliteDir: pgliteDir(config.dataDir), migrations: false });
    try {
      expect((await migrationLevel(restored.db)).count).toBe(journal.length);
      const coupons = await rows<{ code: string }>(restored.db, sql`SELECT code FROM coupons ORDER BY code`);
      expect(coupons.map((c) => c.code)).toEqual(['TEN', 'TWENTY']);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a backup made by a newer version, changing nothing', async () => {
    const file = await altered('newer', (manifest) => {
      manifest.migrations = { count: 99, lastTag: '0099_future', lastCreatedAt: 4_102_444_800_000 };
    });
    const config = target('newer');
    await expect(restoreBackup(file, { config })).rejects.toThrow(/newer version/);
    expect(existsSync(pgliteDir(config.dataDir))).toBe(false);
  }, 180_000);

  it('refuses rows that do not match the manifest and leaves the target empty', async () => {
    const file = await altered('tampered', (_manifest, folder) => {
      const path = join(folder, 'db', 'coupons.jsonl');
      writeFileSync(path, readFileSync(path, 'utf8').replace('"discount_value":20', '"discount_value":90'));
    });
    const config = target('tampered');
    await expect(restoreBackup(file, { config })).rejects.toThrow(/coupons does not match the manifest/);
    expect(existsSync(pgliteDir(config.dataDir))).toBe(false);
    expect(existsSync(config.uploadDir)).toBe(false);
  }, 180_000);

  it('refuses a manifest with a table name that is not an identifier', async () => {
    const file = await altered('hostile', (manifest) => {
      manifest.tables[0].name = 'users; DROP TABLE users';
    });
    await expect(restoreBackup(file, { config: target('hostile') })).rejects.toThrow(/bad table entry/);
  }, 180_000);
});
