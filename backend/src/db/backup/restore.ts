import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { extract } from 'tar';
import type { AppConfig } from '../../config/app-config';
import { MIGRATIONS_DIR, openDatabase } from '../database';
import { copyFiles, isEmptyDir, listFiles } from './files';
import { BackupError, BackupManifest, parseManifest } from './manifest';
import {
  Executor,
  insertRows,
  listTables,
  migrationLevel,
  quoteIdent,
  summarizeTable,
  TableInfo,
} from './tables';

const INSERT_BATCH_ROWS = 500;
const INSERT_BATCH_CHARS = 4_000_000;

export interface RestoreOptions {
  /** The target: `databaseUrl` (else PGlite in `dataDir/pg`), `uploadDir`, `jwtSecretFile`, `jwtSecret`. */
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'uploadDir' | 'jwtSecretFile' | 'jwtSecret'>;
  /** Empty a non-empty target first instead of refusing. */
  replace?: boolean;
  /** `skip` leaves UPLOAD_DIR alone (a move whose uploads already are where the target reads them). */
  uploads?: 'restore' | 'skip';
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations newer than the backup's, applied after the data was loaded and checked. */
  newerMigrations: number;
  uploads: { files: number; bytes: number } | 'skipped';
  warnings: string[];
}

/** The embedded database folder of a data folder. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pg');
}

/**
 * PGlite writes `postmaster.pid` while a process has the folder open and removes it on a clean
 * close; two processes on one folder would corrupt it.
 */
