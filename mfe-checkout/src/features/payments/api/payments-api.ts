import { apiRequest } from '@market/api-client';
import type { PaymentSessionJson } from '@market/contracts';

export function getStripeSession(sessionId: string): Promise<PaymentSessionJson> {
  return apiRequest<PaymentSessionJson>(`/stripe/session/${encodeURIComponent(sessionId)}`);
}

export function capturePayPal(orderID: string): Promise<{ status: string }> {
  return apiRequest<{ status: string }>('/paypal/capture', { method: 'POST', body: { orderID } });
}
