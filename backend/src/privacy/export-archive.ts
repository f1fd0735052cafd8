import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { ZipFile } from 'yazl';
import type { SessionUser } from '../common/access.decorator';
import { type ExtraInvoice, InvoicesService } from '../invoices/invoices.service';
import { MessagingService } from '../messaging/messaging.service';
import { OffersService } from '../messaging/offers.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OrderFilesService } from '../orders/order-files.service';
import { OrdersService } from '../orders/orders.service';
import { toReviewView } from '../reviews/reviews.dto';
import { ReviewsService } from '../reviews/reviews.service';
import { UploadsService } from '../uploads/uploads.service';
import { toUserView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { extraInvoiceDocument, orderDocuments } from '../invoices/document-pdf';
import { exportReadme } from './export-readme';

/** Conversations read per page while gathering messages. */
const PAGE = 100;

/** Files whose kind compresses well; the others (pictures, video, PDF, zip, office files) are zipped already. */
const COMPRESSIBLE = /\.(txt|md|csv|tsv|json|xml|html?|css|js|ts|svg|log|rtf|psd|bmp|tiff?)$/i;

/** Stored as they are unless deflate gains: deflating a gigabyte of photos costs seconds of CPU for nothing. */
export function worthCompressing(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

/** A file name that stays inside its folder of the zip. */
const safeName = (name: string) =>
  [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 150) || 'file';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes one person's data into a zip file. Files are added lazily (yazl opens each stream only
 * when the zip reaches it) and the zip streams to disk, so a large account is exported in
 * bounded memory: one file's buffer at a time, whatever the total size.
 */
@Injectable()
export class ExportArchive {
  constructor(
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
    private readonly orderFiles: OrderFilesService,
    private readonly messaging: MessagingService,
    private readonly offers: OffersService,
    private readonly reviews: ReviewsService,
    private readonly notifications: NotificationsService,
    private readonly uploads: UploadsService,
  ) {}

  /** Writes the archive of `userId` to `path`; answers its size in bytes. */
  async write(userId: string, path: string): Promise<number> {
    const account = await this.users.getById(userId);
    const viewer: SessionUser = {
      id: account.id,
      username: account.username,
      isAdmin: account.isAdmin,
      role: account.staffRole,
    };
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(path, { mode: 0o600 }));

    zip.addBuffer(Buffer.from(exportReadme(account.locale)), 'README.txt');
    zip.addBuffer(
      json({
        profile: toUserView(account, { private: true }),
        preferences: { locale: account.locale, currency: account.currency },
        notificationSettings: await this.notifications.preferences(viewer),
      }),
      'account.json',
    );

    const orders = await this.orders.exportViews(userId);
    const extraInvoices = await this.extraInvoicesByOrder(orders.map((order) => order._id));
    const withFiles = [];
    for (const order of orders) {
      const files = await this.orderFiles.listOfOrder(order._id);
      withFiles.push({ ...order, files: files.map((f) => ({ _id: f.id, name: f.name, size: f.size })) });
      for (const file of files) {
        this.addLazily(
          zip,
          `files/orders/${order._id}/${file.id}-${safeName(file.name)}`,
          async () => (await this.orderFiles.open(order._id, file.id))?.opened?.body,
        );
      }
      const documents = [
        ...orderDocuments(order, account.locale),
        ...(extraInvoices.get(order._id) ?? []).map((extra) =>
          extraInvoiceDocument(order, extra, account.locale),
        ),
      ];
      for (const document of documents) {
        zip.addBuffer(document.bytes, `invoices/${safeName(document.name)}`);
      }
    }
    zip.addBuffer(json(withFiles), 'orders.json');

    zip.addBuffer(json(await this.conversations(viewer)), 'messages.json');
    const reviews = await this.reviews.ofUser(userId);
    zip.addBuffer(json(reviews.map(toReviewView)), 'reviews.json');
    zip.addBuffer(json(await this.notifications.exportOf(userId)), 'notifications.json');

    // The profile picture, and earlier ones their reviews still show (each review keeps its own).
    for (const url of new Set([account.img, ...reviews.map((review) => review.userImage)])) {
      const picture = url ? await this.uploads.openUrl(url) : undefined;
      if (picture)
        this.addLazily(zip, `files/avatar/${safeName(picture.name)}`, async () => picture.opened.body);
    }

    zip.end();
    await written;
    return (await stat(path)).size;
  }

  /** The invoices of extras bought during these orders, by order id. */
  private async extraInvoicesByOrder(orderIds: string[]): Promise<Map<string, ExtraInvoice[]>> {
    const byOrder = new Map<string, ExtraInvoice[]>();
    for (const extra of await this.invoices.extraInvoicesOf(orderIds)) {
      byOrder.set(extra.orderId, [...(byOrder.get(extra.orderId) ?? []), extra]);
    }
    return byOrder;
  }

  private async conversations(viewer: SessionUser) {
    const all = [];
    for (let page = 1; ; page += 1) {
      const { rows } = await this.messaging.listConversations(viewer, {}, { page, limit: PAGE });
      for (const conversation of rows) {
        all.push({
          ...conversation,
          messages: await this.messaging.listMessages(viewer, conversation._id),
          offers: await this.offers.list(viewer, conversation._id),
        });
      }
      if (rows.length < PAGE) return all;
    }
  }

  /** A file opened only when the zip reaches it; one gone meanwhile is written empty. */
  private addLazily(zip: ZipFile, path: string, open: () => Promise<Readable | undefined>): void {
    zip.addReadStreamLazy(path, { compress: worthCompressing(path) }, (cb) => {
      open().then(
        (body) => cb(null, body ?? Readable.from([])),
        (error: unknown) => cb(error, Readable.from([])),
      );
    });
  }
}
