import { apiRequest } from '@market/api-client';

/** What a purchase sends: a package of a service (optionally with a coupon), or an accepted custom offer. */
export type PurchaseBody =
  | { title: string; price: number; offerId: string }
  | { title: string; price: number; serviceId: string; name: string; couponCode?: string };

export type PaymentProvider = 'stripe' | 'paypal';

/** Starts the provider's checkout; answers where to send the browser (card page or wallet approval). */
export function startCheckout(provider: PaymentProvider, body: PurchaseBody): Promise<{ url: string }> {
  return apiRequest<{ url: string }>(`/${provider}/checkout`, { method: 'POST', body });
}
