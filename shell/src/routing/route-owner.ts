import { CATEGORY_SLUGS, classifyTwoSegmentPath } from '@market/contracts';

export type RemoteName = 'catalog' | 'checkout' | 'messaging' | 'admin';
export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'checkout', 'messaging', 'admin'];

/** Who may open a path: anyone, a signed-in user (else /auth/sign-in), an admin (else /). */
export type Access = 'public' | 'user' | 'admin';

export interface RouteOwner {
  remote: RemoteName;
  access: Access;
}

const CATALOG_SINGLE = new Set(['services', 'service-list', 'search', 'blog', ...CATEGORY_SLUGS]);
/** Card and wallet payment return pages; their segments are named after the providers. */
export const PAYMENT_RETURN_SEGMENTS = [
  'payment-success',
  'payment-cancel',
  'paypal-success',
  'paypal-cancel',
];

/**
 * Route ownership of ARCHITECTURE.md for every path the shell does not render itself:
 * catalog = services, listings, categories, `/{category}/{sub}`, `/{sub}/{id}`, search, blog;
 * checkout = orders and payment pages (sign-in required); messaging = messages; admin = /admin*.
 * Answers null for a path nobody owns (the not-found page).
 */
export function routeOwnerOf(pathname: string): RouteOwner | null {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return null;
  const [first, second] = segments;

  if (first === 'admin') return { remote: 'admin', access: 'admin' };
  if (first === 'orders' && segments.length <= 2) return { remote: 'checkout', access: 'user' };
  if (PAYMENT_RETURN_SEGMENTS.includes(first) && segments.length === 1)
    return { remote: 'checkout', access: 'user' };
  if (first === 'messages' && segments.length <= 2) return { remote: 'messaging', access: 'public' };

  if (segments.length === 1 && CATALOG_SINGLE.has(first.toLowerCase()))
    return { remote: 'catalog', access: 'public' };
  if (segments.length === 2 && first === 'blog') return { remote: 'catalog', access: 'public' };
  if (segments.length === 2 && classifyTwoSegmentPath(first, second).kind !== 'unknown') {
    return { remote: 'catalog', access: 'public' };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
