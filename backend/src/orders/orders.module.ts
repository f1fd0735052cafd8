import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { ORDER_NOTICES, OrderNotices } from './order-notices';
import { PAYMENT_REFUNDERS, PaymentRefunders } from './payment-refunds';

@Module({
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    { provide: PAYMENT_REFUNDERS, useValue: new Map() satisfies PaymentRefunders },
    { provide: ORDER_NOTICES, useValue: new Set() satisfies OrderNotices },
  ],
  exports: [OrdersService, PAYMENT_REFUNDERS, ORDER_NOTICES],
})
export class OrdersModule {}
