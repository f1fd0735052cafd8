import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COLOR_MODE_COOKIE,
  ownPathOf,
  parseColorMode,
  routeOwnerOf,
  type RouteOwner,
  STAND_IN_USER_ID,
  type ColorMode,
  type PageRole,
  type SiteInfo,
} from '@market/contracts';
import { SESSION_COOKIE, SessionService } from '../auth/session.service';
import type { SessionUser } from '../common/access.decorator';
import { CatalogService } from '../catalog/catalog.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ContentService } from '../content/content.service';
import { RecentlyUsed } from '../common/recently-used';
import { SingleFlight } from '../common/single-flight';
import { acceptedEncoding, CompressedPages } from './compression';
import { CriticalStyles } from './critical-css';
import {
  CachedPage,
  HTML_TTL_SECONDS,
  HtmlCache,
  MAX_SEARCH_PAGES,
  MAX_VARIANTS_PER_PAGE,
  MemoryHtmlCache,
  RedisHtmlCache,
} from './html-cache';
import { fillTemplate, inColorMode, THEME_COLOR } from './page-html';
import { canonicalPathOf } from './page-routes';
import { RenderedPage, ServerRenderer } from './server-render';
import { robotsTxt, Sitemaps } from './sitemap';

/** A longer query (a made-up search) is rendered for its request, not kept. */
const MAX_CACHED_QUERY = 300;
/** Search pages asked for once lately, remembered so that a second view keeps the page. */
const SEARCHES_REMEMBERED = 20_000;
/** Writes under these API paths change what public pages show (services, reviews, blogs, gallery). */
const PUBLIC_CONTENT_WRITES = /^\/api\/(services|reviews|blogs|galleries)(\/|\?|$)/;
/** Every visitor gets the same HTML: shared caches (a CDN) may keep it but must revalidate (ETag). */
const HTML_CACHE_CONTROL = 'public, no-cache';
/** A signed-in user's page holds prices: kept by no cache but this server's (one copy per role). */
const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/><text x="32" y="45" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#ffffff">G</text></svg>`;

/** The shell's index.html, re-read when the file changes (a new shell build). */
class ShellTemplate {
  private cached: { mtimeMs: number; text: string } | undefined;
  constructor(private readonly path: string) {}

  /** The template and a version for cache keys; undefined when the shell is not built. */
  read(): { text: string; version: string } | undefined {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, text: readFileSync(this.path, 'utf8') };
    return { text: this.cached.text, version: String(mtimeMs) };
  }
}

function etagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/** What one render of a page answers: the HTML to send (and keep), a move, or the plain shell. */
type Answer = CachedPage | { redirect: string } | { browserOnly: true };

/**
 * The host of the public pages (the one-process shape, and the API replicas behind nginx): every
 * page's first HTML, rendered with the shell's server build and the remote that declares its path
 * (its head, status and redirects are the page's own); the plain shell for screens drawn in the
 * browser only (and for every page when the shell's server build fails); robots.txt, the
 * sitemaps, favicon and web manifest. Visitor HTML is cached (memory, or Redis with REDIS_URL) and
 * dropped on any write to the catalogue or content API.
 */
