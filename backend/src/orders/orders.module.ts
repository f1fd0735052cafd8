import { Module } from '@nestjs/common';
import { PaymentGatewaysModule } from '../payments/payment-gateways.module';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { ORDER_NOTICES, OrderNotices } from './order-notices';

@Module({
  imports: [PaymentGatewaysModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    { provide: ORDER_NOTICES, useValue: new Set() satisfies OrderNotices },
  ],
  exports: [OrdersService, ORDER_NOTICES],
})
export class OrdersModule {}
