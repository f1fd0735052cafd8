import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  COLOR_MODE_COOKIE,
  DEFAULT_LOCALE,
  splitLocalePath,
  localizedPath,
  ownPathOf,
  parseColorMode,
  routeOwnerOf,
  PSEUDO_LOCALE,
  STAND_IN_USER_ID,
  type ColorMode,
  type Locale,
  type PageRole,
  type RouteOwner,
  type SiteInfo,
} from '@market/contracts';
import { SESSION_COOKIE } from '../auth/session.service';
import type { SessionUser } from '../common/access.decorator';
import { RecentlyUsed } from '../common/recently-used';
import { SingleFlight } from '../common/single-flight';
import type { PageView } from '../analytics/hit-counter';
import { acceptedEncoding, CompressedPages } from './compression';
import type { CriticalStyles } from './critical-css';
import { CachedPage, HtmlCache, MAX_SEARCH_PAGES } from './html-cache';
import { fillTemplate, inColorMode, inLocale, utf8Page } from './page-html';
import { canonicalPathOf } from './page-routes';
import type { RenderedPage, ServerRenderer } from './server-render';

/** A longer query (a made-up search) is rendered for its request, not kept. */
export const MAX_CACHED_QUERY = 300;
/** Search pages asked for once lately, remembered so that a second view keeps the page. */
const SEARCHES_REMEMBERED = 20_000;
/** Every visitor gets the same HTML: shared caches (a CDN) may keep it but must revalidate (ETag). */
export const HTML_CACHE_CONTROL = 'public, no-cache';
/** A signed-in user's page holds prices: kept by no cache but this server's (one copy per role). */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

/** The shell's index.html, re-read when the file changes (a new shell build). */
export class ShellTemplate {
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

/** What a page request reads: its URL and cookies (a Fastify request is one). */
export interface IncomingPage {
  url: string;
  cookies?: Record<string, string | undefined>;
}

/** A page request resolved: everything the later steps need, and the cache key naming it. */
export interface PageRequest {
  /** The path as asked (already canonical), its query (without `?`) and the whole URL asked. */
  path: string;
  /** The page's language (its path's prefix: `/de/…`; none is English) and its path in English. */
  locale: Locale;
  pagePath: string;
  search: string;
  requestUrl: string;
  shell: { text: string; version: string };
  colorMode: ColorMode;
  /** The remote that declares the path (null: the shell's own page). */
  owner: RouteOwner | null;
  /** A signed-in reader's role: the page is rendered as the role's stand-in and never shared. */
  role: PageRole | undefined;
  /** The URL rendered: the path with the query its author reads, in one spelling (or as asked). */
  url: string;
  cacheable: boolean;
  key: string;
}

/** What the first step answers: a page to obtain, or an answer that needs no page. */
export type Resolution =
  | { kind: 'page'; request: PageRequest }
  | { kind: 'not-found'; path: string }
  | { kind: 'redirect'; location: string; status: 301 | 302; cacheControl?: string }
  | { kind: 'plain-shell'; text: string; colorMode: ColorMode; locale?: Locale; pseudoLocale?: boolean };

/** What one render of a page answers: the HTML to send (and keep), a move, or the plain shell. */
export type Answer = CachedPage | { redirect: string } | { browserOnly: true };

/** The page obtained, and whether it came from the cache (then its compressed bytes may be too). */
export interface Obtained {
  page: Answer;
  fromCache: boolean;
}

/** What the steps use of the server renderer. */
export type PageRenderer = Pick<
  ServerRenderer,
  'manifest' | 'version' | 'rendersRemote' | 'pageQuery' | 'render'
>;

export interface PagePathParts {
  template: Pick<ShellTemplate, 'read'>;
  renderer: PageRenderer;
  /** The session behind a token (the session cookie), if it is live. */
  sessionOf(token: string): Promise<SessionUser | undefined>;
  cache: HtmlCache;
  styles: Pick<CriticalStyles, 'inline'>;
  compressed: Pick<CompressedPages, 'of' | 'justRendered'>;
  site: SiteInfo;
  /** Counts a page view (analytics: it only queues the hit, the page never waits for a write). */
  countView?(view: PageView): void;
  /** Whether `?locale=en-XA` may show a page in the pseudo-locale (PSEUDO_LOCALE_PAGES, tests only). */
  pseudoLocale?: boolean;
}

/**
 * The way of one public page request, in three steps that each stand alone:
 *
 * 1. `resolve`: the canonical path, the reader's colour mode, the remote that owns the path, the
 *    reader's role and the cache key; or an answer that needs no page (404, a move, the shell);
 * 2. `obtain`: the page from the cache, else one render per key for every reader waiting on it,
 *    kept when it may be;
 * 3. `send`: its move, or its status, headers, ETag (304) and compression.
 */
export class PagePath {
  private readonly rendering = new SingleFlight<Answer>();
  private readonly searchesAsked = new RecentlyUsed<true>(SEARCHES_REMEMBERED);

