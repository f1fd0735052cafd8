import type { PurchaseBody } from '@market/contracts';

/**
 * Where the buyer left for the provider's page (the service page, or the conversation of a custom
 * offer), kept in this tab so the cancel pages can offer the way back. The provider's cancel URL
 * carries nothing of it.
 */
export interface CheckoutOrigin {
  path: string;
  /** What the buyer left: a service page, or the conversation of a custom offer (named on the page). */
  kind: 'service' | 'conversation';
}

const KEY = 'checkout-origin';

export function rememberCheckoutOrigin(purchase: PurchaseBody, path: string): void {
  const kind = 'offerId' in purchase ? 'conversation' : 'service';
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, kind } satisfies CheckoutOrigin));
  } catch {
    // Storage refused (private mode, quota): the cancel page still links to My Orders.
  }
}

/** The remembered origin, if it is a path of this site. */
export function checkoutOrigin(): CheckoutOrigin | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CheckoutOrigin> | null;
    if (typeof stored?.path !== 'string' || (stored.kind !== 'service' && stored.kind !== 'conversation'))
      return null;
    // Only a path of this site: never a link elsewhere from what storage holds.
    if (!stored.path.startsWith('/') || stored.path.startsWith('//')) return null;
    return { path: stored.path, kind: stored.kind };
  } catch {
    return null;
  }
}
