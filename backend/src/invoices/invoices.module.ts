import { AuditModule } from '../audit/audit.module';
import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** Invoicing settings, invoices, refunds' credit notes and the export. Orders calls into it. */
@Module({
  imports: [UsersModule, AuditModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
