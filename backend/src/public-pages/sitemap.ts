import {
  alternatePaths,
  CATEGORY_SLUGS,
  LOCALES,
  localizedPath,
  SUBCATEGORY_SLUGS,
  subcategoryPath,
  type SiteInfo,
} from '@market/contracts';
import { CatalogService } from '../catalog/catalog.service';
import { ContentService } from '../content/content.service';
import { escapeHtml } from '../common/html';

/** The sitemaps protocol's limit of URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;
/** Rows read per database query while a chunk streams. */
const BATCH = 1000;

/** robots.txt: the signed-in and technical areas of the route table are not for crawlers. */
export function robotsTxt(site: SiteInfo): string {
  const disallow = [
    '/admin',
    '/api/',
    '/orders',
    '/messages',
    '/settings',
    '/auth/',
    '/payment-*',
    '/paypal-*',
  ];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

type Kind = 'pages' | 'services' | 'blogs';

/** Every landing, list, subcategory and static page, canonical spelling: the fixed part of the sitemap. */
export function fixedPublicPaths(): string[] {
  const paths = ['/', '/services', '/blog', '/about', '/privacy', '/terms'];
  for (const category of CATEGORY_SLUGS) {
    paths.push(`/${category}`);
    for (const sub of SUBCATEGORY_SLUGS[category]) paths.push(subcategoryPath(category, sub));
  }
  return paths;
}

const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * sitemap.xml is an index over chunks of at most `chunkSize` URLs: `/sitemaps/pages.xml` (home,
 * landings, lists, subcategories, static pages), `/sitemaps/services-<n>.xml` and
 * `/sitemaps/blogs-<n>.xml`. Chunks stream from the database in id order, a batch at a time.
 * Every page is listed in every language (`/de/…`), each URL with its alternates in all of them
 * and `x-default` (`xhtml:link`): a chunk holds `chunkSize / LOCALES.length` pages, at least one.
 */
export class Sitemaps {
  /** Pages (services or blogs) per chunk: each is one URL per language. */
  private readonly pagesPerChunk: number;

  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly site: SiteInfo,
    chunkSize: number = MAX_SITEMAP_URLS,
  ) {
    this.pagesPerChunk = Math.max(1, Math.floor(chunkSize / LOCALES.length));
  }

  async index(): Promise<string> {
    const [services, blogs] = await Promise.all([this.catalog.count(), this.content.countBlogs()]);
    const files = ['pages.xml'];
    for (let n = 1; n <= Math.ceil(services / this.pagesPerChunk); n += 1) files.push(`services-${n}.xml`);
    for (let n = 1; n <= Math.ceil(blogs / this.pagesPerChunk); n += 1) files.push(`blogs-${n}.xml`);
    const entries = files.map(
      (file) => `<sitemap><loc>${escapeHtml(`${this.site.origin}/sitemaps/${file}`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }

  /** The chunk named by a file name, or undefined for a name that is none (404). */
  chunk(file: string): AsyncIterable<string> | undefined {
    const match = /^(pages|services|blogs)(?:-([1-9]\d{0,5}))?\.xml$/.exec(file);
    if (!match) return undefined;
    const kind = match[1] as Kind;
    if ((kind === 'pages') !== (match[2] === undefined)) return undefined;
    return this.stream(kind, Number(match[2] ?? 1));
  }

  /** One page (by its English path) in every language, each naming all of them. */
  private url(path: string, lastmod?: Date): string {
    const at = (to: string) => escapeHtml(`${this.site.origin}${to}`);
    const links = alternatePaths(path)
      .map(
        ({ hreflang, path: to }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${at(to)}"/>`,
      )
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map(
      (locale) => `<url><loc>${at(localizedPath(path, locale))}</loc>${modified}${links}</url>\n`,
    ).join('');
  }

  private async *stream(kind: Kind, n: number): AsyncIterable<string> {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET}`;
    if (kind === 'pages') {
      yield fixedPublicPaths()
        .map((path) => this.url(path))
        .join('');
    } else {
      let left = this.pagesPerChunk;
      let from: { afterId: string } | { offset: number } = { offset: (n - 1) * this.pagesPerChunk };
      while (left > 0) {
        const size = Math.min(BATCH, left);
        const rows: Array<{ id: string; createdAt: Date; subCategory?: string }> =
          kind === 'services'
            ? await this.catalog.sitemapBatch(from, size)
            : await this.content.blogSitemapBatch(from, size);
        if (rows.length === 0) break;
        yield rows
          .map((row) =>
            this.url(
              kind === 'services' ? `/${row.subCategory}/${row.id}` : `/blog/${row.id}`,
              row.createdAt,
            ),
          )
          .join('');
        left -= rows.length;
        if (rows.length < size) break;
        from = { afterId: rows[rows.length - 1].id };
      }
    }
    yield '</urlset>\n';
  }
}