@Injectable()
export class PublicPages implements OnModuleDestroy {
  private readonly site: SiteInfo;
  private readonly cache: HtmlCache;
  private readonly rendering = new SingleFlight<Answer>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.site = { brand: config.brandName, origin: config.publicOrigin };
    const limits = {
      maxBytes: config.htmlCacheMaxBytes,
      maxVariantsPerPage: MAX_VARIANTS_PER_PAGE,
      ttlSeconds: HTML_TTL_SECONDS,
    };
    this.cache = config.redisUrl
      ? new RedisHtmlCache(config.redisUrl, config.queue.prefix, limits)
      : new MemoryHtmlCache(limits);
  }

  async onModuleDestroy(): Promise<void> {
    await this.cache.close();
  }

  /** Adds the page routes to the API's Fastify: every GET the API and the static files do not answer. */
  register(fastify: FastifyInstance, shellDir: string): void {
    const { site, config, cache } = this;
    const compressed = new CompressedPages(config.htmlCacheMaxBytes / 2);
    const sitemaps = new Sitemaps(this.catalog, this.content, site, config.sitemapChunkSize);
    const template = new ShellTemplate(join(shellDir, 'index.html'));
    const styles = new CriticalStyles(shellDir);
    const searchesAsked = new RecentlyUsed<true>(SEARCHES_REMEMBERED);
    /** Whether this search page was asked for before (and remembers that it now was). */
    const askedBefore = (key: string) => {
      if (searchesAsked.get(key)) return true;
      searchesAsked.set(key, true, 1);
      return false;
    };
    const renderer = new ServerRenderer(
      fastify,
      config.staticDir,
      config.remotesFile,
      config.remoteFetchTimeoutMs,
    );

    // Invalidate before the admin's answer leaves, so their next page view already shows the change.
    // (A callback hook: the reads that are most requests go on without a promise made for them.)
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (
        ['GET', 'HEAD', 'OPTIONS'].includes(request.method) ||
        reply.statusCode >= 400 ||
        !PUBLIC_CONTENT_WRITES.test(request.url)
      ) {
        return done(null, payload);
      }
      cache
        .invalidate()
        .catch((error: Error) => Logger.warn(`HTML cache: ${error.message}`, 'PublicPages'))
        .finally(() => done(null, payload));
    });

    // The remotes, their entries and the routes each declares: read by the shell at start-up.
    fastify.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(await renderer.manifest()),
    );
    fastify.get('/robots.txt', (_request, reply) =>
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(site)),
    );
    fastify.get('/sitemap.xml', async (_request, reply) =>
      reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await sitemaps.index()),
    );
    fastify.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) => {
      const chunk = sitemaps.chunk(request.params.file);
      if (!chunk)
        return reply.status(404).send({ statusCode: 404, message: 'No such sitemap', error: 'Not Found' });
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(Readable.from(chunk));
    });
    fastify.get('/favicon.svg', (_request, reply) =>
      reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(FAVICON_SVG),
    );
    fastify.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
    fastify.get('/manifest.webmanifest', (_request, reply) =>
      reply
        .header('Content-Type', 'application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .send({
          name: config.brandName,
          short_name: config.brandName,
          start_url: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOR,
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
        }),
    );

    /** The shell's index.html as it is: the app draws the screen in the browser. */
    const plainShell = (reply: FastifyReply, text: string, colorMode: ColorMode) =>
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .send(inColorMode(text, colorMode));

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const queryAt = request.url.indexOf('?');
      const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      const search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
      const shell = template.read();
      if (/^\/(api|uploads|remotes)(\/|$)/.test(path) || !shell) {
        return reply.status(404).send({ statusCode: 404, message: `Cannot GET ${path}`, error: 'Not Found' });
      }
      // One spelling per page (no repeated slashes, one percent-encoding) before anything is cached.
      const canonicalPath = canonicalPathOf(path);
      if (canonicalPath !== undefined && canonicalPath !== path) {
        return reply.redirect(`${canonicalPath}${search ? `?${search}` : ''}`, 301);
      }
      // Asked once, and only for answers that depend on it (not the plain shell's).
      const token = request.cookies?.[SESSION_COOKIE];
      let resolving: Promise<SessionUser | undefined> | undefined;
      const sessionOf = () =>
        (resolving ??= token === undefined ? Promise.resolve(undefined) : this.sessions.resolve(token));
      // A link a role's page made with its stand-in's id (the header's profile link, followed
      // before the page worked) is the signed-in user's own.
      if (path.includes(STAND_IN_USER_ID)) {
        const session = await sessionOf();
        if (session) {
          return reply
            .header('Cache-Control', SIGNED_IN_CACHE_CONTROL)
            .redirect(ownPathOf(request.url, session.id), 302);
        }
      }
      // The visitor's chosen mode: their page is rendered (and cached) in it, never painted light first.
      const colorMode = parseColorMode(request.cookies?.[COLOR_MODE_COOKIE]) ?? 'light';
      // A remote's signed-in screens, and the pages of a remote without a server build, are the browser's.
      const owner = routeOwnerOf(await renderer.manifest(), path);
      if (owner && (owner.access !== 'public' || !(await renderer.rendersRemote(owner.remote)))) {
        return plainShell(reply, shell.text, colorMode);
      }
      const session = await sessionOf();
      // A signed-in user's page (prices, the signed-in header) is rendered for their role, as its
      // stand-in user, and kept for every user of the role: it holds nothing of any one of them.
      const role: PageRole | undefined = session && (session.isAdmin ? 'admin' : 'buyer');
      // Each page is rendered at the URL its key names (the path and the query its author says it
      // reads, in one spelling), so the key holds exactly what the render read; the browser then
      // shows that URL. A query the author cannot account for is not cached; search pages are
      // kept per query from their second view, a bounded number of them (MAX_SEARCH_PAGES).
      const pageQuery = await renderer.pageQuery(owner, path, search, role !== undefined);
      const cacheable = pageQuery !== undefined && pageQuery.length <= MAX_CACHED_QUERY;
      const url = cacheable ? `${path}${pageQuery ? `?${pageQuery}` : ''}` : request.url;
      const reader = role ? `${role}:` : '';
      const key = `${shell.version}:${await renderer.version()}:${colorMode}:${reader}${url}`;
      let found: CachedPage | undefined;
      let generation: string | undefined;
      if (cacheable) {
        try {
          ({ generation, page: found } = await cache.get(key));
        } catch (error) {
          Logger.warn(`HTML cache: ${(error as Error).message}`, 'PublicPages');
        }
      }
      // A search page is kept from its second view: most queries are asked once, and keeping
      // those would cost the store and fill MAX_SEARCH_PAGES with queries nobody asks again.
      const searchPage = path === '/search';
      const keep = cacheable && !found && (!searchPage || askedBefore(key));
      const build = async (): Promise<Answer> => {
        // The React app rendered on the server, hydrated in the browser.
        const rendered = await renderPage(renderer, url, owner, colorMode, role);
        if (!rendered || rendered.browserOnly) return { browserOnly: true };
        if (rendered.redirect) return { redirect: rendered.redirect };
        const made = toCached(shell.text, site, rendered, colorMode, styles);
        if (keep && made.status === 200 && generation !== undefined && !renderedWithFailures(rendered)) {
          const maxVariants = searchPage ? MAX_SEARCH_PAGES : undefined;
          await cache.set(generation, { page: path, key, maxVariants }, made).catch(() => undefined);
        }
        return made;
      };
      // Readers asking for the same page while it is rendered wait for that render.
      const page =
        found ?? (cacheable ? await this.rendering.once(`${generation}:${key}`, build) : await build());
      // The query goes along, as with the spellings above (unless the page's own address names one).
      if ('redirect' in page) {
        const query = search && !page.redirect.includes('?') ? `?${search}` : '';
        return reply.redirect(`${page.redirect}${query}`, 301);
      }
      if ('browserOnly' in page) return plainShell(reply, shell.text, colorMode);
      // A kept page is compressed once per version, not for every request.
      const encoding = cacheable ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
      reply
        .status(page.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // A cache in between keeps one copy for visitors and never hands it to a signed-in buyer.
        .header('Vary', encoding ? 'Cookie, Accept-Encoding' : 'Cookie');
      if (role) reply.header('Cache-Control', SIGNED_IN_CACHE_CONTROL);
      else {
        reply
          .header('Cache-Control', page.status === 200 ? HTML_CACHE_CONTROL : 'no-cache')
          .header('ETag', page.etag);
        if (page.status === 200 && request.headers['if-none-match'] === page.etag)
          return reply.status(304).send();
      }
      if (!encoding) return reply.send(page.html);
      const body = found ? compressed.of(page, encoding) : compressed.justRendered(page, encoding);
      return reply.header('Content-Encoding', encoding).send(await body);
    };
    fastify.get('/', answer);
    fastify.get('/*', answer);
  }
}

