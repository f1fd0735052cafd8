import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MessagingModule } from '../messaging/messaging.module';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentEventsRetentionModule } from '../payments/payment-events-retention.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportsProcessor } from './data-exports.processor';
import { DataExportsService } from './data-exports.service';
import { ExportArchive } from './export-archive';
import { PrivacyController } from './privacy.controller';
import { PrivacyRepository } from './privacy.repository';
import { RetentionSweep } from './retention-sweep';

/**
 * A person's own data (GDPR access, portability, erasure) and retention: above users, auth,
 * orders, invoices, payment events, messaging, reviews, notifications and uploads, which it reads
 * and erases through their services. The `data-exports` queue is registered by AppModule (QueueModule.shared).
 */
@Module({
  imports: [
    AuditModule,
    UsersModule,
    AuthModule,
    RateLimitModule,
    OrdersModule,
    InvoicesModule,
    PaymentEventsRetentionModule,
    MessagingModule,
    ReviewsModule,
    NotificationsCoreModule,
    UploadsModule,
  ],
  controllers: [PrivacyController],
  providers: [
    PrivacyRepository,
    ExportArchive,
    DataExportsService,
    DataExportsProcessor,
    AccountDeletionService,
    RetentionSweep,
  ],
  exports: [DataExportsService],
})
export class PrivacyModule {}
