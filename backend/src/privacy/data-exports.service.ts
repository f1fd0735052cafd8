import { mkdir, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { DataExportJson } from '@market/contracts';
import { notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NotificationsService } from '../notifications/notifications.service';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { DATA_EXPORTS_QUEUE, DataExportJob } from './data-exports-queue';
import { ExportArchive } from './export-archive';
import { PrivacyRepository } from './privacy.repository';
import { DataExportRow } from './privacy.schema';
import { t } from '../i18n/i18n';
import { notificationLabel } from '../mail/templates/notification-mail';

const DAY_MS = 86_400_000;

export function toDataExportJson(row: DataExportRow): DataExportJson {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size ?? null,
    downloadUrl: row.status === 'ready' ? `/api/me/exports/${row.id}/download` : null,
  };
}

const missing = () => notFound('EXPORT.NOT_FOUND', 'Export not found');

/**
 * "Download my data": one export a day per person (a second request answers the pending or ready
 * one), built by a queue job into DATA_EXPORTS_DIR, announced by a notification and a mail,
 * downloadable by its owner for DATA_EXPORT_KEEP_DAYS, then deleted by the retention sweep.
 */
@Injectable()
export class DataExportsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DataExports');

  constructor(
    private readonly repo: PrivacyRepository,
    private readonly archive: ExportArchive,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectJobQueue(DATA_EXPORTS_QUEUE) private readonly queue: JobQueue<DataExportJob>,
  ) {}

  async request(userId: string): Promise<DataExportJson> {
    const { row, created } = await this.repo.pendingOrReadySince(userId, new Date(Date.now() - DAY_MS));
    if (created) await this.queue.add(`export-${row.id}`, { exportId: row.id });
    return toDataExportJson(row);
  }

  async list(userId: string): Promise<DataExportJson[]> {
    return (await this.repo.listOf(userId)).map(toDataExportJson);
  }

  /** The owner's ready, unexpired archive; anything else (someone else's id included) is "not found". */
  async open(userId: string, id: string): Promise<{ body: Readable; size: number; createdAt: Date }> {
    const row = isUuid(id) ? await this.repo.find(id) : undefined;
    if (
      !row ||
      row.userId !== userId ||
      row.status !== 'ready' ||
      !row.expiresAt ||
      row.expiresAt <= new Date()
    ) {
      throw missing();
    }
    return { body: createReadStream(this.pathOf(row.id)), size: row.size ?? 0, createdAt: row.createdAt };
  }

  /** The queue's work: builds the archive once, then tells its owner. */
  async build(exportId: string): Promise<void> {
    const row = await this.repo.find(exportId);
    if (row?.status !== 'pending') return;
    await mkdir(this.config.dataExports.dir, { recursive: true, mode: 0o700 });
    const path = this.pathOf(row.id);
    let size: number;
    try {
      size = await this.archive.write(row.userId, path);
    } catch (error) {
      // Marked failed rather than retried: the person sees it and may ask again at once.
      this.logger.error(`Export ${row.id} failed: ${(error as Error).message}`);
      await rm(path, { force: true });
      await this.repo.markFailed(row.id);
      return;
    }
    const now = new Date();
    const ready = await this.repo.markReady(
      row.id,
      size,
      now,
      new Date(now.getTime() + this.config.dataExports.keepDays * DAY_MS),
    );
    if (!ready) return;
    const days = this.config.dataExports.keepDays;
    const brand = this.config.brandName;
    await this.notifications.notify(
      row.userId,
      'account.export_ready',
      (locale) => ({
        title: notificationLabel(locale, 'account.export_ready'),
        body: t(locale, 'notification.exportReady.body', { days }),
        link: '/settings#your-data',
      }),
      {
        eventId: `export-${row.id}`,
        mail: (locale) => ({
          subject: t(locale, 'notification.exportReady.mailSubject', { brand }),
          text: t(locale, 'notification.exportReady.mailText', { days }),
        }),
      },
    );
  }

  /** Archives past their days (and failed requests after a day), rows and files. A plain method the scheduler calls. */
  async sweepExpired(now = new Date()): Promise<number> {
    const ids = await this.repo.deleteExpired(now, new Date(now.getTime() - DAY_MS));
    await this.removeFiles(ids);
    return ids.length;
  }

  /** Every export of the user, rows and files (their account is being deleted). */
  async forget(userId: string): Promise<void> {
    await this.removeFiles(await this.repo.deleteAllOf(userId));
  }

  /** In-process queues die with the process: pending exports are queued again at start (a queued id is not added twice). */
  async onApplicationBootstrap(): Promise<void> {
    for (const row of await this.repo.listPending().catch(() => [])) {
      await this.queue.add(`export-${row.id}`, { exportId: row.id }).catch((error: Error) => {
        this.logger.warn(`Could not queue export ${row.id}: ${error.message}`);
      });
    }
  }

  private async removeFiles(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.pathOf(id), { force: true })));
  }

  private pathOf(id: string): string {
    return join(this.config.dataExports.dir, `${id}.zip`);
  }
}
