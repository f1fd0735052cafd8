import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SiteInfo } from '@market/contracts';
import { THEME_COLOR } from './page-html';
import type { ServerRenderer } from './server-render';
import { robotsTxt, Sitemaps } from './sitemap';

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/><text x="32" y="45" font-family="Arial,Helvetica,sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="#ffffff">G</text></svg>`;

/** The web app manifest: the brand, its colour and icon, opening on the home page. */
export function webManifest(brand: string) {
  return {
    name: brand,
    short_name: brand,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/**
 * The site's files beside its pages: the remotes manifest the shell reads at start-up, robots.txt,
 * the sitemaps, the favicon and the web manifest.
 */
export function registerSiteFiles(
  fastify: FastifyInstance,
  {
    site,
    renderer,
    sitemaps,
  }: {
    site: SiteInfo;
    renderer: Pick<ServerRenderer, 'manifest'>;
    sitemaps: Pick<Sitemaps, 'index' | 'chunk'>;
  },
): void {
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
      .send(webManifest(site.brand)),
  );
}
