/**
 * The head of a public page: declared by the page as it renders (`usePageMeta` in @market/ui),
 * written into the first HTML by the API's public-pages host.
 */

/** The deployment a page's absolute URLs and structured data name (the API's PUBLIC_URL and BRAND_NAME). */
export interface SiteInfo {
  brand: string;
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
}

/** What a page tells search engines and link previews beyond its title and description. */
export interface PageHeadExtras {
  /** Path of the page's canonical URL (with the query it reads, if any); none on the not-found page. */
  canonicalPath?: string;
  /** Site-relative or absolute URL of the preview image. */
  image?: string;
  ogType?: 'website' | 'article' | 'product';
  /** Its JSON-LD blocks, built for the deployment that serves it. */
  jsonLd?: (site: SiteInfo) => object[];
  /** 'noindex' for pages search engines should not list. */
  robots?: string;
  /** The HTTP status of its first HTML (404 for the not-found screen). */
  status?: 200 | 404;
}

export interface PageHead extends PageHeadExtras {
  /** Without the brand (the host adds it, as the shell's page titles do). */
  title: string;
  /** Already one line of at most 160 characters. */
  description: string;
}

/** Absolute form of a site path (URLs in a head and in structured data must be absolute). */
export function absoluteUrl(site: SiteInfo, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
