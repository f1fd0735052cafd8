import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Scheduled } from '../scheduler/scheduled';
import { AuditService } from './audit.service';

/**
 * Drops audit events past AUDIT_KEEP_DAYS at each start and then every RETENTION_SWEEP_MINUTES
 * through the scheduler (once a period across replicas). Two runs that meet delete disjoint or
 * already deleted rows.
 */
@Injectable()
export class AuditRetention {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  @Scheduled('audit-retention', (config) => config.retention.sweepMinutes * 60_000)
  prune(): Promise<unknown> {
    return this.audit.prune();
  }
}
