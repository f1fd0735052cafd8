import { CurrenciesModule } from '../currencies/currencies.module';
import { AnalyticsModule } from '../analytics/analytics.module';
import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CatalogModule } from '../catalog/catalog.module';
import { CouponsModule } from '../coupons/coupons.module';
import { RateLimitModule } from '../auth/rate-limit.module';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { OrdersModule } from '../orders/orders.module';
import { QueueModule } from '../queue/queue.module';
import { UsersModule } from '../users/users.module';
import { CheckoutReconciler } from './checkout-reconciler';
import { CheckoutService } from './checkout.service';
import { ExtraCheckoutService } from './extra-checkout.service';
import { OrderExtrasController } from './order-extras.controller';
import { FulfilmentService } from './fulfilment.service';
import { PaymentEventsProcessor } from './payment-events.processor';
import { PaymentEventsService } from './payment-events.service';
import { PAYMENTS_QUEUE } from './payment-queues';
import { PaymentGatewaysModule } from './payment-gateways.module';
import { PayPalCaptureService } from './paypal-capture.service';
import { PayPalController } from './paypal.controller';
import { ReturnPagesService } from './return-pages.service';
import { SandboxPaymentsService } from './sandbox/sandbox-payments.service';
import { SandboxController } from './sandbox/sandbox.controller';
import { StripeController } from './stripe.controller';
import { UnpaidOrdersController } from './unpaid-orders.controller';
import { UnpaidOrdersService } from './unpaid-orders.service';

/** Checkout, the buyer's return pages, the sandbox's pages, the webhook event store and the `payments` queue. */
@Module({
  imports: [
    PaymentGatewaysModule,
    OrdersModule,
    CatalogModule,
    CouponsModule,
    MessagingCoreModule,
    UsersModule,
    RateLimitModule,
    CurrenciesModule,
    AnalyticsModule,
  ],
  controllers: [
    StripeController,
    PayPalController,
    SandboxController,
    UnpaidOrdersController,
    OrderExtrasController,
  ],
  providers: [
    ExtraCheckoutService,
    FulfilmentService,
    PaymentEventsService,
    CheckoutService,
    UnpaidOrdersService,
    CheckoutReconciler,
    ReturnPagesService,
    PayPalCaptureService,
    SandboxPaymentsService,
    PaymentEventsProcessor,
  ],
  exports: [PaymentEventsService],
})
export class PaymentsModule {
  /** With the `payments` queue on the configured backend (Bull or in-process). */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [QueueModule.forFeature(config, { queue: PAYMENTS_QUEUE, processor: PaymentEventsProcessor })],
    };
  }
}
