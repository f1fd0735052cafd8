import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { serverBackups } from './db/backup/backup-schedule';
import { DatabaseHandle } from './db/database';
import { DATABASE_HANDLE } from './db/database.module';
import { Scheduler } from './scheduler/scheduler';

/**
 * The server's own backups every BACKUP_INTERVAL (off when unset), as a scheduled job like every
 * other sweep: one a period across replicas with Redis, timed and counted on /metrics
 * (`gigly_scheduled_job_*{job="backup"}`).
 */
@Injectable()
export class ScheduledBackups implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    const minutes = this.config.backup.intervalMinutes;
    if (minutes === undefined) return;
    const backups = serverBackups(this.config, this.database);
    this.scheduler.every('backup', minutes * 60_000, () => backups.runNow());
  }
}
