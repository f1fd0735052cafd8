import { Global, Module } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { PAYMENT_PROVIDERS, PaymentProviders } from '../orders/payment-provider.port';
import { PaymentGateways } from './payment-gateways';
import { PaymentsRepository } from './payments.repository';
import { PayPalGateway } from './paypal/paypal.gateway';
import { PayPalSandboxGateway, StripeSandboxGateway } from './sandbox/sandbox.gateways';
import { createStripeClient, STRIPE_CLIENT, StripeApiGateway, StripeGateway } from './stripe/stripe.gateway';

/**
 * The provider gateways, real or sandbox (chosen by whether keys are configured). Global, and
 * imported once by AppModule: it is how the port orders declares (PAYMENT_PROVIDERS: refunds,
 * closing checkouts) is filled without orders importing payments, which depends on orders.
 */
@Global()
@Module({
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
    {
      provide: PAYMENT_PROVIDERS,
      inject: [StripeGateway, PayPalGateway],
      useFactory: (stripe: StripeGateway, paypal: PayPalGateway): PaymentProviders => ({ stripe, paypal }),
    },
  ],
  exports: [
    PaymentsRepository,
    STRIPE_CLIENT,
    StripeGateway,
    PayPalGateway,
    PaymentGateways,
    PAYMENT_PROVIDERS,
  ],
})
export class PaymentGatewaysModule {}