  constructor(private readonly parts: PagePathParts) {}

  /** The three steps for a Fastify request. */
  async answer(
    request: IncomingPage & { headers: Record<string, unknown>; ip?: string },
    reply: FastifyReply,
  ) {
    const resolution = await this.resolve(request);
    if (resolution.kind !== 'page') return sendResolution(reply, resolution);
    const obtained = await this.obtain(resolution.request);
    this.count(request, resolution.request, obtained.page);
    return this.send(reply, resolution.request, obtained, {
      acceptEncoding: headerText(request.headers['accept-encoding']),
      ifNoneMatch: headerText(request.headers['if-none-match']),
    });
  }

  /** A page a reader got (status 200): a view, unless staff read it (their pages are the shop's own). */
  private count(
    request: { url: string; headers: Record<string, unknown>; ip?: string },
    page: PageRequest,
    answer: Answer,
  ) {
    if (!this.parts.countView || !('status' in answer) || answer.status !== 200) return;
    this.parts.countView({
      url: request.url,
      referrer: headerText(request.headers['referer']),
      ip: request.ip ?? '',
      headers: request.headers,
      staff: page.role === 'admin',
    });
  }

  /** Step 1: what is asked, by whom, in which mode, from which remote, under which cache key. */
  async resolve(request: IncomingPage): Promise<Resolution> {
    const { template, renderer } = this.parts;
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const shell = template.read();
    if (/^\/(api|uploads|remotes)(\/|$)/.test(path) || !shell) return { kind: 'not-found', path };
    // One spelling per page (no repeated slashes, one percent-encoding) before anything is cached.
    const canonicalPath = canonicalPathOf(path);
    if (canonicalPath !== undefined && canonicalPath !== path) {
      return { kind: 'redirect', location: `${canonicalPath}${search ? `?${search}` : ''}`, status: 301 };
    }
    // Asked once, and only for answers that depend on it (not the plain shell's).
    const token = request.cookies?.[SESSION_COOKIE];
    let resolving: Promise<SessionUser | undefined> | undefined;
    const sessionOf = () =>
      (resolving ??= token === undefined ? Promise.resolve(undefined) : this.parts.sessionOf(token));
    // A link a role's page made with its stand-in's id (the header's profile link, followed
    // before the page worked) is the signed-in user's own.
    if (path.includes(STAND_IN_USER_ID)) {
      const session = await sessionOf();
      if (session) {
        return {
          kind: 'redirect',
          location: ownPathOf(request.url, session.id),
          status: 302,
          cacheControl: SIGNED_IN_CACHE_CONTROL,
        };
      }
    }
    // The visitor's chosen mode: their page is rendered (and cached) in it, never painted light first.
    const colorMode = parseColorMode(request.cookies?.[COLOR_MODE_COOKIE]) ?? 'light';
    // The language is the path's: `/de/…` is German, anything else English (an unknown prefix is
    // an unknown English path). Never the Accept-Language header: a crawler sees each URL as it is.
    const { locale, path: pagePath } = splitLocalePath(path);
    // The pseudo-locale is drawn in the browser, from the plain shell (never rendered, never cached).
    if (this.parts.pseudoLocale && new URLSearchParams(search).get('locale') === PSEUDO_LOCALE) {
      return { kind: 'plain-shell', text: shell.text, colorMode, locale, pseudoLocale: true };
    }
    // A remote's signed-in screens, and the pages of a remote without a server build, are the browser's.
    const owner = routeOwnerOf(await renderer.manifest(), pagePath);
    if (owner && (owner.access !== 'public' || !(await renderer.rendersRemote(owner.remote)))) {
      return { kind: 'plain-shell', text: shell.text, colorMode, locale };
    }
    const session = await sessionOf();
    // A signed-in user's page (prices, the signed-in header) is rendered for their role, as its
    // stand-in user, and kept for every user of the role: it holds nothing of any one of them.
    const role: PageRole | undefined = session && (session.isAdmin ? 'admin' : 'buyer');
    // Each page is rendered at the URL its key names (the path and the query its author says it
    // reads, in one spelling), so the key holds exactly what the render read; the browser then
    // shows that URL. A query the author cannot account for is not cached; search pages are
    // kept per query from their second view, a bounded number of them (MAX_SEARCH_PAGES).
    const pageQuery = await renderer.pageQuery(owner, pagePath, search, role !== undefined);
    const cacheable = pageQuery !== undefined && pageQuery.length <= MAX_CACHED_QUERY;
    const url = cacheable ? `${path}${pageQuery ? `?${pageQuery}` : ''}` : request.url;
    const reader = role ? `${role}:` : '';
    // The language is in the URL already (its prefix); named in the key too, so that no change of
    // spelling can ever hand one language's page to another's reader.
    const key = `${shell.version}:${await renderer.version()}:${colorMode}:${locale}:${reader}${url}`;
    return {
      kind: 'page',
      request: {
        path,
        locale,
        pagePath,
        search,
        requestUrl: request.url,
        shell,
        colorMode,
        owner,
        role,
        url,
        cacheable,
        key,
      },
    };
  }

