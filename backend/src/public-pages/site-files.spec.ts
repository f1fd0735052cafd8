import Fastify, { FastifyInstance } from 'fastify';
import type { RemotesManifest } from '@market/contracts';
import { FAVICON_SVG, registerSiteFiles, webManifest } from './site-files';

const MANIFEST: RemotesManifest = {
  catalog: { entry: '/remotes/catalog/remoteEntry.js', routes: [{ path: '/services', access: 'public' }] },
};

describe('the site files beside the pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSiteFiles(app, {
      site: { brand: 'Gigly', origin: 'https://gigly.example' },
      renderer: { manifest: async () => MANIFEST },
      sitemaps: {
        index: async () => '<sitemapindex/>',
        chunk: (file) =>
          file === 'services-1.xml'
            ? (async function* () {
                yield '<urlset>';
                yield '</urlset>';
              })()
            : undefined,
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('gives the shell the remotes manifest, never from a stale cache', async () => {
    const res = await get('/remotes.json');
    expect(res.json()).toEqual(MANIFEST);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves robots.txt naming the sitemap, and the sitemaps as XML, 404 JSON for an unknown one', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://gigly.example/sitemap.xml');
    const index = await get('/sitemap.xml');
    expect(index.headers).toMatchObject({
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    expect(index.body).toBe('<sitemapindex/>');
    expect((await get('/sitemaps/services-1.xml')).body).toBe('<urlset></urlset>');
    const missing = await get('/sitemaps/nothing.xml');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'No such sitemap', error: 'Not Found' });
  });

  it('serves the favicon (the .ico moves to the SVG) and the web manifest in the brand', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toBe(FAVICON_SVG);
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toEqual(webManifest('Gigly'));
    expect(manifest.json()).toMatchObject({ name: 'Gigly', short_name: 'Gigly', start_url: '/' });
  });
});
