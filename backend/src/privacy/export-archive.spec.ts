import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import AdmZip from 'adm-zip';
import { ExportArchive } from './export-archive';

const FILES = 40;
const FILE_BYTES = 4 * 1024 * 1024;

/** A file of `bytes` made on the fly in 64 KiB chunks, telling when it is opened and closed. */
function generated(bytes: number, track: { open: number; most: number }): Readable {
  let left = bytes;
  track.open += 1;
  track.most = Math.max(track.most, track.open);
  return new Readable({
    read() {
      if (left <= 0) {
        track.open -= 1;
        this.push(null);
        return;
      }
      const size = Math.min(65_536, left);
      left -= size;
      this.push(Buffer.alloc(size, 97));
    },
  });
}

/** The archive's writer alone, over services that answer one buyer with one order of many large files. */
function archiveOf(track: { open: number; most: number }) {
  const account = {
    id: 'u1',
    username: 'jane',
    isAdmin: false,
    img: null,
    deletedAt: null,
    createdAt: new Date(),
  };
  const order = { _id: 'o1', invoice: null, refunds: [] };
  const files = Array.from({ length: FILES }, (_, i) => ({
    id: `f${i}`,
    name: `part-${i}.bin`,
    size: FILE_BYTES,
  }));
  const stub = <T>(value: T) => value as never;
  return new ExportArchive(
    stub({ getById: async () => account }),
    stub({ buyerViews: async () => [order] }),
    stub({
      listOfOrder: async () => files,
      open: async () => ({ opened: { body: generated(FILE_BYTES, track) } }),
    }),
    stub({ listConversations: async () => ({ rows: [], total: 0 }) }),
    stub({}),
    stub({ ofUser: async () => [] }),
    stub({ preferences: async () => ({ email: {} }), exportOf: async () => [] }),
    stub({}),
  );
}

describe('ExportArchive', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-archive-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('streams many large files one at a time, in bounded memory', async () => {
    const track = { open: 0, most: 0 };
    const path = join(dir, 'big.zip');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const size = await archiveOf(track).write('u1', path);
    clearInterval(sampler);

    expect(size).toBe((await stat(path)).size);
    // One file open at a time, and well under the 160 MB that went through (the process's RSS,
    // which also holds the allocator's slack: 67 MB was seen on a busy CI machine).
    expect(track.most).toBe(1);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    const zip = new AdmZip(path);
    const parts = zip.getEntries().filter((e) => e.entryName.startsWith('files/orders/o1/'));
    expect(parts).toHaveLength(FILES);
    expect(parts.reduce((sum, entry) => sum + entry.header.size, 0)).toBe(FILES * FILE_BYTES);
  }, 60_000);
});
