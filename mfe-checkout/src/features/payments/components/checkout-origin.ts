import type { PurchaseBody } from '@market/contracts';

/**
 * Where the buyer left for the provider's page (the service page, or the conversation of a custom
 * offer), kept in this tab so the cancel pages can offer the way back. The provider's cancel URL
 * carries nothing of it.
 */
export interface CheckoutOrigin {
  path: string;
  label: string;
}

const KEY = 'checkout-origin';

export function rememberCheckoutOrigin(purchase: PurchaseBody, path: string): void {
  const label = 'offerId' in purchase ? 'Back to the conversation' : 'Back to the service';
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, label } satisfies CheckoutOrigin));
  } catch {
    // Storage refused (private mode, quota): the cancel page still links to My Orders.
  }
}

/** The remembered origin, if it is a path of this site. */
export function checkoutOrigin(): CheckoutOrigin | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CheckoutOrigin> | null;
    if (typeof stored?.path !== 'string' || typeof stored.label !== 'string') return null;
    // Only a path of this site: never a link elsewhere from what storage holds.
    if (!stored.path.startsWith('/') || stored.path.startsWith('//')) return null;
    return { path: stored.path, label: stored.label };
  } catch {
    return null;
  }
}
