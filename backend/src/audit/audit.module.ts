import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit log: other modules record their changes through `AuditService.record` (its HTTP API: `audit-api`). */
@Module({
  providers: [AuditRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule implements OnApplicationBootstrap {
  constructor(private readonly audit: AuditService) {}

  /** Retention: events past AUDIT_KEEP_DAYS go at each start. */
  async onApplicationBootstrap(): Promise<void> {
    await this.audit.prune();
  }
}
