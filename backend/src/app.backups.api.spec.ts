import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../test/test-app';
import { Scheduler } from './scheduler/scheduler';

describe('scheduled backups (BACKUP_INTERVAL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gigly-scheduled-backups-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the backups of BACKUP_INTERVAL as a scheduled job, and none when it is unset', async () => {
    const backupDir = join(dir, 'scheduled');
    const t = await createTestApp({ BACKUP_INTERVAL: '6h', BACKUP_DIR: backupDir });
    try {
      await t.app.get(Scheduler).run('backup');
      expect(readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
    } finally {
      await t.close();
    }
    const off = await createTestApp({ BACKUP_DIR: join(dir, 'never') });
    try {
      await off.app.get(Scheduler).run('backup');
      expect(existsSync(join(dir, 'never'))).toBe(false);
    } finally {
      await off.close();
    }
  }, 300_000);
});
