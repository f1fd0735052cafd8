import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { rawGet } from '../../test/raw-http.helper';
import { createTestApp, TestApp } from '../../test/test-app';

const INDEX_HTML = `<!doctype html><html lang=en data-bs-theme=light><head><meta charset=utf-8><title>Gigly</title></head><body><div id=root></div></body></html>`;

/**
 * A shell server build that shows the URL it rendered and how many renders it has made (so a
 * page served from the cache is told from a fresh one). It says nothing of the query its own
 * pages read: those are cached only without a query.
 */
const SHELL_BUILD = `
let renders = 0;
exports.shared = {};
exports.setApiFetch = () => undefined;
exports.renderPage = async (url) => {
  renders += 1;
  return { html: '<main>rendered ' + renders + ' at [' + url + ']</main>', loads: {}, errors: [] };
};`;

/** A catalog server build whose list pages read ?page and /services ?category. */
const CATALOG_BUILD = `
exports.routes = [
  { path: '/services', access: 'public' },
  { path: '/graphics-design/logo-design', access: 'public' },
  { path: '/graphics-design', access: 'public' },
];
exports.Routes = function Routes() { return null; };
exports.visitorQuery = (pathname, search) => {
  const params = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  if (pathname === '/services' && ['business', 'programming-tech'].includes(params.get('category')))
    canonical.set('category', params.get('category'));
  const page = /^\\d+$/.test(params.get('page') || '') ? Number(params.get('page')) : 1;
  if (pathname !== '/graphics-design' && page > 1) canonical.set('page', String(page));
  return canonical.toString();
};`;

function staticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'html-cache-key-'));
  mkdirSync(join(dir, 'shell/dist/server'), { recursive: true });
  writeFileSync(join(dir, 'shell/dist/index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'shell/dist/server/shell.js'), SHELL_BUILD);
  mkdirSync(join(dir, 'mfe-catalog/dist/server'), { recursive: true });
  writeFileSync(join(dir, 'mfe-catalog/dist/remoteEntry.js'), '');
  writeFileSync(join(dir, 'mfe-catalog/dist/server/remoteEntry.js'), CATALOG_BUILD);
  return dir;
}

const renderOf = (html: string) => /rendered (\d+) at \[([^\]]*)\]/.exec(html)?.slice(1) ?? [];
const dataUrl = (html: string) => /<div id="root" data-hydrating data-url="([^"]*)"/.exec(html)?.[1];

describe('public pages: the visitor HTML cache is keyed on what the render reads, and bounded', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = staticDir();
    t = await createTestApp({ STATIC_DIR: dir, HTML_CACHE_MAX_MB: '1' });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (url: string) => (await t.http().get(url).expect(200)).text;

  it('a query a page reads never reaches the visitors of another query', async () => {
    const past = await get('/graphics-design/logo-design?page=9999');
    expect(renderOf(past)[1]).toBe('/graphics-design/logo-design?page=9999');
    expect(renderOf(await get('/graphics-design/logo-design'))[1]).toBe('/graphics-design/logo-design');

    expect(renderOf(await get('/services?category=business'))[1]).toBe('/services?category=business');
    expect(renderOf(await get('/services'))[1]).toBe('/services');
  });

  it('URLs that differ only in what the page ignores share one copy, rendered at the one spelling', async () => {
    const first = await get('/services?page=02&utm_source=mail&category=programming-tech');
    const [count, url] = renderOf(first);
    expect(url).toBe('/services?category=programming-tech&page=2');
    expect(dataUrl(first)).toBe('/services?category=programming-tech&amp;page=2');
    const second = await get('/services?category=programming-tech&page=2');
    expect(renderOf(second)).toEqual([count, url]);
    // A query the page does not read at all: the same copy as none.
    const plain = renderOf(await get('/graphics-design'));
    expect(renderOf(await get('/graphics-design?page=7&x=%3Cscript%3E'))).toEqual(plain);
  });

  it('a page whose author cannot say what it reads is cached without a query only', async () => {
    const home = renderOf(await get('/'));
    expect(renderOf(await get('/'))).toEqual(home);
    const withQuery = renderOf(await get('/?page=2'));
    expect(withQuery[1]).toBe('/?page=2');
    const again = renderOf(await get('/?page=2'));
    expect(again[0]).not.toBe(withQuery[0]);
  });

  it('moves other spellings of a path with 301 before the cache', async () => {
    for (const slashes of ['/', '//', '///////']) {
      const res = await rawGet(`${t.url}/graphics-design${slashes}`);
      expect([res.status, res.headers.location]).toEqual([301, '/graphics-design']);
    }
    const encoded = await rawGet(`${t.url}/graphics%2Ddesign//logo-design?page=2`);
    expect([encoded.status, encoded.headers.location]).toEqual([301, '/graphics-design/logo-design?page=2']);
    const doubled = await rawGet(`${t.url}//graphics-design`);
    expect([doubled.status, doubled.headers.location]).toEqual([301, '/graphics-design']);
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'one page holds a bounded share of Redis, whatever is asked',
    async () => {
      const redis = new Redis(process.env.REDIS_URL as string);
      const entries = async () => (await redis.keys(`${t.config.queue.prefix}:html:page:*`)).length;
      const before = await entries();
      for (let n = 2; n < 60; n += 1) await get(`/graphics-design/logo-design?page=${n}`);
      for (let n = 1; n < 60; n += 1) await rawGet(`${t.url}/graphics-design${'/'.repeat(n)}`);
      const after = await entries();
      await redis.quit();
      expect(after - before).toBeLessThanOrEqual(24);
    },
  );
});
