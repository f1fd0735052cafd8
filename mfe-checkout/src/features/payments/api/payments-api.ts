import { apiRequest } from '@market/api-client';

export function getStripeSession(sessionId: string): Promise<{ serviceName: string }> {
  return apiRequest<{ serviceName: string }>(`/stripe/session/${encodeURIComponent(sessionId)}`);
}

export function capturePayPal(orderID: string): Promise<{ status: string }> {
  return apiRequest<{ status: string }>('/paypal/capture', { method: 'POST', body: { orderID } });
}
