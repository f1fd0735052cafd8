import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith('market-pglite-template-') && join(tmpdir(), old) !== file && old.endsWith('.tar')) {
        rmSync(join(tmpdir(), old), { force: true });
      }
    }
  }
  const bytes = readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
