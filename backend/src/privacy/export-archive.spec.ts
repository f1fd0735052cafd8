import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import AdmZip from 'adm-zip';
import type { Locale, OrderJson } from '@market/contracts';
import type { ExtraInvoice } from '../invoices/invoices.service';
import { collector, liveBytes } from '../../test/live-memory.helper';
import { ExportArchive, worthCompressing } from './export-archive';

// The scale: a buyer with 500 orders and 1 GB of files.
const ORDERS = 500;
const FILES_PER_ORDER = 2;
const FILE_BYTES = 1024 * 1024;

/** How many files are open at once, and what to do as each one ends. */
interface Track {
  open: number;
  most: number;
  ended?: () => void;
}

/** A file of `bytes` made on the fly in 64 KiB chunks, telling when it is opened and closed. */
function generated(bytes: number, track: Track): Readable {
  let left = bytes;
  track.open += 1;
  track.most = Math.max(track.most, track.open);
  return new Readable({
    read() {
      if (left <= 0) {
        track.open -= 1;
        track.ended?.();
        this.push(null);
        return;
      }
      const size = Math.min(65_536, left);
      left -= size;
      this.push(Buffer.alloc(size, 97));
    },
  });
}

/**
 * The archive's writer alone, over services that answer one buyer (of `locale`) with `orderCount`
 * orders of large files, or with the orders and extras' invoices given.
 */
