import Fastify, { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { STAND_IN_USER_ID, type RemotesManifest } from '@market/contracts';
import type { SessionUser } from '../common/access.decorator';
import { CompressedPages } from './compression';
import { CachedPage, MemoryHtmlCache } from './html-cache';
import {
  Obtained,
  PagePath,
  PagePathParts,
  PageRenderer,
  PageRequest,
  Resolution,
  sendResolution,
} from './page-path';
import type { RenderedPage } from './server-render';

const TEMPLATE =
  '<!doctype html><html data-bs-theme="light"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
const MANIFEST: RemotesManifest = {
  catalog: {
    entry: '/remotes/catalog/remoteEntry.js',
    routes: [
      { path: '/services', access: 'public' },
      { path: '/search', access: 'public' },
      { path: '/blog/:id', access: 'public' },
    ],
  },
  checkout: { entry: '/remotes/checkout/remoteEntry.js', routes: [{ path: '/orders', access: 'user' }] },
  messaging: {
    entry: '/remotes/messaging/remoteEntry.js',
    routes: [{ path: '/messages', access: 'public' }],
  },
};
const BUYER: SessionUser = { id: '11111111-1111-4111-8111-111111111111', isAdmin: false } as SessionUser;

function rendered(over: Partial<RenderedPage> = {}): RenderedPage {
  return {
    html: '<main>page</main>',
    loads: {},
    errors: [],
    manifest: MANIFEST,
    url: '/services',
    browserOnly: false,
    scripts: [],
    ...over,
  };
}

/** The steps over a fake renderer (counting its renders) and sessions, with a real cache. */
function pagePath(
  over: {
    render?: PageRenderer['render'];
    pageQuery?: PageRenderer['pageQuery'];
    session?: SessionUser;
    shellBuilt?: boolean;
  } = {},
) {
  const calls = { render: 0, sessions: 0 };
  const renderer: PageRenderer = {
    manifest: async () => MANIFEST,
    version: async () => 'r1',
    // messaging has no server build: its pages are the browser's.
    rendersRemote: async (name) => name !== 'messaging',
    pageQuery: over.pageQuery ?? (async (_owner, _path, search) => (search === '' ? '' : undefined)),
    render: async (...args) => {
      calls.render += 1;
      return over.render ? over.render(...args) : rendered({ url: args[0] });
    },
  };
  const cache = new MemoryHtmlCache({ maxBytes: 1_000_000, maxVariantsPerPage: 24, ttlSeconds: 600 });
  const parts: PagePathParts = {
    template: { read: () => (over.shellBuilt === false ? undefined : { text: TEMPLATE, version: 's1' }) },
    renderer,
    sessionOf: async () => {
      calls.sessions += 1;
      return over.session;
    },
    cache,
    styles: { inline: (document) => document },
    compressed: new CompressedPages(1_000_000),
    site: { brand: 'Gigly', origin: 'https://gigly.example' },
  };
  return { path: new PagePath(parts), calls, cache };
}

function pageOf(resolution: Resolution): PageRequest {
  if (resolution.kind !== 'page') throw new Error(`not a page: ${JSON.stringify(resolution)}`);
  return resolution.request;
}

describe('PagePath.resolve: what is asked, by whom, under which key', () => {
  it('answers 404 for API, upload and remote paths, and for every path while the shell is not built', async () => {
    const { path } = pagePath();
    for (const url of ['/api/nothing', '/uploads/a.png', '/remotes/x.js', '/api'])
      expect(await path.resolve({ url })).toEqual({ kind: 'not-found', path: url.split('?')[0] });
    expect(await pagePath({ shellBuilt: false }).path.resolve({ url: '/services' })).toEqual({
      kind: 'not-found',
      path: '/services',
    });
  });

  it('moves another spelling of the path to its one spelling, with the query', async () => {
    const { path } = pagePath();
    expect(await path.resolve({ url: '//services/?page=2' })).toEqual({
      kind: 'redirect',
      location: '/services?page=2',
      status: 301,
    });
  });

  it("sends a signed-in user following a stand-in's link to their own page, privately", async () => {
    const url = `/profile/${STAND_IN_USER_ID}`;
    expect(await pagePath({ session: BUYER }).path.resolve({ url, cookies: { token: 't' } })).toEqual({
      kind: 'redirect',
      location: `/profile/${BUYER.id}`,
      status: 302,
      cacheControl: 'private, no-store',
    });
    // A visitor has no own page: the link is rendered as asked.
    expect((await pagePath().path.resolve({ url })).kind).toBe('page');
  });

  it("answers the plain shell for a signed-in remote screen and a remote without a server build, in the reader's mode, without asking for the session", async () => {
    const { path, calls } = pagePath({ session: BUYER });
    for (const url of ['/orders', '/messages']) {
      expect(await path.resolve({ url, cookies: { token: 't', 'color-mode': 'dark' } })).toEqual({
        kind: 'plain-shell',
        text: TEMPLATE,
        colorMode: 'dark',
        locale: 'en',
      });
    }
    expect(calls.sessions).toBe(0);
  });

  it("keys a page on the shell's and builds' versions, the colour mode, the language, the role and the URL its author reads", async () => {
    const visitor = pageOf(await pagePath().path.resolve({ url: '/services' }));
    expect(visitor).toMatchObject({
      path: '/services',
      owner: { remote: 'catalog', access: 'public' },
      role: undefined,
      colorMode: 'light',
      cacheable: true,
      url: '/services',
      key: 's1:r1:light:en:/services',
    });
    const buyer = pageOf(
      await pagePath({ session: BUYER }).path.resolve({
        url: '/services',
        cookies: { token: 't', 'color-mode': 'dark' },
      }),
    );
    expect(buyer).toMatchObject({ role: 'buyer', colorMode: 'dark', key: 's1:r1:dark:en:buyer:/services' });
    // An unknown colour mode is the light one.
    expect(
      pageOf(await pagePath().path.resolve({ url: '/', cookies: { 'color-mode': 'neon' } })).colorMode,
    ).toBe('light');
  });

  it("renders the query in its author's spelling, and keeps no page whose query the author cannot name or that is too long", async () => {
    const sorted = pagePath({ pageQuery: async (_o, _p, search) => search.split('&').sort().join('&') });
    expect(pageOf(await sorted.path.resolve({ url: '/services?b=2&a=1' }))).toMatchObject({
      url: '/services?a=1&b=2',
      cacheable: true,
      key: 's1:r1:light:en:/services?a=1&b=2',
    });
    const unknown = pageOf(await pagePath().path.resolve({ url: '/services?utm=x' }));
    expect(unknown).toMatchObject({ cacheable: false, url: '/services?utm=x' });
    const long = `/search?q=${'a'.repeat(300)}`;
    const echoed = pagePath({ pageQuery: async (_o, _p, search) => search });
    expect(pageOf(await echoed.path.resolve({ url: long }))).toMatchObject({ cacheable: false, url: long });
  });
});

describe('PagePath.obtain: the kept page, else one render per key', () => {
  const request = async (made: ReturnType<typeof pagePath>, url: string) =>
    pageOf(await made.path.resolve({ url }));

  it('renders once for readers asking together, keeps the page, then serves it from the cache', async () => {
    const made = pagePath();
    const page = await request(made, '/services');
    const [a, b] = await Promise.all([made.path.obtain(page), made.path.obtain(page)]);
    expect(made.calls.render).toBe(1);
    expect(a).toEqual(b);
    expect(a.fromCache).toBe(false);
    const kept = a.page as CachedPage;
    expect(kept.status).toBe(200);
    expect(kept.html.toString()).toContain('<main>page</main>');
    expect(kept.etag).toMatch(/^W\/"/);
    expect(await made.path.obtain(page)).toEqual({ page: kept, fromCache: true });
    expect(made.calls.render).toBe(1);
  });

  it('keeps a search page from its second view only', async () => {
    const made = pagePath({ pageQuery: async (_o, _p, search) => search });
    const page = await request(made, '/search?q=logo');
    await made.path.obtain(page);
    await made.path.obtain(page);
    expect(made.calls.render).toBe(2);
    expect((await made.path.obtain(page)).fromCache).toBe(true);
    expect(made.calls.render).toBe(2);
  });

  it('keeps no page it may not: an uncacheable query, a failed render, a status other than 200', async () => {
    const renders: Array<Partial<RenderedPage>> = [
      { errors: [new Error('an area failed')] },
      { head: { title: 'Missing', description: 'No such page', status: 404 } },
    ];
    for (const over of renders) {
      const made = pagePath({ render: async (url) => rendered({ url, ...over }) });
      const page = await request(made, '/services');
      await made.path.obtain(page);
      expect((await made.path.obtain(page)).fromCache).toBe(false);
    }
    const made = pagePath();
    const page = await request(made, '/services?utm=x');
    await made.path.obtain(page);
    await made.path.obtain(page);
    expect(made.calls.render).toBe(2);
  });

  it("answers the page's own move, and the plain shell when the render is the browser's or fails", async () => {
    const moved = pagePath({ render: async (url) => rendered({ url, redirect: '/blog/7-new-title' }) });
    expect((await moved.path.obtain(await request(moved, '/blog/7'))).page).toEqual({
      redirect: '/blog/7-new-title',
    });
    const browser = pagePath({ render: async (url) => rendered({ url, browserOnly: true }) });
    expect((await browser.path.obtain(await request(browser, '/services'))).page).toEqual({
      browserOnly: true,
    });
    const failing = pagePath({
      render: async () => {
        throw new Error('the shell build broke');
      },
    });
    expect((await failing.path.obtain(await request(failing, '/services'))).page).toEqual({
      browserOnly: true,
    });
  });
});

describe('PagePath.send: the move, or the status, headers, ETag and compression', () => {
  let app: FastifyInstance;
  let next: { request: PageRequest; obtained: Obtained };
  const made = pagePath();

  beforeAll(async () => {
    app = Fastify();
    app.get('/*', (request, reply) =>
      made.path.send(reply, next.request, next.obtained, {
        acceptEncoding: request.headers['accept-encoding'] as string | undefined,
        ifNoneMatch: request.headers['if-none-match'] as string | undefined,
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const page: CachedPage = { status: 200, html: Buffer.from('<html>kept – ☆</html>'), etag: 'W/"abc"' };
  const visitorRequest = async (url = '/services?x=1') => ({
    ...pageOf(await made.path.resolve({ url: '/services' })),
    search: url.split('?')[1] ?? '',
  });
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/services', headers: { 'accept-encoding': 'identity', ...headers } });

  it("moves to the page's own address, taking the query along unless that address names one", async () => {
    next = {
      request: await visitorRequest(),
      obtained: { page: { redirect: '/services/all' }, fromCache: false },
    };
    let res = await get();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/services/all?x=1');
    next.obtained = { page: { redirect: '/services?sort=new' }, fromCache: false };
    res = await get();
    expect(res.headers.location).toBe('/services?sort=new');
  });

  it('gives a visitor the page with its ETag, revalidated by shared caches, and 304 when it has it', async () => {
    next = { request: await visitorRequest(), obtained: { page, fromCache: true } };
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page.html.toString());
    expect(res.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, no-cache',
      etag: page.etag,
      vary: 'Cookie',
    });
    const again = await get({ 'if-none-match': page.etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a missing page out of shared caches, and a signed-in page out of every cache, without an ETag', async () => {
    next = {
      request: await visitorRequest(),
      obtained: { page: { ...page, status: 404 }, fromCache: false },
    };
    let res = await get({ 'if-none-match': page.etag });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    next = { request: { ...(await visitorRequest()), role: 'buyer' }, obtained: { page, fromCache: true } };
    res = await get({ 'if-none-match': page.etag });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('compresses a kept page for a reader who accepts it, and never a page rendered for one URL only', async () => {
    next = { request: await visitorRequest(), obtained: { page, fromCache: false } };
    let res = await get({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(page.html.toString());
    next.request = { ...next.request, cacheable: false };
    res = await get({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(page.html.toString());
  });

  it("answers the plain shell in the reader's mode for a page that is the browser's", async () => {
    next = {
      request: { ...(await visitorRequest()), colorMode: 'dark' },
      obtained: { page: { browserOnly: true }, fromCache: false },
    };
    const res = await get();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('data-bs-theme=dark');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('sendResolution: the answers that need no page', () => {
  it('sends the 404 JSON, a move with its cache rule, and the plain shell', async () => {
    const app = Fastify();
    let resolution: Exclude<Resolution, { kind: 'page' }> = { kind: 'not-found', path: '/api/x' };
    app.get('/*', (_request, reply) => sendResolution(reply, resolution));
    try {
      let res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/x', error: 'Not Found' });
      resolution = { kind: 'redirect', location: '/mine', status: 302, cacheControl: 'private, no-store' };
      res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.statusCode).toBe(302);
      expect(res.headers).toMatchObject({ location: '/mine', 'cache-control': 'private, no-store' });
      resolution = { kind: 'plain-shell', text: TEMPLATE, colorMode: 'dark' };
      res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Cookie' });
      expect(res.body).toContain('data-bs-theme=dark');
    } finally {
      await app.close();
    }
  });
});
