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
 * a client-only screen of the shell (sign-in forms, settings) it answers with the plain shell, a
 * redirect to the canonical spelling, or nothing it knows of. A path it does not know may still
 * be a remote's (the routes in remotes.json): public-pages asks the manifest before answering 404.
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
  /** A public page a remote declares that the API has no head of its own for. */
  | { kind: 'remote' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** The shell's own screens that render in the browser only: the sign-in forms and the account. */
const CLIENT_ONLY_FIRST = new Set(['auth', 'settings', 'update-password', 'profile']);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Characters a path segment may hold unescaped (RFC 3986 pchar) that encodeURIComponent escapes. */
const PCHAR_ESCAPES = /%(24|26|2B|2C|3A|3B|3D|40)/g;

/**
 * The one spelling of a path: no empty segments (repeated or trailing slashes) and each segment
 * percent-encoded one way. Undefined when a segment is not valid percent-encoding. Public pages
 * answer any other spelling with a 301 here, so every page has one entry in the HTML cache.
 */
export function canonicalPathOf(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.some((s) => s === undefined)) return undefined;
  return `/${(segments as string[])
    .map((s) => encodeURIComponent(s).replace(PCHAR_ESCAPES, (escape) => decodeURIComponent(escape)))
    .join('/')}`;
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