/** The server render, or none (the page is drawn in the browser) when the shell's server build fails. */
async function renderPage(
  renderer: ServerRenderer,
  url: string,
  owner: RouteOwner | null,
  colorMode: ColorMode,
  role?: PageRole,
) {
  try {
    const rendered = await renderer.render(url, owner, colorMode, role);
    for (const error of rendered?.errors ?? []) {
      Logger.warn(`${url}: an area is left to the browser: ${(error as Error).message}`, 'ServerRenderer');
    }
    return rendered;
  } catch (error) {
    Logger.error(`${url}: server render failed: ${(error as Error).message}`, 'ServerRenderer');

    return undefined;
  }
}

/**
 * A render that met a failing load (a server error, not a 404) or a failing area shows that
 * failure: it is sent, but not kept for the next visitors.
 */
export function renderedWithFailures(rendered: RenderedPage | undefined): boolean {
  if (!rendered) return false;
  return (
    rendered.errors.length > 0 ||
    Object.values(rendered.loads).some((load) => {
      const { state } = load as { state: { status: string; error?: { status?: number } } };
      return state.status === 'error' && !((state.error?.status ?? 500) < 500);
    })
  );
}

function toCached(
  template: string,
  site: SiteInfo,
  rendered: RenderedPage,
  colorMode: ColorMode,
  styles: CriticalStyles,
): CachedPage {
  const html = styles.inline(fillTemplate(template, site, rendered, colorMode), rendered.html);
  return { status: rendered.head?.status ?? 200, html, etag: etagOf(html) };
}
