import { randomUUID } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import type { OrderFileJson, OrderFileLimitsJson } from '@market/contracts';
import { conflict, DomainError, invalid } from '../common/domain-error';
import { assertMultipart, readingMultipart } from '../common/multipart';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { ByteRange, FileStorage, OpenedFile } from '../uploads/storage/file-storage';
import { OrderFilesRepository } from './order-files.repository';
import { OrderFileRow } from './orders.schema';
import { Order } from './order';

/** The storage of private order files (see createPrivateStorage). */
export const ORDER_FILE_STORAGE = Symbol('ORDER_FILE_STORAGE');

const FILE_URL = /\/api\/orders\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who adds a file: a buyer's uploads count to their daily quota, an admin's do not. */
export interface Uploader {
  id: string;
  isAdmin: boolean;
}

/** Files go only to a paid order that is still open: never to an unpaid, discarded, cancelled or completed one. */
export function takesFiles(order: Order): boolean {
  return (
    order.paymentStatus === 'paid' &&
    order.discardedAt === null &&
    order.orderStatus !== 'cancelled' &&
    order.orderStatus !== 'completed'
  );
}

/** Stored files older than this with no row (a crash between storing and recording) are swept. */
const ORPHAN_MS = 60 * 60 * 1000;

/** Where a file of an order is downloaded: site-relative, through the API's access check. */
export function orderFileUrl(orderId: string, fileId: string): string {
  return `/api/orders/${orderId}/files/${fileId}`;
}

export function toOrderFileView(row: OrderFileRow): OrderFileJson {
  return { _id: row.id, name: row.name, size: row.size, url: orderFileUrl(row.orderId, row.id) };
}

/** Marks that reorder how text shows (`resume\u202eTXT.exe` reads as `resumeexe.TXT`). */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name as the browser sent it, cut to a safe display and download name. */
export function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = [...base.replace(BIDI_CONTROLS, '')]
    .filter((char) => char > '\u001f' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return name || 'file';
}

/**
 * `Content-Disposition` of a download: an ASCII `filename` for old clients and the real name as
 * RFC 5987's `filename*` (percent-encoded UTF-8; ' ( ) * are not attr-chars, so encoded too).
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Private files of orders: stored through the storage driver apart from public media, listed
 * and served only through the orders API (the caller checks who may see the order).
 */
