import { Module } from '@nestjs/common';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { PAYMENT_REFUNDERS, PaymentRefunders } from './payment-refunds';

@Module({
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    { provide: PAYMENT_REFUNDERS, useValue: new Map() satisfies PaymentRefunders },
  ],
  exports: [OrdersService, PAYMENT_REFUNDERS],
})
export class OrdersModule {}
