import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config/app-config';
import { DatabaseHandle, openDatabase } from '../database';
import { pgliteTemplate } from '../../../test/pglite-template';
import { serverBackups } from './backup-schedule';

describe('scheduled backups', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gigly-schedule-'));
    database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads BACKUP_INTERVAL, BACKUP_DIR and BACKUP_KEEP, naming a bad value', () => {
    const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).backup).toEqual({
      intervalMinutes: undefined,
      dir: join(dir, 'backups'),
      keep: 7,
    });
    expect(
      loadConfig({ ...env, BACKUP_INTERVAL: '6h', BACKUP_KEEP: '3', BACKUP_DIR: '/srv/b' }).backup,
    ).toEqual({
      intervalMinutes: 360,
      dir: '/srv/b',
      keep: 3,
    });
    expect(loadConfig({ ...env, BACKUP_INTERVAL: '1d' }).backup.intervalMinutes).toBe(1440);
    for (const bad of ['0m', '5', 'hourly', '31d']) {
      expect(() => loadConfig({ ...env, BACKUP_INTERVAL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, BACKUP_INTERVAL: bad })).toThrow(/BACKUP_INTERVAL/);
    }
    expect(() => loadConfig({ ...env, BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('keeps the newest BACKUP_KEEP archives and removes leftovers of interrupted runs', async () => {
    const kept = join(dir, 'kept');
    const backups = serverBackups(
      {
        backup: { intervalMinutes: 60, dir: kept, keep: 2 },
        uploadDir: join(dir, 'uploads'),
        jwtSecret: 'k'.repeat(32),
        brandName: 'Gigly',
      },
      database,
    );
    const first = await backups.runNow();
    writeFileSync(join(kept, 'gigly-backup-2000-01-01T00-00-00-000Z.tar.gz.partial'), '');
    const second = await backups.runNow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = await backups.runNow();
    expect(new Set([first, second, third]).size).toBe(3);
    expect(readdirSync(kept).sort()).toEqual([second, third].map((f) => f.slice(kept.length + 1)).sort());
  }, 120_000);
});
