import {
  CATEGORY_SLUGS,
  CategorySlug,
  classifyTwoSegmentPath,
  EXPLAINER_VIDEOS_PATH,
  isCategory,
  subcategoryPath,
} from '@market/contracts';

/**
 * What the server knows of a front-end path: a public page it renders the head and content of,
 * a client-only screen (signed-in areas, sign-in forms) it answers with the plain shell, a
 * redirect to the canonical spelling, or nothing (404, the not-found page).
 * The same route table as the shell's (shell/src/routing/route-owner.ts and app-routes.tsx).
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'landing'; category: CategorySlug }
  | { kind: 'services'; path: '/services' | '/service-list' }
  | { kind: 'subcategory'; category: CategorySlug; subcategory: string; canonicalPath: string }
  | { kind: 'service'; subcategory: string; serviceId: string }
  | { kind: 'search' }
  | { kind: 'blogs' }
  | { kind: 'blog'; blogId: string }
  | { kind: 'static'; page: 'about' | 'privacy' | 'terms' }
  | { kind: 'client' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** Screens the shell renders in the browser only: signed-in areas and the sign-in forms. */
const CLIENT_ONLY_FIRST = new Set([
  'auth',
  'orders',
  'messages',
  'admin',
  'settings',
  'update-password',
  'profile',
  'payment-success',
  'payment-cancel',
  'paypal-success',
  'paypal-cancel',
]);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Classifies a request path (without the query string). */
export function pageRouteOf(pathname: string): PageRoute {
  const raw = pathname.split('/').filter(Boolean);
  const segments = raw.map(decode);
  if (segments.some((s) => s === undefined)) return { kind: 'not-found' };
  const parts = segments as string[];
  if (parts.length === 0) return { kind: 'home' };
  const [first, second] = parts;

  if (CLIENT_ONLY_FIRST.has(first)) return { kind: 'client' };

  if (parts.length === 1) {
    if (isCategory(first)) return { kind: 'landing', category: first };
    const lower = first.toLowerCase();
    // The landing routes are lower-case in the spec; another spelling (the shell accepts any) moves there.
    if (isCategory(lower)) return { kind: 'redirect', location: `/${lower}` };
    if (first === 'services' || first === 'service-list') return { kind: 'services', path: `/${first}` };
    if (first === 'search') return { kind: 'search' };
    if (first === 'blog') return { kind: 'blogs' };
    if (first === 'about' || first === 'privacy' || first === 'terms') return { kind: 'static', page: first };
    return { kind: 'not-found' };
  }
  if (parts.length === 2) {
    if (first === 'blog') return { kind: 'blog', blogId: second };
    const route = classifyTwoSegmentPath(first, second);
    if (route.kind === 'subcategory') {
      const canonicalPath = subcategoryPath(route.category, route.subcategory);
      const path = `/${raw.join('/')}`;
      // The spec's own explainer-videos link under /digital-marketing is served as it is.
      if (path !== canonicalPath && path !== EXPLAINER_VIDEOS_PATH)
        return { kind: 'redirect', location: canonicalPath };
      return { kind: 'subcategory', category: route.category, subcategory: route.subcategory, canonicalPath };
    }
    if (route.kind === 'service')
      return { kind: 'service', subcategory: route.subcategory, serviceId: route.serviceId };
  }
  return { kind: 'not-found' };
}

/** Every landing, list and subcategory path, canonical spelling: the fixed part of the sitemap. */
export function fixedPublicPaths(subcategories: (category: CategorySlug) => readonly string[]): string[] {
  const paths = ['/', '/services', '/blog', '/about', '/privacy', '/terms'];
  for (const category of CATEGORY_SLUGS) {
    paths.push(`/${category}`);
    for (const sub of subcategories(category)) paths.push(subcategoryPath(category, sub));
  }
  return paths;
}
