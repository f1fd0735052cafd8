import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate } from '@market/router';
import { absoluteUrl, type PageHead, type PageHeadExtras, type SiteInfo } from '@market/contracts';

/**
 * The brand every page title ends with. The shell provides its build-time BRAND_NAME once at
 * the root; the remotes' pages read the same context because @market/ui is a shared singleton.
 */
const BrandContext = createContext('');

export function BrandProvider({ brand, children }: { brand: string; children: ReactNode }) {
  return <BrandContext value={brand}>{children}</BrandContext>;
}

/** '{title} | {brand}'; the brand alone for an empty title. */
export function pageTitle(title: string, brand: string): string {
  return [title, brand].filter(Boolean).join(' | ');
}

/** Text for a meta description: one line, cut at a word near `max` characters. */
export function metaSummary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The page a server render draws, filled in while it renders: its head (the last page component
 * to declare one: a not-found screen inside a page wins), where a non-canonical address moved, or
 * that it is drawn in the browser only. The API's first HTML is made from it.
 */
export class ServerPage {
  head?: PageHead;
  redirect?: string;
  browserOnly = false;
}

/** Set by the server render only. */
export const ServerPageContext = createContext<ServerPage | null>(null);

/**
 * The page's title ('{title} | {brand}') and meta description, and on the server its whole head
 * (`extras`). Null while the page's data is loading: the previous values stay until then.
 */
export function usePageMeta(title: string | null, description?: string, extras?: PageHeadExtras): void {
  const brand = useContext(BrandContext);
  const server = useContext(ServerPageContext);
  // The server render has no effects: the head is taken as the page renders with its data.
  if (server && title !== null)
    server.head = { ...extras, title, description: metaSummary(description || title) };
  useEffect(() => {
    if (title === null) return;
    document.title = pageTitle(title, brand);
    setDescription(metaSummary(description || title));
  }, [title, description, brand]);
  // A page that leaves must not lend its title to a next page that sets none (or is still loading).
  useEffect(() => () => void (document.title = brand), [brand]);
}

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * A page asked for at another spelling of its address moves to its own: a 301 from the server
 * render, a replaced history entry in the browser.
 */
export function CanonicalRedirect({ to }: { to: string }) {
  const server = useContext(ServerPageContext);
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** A screen drawn in the browser only (sign-in forms, account pages): the API answers it with the plain shell. */
export function BrowserOnly({ children }: { children: ReactNode }) {
  const server = useContext(ServerPageContext);
  if (server) {
    server.browserOnly = true;
    return null;
  }
  return children;
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of a page's trail (Home first). */
export function breadcrumbJsonLd(site: SiteInfo, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}
