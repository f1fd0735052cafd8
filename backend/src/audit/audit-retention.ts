import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduler } from '../scheduler/scheduler';
import { AuditService } from './audit.service';

/**
 * Drops audit events past AUDIT_KEEP_DAYS at each start and then every RETENTION_SWEEP_MINUTES
 * through the scheduler (once a period across replicas). Two runs that meet delete disjoint or
 * already deleted rows.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    this.scheduler.every('audit-retention', this.config.retention.sweepMinutes * 60_000, () =>
      this.audit.prune(),
    );
  }
}
