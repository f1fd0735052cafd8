/**
 * What an archive holds (a .tar.gz):
 *   manifest.json     this shape
 *   db/<table>.jsonl  one JSON object per row (stored columns), read in one snapshot
 *   uploads/...       the files of UPLOAD_DIR
 *   session-key       the key that signs session cookies (when `sessionKey` is true)
 */
export const BACKUP_FORMAT = 'gigly-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  brand: string;
  /** The database the backup was read from. */
  source: 'pglite' | 'postgres';
  /** Migration level: migrations applied, the tag and time stamp (drizzle's `when`) of the last. */
  migrations: { count: number; lastTag: string; lastCreatedAt: number };
  /** In restore order (parents first). */
  tables: Array<{ name: string; columns: string[]; rows: number; checksum: string }>;
  uploads: { files: number; bytes: number };
  sessionKey: boolean;
}

export class BackupError extends Error {}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function fail(problem: string): never {
  throw new BackupError(`not a usable backup: ${problem}`);
}

/** Checks a manifest read from an archive (hostile input until proven otherwise). */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail('manifest.json is not JSON');
  }
  const m = value as Partial<BackupManifest>;
  if (typeof m !== 'object' || m === null || m.format !== BACKUP_FORMAT) fail('no gigly-backup manifest');
  if (m.version !== BACKUP_VERSION)
    fail(`format version ${String(m.version)} (this version reads ${BACKUP_VERSION})`);
  const level = m.migrations;
  if (
    !level ||
    !Number.isSafeInteger(level.count) ||
    !Number.isSafeInteger(level.lastCreatedAt) ||
    typeof level.lastTag !== 'string'
  ) {
    fail('migration level missing');
  }
  if (!Array.isArray(m.tables)) fail('table list missing');
  const seen = new Set<string>();
  for (const table of m.tables) {
    if (
      !table ||
      typeof table.name !== 'string' ||
      !NAME.test(table.name) ||
      seen.has(table.name) ||
      !Array.isArray(table.columns) ||
      !table.columns.every((c) => typeof c === 'string' && NAME.test(c)) ||
      !Number.isSafeInteger(table.rows) ||
      table.rows < 0 ||
      typeof table.checksum !== 'string' ||
      !/^[0-9a-f]{32}$/.test(table.checksum)
    ) {
      fail(`bad table entry ${JSON.stringify(table?.name ?? table)}`);
    }
    seen.add(table.name);
  }
  if (typeof m.sessionKey !== 'boolean') fail('sessionKey missing');
  if (!m.uploads || !Number.isSafeInteger(m.uploads.files)) fail('uploads summary missing');
  return m as BackupManifest;
}
