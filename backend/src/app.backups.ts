import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { Backups, serverBackups } from './db/backup/backup-schedule';
import { DatabaseHandle } from './db/database';
import { DATABASE_HANDLE } from './db/database.module';
import { Scheduled } from './scheduler/scheduled';

/**
 * The server's own backups every BACKUP_INTERVAL (off when unset), as a scheduled job like every
 * other sweep: one a period across replicas with Redis, timed and counted on /metrics
 * (`gigly_scheduled_job_*{job="backup"}`).
 */
@Injectable()
export class ScheduledBackups {
  private readonly backups: Backups;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(DATABASE_HANDLE) database: DatabaseHandle) {
    this.backups = serverBackups(config, database);
  }

  @Scheduled('backup', ({ backup }) => (backup.intervalMinutes ?? 0) * 60_000)
  run(): Promise<unknown> {
    return this.backups.runNow();
  }
}
