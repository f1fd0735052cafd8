import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ByteRange, FileStorage, OpenedFile, StoredFile } from './file-storage';

/** Files in one folder (UPLOAD_DIR), served by the API at `${publicUrl}/uploads/<name>`. */
export class LocalStorage extends FileStorage {
  constructor(
    private readonly dir: string,
    private readonly publicUrl: string,
  ) {
    super();
  }

  urlOf(name: string): string {
    return `${this.publicUrl}/uploads/${name}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written beside, then renamed: a concurrent reader sees the old state or the whole file.
    const temporary = join(this.dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, join(this.dir, name));
  }

  async putStream(name: string, body: Readable): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await pipeline(body, createWriteStream(temporary));
      await rename(temporary, join(this.dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    return readFile(join(this.dir, name)).catch(missingAsUndefined);
  }

  async open(name: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    const path = join(this.dir, name);
    const info = await stat(path).catch(missingAsUndefined);
    if (!info?.isFile()) return undefined;
    if (!range) return { body: createReadStream(path), size: info.size };
    const end = Math.min(range.end ?? info.size - 1, info.size - 1);
    if (range.start > end) return undefined;
    return {
      body: createReadStream(path, { start: range.start, end }),
      size: info.size,
      range: { start: range.start, end },
    };
  }

  async exists(name: string): Promise<boolean> {
    return (await stat(join(this.dir, name)).catch(missingAsUndefined))?.isFile() ?? false;
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
  }

  async *list(): AsyncIterable<StoredFile> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch(missingAsUndefined);
    for (const entry of entries ?? []) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const info = await stat(join(this.dir, entry.name)).catch(missingAsUndefined);
      if (info) yield { name: entry.name, modified: info.mtime };
    }
  }
}

function missingAsUndefined(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
