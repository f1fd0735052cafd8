import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from '../db/database';
import { writeBackup } from '../db/backup/backup';
import { isEmptyDir } from '../db/backup/files';
import { BackupError, BackupManifest } from '../db/backup/manifest';
import { moveToPostgres } from './move-to-postgres';
import { assertPgliteNotInUse, pgliteDir, restoreBackup, RestoreReport } from '../db/backup/restore';

/**
 * `npm run db:backup -- <file>`, `npm run db:restore -- <file> [--replace]`,
 * `npm run db:move -- --to postgres://…`: the database of DATABASE_URL, else the embedded one
 * of DATA_DIR, with UPLOAD_DIR and the session key.
 */
const USAGE = `usage:
  npm run db:backup -- <file.tar.gz>             back up the database, uploads and session key
  npm run db:restore -- <file.tar.gz> [--replace] restore into an empty database (DATABASE_URL, else DATA_DIR)
  npm run db:move -- --to postgres://…           copy a stopped embedded shop into an empty PostgreSQL database`;

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function printTables(manifest: BackupManifest): void {
  const width = Math.max(...manifest.tables.map((t) => t.name.length));
  for (const t of manifest.tables)
    print(`  ${t.name.padEnd(width)}  ${String(t.rows).padStart(8)} rows  md5 ${t.checksum}`);
}

function printRestore(report: RestoreReport): void {
  const m = report.manifest;
  print(`Backup of ${m.brand} from ${m.createdAt} (${m.source}, migration ${m.migrations.lastTag})`);
  printTables(m);
  print(`Row counts and checksums match the manifest.`);
  print(`Newer migrations applied: ${report.newerMigrations}`);
  print(
    report.uploads === 'skipped'
      ? 'Uploads: left in place'
      : `Uploads: ${report.uploads.files} files (${report.uploads.bytes} bytes)`,
  );
  for (const warning of report.warnings) print(`Warning: ${warning}`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--to');
  const config = loadConfig();

  if (command === 'backup' && positional.length === 1) {
    const file = resolve(positional[0]);
    if (!config.databaseUrl) {
      assertPgliteNotInUse(config.dataDir);
      if (isEmptyDir(pgliteDir(config.dataDir)))
        throw new BackupError(`no embedded database in ${pgliteDir(config.dataDir)}`);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDir(config.dataDir),
      migrations: false,
      poolSize: 1,
    });
    try {
      const manifest = await writeBackup(
        { database, uploadDir: config.uploadDir, sessionKey: config.jwtSecret, brand: config.brandName },
        file,
      );
      print(`Backup written to ${file} (${manifest.source}, migration ${manifest.migrations.lastTag})`);
      printTables(manifest);
      print(
        `Uploads: ${manifest.uploads.files} files (${manifest.uploads.bytes} bytes); session key included`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'restore' && positional.length === 1 && [...flags].every((f) => f === '--replace')) {
    const report = await restoreBackup(resolve(positional[0]), { config, replace: flags.has('--replace') });
    printRestore(report);
    print(
      `Restored into ${config.databaseUrl ? 'the database of DATABASE_URL' : pgliteDir(config.dataDir)}.`,
    );
    return;
  }
  const to = rest[rest.indexOf('--to') + 1];
  if (command === 'move' && rest.indexOf('--to') >= 0 && to && positional.length === 0) {
    if (config.databaseUrl)
      throw new BackupError('db:move copies the embedded database of DATA_DIR: unset DATABASE_URL');
    const report = await moveToPostgres(config, to);
    printRestore(report);
    print();
    print('Moved. Start the shop on PostgreSQL with (same session key, so signed-in users stay signed in):');
    print(`  ${report.startCommand}`);
    return;
  }
  print(USAGE);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: Error) => {
  // Refusals, bad settings and database or file errors (which carry a code) are one line for the operator.
  const known =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    typeof (error as { code?: unknown }).code === 'string';
  process.stderr.write(`${known ? error.message : (error.stack ?? error.message)}\n`);
  process.exitCode = 1;
});
