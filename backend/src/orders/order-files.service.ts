import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import type { OrderFileJson, OrderFileLimitsJson } from '@market/contracts';
import { conflict, DomainError, invalid } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { ByteRange, FileStorage, OpenedFile } from '../uploads/storage/file-storage';
import { OrderFilesRepository } from './order-files.repository';
import { OrderFileRow } from './orders.schema';
import { Order } from './order';

/** The storage of private order files (see createPrivateStorage). */
export const ORDER_FILE_STORAGE = Symbol('ORDER_FILE_STORAGE');

const FILE_URL = /\/api\/orders\/([0-9a-f-]{36})\/files\/([0-9a-f-]{36})$/i;
/** Stored files older than this with no row (a crash between storing and recording) are swept. */
const ORPHAN_MS = 60 * 60 * 1000;

/** Where a file of an order is downloaded: site-relative, through the API's access check. */
export function orderFileUrl(orderId: string, fileId: string): string {
  return `/api/orders/${orderId}/files/${fileId}`;
}

export function toOrderFileView(row: OrderFileRow): OrderFileJson {
  return { _id: row.id, name: row.name, size: row.size, url: orderFileUrl(row.orderId, row.id) };
}

/** A file name as the browser sent it, cut to a safe display and download name. */
function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = [...base]
    .filter((char) => char > '\u001f' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return name || 'file';
}

/**
 * Private files of orders: stored through the storage driver apart from public media, listed
 * and served only through the orders API (the caller checks who may see the order).
 */
@Injectable()
export class OrderFilesService implements OnModuleDestroy {
  private readonly logger = new Logger('OrderFiles');

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

  /** Stores the multipart file (field `file`, any type, up to ORDER_FILE_MB) as a file of the order. */
  async upload(order: Order, uploaderId: string, request: FastifyRequest): Promise<OrderFileJson> {
    const missing = () =>
      invalid('ORDER.NO_FILE', 'Send the file as multipart/form-data in the field "file"');
    const { maxBytes, maxPerOrder } = this.config.orderFiles;
    const quota = () => conflict('ORDER.FILES_QUOTA', `An order may hold at most ${maxPerOrder} files`);
    if (!request.isMultipart()) throw missing();
    if ((await this.repo.countOfOrder(order.id)) >= maxPerOrder) throw quota();
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw missing();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw missing();
    }
    const tooLarge = () =>
      new DomainError(
        'ORDER.FILE_TOO_LARGE',
        'too_large',
        `File is too large: at most ${Math.round(maxBytes / (1024 * 1024))} MB`,
      );
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (size > maxBytes || part.file.truncated) throw tooLarge();
    if (size === 0) throw invalid('ORDER.EMPTY_FILE', 'The file is empty');
    const id = randomUUID();
    await this.storage.put(id, Buffer.concat(chunks), 'application/octet-stream');
    const row = await this.repo
      .insertWithinQuota(
        {
          id,
          orderId: order.id,
          uploaderId,
          name: cleanName(part.filename),
          size,
          contentType: part.mimetype || 'application/octet-stream',
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