function archiveOf(
  track: Track,
  orderCount = ORDERS,
  { locale = 'de', orders: given, extraInvoices = [] }: ArchiveSetup = {},
) {
  const account = {
    id: 'u1',
    username: 'jane',
    isAdmin: false,
    img: null,
    locale,
    currency: 'EUR',
    deletedAt: null,
    createdAt: new Date(),
  };
  const orders =
    given ?? Array.from({ length: orderCount }, (_, i) => ({ _id: `o${i}`, invoice: null, refunds: [] }));
  const files = Array.from({ length: FILES_PER_ORDER }, (_, i) => ({
    id: `f${i}`,
    name: `part-${i}.bin`,
    size: FILE_BYTES,
  }));
  const stub = <T>(value: T) => value as never;
  return new ExportArchive(
    stub({ getById: async () => account }),
    stub({ exportViews: async () => orders }),
    stub({ extraInvoicesOf: async () => extraInvoices }),
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

interface ArchiveSetup {
  locale?: Locale;
  orders?: OrderJson[];
  extraInvoices?: ExtraInvoice[];
}

const SELLER = { legalName: 'Pixel Forge Ltd', address: '1 Market Street', vatId: '', footer: '' };

describe('ExportArchive', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-archive-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('streams 500 orders with 1 GB of files one at a time, in bounded memory', async () => {
    const gc = collector();
    const before = liveBytes(gc);
    let peak = before;
    let ended = 0;
    // What the process still holds after a collection (the resident size would also count
    // garbage not collected yet, which depends on the machine), sampled after every 50 MiB
    // written: twenty full collections, however slow the machine (a collection every 250 ms
    // of a long-lived test worker's heap took the CPU from the archive on a busy CI machine).
    const track: Track = {
      open: 0,
      most: 0,
      ended: () => {
        if (++ended % 50 === 0) peak = Math.max(peak, liveBytes(gc));
      },
    };
    const path = join(dir, 'big.zip');
    const size = await archiveOf(track).write('u1', path);

    expect(size).toBe((await stat(path)).size);
    expect(track.most).toBe(1);
    expect(ended).toBe(ORDERS * FILES_PER_ORDER);
    // 1,000 MiB went through; holding even a tenth of it at once would fail.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    const zip = new AdmZip(path);
    const parts = zip.getEntries().filter((e) => e.entryName.startsWith('files/orders/'));
    expect(parts).toHaveLength(ORDERS * FILES_PER_ORDER);
    // Stored, not deflated: a buyer's files are mostly compressed already (pictures, video, PDF).
    expect(parts.filter((entry) => entry.header.method !== 0)).toEqual([]);
    expect(parts.reduce((sum, entry) => sum + entry.header.size, 0)).toBe(
      ORDERS * FILES_PER_ORDER * FILE_BYTES,
    );
  }, 600_000);

  it('deflates only the files that compress: text and data, not pictures, video, PDFs or zips', () => {
    for (const name of [
      'brief.txt',
      'notes.MD',
      'list.csv',
      'data.json',
      'logo.svg',
      'page.html',
      'scan.tiff',
    ])
      expect(worthCompressing(`files/orders/o1/${name}`)).toBe(true);
    for (const name of [
      'photo.jpg',
      'cut.mp4',
      'invoice.pdf',
      'sources.zip',
      'report.docx',
      'part.bin',
      'README',
    ])
      expect(worthCompressing(`files/orders/o1/${name}`)).toBe(false);
  });

  it("holds the account's language and currency preferences, and says so in its README", async () => {
    const path = join(dir, 'small.zip');
    await archiveOf({ open: 0, most: 0 }, 0, { locale: 'en' }).write('u1', path);
    const zip = new AdmZip(path);
    const account = JSON.parse(zip.readAsText('account.json')) as { preferences: unknown };
    expect(account.preferences).toEqual({ locale: 'en', currency: 'EUR' });
    expect(zip.readAsText('README.txt')).toMatch(
      /account\.json\s+your profile, billing details, language and currency preferences/,
    );
  });

  it("writes its README in the account's language, every file named", async () => {
    const path = join(dir, 'german.zip');
    await archiveOf({ open: 0, most: 0 }, 0, { locale: 'de' }).write('u1', path);
    const readme = new AdmZip(path).readAsText('README.txt');
    expect(readme).toMatch(/^Eine Kopie der personenbezogenen Daten, die dieser Shop über Sie speichert\./);
    expect(readme).toMatch(/account\.json\s+Ihr Profil, Ihre Rechnungsdaten/);
    expect(readme).toMatch(/invoices\/\s+jede Rechnung und Gutschrift Ihrer Bestellungen als PDF/);
    for (const name of ['orders.json', 'messages.json', 'reviews.json', 'notifications.json', 'files/'])
      expect(readme).toMatch(new RegExp(`^${name.replace('.', '\\.')}\\s+\\S`, 'm'));
    expect(readme).not.toContain('your profile');
    // Wrapped for a plain-text reader.
    expect(Math.max(...readme.split('\n').map((line) => line.length))).toBeLessThanOrEqual(96);
  });

  it('puts the invoice of each extra bought during an order beside the order’s own in invoices/', async () => {
    const invoice = (number: string, total: number) => ({
      number,
      issuedAt: '2026-03-06T09:00:00.000Z',
      net: total,
      tax: 0,
      total,
      taxRatePercent: 0,
      pricesIncludeTax: true,
      currency: 'usd',
      seller: SELLER,
    });
    const order = {
      _id: 'o1',
      user: { id: 'u1', name: 'jane', email: 'jane@example.com', phone: null },
      service: { name: 'Logo', type: 'basic', price: 60 },
      payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid' },
      billing: null,
      invoice: invoice('INV-2026-000001', 40),
      refunds: [],
    } as unknown as OrderJson;
    const path = join(dir, 'extras.zip');
    await archiveOf({ open: 0, most: 0 }, 0, {
      locale: 'en',
      orders: [order],
      extraInvoices: [
        {
          orderId: 'o1',
          title: 'Source files',
          invoice: invoice('INV-2026-000002', 20),
          billing: null,
          paymentMethod: 'stripe',
        },
      ],
    }).write('u1', path);
    const names = new AdmZip(path)
      .getEntries()
      .map((entry) => entry.entryName)
      .filter((name) => name.startsWith('invoices/'));
    expect(names.sort()).toEqual(['invoices/INV-2026-000001.pdf', 'invoices/INV-2026-000002.pdf']);
  });
});
