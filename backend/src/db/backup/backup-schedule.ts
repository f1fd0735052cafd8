import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import type { DatabaseHandle } from '../database';
import { writeBackup } from './backup';

const ARCHIVE = /^gigly-backup-[0-9TZ-]+\.tar\.gz$/;

export interface Backups {
  /** Takes one backup now (waits for one already running); answers the archive's path. */
  runNow(): Promise<string>;
}

/** Deletes all but the newest `keep` archives of the folder, and leftovers of interrupted runs. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = readdirSync(dir);
  const archives = names.filter((name) => ARCHIVE.test(name)).sort();
  const removed = [
    ...archives.slice(0, Math.max(0, archives.length - keep)),
    ...names.filter((n) => n.endsWith('.tar.gz.partial')),
  ];
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/**
 * Backups taken by the running server itself into BACKUP_DIR, keeping the last BACKUP_KEEP; the
 * scheduler takes one every BACKUP_INTERVAL (app.backups.ts). This is how an embedded shop is
 * backed up while it runs: its database is open in this process only. The read is one
 * transaction, so requests wait while it lasts (on the embedded database) or are unaffected
 * (PostgreSQL).
 */
export function serverBackups(
  config: Pick<AppConfig, 'backup' | 'uploadDir' | 'jwtSecret' | 'brandName'>,
  database: DatabaseHandle,
): Backups {
  const logger = new Logger('Backup');
  let running: Promise<string> | undefined;
  const runNow = (): Promise<string> => {
    running ??= (async () => {
      mkdirSync(config.backup.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(config.backup.dir, `gigly-backup-${stamp}.tar.gz`);
      const manifest = await writeBackup(
        { database, uploadDir: config.uploadDir, sessionKey: config.jwtSecret, brand: config.brandName },
        file,
      );
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      const removed = pruneBackups(config.backup.dir, config.backup.keep);
      logger.log(
        `Backup ${file}: ${rows} rows, ${manifest.uploads.files} uploads; ${removed.length} old removed`,
      );
      return file;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return { runNow };
}
