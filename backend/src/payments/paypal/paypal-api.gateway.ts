/**
 * PayPal Orders v2 through the official SDK, for a shop with PayPal keys. The SDK is large (most of
 * a second to load in the API's tests): payment-gateways.module.ts loads this file only when
 * PAYPAL_CLIENT_ID is set, and the built-in sandbox needs none of it.
 */
import axios, { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  Order,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { fromCents, toCents } from '@market/contracts';
import { AppConfig } from '../../config/app-config';
import type { ProviderRefund } from '../../orders/payment-provider.port';
import { NewWalletOrder, PayPalGateway, WalletCapture, WalletCaptureStatus } from './paypal.gateway';

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

/**
 * The SDK has no base-URL option (its base URI is fixed per environment), but it hands
 * `unstable_httpClientOptions` to axios.create(). This adapter rewrites PayPal's host to
 * PAYPAL_API_BASE (a local stub in tests) and sends the request with axios' own http adapter.
 */
function baseUrlAdapter(apiBase: string): AxiosAdapter {
  const http = axios.getAdapter('http');
  return (request: InternalAxiosRequestConfig) => {
    if (request.url) request.url = request.url.replace(PAYPAL_HOSTS, apiBase);
    if (request.baseURL) request.baseURL = request.baseURL.replace(PAYPAL_HOSTS, apiBase);
    return http(request);
  };
}

export function createPayPalClient(config: AppConfig): Client {
  const apiBase = config.paypal.apiBase;
  const live = apiBase !== undefined && /^https:\/\/api-m\.paypal\.com$/.test(apiBase);
  const rewrite = apiBase !== undefined && !PAYPAL_HOSTS.test(apiBase);
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.paypal.clientId ?? '',
      oAuthClientSecret: config.paypal.clientSecret ?? '',
    },
    environment: live ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    ...(rewrite ? { unstable_httpClientOptions: { adapter: baseUrlAdapter(apiBase) } } : {}),
  });
}

/** PayPal's error name in a failed call (e.g. ORDER_ALREADY_CAPTURED), when it gave one. */
function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: Array<{ issue?: string }>; name?: string } | undefined;
  if (result?.details?.[0]?.issue) return result.details[0].issue;
  if (typeof error.body === 'string') {
    try {
      const body = JSON.parse(error.body) as { details?: Array<{ issue?: string }> };
      return body.details?.[0]?.issue;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first capture of the order, read from PayPal's order representation. */
function captureOf(order: Order): WalletCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture) {
    return {
      status: order.status === 'COMPLETED' ? 'PENDING' : 'NOT_APPROVED',
      captureId: null,
      amountCents: null,
      currency: null,
    };
  }
  const status: WalletCaptureStatus =
    capture.status === 'COMPLETED' ? 'COMPLETED' : capture.status === 'PENDING' ? 'PENDING' : 'DECLINED';
  return {
    status,
    captureId: capture.id ?? null,
    amountCents: capture.amount?.value !== undefined ? toCents(Number(capture.amount.value)) : null,
    currency: capture.amount?.currencyCode ?? null,
  };
}

export class PayPalApiGateway extends PayPalGateway {
  readonly mode = 'live' as const;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    client: Client,
    private readonly publicUrl: string,
  ) {
    super();
    this.orders = new OrdersController(client);
    this.payments = new PaymentsController(client);
  }

  async createOrder(input: NewWalletOrder): Promise<{ id: string; approveUrl: string }> {
    const { result } = await this.orders.createOrder({
      paypalRequestId: `create-${input.reference ?? input.orderId}`,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: input.orderId,
            customId: input.orderId,
            description: input.title.slice(0, 127),
            amount: {
              currencyCode: input.currency.toUpperCase(),
              value: fromCents(input.amountCents).toFixed(2),
            },
          },
        ],
        applicationContext: {
          returnUrl: `${this.publicUrl}/paypal-success`,
          cancelUrl: `${this.publicUrl}/paypal-cancel`,
        },
      },
    });
    const approve = result.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
    if (!result.id || !approve?.href) throw new Error('PayPal order has no id or approval link');
    return { id: result.id, approveUrl: approve.href };
  }

  async capture(paypalOrderId: string, requestId: string): Promise<WalletCapture> {
    try {
      const { result } = await this.orders.captureOrder({
        id: paypalOrderId,
        paypalRequestId: requestId,
        prefer: 'return=representation',
      });
      return captureOf(result);
    } catch (error) {
      const issue = issueOf(error);
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const { result } = await this.orders.getOrder({ id: paypalOrderId });
        return captureOf(result);
      }
      if (issue === 'ORDER_NOT_APPROVED')
        return { status: 'NOT_APPROVED', captureId: null, amountCents: null, currency: null };
      if (issue === 'INSTRUMENT_DECLINED')
        return { status: 'DECLINED', captureId: null, amountCents: null, currency: null };
      throw error;
    }
  }

  async abandon(): Promise<void> {
    // Nothing to call: PayPal voids unapproved orders itself, and a later capture is refused by the app.
  }

  async refundCapture(
    captureId: string,
    orderId: string,
    refund: ProviderRefund,
    currency: string,
  ): Promise<string> {
    const { result } = await this.payments.refundCapturedPayment({
      captureId,
      paypalRequestId: `refund-${orderId}-${refund.key}`,
      prefer: 'return=representation',
      body: {
        amount: { currencyCode: currency.toUpperCase(), value: fromCents(refund.amountCents).toFixed(2) },
      },
    });
    if (!result.id) throw new Error('PayPal refund has no id');
    return result.id;
  }
}
