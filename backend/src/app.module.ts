import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { FixedWindowThrottlerStorage } from './common/fixed-window-throttler-storage';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditApiModule } from './audit-api/audit-api.module';
import { StaffModule } from './staff/staff.module';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { ContentModule } from './content/content.module';
import { CouponsModule } from './coupons/coupons.module';
import { InvoicesModule } from './invoices/invoices.module';
import { CurrenciesModule } from './currencies/currencies.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseHandle } from './db/database';
import { DatabaseModule } from './db/database.module';
import { HealthModule } from './health/health.module';
import { ObservabilityModule } from './observability/observability.module';
import { PublicPagesModule } from './public-pages/public-pages.module';
import { MAIL_QUEUE } from './mail/mail-queue';
import { MailProcessor } from './mail/mail.processor';
import { ORDER_TIMERS_QUEUE, OrderTimersProcessor } from './orders/order-timers';
import { NOTIFICATIONS_QUEUE } from './notifications/notifications-queue';
import { NotificationsModule } from './notifications/notifications.module';
import { NotificationsProcessor } from './notifications/notifications.processor';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { QueueModule } from './queue/queue.module';
import { SCHEDULE_QUEUE, SchedulerProcessor } from './scheduler/scheduler';
import { SchedulerModule } from './scheduler/scheduler.module';
import { ScheduledBackups } from './app.backups';
import { ReviewsModule } from './reviews/reviews.module';
import { MessagingModule } from './messaging/messaging.module';
import { ApiSocketsModule } from './sockets/api-sockets.module';
import { UsersApiModule } from './account/users-api.module';
import { DATA_EXPORTS_QUEUE } from './privacy/data-exports-queue';
import { DataExportsProcessor } from './privacy/data-exports.processor';
import { PrivacyModule } from './privacy/privacy.module';

/** The whole API. Feature modules are listed here once. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        // Per-route limits from config use @RateLimit('auth' | 'coupon') (auth/rate-limit.guard.ts); this default is generous.
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'default', ttl: 60_000, limit: 100_000 }],
          storage: new FixedWindowThrottlerStorage(),
        }),
        HealthModule,
        UsersApiModule,
        AuthModule,
        AuditApiModule,
        StaffModule,
        MessagingModule,
        ApiSocketsModule.forRoot(config),
        CatalogModule,
        CouponsModule,
        InvoicesModule,
        CurrenciesModule,
        ContentModule,
        QueueModule.forRoot(config),
        QueueModule.shared(
          config,
          { queue: MAIL_QUEUE, processor: MailProcessor },
          { queue: ORDER_TIMERS_QUEUE, processor: OrderTimersProcessor },
          { queue: NOTIFICATIONS_QUEUE, processor: NotificationsProcessor },
          { queue: SCHEDULE_QUEUE, processor: SchedulerProcessor },
          { queue: DATA_EXPORTS_QUEUE, processor: DataExportsProcessor },
        ),
        NotificationsModule,
        OrdersModule,
        PaymentsModule.forRoot(config),
        ReviewsModule,
        PrivacyModule,
        ObservabilityModule,
        AnalyticsModule,
        PublicPagesModule,
        SchedulerModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }, ScheduledBackups],
    };
  }
}
