import { apiRequest } from '@market/api-client';
import type { PurchaseBody } from '@market/contracts';

export type PaymentProvider = 'stripe' | 'paypal';

/** Starts the provider's checkout; answers where to send the browser (card page or wallet approval). */
export function startCheckout(provider: PaymentProvider, body: PurchaseBody): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/${provider}/checkout`, { method: 'POST', body });
}
