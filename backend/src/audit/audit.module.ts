import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { AuditRetention } from './audit-retention';
import { AuditService } from './audit.service';

/** The audit log: other modules record their changes through `AuditService.record` (its HTTP API: `audit-api`). */
@Module({
  providers: [AuditRepository, AuditService, AuditRetention],
  exports: [AuditService],
})
export class AuditModule implements OnApplicationBootstrap {
  constructor(private readonly audit: AuditService) {}

  /** Retention: events past AUDIT_KEEP_DAYS go at each start, then on the schedule (AuditRetention). */
  async onApplicationBootstrap(): Promise<void> {
    await this.audit.prune();
  }
}
