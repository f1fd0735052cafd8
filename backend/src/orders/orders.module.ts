import { AnalyticsModule } from '../analytics/analytics.module';
import { AuditModule } from '../audit/audit.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { createPrivateStorage } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { OrderEvents } from './order-events';
import { OrderExtraPurchasesRepository } from './order-extra-purchases.repository';
import { OrderExtras } from './order-extras.service';
import { OrderMilestones } from './order-milestones.service';
import { OrderFilesRepository } from './order-files.repository';
import { ORDER_FILE_STORAGE, OrderFilesService } from './order-files.service';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrderMailService } from './order-mail.service';
import { OrderTimers, OrderTimersProcessor, TIMED_MOVES } from './order-timers';
import { FailedOrdersSweep } from './failed-orders-sweep';
import { InvoicesModule } from '../invoices/invoices.module';
import { NotificationsCoreModule } from '../notifications/notifications-core.module';
import { ReminderGatePort } from '../notifications/notifications.service';
import { OrderNotifications } from './order-notifications';
import { OrderReminderGate } from './order-reminders';
import { OrderInvoicesController } from './order-invoices.controller';
import { OrdersController } from './orders.controller';
import { OrderMovesRepository } from './order-moves.repository';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { PaymentProvidersPort } from './payment-provider.port';

/**
 * Orders and their lifecycle. What it needs from the modules above it comes through ports they
 * fill, never by importing them: refunds and closing checkouts (`PaymentProvidersPort`, filled by
 * the payment gateways); the `mail` and `order-timers` queues are given by the composition root.
 * So payments depends on orders, and not the other way round. Orders in turn fills notifications'
 * `ReminderGatePort`: a reminder of an order that moved on is dropped when it fires.
 */
@Module({
  imports: [
    UsersModule,
    MailModule,
    RealtimeModule,
    InvoicesModule,
    NotificationsCoreModule,
    RateLimitModule,
    AuditModule,
    AnalyticsModule,
  ],
  controllers: [OrdersController, OrderInvoicesController],
  providers: [
    OrdersRepository,
    OrderMovesRepository,
    OrdersService,
    OrderFilesRepository,
    {
      provide: ORDER_FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => createPrivateStorage(c),
    },
    OrderFilesService,
    OrderMailService,
    OrderEvents,
    OrderTimers,
    OrderLifecycle,
    { provide: TIMED_MOVES, useExisting: OrderLifecycle },
    OrderTimersProcessor,
    FailedOrdersSweep,
    OrderNotifications,
    OrderReminderGate,
    PaymentProvidersPort,
    OrderExtraPurchasesRepository,
    OrderExtras,
    OrderMilestones,
  ],
  exports: [
    OrderExtras,
    OrderMilestones,
    OrdersService,
    OrderFilesService,
    OrderLifecycle,
    OrderMailService,
    OrderNotifications,
    PaymentProvidersPort,
  ],
})
export class OrdersModule {
  constructor(reminders: ReminderGatePort, gate: OrderReminderGate) {
    reminders.fill(gate);
  }
}
