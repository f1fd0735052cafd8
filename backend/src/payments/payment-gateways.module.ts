import { Module } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { OrdersModule } from '../orders/orders.module';
import { PaymentProvidersPort } from '../orders/payment-provider.port';
import { PaymentGateways } from './payment-gateways';
import { PaymentsRepository } from './payments.repository';
import { PayPalGateway } from './paypal/paypal.gateway';
import { PayPalSandboxGateway, StripeSandboxGateway } from './sandbox/sandbox.gateways';
import { createStripeClient, STRIPE_CLIENT, StripeApiGateway, StripeGateway } from './stripe/stripe.gateway';

/**
 * The provider gateways, real or sandbox (chosen by whether keys are configured). Built, it fills
 * the port orders declares (`PaymentProvidersPort`: refunds, closing checkouts), so orders never
 * imports payments, which depends on orders.
 */
@Module({
  imports: [OrdersModule],
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
      useFactory: (config: AppConfig, repo: PaymentsRepository) => {
        if (!config.paypal.clientId) return new PayPalSandboxGateway(repo);
        // Loaded only here: a shop without PayPal keys never loads PayPal's SDK.
        const { createPayPalClient, PayPalApiGateway } =
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          require('./paypal/paypal-api.gateway') as typeof import('./paypal/paypal-api.gateway');
        return new PayPalApiGateway(createPayPalClient(config), config.publicUrl);
      },
    },
    PaymentGateways,
  ],
  exports: [PaymentsRepository, STRIPE_CLIENT, StripeGateway, PayPalGateway, PaymentGateways],
})
export class PaymentGatewaysModule {
  constructor(port: PaymentProvidersPort, stripe: StripeGateway, paypal: PayPalGateway) {
    port.fill({ stripe, paypal });
  }
}
