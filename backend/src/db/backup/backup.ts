import { once } from 'node:events';
import {
  chmodSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { create } from 'tar';
import { DatabaseHandle, MIGRATIONS_DIR } from '../database';
import { copyFiles } from './files';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupManifest } from './manifest';
import { listTables, migrationLevel, readPage, summarizeTable } from './tables';

const PAGE_ROWS = 2000;

export interface BackupSource {
  database: DatabaseHandle;
  uploadDir: string;
  /** The key signing session cookies, kept so restored sessions stay valid. */
  sessionKey: string | undefined;
  brand: string;
}

/** Folders 0700 and files 0600, all the way down. */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(path);
    else chmodSync(path, 0o600);
  }
}

/** Drizzle's journal: which migration a recorded time stamp belongs to. */
export function readJournal(folder = MIGRATIONS_DIR): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

/**
 * Writes a backup archive to `file`: every table read inside one REPEATABLE READ, read-only
 * transaction (one snapshot, so an order and its payment event are both in it or both not),
 * then the uploads (files are written before the rows that name them, so every file the
 * snapshot refers to is already there), then the session key and the manifest.
 * The archive appears at `file` only when complete (written beside it, then renamed).
 */
export async function writeBackup(source: BackupSource, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'gigly-backup-'));
  try {
    mkdirSync(join(staging, 'db'));
    const snapshot = await source.database.db.transaction(
      async (tx) => {
        // JSON of timestamptz follows the session's time zone: fix it so checksums compare anywhere.
        await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
        const level = await migrationLevel(tx);
        const tables: BackupManifest['tables'] = [];
        for (const table of await listTables(tx)) {
          const summary = await summarizeTable(tx, table);
          const out = createWriteStream(join(staging, 'db', `${table.name}.jsonl`));
          let written = 0;
          for (let offset = 0; ; offset += PAGE_ROWS) {
            const page = await readPage(tx, table, offset, PAGE_ROWS);
            if (page.length === 0) break;
            written += page.length;
            if (!out.write(`${page.join('\n')}\n`)) await once(out, 'drain');
          }
          out.end();
          await once(out, 'close');
          if (written !== summary.rows) {
            throw new Error(`table ${table.name}: read ${written} rows, counted ${summary.rows}`);
          }
          tables.push({ name: table.name, columns: table.columns, ...summary });
        }
        return { level, tables };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const last = readJournal().find((entry) => entry.when === snapshot.level.lastCreatedAt);
    const uploads = copyFiles(source.uploadDir, join(staging, 'uploads'));
    mkdirSync(join(staging, 'uploads'), { recursive: true });
    if (source.sessionKey) writeFileSync(join(staging, 'session-key'), source.sessionKey, { mode: 0o600 });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      brand: source.brand,
      source: source.database.kind,
      migrations: {
        count: snapshot.level.count,
        lastTag: last?.tag ?? 'unknown',
        lastCreatedAt: snapshot.level.lastCreatedAt,
      },
      tables: snapshot.tables,
      uploads,
      sessionKey: Boolean(source.sessionKey),
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    // Password hashes and the session key are inside: readable by the owner only, the archive and
    // each entry in it (tar keeps the modes, so a plain `tar xzf` would otherwise share them).
    ownerOnly(staging);
    writeFileSync(partial, '', { mode: 0o600 });
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'db',
      'uploads',
      ...(source.sessionKey ? ['session-key'] : []),
    ]);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