@Injectable()
export class OrderFilesService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderFiles');
  /** Uploads in progress per user, in this process. */
  private readonly uploading = new Map<string, number>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ORDER_FILE_STORAGE) private readonly storage: FileStorage,
    private readonly repo: OrderFilesRepository,
  ) {}

  onModuleDestroy(): void {
    this.storage.close();
  }

  /** What an order file may be (ORDER_FILE_MB, the files per order), for browsers to check first. */
  limits(): OrderFileLimitsJson {
    const { maxBytes, maxPerOrder } = this.config.orderFiles;
    return { maxBytes, maxPerOrder };
  }

  /**
   * Streams the multipart file (field `file`, any type, up to ORDER_FILE_MB) into storage as a
   * file of the order, never holding it whole. Only a paid order that is still open takes files;
   * a buyer uploads at most ORDER_FILE_CONCURRENT_UPLOADS at once and UPLOAD_QUOTA_ORDER_FILES(_MB)
   * in any 24 hours.
   */
  async upload(order: Order, uploader: Uploader, request: FastifyRequest): Promise<OrderFileJson> {
    if (!takesFiles(order)) {
      throw conflict(
        'ORDER.FILES_CLOSED',
        order.paymentStatus === 'pending' && order.discardedAt === null
          ? 'Files can be added once the order is paid'
          : 'This order is closed, so no more files can be added',
      );
    }
    const missing = () =>
      invalid('ORDER.NO_FILE', 'Send the file as multipart/form-data in the field "file"');
    assertMultipart(request, missing);
    const { maxBytes, maxPerOrder } = this.config.orderFiles;
    const quota = () => conflict('ORDER.FILES_QUOTA', `An order may hold at most ${maxPerOrder} files`);
    if ((await this.repo.countOfOrder(order.id)) >= maxPerOrder) throw quota();
    const allowance = uploader.isAdmin ? Infinity : await this.dailyAllowance(uploader.id);
    const release = this.takeUploadSlot(uploader.id);
    try {
      const id = randomUUID();
      const stored = await readingMultipart(() => this.storePart(request, id, Math.min(maxBytes, allowance)));
      if (stored.size > maxBytes) {
        throw new DomainError(
          'ORDER.FILE_TOO_LARGE',
          'too_large',
          `File is too large: at most ${Math.round(maxBytes / (1024 * 1024))} MB`,
        );
      }
      if (stored.size > allowance) throw this.quotaReached();
      const row = await this.repo
        .insertWithinQuota(
          {
            id,
            orderId: order.id,
            uploaderId: uploader.id,
            name: cleanName(stored.filename),
            size: stored.size,
            contentType: stored.mimetype || 'application/octet-stream',
          },
          maxPerOrder,
        )
        .catch(async (error: unknown) => {
          await this.storage.remove([id]).catch(() => undefined);
          throw error;
        });
      if (!row) {
        await this.storage.remove([id]).catch(() => undefined);
        throw quota();
      }
      return toOrderFileView(row);
    } finally {
      release();
    }
  }

  /**
   * Streams the file part into storage under `id`, stopping at `limit` bytes. Answers the size
   * (`limit + 1` when the file is longer: nothing is stored then) and the part's name and type.
   */
  private async storePart(
    request: FastifyRequest,
    id: string,
    limit: number,
  ): Promise<{ size: number; filename: string; mimetype: string }> {
    const parts = request.parts({ limits: { fileSize: limit, files: 1 } });
    const first = await parts.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.type !== 'file' || part.fieldname !== 'file') {
      if (part?.type === 'file') part.file.resume();
      throw invalid('ORDER.NO_FILE', 'Send the file as multipart/form-data in the field "file"');
    }
    // The parser tells a part cut short (a body ending before its closing boundary) only to the
    // parts iterator, and leaves the file stream waiting forever: once the iterator has nothing
    // more and the file never got its end, fail the stream so the store below ends.
    void parts.next().then(
      () => {
        const state = (part.file as unknown as { _readableState: { ended: boolean } })._readableState;
        if (!state.ended) part.file.destroy(new Error('Part terminated early'));
      },
      (error: Error) => part.file.destroy(error),
    );
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // pipeline, not pipe: a part cut short (closed without its end) fails the counter too, so the
    // store below fails instead of waiting for bytes that never come. Its error is the store's.
    const counted = pipeline(part.file, counter, () => undefined);
    try {
      await this.storage.putStream(id, counted, 'application/octet-stream');
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        part.file.resume();
        return { size: limit + 1, filename: part.filename, mimetype: part.mimetype };
      }
      throw error;
    }
    if (part.file.truncated) {
      await this.storage.remove([id]);
      return { size: limit + 1, filename: part.filename, mimetype: part.mimetype };
    }
    if (size === 0) {
      await this.storage.remove([id]);
      throw invalid('ORDER.EMPTY_FILE', 'The file is empty');
    }
    return { size, filename: part.filename, mimetype: part.mimetype };
  }

  /** Bytes the buyer may still upload in the last 24 hours' quota; 429 when none are left. */
  private async dailyAllowance(userId: string): Promise<number> {
    const { files, bytes } = this.config.orderFiles.dailyQuota;
    const used = await this.repo.usageSince(userId, new Date(Date.now() - DAY_MS));
    if (used.files >= files || used.bytes >= bytes) throw this.quotaReached();
    return bytes - used.bytes;
  }

  private quotaReached(): DomainError {
    const { files, bytes } = this.config.orderFiles.dailyQuota;
    return new DomainError(
      'ORDER.UPLOAD_QUOTA',
      'too_many',
      `Upload limit reached: at most ${files} files and ${Math.round(bytes / (1024 * 1024))} MB ` +
        'to your orders in 24 hours. Try again later.',
      3600,
    );
  }

  /** A place among the user's uploads in progress (429 when all are taken); call the answer to free it. */
  private takeUploadSlot(userId: string): () => void {
    const running = this.uploading.get(userId) ?? 0;
    if (running >= this.config.orderFiles.concurrentPerUser) {
      throw new DomainError(
        'ORDER.UPLOADS_BUSY',
        'too_many',
        `At most ${this.config.orderFiles.concurrentPerUser} uploads at a time: wait for one to finish`,
        5,
      );
    }
    this.uploading.set(userId, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.uploading.get(userId) ?? 1) - 1;
      if (left > 0) this.uploading.set(userId, left);
      else this.uploading.delete(userId);
    };
  }

  /** The files of an order, oldest first. */
  listOfOrder(orderId: string): Promise<OrderFileRow[]> {
    return this.repo.listOfOrder(orderId);
  }

  /** A file of the order with its bytes (or a range of them); undefined when there is none. */
  async open(
    orderId: string,
    fileId: string,
    range?: ByteRange,
  ): Promise<{ file: OrderFileRow; opened: OpenedFile | undefined } | undefined> {
    const file = await this.repo.find(orderId, fileId);
    if (!file) return undefined;
    return { file, opened: await this.storage.open(file.id, range) };
  }

  /**
   * The ids of files of this order named by these URLs (or ids); a 400 naming `field` when one
   * is not a file of this order.
   */
  async resolve(orderId: string, refs: string[], field: string): Promise<string[]> {
    const ids = refs.map((ref) => {
      const match = FILE_URL.exec(ref);
      const id = match ? (match[1]!.toLowerCase() === orderId ? match[2]! : '') : ref;
      return isUUID(id) ? id.toLowerCase() : '';
    });
    const known = await this.repo.idsOfOrder(
      orderId,
      ids.filter((id) => id !== ''),
    );
    if (ids.some((id) => !known.has(id))) {
      throw invalid('ORDER.UNKNOWN_FILE', `${field}: every file must be uploaded to this order first`);
    }
    return [...new Set(ids)];
  }

  /** Removes the stored files of an order that is being deleted (its rows go with the order). */
  async removeOfOrder(orderId: string): Promise<void> {
    const rows = await this.repo.listOfOrder(orderId);
    await this.storage.remove(rows.map((row) => row.id)).catch((error: Error) => {
      this.logger.warn(`Files of deleted order ${orderId} stay until the next sweep: ${error.message}`);
    });
  }

  /**
   * Removes the files of orders that will never be paid (discarded, or their payment failed):
   * their rows, then their bytes (what fails to go is an orphan for `sweep`). Answers how many.
   */
  async sweepUnpaidClosed(): Promise<number> {
    const ids = await this.repo.deleteOfUnpaidClosed();
    if (ids.length) await this.storage.remove(ids);
    return ids.length;
  }

  /** Removes stored files that no order names any more (older than an hour). Answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const known = await this.repo.allIds();
    const orphans: string[] = [];
    for await (const file of this.storage.list()) {
      if (!known.has(file.name) && now.getTime() - file.modified.getTime() > ORPHAN_MS) {
        orphans.push(file.name);
      }
    }
    if (orphans.length) await this.storage.remove(orphans);
    return orphans.length;
  }
}