export function assertPgliteNotInUse(dataDir: string): void {
  if (existsSync(join(pgliteDir(dataDir), 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${pgliteDir(dataDir)} is open in a running server (postmaster.pid). ` +
        'Stop the server first (if it crashed, start and stop it once so the database closes cleanly); ' +
        'a running server backs itself up with BACKUP_INTERVAL.',
    );
  }
}

/** Tables of the app on a PostgreSQL database, and whether drizzle's migration records exist. */
async function postgresContents(url: string): Promise<{ tables: string[]; migrated: boolean }> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') ORDER BY 1`,
    );
    const migrated = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'`);
    return { tables: tables.rows.map((r) => r.name), migrated: (migrated.rowCount ?? 0) > 0 };
  } finally {
    await client.end();
  }
}

async function emptyPostgres(url: string, tables: string[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    if (tables.length)
      await client.query(`DROP TABLE IF EXISTS ${tables.map(quoteIdent).join(', ')} CASCADE`);
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** A copy of the migrations folder whose journal stops at the backup's level. */
function migrationsUpTo(lastCreatedAt: number): { folder: string; newer: number } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const index = journal.entries.findIndex((entry) => entry.when === lastCreatedAt);
  if (index < 0) {
    throw new BackupError(
      'the backup was made by a newer version of the shop (its last migration is unknown here): upgrade, then restore',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'gigly-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.slice(0, index + 1);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept)
    copyFileSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, newer: journal.entries.length - kept.length };
}

async function* batches(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= INSERT_BATCH_ROWS || chars >= INSERT_BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) yield batch;
}

/** Loads every table and checks counts and checksums against the manifest, all in one transaction. */
async function loadTables(tx: Executor, manifest: BackupManifest, staging: string): Promise<void> {
  await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
  const level = await migrationLevel(tx);
  if (level.lastCreatedAt !== manifest.migrations.lastCreatedAt) {
    throw new BackupError(
      `the target's migration level does not match the backup's (${manifest.migrations.lastTag})`,
    );
  }
  const targetTables = new Map((await listTables(tx)).map((t) => [t.name, t]));
  const wanted = new Set(manifest.tables.map((t) => t.name));
  const missing = [...targetTables.keys()].filter((name) => !wanted.has(name));
  if (missing.length) throw new BackupError(`the backup lacks tables the schema has: ${missing.join(', ')}`);
  for (const entry of manifest.tables) {
    const target = targetTables.get(entry.name);
    if (!target || target.columns.join(',') !== entry.columns.join(',')) {
      throw new BackupError(`table ${entry.name} differs between the backup and the schema at its level`);
    }
    const file = join(staging, 'db', `${entry.name}.jsonl`);
    if (!existsSync(file)) throw new BackupError(`db/${entry.name}.jsonl is missing`);
    const table: TableInfo = { name: entry.name, columns: entry.columns, key: target.key };
    for await (const batch of batches(file)) await insertRows(tx, table, batch);
  }
  for (const entry of manifest.tables) {
    const summary = await summarizeTable(tx, targetTables.get(entry.name)!);
    if (summary.rows !== entry.rows || summary.checksum !== entry.checksum) {
      throw new BackupError(
        `table ${entry.name} does not match the manifest after loading: ${summary.rows} rows (expected ${entry.rows}), ` +
          `checksum ${summary.checksum} (expected ${entry.checksum})`,
      );
    }
  }
}

/**
 * Restores an archive into an empty target: the migrations up to the backup's level, the rows
 * (checked against the manifest's counts and checksums before they are committed), then the
 * newer migrations of this version, the uploads and the session key. A non-empty target is
 * refused unless `replace` is given; every check is made before anything is changed.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreReport> {
  const { config } = options;
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const staging = mkdtempSync(join(tmpdir(), 'gigly-restore-'));
  let migrations: { folder: string; newer: number } | undefined;
  try {
    await extract({ file, cwd: staging, strict: true }).catch((error: Error) => {
      throw new BackupError(`not a usable backup: cannot read the archive (${error.message})`);
    });
    if (!existsSync(join(staging, 'manifest.json')))
      throw new BackupError('not a usable backup: no manifest.json');
    const manifest = parseManifest(readFileSync(join(staging, 'manifest.json'), 'utf8'));
    migrations = migrationsUpTo(manifest.migrations.lastCreatedAt);

    // Every check before the first change.
    const restoreUploads = (options.uploads ?? 'restore') === 'restore';
    let postgresTables: string[] = [];
    if (config.databaseUrl) {
      const contents = await postgresContents(config.databaseUrl);
      postgresTables = contents.tables;
      if ((contents.tables.length || contents.migrated) && !options.replace) {
        throw new BackupError(
          `the target database is not empty (${contents.tables.length} tables): restore into an empty database, or pass --replace to drop its contents`,
        );
      }
    } else {
      assertPgliteNotInUse(config.dataDir);
      if (!isEmptyDir(pgliteDir(config.dataDir)) && !options.replace) {
        throw new BackupError(
          `the embedded database ${pgliteDir(config.dataDir)} is not empty: restore into a new DATA_DIR, or pass --replace`,
        );
      }
    }
    if (restoreUploads && listFiles(config.uploadDir).length && !options.replace) {
      throw new BackupError(
        `the upload folder ${config.uploadDir} is not empty: pass --replace to empty it first`,
      );
    }

    if (config.databaseUrl) {
      if (options.replace) await emptyPostgres(config.databaseUrl, postgresTables);
    } else {
      rmSync(pgliteDir(config.dataDir), { recursive: true, force: true });
    }
    try {
      const atLevel = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: pgliteDir(config.dataDir),
        migrations: migrations.folder,
        poolSize: 1,
      });
      try {
        await atLevel.db.transaction((tx) => loadTables(tx, manifest, staging));
      } finally {
        await atLevel.close();
      }
      // The newer migrations of this version, applied to the restored data.
      const current = await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: pgliteDir(config.dataDir),
        poolSize: 1,
      });
      await current.close();
    } catch (error) {
      // The target was empty (or emptied): leave it so again, ready for another try.
      if (config.databaseUrl) {
        await emptyPostgres(config.databaseUrl, (await postgresContents(config.databaseUrl)).tables);
      } else {
        rmSync(pgliteDir(config.dataDir), { recursive: true, force: true });
      }
      throw error;
    }

    let uploads: RestoreReport['uploads'] = 'skipped';
    if (restoreUploads) {
      for (const old of listFiles(config.uploadDir)) rmSync(join(config.uploadDir, old), { force: true });
      mkdirSync(config.uploadDir, { recursive: true });
      uploads = copyFiles(join(staging, 'uploads'), config.uploadDir);
    }

    const warnings: string[] = [];
    if (manifest.sessionKey) {
      const key = readFileSync(join(staging, 'session-key'), 'utf8').trim();
      if (config.jwtSecretFile) {
        mkdirSync(config.dataDir, { recursive: true });
        writeFileSync(config.jwtSecretFile, key, { mode: 0o600 });
      } else if (key !== config.jwtSecret) {
        warnings.push(
          'JWT_SECRET differs from the session key in the backup: signed-in users must sign in again ' +
            "(set JWT_SECRET to the key in the archive's session-key file to keep their sessions).",
        );
      }
    }
    return { manifest, newerMigrations: migrations.newer, uploads, warnings };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    if (migrations) rmSync(migrations.folder, { recursive: true, force: true });
  }
}
