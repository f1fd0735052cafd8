import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { SiteInfo } from '@market/contracts';
import { HitCounter } from '../analytics/hit-counter';
import { SessionService } from '../auth/session.service';
import { CatalogService } from '../catalog/catalog.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ContentService } from '../content/content.service';
import { CompressedPages } from './compression';
import { CriticalStyles } from './critical-css';
import {
  HTML_TTL_SECONDS,
  HtmlCache,
  MAX_VARIANTS_PER_PAGE,
  MemoryHtmlCache,
  RedisHtmlCache,
} from './html-cache';
import { PagePath, ShellTemplate } from './page-path';
import { ServerRenderer } from './server-render';
import { registerSiteFiles } from './site-files';
import { Sitemaps } from './sitemap';

/** Writes under these API paths change what public pages show (services, reviews, blogs, gallery). */
const PUBLIC_CONTENT_WRITES = /^\/api\/(services|reviews|blogs|galleries)(\/|\?|$)/;

/**
 * The host of the public pages (the one-process shape, and the API replicas behind nginx): every
 * page's first HTML, rendered with the shell's server build and the remote that declares its path
 * (its head, status and redirects are the page's own); the plain shell for screens drawn in the
 * browser only (and for every page when the shell's server build fails); robots.txt, the
 * sitemaps, favicon and web manifest. Visitor HTML is cached (memory, or Redis with REDIS_URL) and
 * dropped on any write to the catalogue or content API. A page request goes the named steps of
 * `PagePath` (page-path.ts); the site's files are in site-files.ts.
 */
@Injectable()
export class PublicPages implements OnModuleDestroy {
  private readonly site: SiteInfo;
  private readonly cache: HtmlCache;

  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly sessions: SessionService,
    private readonly hits: HitCounter,
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
    const { site, config } = this;
    const renderer = new ServerRenderer(
      fastify,
      config.staticDir,
      config.remotesFile,
      config.remoteFetchTimeoutMs,
    );
    this.dropPagesOnContentWrites(fastify);
    registerSiteFiles(fastify, {
      site,
      renderer,
      sitemaps: new Sitemaps(this.catalog, this.content, site, config.sitemapChunkSize),
    });
    const pages = new PagePath({
      template: new ShellTemplate(join(shellDir, 'index.html')),
      renderer,
      sessionOf: (token) => this.sessions.resolve(token),
      cache: this.cache,
      styles: new CriticalStyles(shellDir),
      compressed: new CompressedPages(config.htmlCacheMaxBytes / 2),
      site,
      countView: (view) => this.hits.count(view),
      pseudoLocale: config.pseudoLocalePages,
    });
    const answer = pages.answer.bind(pages);
    fastify.get('/', answer);
    fastify.get('/*', answer);
  }

  /**
   * Drops the kept pages before the answer to a write of public content leaves, so the writer's
   * next page view already shows the change. (A callback hook: the reads that are most requests go
   * on without a promise made for them.)
   */
  private dropPagesOnContentWrites(fastify: FastifyInstance): void {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (
        ['GET', 'HEAD', 'OPTIONS'].includes(request.method) ||
        reply.statusCode >= 400 ||
        !PUBLIC_CONTENT_WRITES.test(request.url)
      ) {
        return done(null, payload);
      }
      this.cache
        .invalidate()
        .catch((error: Error) => Logger.warn(`HTML cache: ${error.message}`, 'PublicPages'))
        .finally(() => done(null, payload));
    });
  }
}
