import { Module } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { CatalogModule } from '../catalog/catalog.module';
import { CouponsModule } from '../coupons/coupons.module';
import { MailModule } from '../mail/mail.module';
import { MessagingCoreModule } from '../messaging/messaging-core.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { CheckoutService } from './checkout.service';
import { FulfilmentService } from './fulfilment.service';
import { OrderMailService } from './order-mail.service';
import { PaymentEventsService, STRIPE_CLIENT } from './payment-events.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { createPayPalClient, PayPalApiGateway, PayPalGateway } from './paypal/paypal.gateway';
import { PayPalController } from './paypal/paypal.controller';
import { PayPalSandboxGateway, StripeSandboxGateway } from './sandbox/sandbox.gateways';
import { SandboxController } from './sandbox/sandbox.controller';
import { createStripeClient, StripeApiGateway, StripeGateway } from './stripe/stripe.gateway';
import { StripeController } from './stripe/stripe.controller';
import { UnpaidOrdersController } from './unpaid-orders.controller';
import { UnpaidOrdersService } from './unpaid-orders.service';

/**
 * Checkout, provider gateways (real or sandbox, chosen by whether keys are configured), the
 * webhook event store and the `payments` queue.
 */
@Module({
  imports: [OrdersModule, CatalogModule, CouponsModule, MessagingCoreModule, UsersModule, MailModule],
  controllers: [StripeController, PayPalController, SandboxController, UnpaidOrdersController],
  providers: [
    PaymentsRepository,
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config),
    },
    {
      provide: StripeGateway,
      inject: [APP_CONFIG, STRIPE_CLIENT, PaymentsRepository],
      useFactory: (config: AppConfig, stripe: Stripe, repo: PaymentsRepository) =>
        config.stripe.secretKey
          ? new StripeApiGateway(stripe, config.publicUrl)
          : new StripeSandboxGateway(repo),
    },
    {
      provide: PayPalGateway,
      inject: [APP_CONFIG, PaymentsRepository],
      useFactory: (config: AppConfig, repo: PaymentsRepository) =>
        config.paypal.clientId
          ? new PayPalApiGateway(createPayPalClient(config), config.publicUrl)
          : new PayPalSandboxGateway(repo),
    },
    OrderMailService,
    FulfilmentService,
    PaymentEventsService,
    CheckoutService,
    UnpaidOrdersService,
    PaymentsService,
  ],
  exports: [PaymentEventsService],
})
export class PaymentsModule {}
