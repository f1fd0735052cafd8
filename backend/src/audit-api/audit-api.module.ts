import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditController } from './audit.controller';

/** The audit log's HTTP API (`audit.read`), above `auth` and `audit` (which `auth` records into). */
@Module({
  imports: [AuditModule],
  controllers: [AuditController],
})
export class AuditApiModule {}
