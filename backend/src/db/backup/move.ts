import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { openDatabase } from '../database';
import { writeBackup } from './backup';
import { isEmptyDir } from './files';
import { BackupError } from './manifest';
import { assertPgliteNotInUse, pgliteDir, restoreBackup, RestoreReport } from './restore';

export interface MoveReport extends RestoreReport {
  /** The command that starts the shop on the new database. */
  startCommand: string;
}

/**
 * Copies a stopped embedded shop (DATA_DIR) into an empty PostgreSQL database: a backup of the
 * embedded database taken to a temporary file, restored into `to` (row counts and a checksum per
 * table verified before the rows are committed). The uploads stay where UPLOAD_DIR is, which the
 * shop reads on either database, and so does the session key in DATA_DIR.
 */
export async function moveToPostgres(
  config: Pick<AppConfig, 'dataDir' | 'uploadDir' | 'jwtSecret' | 'jwtSecretFile' | 'brandName' | 'redisUrl'>,
  to: string,
): Promise<MoveReport> {
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
    const keyFrom = config.jwtSecretFile
      ? `"$(cat ${config.jwtSecretFile})"`
      : '<the same JWT_SECRET as now>';
    const startCommand =
      `DATABASE_URL=${to} REDIS_URL=${config.redisUrl ?? 'redis://127.0.0.1:6379'} ` +
      `DATA_DIR=${config.dataDir} UPLOAD_DIR=${config.uploadDir} JWT_SECRET=${keyFrom} npm run serve`;
    return { ...report, startCommand };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
