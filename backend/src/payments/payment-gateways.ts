import { Injectable } from '@nestjs/common';
import { PaymentMethod } from '../orders/order-status';
import { PaymentGateway } from './payment-gateway';
import { PayPalGateway } from './paypal/paypal.gateway';
import { StripeGateway } from './stripe/stripe.gateway';

/** The gateway of each payment method. */
@Injectable()
export class PaymentGateways {
  private readonly byMethod: Readonly<Record<PaymentMethod, PaymentGateway>>;

  constructor(stripe: StripeGateway, paypal: PayPalGateway) {
    this.byMethod = { stripe, paypal };
  }

  for(method: PaymentMethod): PaymentGateway {
    return this.byMethod[method];
  }
}