  /** Step 2: the kept page, else one render per key (readers asking meanwhile wait for it), kept when it may be. */
  async obtain(request: PageRequest): Promise<Obtained> {
    const { cache } = this.parts;
    let found: CachedPage | undefined;
    let generation: string | undefined;
    if (request.cacheable) {
      try {
        ({ generation, page: found } = await cache.get(request.key));
      } catch (error) {
        Logger.warn(`HTML cache: ${(error as Error).message}`, 'PublicPages');
      }
    }
    if (found) return { page: found, fromCache: true };
    // A search page is kept from its second view: most queries are asked once, and keeping
    // those would cost the store and fill MAX_SEARCH_PAGES with queries nobody asks again.
    const searchPage = request.pagePath === '/search';
    const keep = request.cacheable && (!searchPage || this.askedBefore(request.key));
    const build = async (): Promise<Answer> => {
      const rendered = await this.render(request);
      if (!rendered || rendered.browserOnly) return { browserOnly: true };
      // A page names its own address in English; in another language it moves within that language.
      if (rendered.redirect) return { redirect: localizedPath(rendered.redirect, request.locale) };
      const made = this.toCached(request, rendered);
      if (keep && made.status === 200 && generation !== undefined && !renderedWithFailures(rendered)) {
        const slot = {
          page: request.path,
          key: request.key,
          maxVariants: searchPage ? MAX_SEARCH_PAGES : undefined,
        };
        await cache.set(generation, slot, made).catch(() => undefined);
      }
      return made;
    };
    const page = request.cacheable
      ? await this.rendering.once(`${generation}:${request.key}`, build)
      : await build();
    return { page, fromCache: false };
  }

