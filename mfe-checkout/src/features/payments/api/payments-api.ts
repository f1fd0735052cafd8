import { apiRequest } from '@market/api-client';
import type { OrderJson, PaymentSessionJson } from '@market/contracts';

export function getStripeSession(sessionId: string): Promise<PaymentSessionJson> {
  return apiRequest<PaymentSessionJson>(`/stripe/session/${encodeURIComponent(sessionId)}`);
}

/** The capture answers the paid order (its fulfilment says whether questions wait for the buyer). */
export function capturePayPal(orderID: string): Promise<{ status: string; order?: OrderJson }> {
  return apiRequest<{ status: string; order?: OrderJson }>('/paypal/capture', {
    method: 'POST',
    body: { orderID },
  });
}
