import { classifyTwoSegmentPath, isCategory } from '@market/contracts';
import { LIST_QUERY_KEYS, readListQuery } from './shared/services/filters/list-query';

/**
 * The part of a URL's query this remote's page at `pathname` reads for a visitor, in one
 * spelling (the order of `writeListQuery`, defaults left out). The API keys its shared HTML on
 * it and renders the page at that URL, so two URLs that differ only in what the page ignores
 * share one copy, and no URL can put what another shows into it.
 */
export function visitorQuery(pathname: string, search: string): string {
  return readQuery(pathname, search, false);
}

/** The same for a signed-in user's page (shared by every user of a role): prices sort and filter. */
export function signedInQuery(pathname: string, search: string): string {
  return readQuery(pathname, search, true);
}

function readQuery(pathname: string, search: string, withPrices: boolean): string {
  const params = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  const segments = pathname.split('/').filter(Boolean);
  const searching = pathname === '/search';
  const listing =
    searching ||
    pathname === '/services' ||
    (segments.length === 2 && classifyTwoSegmentPath(segments[0], segments[1]).kind === 'subcategory');
  if (searching) {
    const query = (params.get('query') ?? '').trim();
    if (query) canonical.set('query', query);
  }
  if (pathname === '/services' || pathname === '/service-list') {
    const category = params.get('category');
    if (isCategory(category)) canonical.set('category', category);
  }
  if (listing) {
    const list = readListQuery(params, { withPrices, searching });
    for (const key of LIST_QUERY_KEYS) {
      const value = list[key];
      if (value !== undefined && !(key === 'page' && value === 1)) canonical.set(key, String(value));
    }
  }
  return canonical.toString();
}
