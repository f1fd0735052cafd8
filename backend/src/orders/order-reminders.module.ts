import { Global, Module } from '@nestjs/common';
import { REMINDER_GATE } from '../notifications/notifications.service';
import { OrderReminderGate } from './order-reminders';
import { OrdersModule } from './orders.module';

/**
 * Fills the notifications' REMINDER_GATE port with the orders' gate, so a reminder of an order
 * that moved on is dropped when it fires, without notifications importing orders (which sit
 * above it). Global, and imported once by AppModule, as PaymentGatewaysModule fills orders' port.
 */
@Global()
@Module({
  imports: [OrdersModule],
  providers: [{ provide: REMINDER_GATE, useExisting: OrderReminderGate }],
  exports: [REMINDER_GATE],
})
export class OrderRemindersModule {}
