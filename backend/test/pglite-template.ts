import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '../src/db/database';

/** The tests' PGlite buffer pool: a start zeroes all of it, and a test's database is small. */
export const TEST_SHARED_BUFFERS = '16MB';

/**
 * Creating a PGlite database (initdb + migrations) costs seconds; loading a dump of a migrated
 * one costs about one. The dump is made once per set of migrations and shared by every test file.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template's bytes (a copy of its own for each database it starts). */
export async function pgliteTemplate(): Promise<ArrayBuffer> {
  const file = join(tmpdir(), `market-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    const dump = await handle.dumpDataDir!();
    await handle.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(dump));
    renameSync(partial, file);
    removeOlder('market-pglite-template-', file);
  }
  const bytes = readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * Gives a spawned API's DATA_DIR a migrated, empty database (`<DATA_DIR>/pg`), copied from a
 * folder made once per set of migrations. An API started on an empty DATA_DIR spends about 6 s of
 * CPU on initdb and the migrations; only the specs of a first start need that.
 */
export async function withMigratedDatabase(dataDir: string): Promise<void> {
  const folder = join(tmpdir(), `market-pglite-folder-${migrationsHash()}`);
  if (!existsSync(folder)) {
    const partial = `${folder}.${process.pid}.partial`;
    const handle = await openDatabase({ pgliteDir: partial, pgliteTemplate: await pgliteTemplate() });
    await handle.close();
    try {
      renameSync(partial, folder);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another test worker made it first
    }
    removeOlder('market-pglite-folder-', folder);
  }
  cpSync(folder, join(dataDir, 'pg'), { recursive: true });
}

/** Copies made for earlier migrations. */
function removeOlder(prefix: string, current: string): void {
  for (const old of readdirSync(tmpdir())) {
    const path = join(tmpdir(), old);
    if (old.startsWith(prefix) && path !== current && !old.includes('.partial')) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