  /** Step 3: the page's move, or its status and headers (ETag and 304 for visitors), compressed when kept. */
  async send(
    reply: FastifyReply,
    request: PageRequest,
    { page, fromCache }: Obtained,
    headers: { acceptEncoding?: string; ifNoneMatch?: string },
  ) {
    // The query goes along, as with the spellings above (unless the page's own address names one).
    if ('redirect' in page) {
      const query = request.search && !page.redirect.includes('?') ? `?${request.search}` : '';
      return reply.redirect(`${page.redirect}${query}`, 301);
    }
    if ('browserOnly' in page)
      return sendPlainShell(reply, request.shell.text, request.colorMode, request.locale);
    // A kept page is compressed once per version, not for every request.
    const encoding = request.cacheable ? acceptedEncoding(headers.acceptEncoding) : undefined;
    reply
      .status(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      // A cache in between keeps one copy for visitors and never hands it to a signed-in buyer.
      .header('Vary', encoding ? 'Cookie, Accept-Encoding' : 'Cookie');
    if (request.role) reply.header('Cache-Control', SIGNED_IN_CACHE_CONTROL);
    else {
      reply
        .header('Cache-Control', page.status === 200 ? HTML_CACHE_CONTROL : 'no-cache')
        .header('ETag', page.etag);
      if (page.status === 200 && headers.ifNoneMatch === page.etag) return reply.status(304).send();
    }
    if (!encoding) return reply.send(page.html);
    const { compressed } = this.parts;
    const body = fromCache ? compressed.of(page, encoding) : compressed.justRendered(page, encoding);
    return reply.header('Content-Encoding', encoding).send(await body);
  }

  /** Whether this search page was asked for before (and remembers that it now was). */
  private askedBefore(key: string): boolean {
    if (this.searchesAsked.get(key)) return true;
    this.searchesAsked.set(key, true, 1);
    return false;
  }

  /** The server render, or none (the page is drawn in the browser) when the shell's server build fails. */
  private async render(request: PageRequest): Promise<RenderedPage | undefined> {
    const { url } = request;
    try {
      // In the address's language (`/de/…`): the shell renders its messages, and only those are inlined.
      const rendered = await this.parts.renderer.render(
        url,
        request.owner,
        request.colorMode,
        request.role,
        request.locale,
      );
      for (const error of rendered?.errors ?? []) {
        Logger.warn(`${url}: an area is left to the browser: ${(error as Error).message}`, 'ServerRenderer');
      }
      return rendered;
    } catch (error) {
      Logger.error(`${url}: server render failed: ${(error as Error).message}`, 'ServerRenderer');
      return undefined;
    }
  }

  private toCached(request: PageRequest, rendered: RenderedPage): CachedPage {
    const [head, ...rest] = fillTemplate(
      request.shell.text,
      this.parts.site,
      rendered,
      request.colorMode,
      request.locale,
    );
    const html = utf8Page([this.parts.styles.inline(head, rendered.html), ...rest]);
    return { status: rendered.head?.status ?? 200, html, etag: etagOf(html) };
  }
}

/** An answer of step 1 that needs no page. */
export function sendResolution(reply: FastifyReply, resolution: Exclude<Resolution, { kind: 'page' }>) {
  switch (resolution.kind) {
    case 'not-found':
      return reply
        .status(404)
        .send({ statusCode: 404, message: `Cannot GET ${resolution.path}`, error: 'Not Found' });
    case 'redirect':
      if (resolution.cacheControl) reply.header('Cache-Control', resolution.cacheControl);
      return reply.redirect(resolution.location, resolution.status);
    case 'plain-shell':
      return sendPlainShell(
        reply,
        resolution.text,
        resolution.colorMode,
        resolution.locale,
        resolution.pseudoLocale,
      );
  }
}

/** The shell's index.html as it is (in the path's language, when not English): the app draws the screen in the browser. */
function sendPlainShell(
  reply: FastifyReply,
  text: string,
  colorMode: ColorMode,
  locale: Locale = DEFAULT_LOCALE,
  pseudoLocale = false,
) {
  const page = inColorMode(text, colorMode);
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(locale === DEFAULT_LOCALE && !pseudoLocale ? page : inLocale(page, locale, pseudoLocale));
}

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function etagOf(html: Buffer | string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
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
