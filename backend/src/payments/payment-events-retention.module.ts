import { Module } from '@nestjs/common';
import { PaymentEventsRetention } from './payment-events-retention';
import { PaymentGatewaysModule } from './payment-gateways.module';

/** The webhook event store's retention and erasure, for the privacy module (no queue needed). */
@Module({
  imports: [PaymentGatewaysModule],
  providers: [PaymentEventsRetention],
  exports: [PaymentEventsRetention],
})
export class PaymentEventsRetentionModule {}
