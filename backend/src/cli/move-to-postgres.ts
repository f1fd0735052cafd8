import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/app-config';
import { CONTENT_TYPES } from '../uploads/image-variants';
import { FileStorage } from '../uploads/storage/file-storage';
import { LocalStorage } from '../uploads/storage/local-storage';
import { createStorage } from '../uploads/uploads.module';
import { openDatabase } from '../db/database';
import { writeBackup } from '../db/backup/backup';
import { isEmptyDir } from '../db/backup/files';
import { BackupError } from '../db/backup/manifest';
import { assertPgliteNotInUse, pgliteDir, restoreBackup, RestoreReport } from '../db/backup/restore';

export interface MoveReport extends RestoreReport {
  /** The command that starts the shop on the new database. */
  startCommand: string;
}

type MoveConfig = Pick<
  AppConfig,
  'dataDir' | 'uploadDir' | 'jwtSecret' | 'jwtSecretFile' | 'brandName' | 'redisUrl' | 'storage' | 'publicUrl'
>;

/**
 * Copies a stopped embedded shop (DATA_DIR) into an empty PostgreSQL database: a backup of the
 * embedded database taken to a temporary file, restored into `to` (row counts and a checksum per
 * table verified before the rows are committed). The uploads go into the configured storage:
 * with STORAGE=s3 every file of UPLOAD_DIR is copied into the bucket (and checked there); with
 * the local driver they stay in UPLOAD_DIR, which the shop reads on either database. The session
 * key stays in DATA_DIR.
 */
export async function moveToPostgres(config: MoveConfig, to: string): Promise<MoveReport> {
  let target: URL;
  try {
    target = new URL(to);
  } catch {
    throw new BackupError('--to must be a postgres:// URL');
  }
  if (!['postgres:', 'postgresql:'].includes(target.protocol))
    throw new BackupError('--to must be a postgres:// URL');
  assertPgliteNotInUse(config.dataDir);
  if (isEmptyDir(pgliteDir(config.dataDir))) {
    throw new BackupError(
      `no embedded database in ${pgliteDir(config.dataDir)}: set DATA_DIR to the shop's data folder`,
    );
  }

  const work = mkdtempSync(join(tmpdir(), 'gigly-move-'));
  try {
    const source = await openDatabase({ pgliteDir: pgliteDir(config.dataDir), migrations: false });
    const archive = join(work, 'move.tar.gz');
    try {
      // Database only: the uploads and the session key are not copied, they stay where they are.
      await writeBackup(
        {
          database: source,
          uploadDir: join(work, 'no-uploads'),
          sessionKey: undefined,
          brand: config.brandName,
        },
        archive,
      );
    } finally {
      await source.close();
    }
    const report = await restoreBackup(archive, {
      config: { ...config, databaseUrl: to },
      uploads: 'skip',
    });
    await analyzeSearchTables(to);
    const toBucket = config.storage.driver === 's3';
    const uploads = toBucket ? await copyUploads(config, createStorage(config as AppConfig)) : report.uploads;
    const keyFrom = config.jwtSecretFile
      ? `"$(cat ${config.jwtSecretFile})"`
      : '<the same JWT_SECRET as now>';
    const storage = toBucket ? 'STORAGE=s3 <the same S3_* settings>' : `UPLOAD_DIR=${config.uploadDir}`;
    const startCommand =
      `DATABASE_URL=${to} REDIS_URL=${config.redisUrl ?? 'redis://127.0.0.1:6379'} ` +
      `DATA_DIR=${config.dataDir} ${storage} JWT_SECRET=${keyFrom} npm run serve`;
    return { ...report, uploads, startCommand };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * After the bulk copy: the text-search indexes' pending lists merged, the visibility map set and
 * fresh statistics (a copy leaves none), so the first searches get the plans the app relies on
 * (docs/performance.md, "Search on PostgreSQL"). VACUUM runs outside a transaction: plain SQL.
 */
async function analyzeSearchTables(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, migrations: false, poolSize: 1 });
  try {
    for (const table of ['services', 'service_translations', 'service_packages', 'search_words']) {
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  } finally {
    await database.close();
  }
}

/** Copies every file of UPLOAD_DIR (originals, variants, posters) into `target`, then checks each is there. */
async function copyUploads(
  config: MoveConfig,
  target: FileStorage,
): Promise<{ files: number; bytes: number }> {
  const source = new LocalStorage(config.uploadDir, config.publicUrl);
  let files = 0;
  let bytes = 0;
  try {
    for await (const file of source.list()) {
      const content = await source.read(file.name);
      if (!content) continue;
      await target.put(
        file.name,
        content,
        CONTENT_TYPES[file.name.split('.').pop()!] ?? 'application/octet-stream',
      );
      if (!(await target.exists(file.name)))
        throw new BackupError(`upload ${file.name} did not arrive in the bucket`);
      files += 1;
      bytes += content.length;
    }
    return { files, bytes };
  } finally {
    source.close();
    target.close();
  }
}
