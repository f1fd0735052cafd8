import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { sql } from 'drizzle-orm';
import { STAND_IN_USER_ID } from '@market/contracts';
import { rawGet } from '../../test/raw-http.helper';
import { createBlog, serviceBody } from '../../test/catalog-fixtures';
import { openShellSite } from '../../test/shell-server-build';
import { SignedIn, TestApp } from '../../test/test-app';
import { robotsTxt } from './sitemap';

// http: an https PUBLIC_URL makes the session cookie Secure, which the test's plain-HTTP client would not send.
const PUBLIC_URL = 'http://shop.example';
/** The shell's built index.html, in its shape (html-webpack-plugin's minified output). */
const INDEX_HTML = `<!doctype html><html lang=en data-bs-theme=light><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><meta name=description content="Find the right freelancer service, right away."><meta name=theme-color content=#1d3557><script defer src=/main.1234.js></script><title>Digital services marketplace | Gigly</title></head><body><div id=root></div></body></html>`;
/** Prices no other figure on a page can be mistaken for. */
const PRICES = [987.65, 876.54, 765.43, 654.32];

/** A built remote's script with its precompressed twins, as the build writes them. */
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`.repeat(3);

const CHECKOUT_ROUTES = [
  { path: '/orders', access: 'user' },
  { path: '/orders/:id', access: 'user' },
  { path: 'no-slash', access: 'user' },
];

/** Remotes' builds beside the shell's: one with precompressed scripts, one declaring its routes. */
function addRemotes(dir: string): void {
  const remote = join(dir, 'mfe-catalog/dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'big.1234.js'), SCRIPT);
  writeFileSync(join(remote, 'big.1234.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(remote, 'big.1234.js.gz'), gzipSync(SCRIPT));
  // A remote that declares its routes in its server build (mfe-*/src/server.ts), one malformed.
  const checkout = join(dir, 'mfe-checkout/dist');
  mkdirSync(join(checkout, 'server'), { recursive: true });
  writeFileSync(join(checkout, 'remoteEntry.js'), SCRIPT);
  writeFileSync(
    join(checkout, 'server/remoteEntry.js'),
    `exports.routes = ${JSON.stringify(CHECKOUT_ROUTES)};`,
  );
}

/** Parses strictly (throws on malformed XML) and answers the text of every <loc>. */
function locsOf(xml: string): string[] {
  const parser = new SaxesParser();
  const locs: string[] = [];
  let inLoc = false;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => (inLoc = tag.name === 'loc'));
  parser.on('closetag', () => (inLoc = false));
  parser.on('text', (text) => {
    if (inLoc) locs.push(text);
  });
  parser.write(xml).close();
  return locs;
}

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

describe('public pages: server HTML, status codes, robots, sitemaps, compression', () => {
  let t: TestApp;
  let admin: SignedIn;
  const ids: string[] = [];
  let blogId: string;

  beforeAll(async () => {
    t = await openShellSite(INDEX_HTML, { PUBLIC_URL, SITEMAP_CHUNK_SIZE: '10' }, addRemotes);
    admin = await t.signIn({ admin: true });
    for (let i = 0; i < 5; i += 1) {
      const body = serviceBody(t, {
        title: `I will design logo number ${i} for you`,
        shortTitle: `Logo ${i}`,
      });
      body.packages = body.packages.map((p, n) => ({
        ...p,
        regularPrice: PRICES[n],
        salePrice: PRICES[n + 1],
      }));
      const res = await admin.agent.post('/api/services').send(body).expect(201);
      ids.push(res.body._id);
    }
    blogId = await createBlog(t, admin);
  }, 300_000);
  afterAll(() => t?.close());

  it("a page's first HTML carries the head, content and status its author declared, without prices", async () => {
    const res = await t.http().get(`/logo-design/${ids[0]}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain('<title>I will design logo number 0 for you | Gigly</title>');
    expect(html).toContain('<meta name="description" content="Modern logo with source files" />');
    expect(html.match(/name=["]?description/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/logo-design/${ids[0]}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\//);
    expect(jsonLdOf(html)).toEqual([
      {
        '@type': 'Service',
        name: 'I will design logo number 0 for you',
        url: `${PUBLIC_URL}/logo-design/${ids[0]}`,
        brand: 'Gigly',
      },
    ]);
    expect(html).toMatch(/<div id="root" data-hydrating data-url="[^"]+"><h1>I will design logo number 0/);
    for (const price of PRICES) expect(html).not.toMatch(new RegExp(`\\b${Math.trunc(price)}\\b`));
  });

  it('answers the status the page declared: 404 for what its author does not know; API paths keep their JSON', async () => {
    for (const path of ['/no-such-page', '/logo-design/00000000-0000-4000-8000-000000000000']) {
      const res = await t.http().get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('Oops! Page Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
    const api = await t.http().get('/api/no-such').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
  });

  it('moves what the page says moved, and other spellings of a path, with 301', async () => {
    const page = await t.http().get('/Graphics-Design?x=1').expect(301);
    expect(page.headers.location).toBe('/graphics-design?x=1');
    const slashes = await t.http().get('//graphics-design/?x=1').expect(301);
    expect(slashes.headers.location).toBe('/graphics-design?x=1');
  });

  it('a screen drawn in the browser, or a page whose render fails, is the plain shell', async () => {
    for (const path of ['/auth/sign-in', '/broken']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('/remotes.json: each built remote, with the routes its server build declares', async () => {
    const res = await t.http().get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The catalog folder here has no remoteEntry.js: not a remote.
    expect(res.body).toEqual({
      checkout: { entry: '/remotes/checkout/remoteEntry.js', routes: CHECKOUT_ROUTES.slice(0, 2) },
    });
  });

  it("a remote's signed-in screens get the plain shell; a path no remote declares is a 404", async () => {
    const res = await t.http().get('/orders').expect(200);
    expect(res.text).toBe(INDEX_HTML);
    await t.http().get('/orders/42').expect(200);
    await t.http().get('/orders/42/more').expect(404);
    await t.http().get('/messages').expect(404);
  });

  it('robots.txt is plain text with the disallowed areas and the sitemap', async () => {
    const res = await t.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(robotsTxt({ brand: 'Gigly', origin: PUBLIC_URL }));
    // The signed-in, payment and technical areas among them.
    for (const path of ['/admin', '/api/', '/orders', '/settings', '/payment-*']) {
      expect(res.text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml indexes chunks of at most SITEMAP_CHUNK_SIZE URLs (every page in each language) that list every service and blog', async () => {
    const index = await t.http().get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const chunks = locsOf(index.text);
    expect(chunks).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/services-1.xml`,
      `${PUBLIC_URL}/sitemaps/services-2.xml`,
      `${PUBLIC_URL}/sitemaps/services-3.xml`,
      `${PUBLIC_URL}/sitemaps/blogs-1.xml`,
    ]);
    const listed: string[] = [];
    for (const chunk of chunks) {
      const res = await t.http().get(new URL(chunk).pathname).expect(200);
      const locs = locsOf(res.text);
      if (!chunk.endsWith('pages.xml')) {
        expect(locs.length).toBeLessThanOrEqual(10);
        expect(res.text.match(/<lastmod>/g)).toHaveLength(locs.length);
      }
      listed.push(...locs);
    }
    for (const id of ids) expect(listed).toContain(`${PUBLIC_URL}/logo-design/${id}`);
    expect(listed).toContain(`${PUBLIC_URL}/blog/${blogId}`);
    expect(listed).toContain(`${PUBLIC_URL}/graphics-design`);
    expect(listed).toContain(`${PUBLIC_URL}/video-Animation/video-editing`);
    expect(new Set(listed).size).toBe(listed.length);
    await t.http().get('/sitemaps/services.xml').expect(404);
    await t.http().get('/sitemaps/other-1.xml').expect(404);
  });

  it('negotiates br, gzip or nothing for API JSON and serves built scripts precompressed', async () => {
    const api = `${t.url}/api/services?limit=5`;
    const plain = await rawGet(api, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const expected = JSON.parse(plain.body.toString());

    const br = await rawGet(api, { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(expected);
    const gz = await rawGet(api, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(expected);

    const script = `${t.url}/remotes/catalog/big.1234.js`;
    const rawJs = await rawGet(script, { 'Accept-Encoding': 'identity' });
    expect(rawJs.headers['content-encoding']).toBeUndefined();
    expect(rawJs.body.toString()).toBe(SCRIPT);
    const brJs = await rawGet(script, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brJs.headers['content-encoding']).toBe('br');
    expect(brJs.headers['content-type']).toMatch(/javascript/);
    expect(brJs.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The precompressed file as it is, not compressed again per request.
    expect(brJs.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    const gzJs = await rawGet(script, { 'Accept-Encoding': 'gzip' });
    expect(gzJs.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzJs.body).toString()).toBe(SCRIPT);

    const page = await rawGet(`${t.url}/graphics-design`, { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<h1>Graphics &amp; Design</h1>');
  });

  it("an admin's edit shows in the next visitor HTML; unchanged pages answer 304 to their ETag", async () => {
    const path = `/logo-design/${ids[1]}`;
    const first = await t.http().get(path).expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await t.http().get(path).set('If-None-Match', etag).expect(304);

    await admin.agent
      .put(`/api/services/${ids[1]}`)
      .send({ ...serviceBody(t), title: 'A brand new title for logo one', shortTitle: 'Brand new logo one' })
      .expect(200);
    const after = await t.http().get(path).set('If-None-Match', etag).expect(200);
    expect(after.text).toContain('<h1>A brand new title for logo one</h1>');
    expect(after.headers.etag).not.toBe(etag);
    const landing = (await t.http().get('/graphics-design').expect(200)).text;
    expect(landing).toContain('<h3>Brand new logo one</h3>');
  });

  it("a visitor's search page is kept from its second view, one per query, until the catalogue changes", async () => {
    const view = async (query: string) => {
      const page = await t
        .http()
        .get(`/search?query=${encodeURIComponent(query)}`)
        .expect(200);
      expect(page.headers['cache-control']).toBe('public, no-cache');
      return { text: page.text, render: /<p class="render">(\d+)<\/p>/.exec(page.text)?.[1] };
    };
    const first = await view('number 3');
    expect(first.text).toContain('Logo 3');
    // Asked once, it was not kept: the second view is rendered again, and kept.
    const second = await view('number 3');
    expect(second.render).not.toBe(first.render);
    expect((await view('number 3')).render).toBe(second.render);
    // A change made outside the API is not seen: the page comes from the cache.
    await t.database.db.execute(
      sql`update services set short_title = 'Renamed behind the cache' where id = ${ids[3]}`,
    );
    expect((await view('number 3')).text).toContain('Logo 3');
    // Another query is its own page, rendered from the data as it is now.
    expect((await view('logo number 3')).text).toContain('Renamed behind the cache');
    // A change through the API empties the cache.
    await admin.agent
      .put(`/api/services/${ids[3]}`)
      .send({ ...serviceBody(t), title: 'I will design logo number 3 for you', shortTitle: 'Logo three' })
      .expect(200);
    expect((await t.http().get('/search?query=number%203').expect(200)).text).toContain('Logo three');
  });

  it("renders each page in the colour mode the visitor's cookie names, and caches the two apart", async () => {
    const theme = (html: string) => /<html[^>]*data-bs-theme="?(\w+)/.exec(html)?.[1];
    const dark = await t.http().get('/graphics-design').set('Cookie', 'color-mode=dark').expect(200);
    expect(theme(dark.text)).toBe('dark');
    expect(dark.headers.vary).toMatch(/Cookie/);
    const light = await t.http().get('/graphics-design').expect(200);
    expect(theme(light.text)).toBe('light');
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    expect(
      theme((await t.http().get('/graphics-design').set('Cookie', 'color-mode=dark').expect(200)).text),
    ).toBe('dark');
    // Anything but the two modes is the default; a signed-in screen's plain shell follows the cookie too.
    const odd = await t.http().get('/graphics-design').set('Cookie', 'color-mode="><script>').expect(200);
    expect(theme(odd.text)).toBe('light');
    expect(odd.text).not.toContain('"><script>');
    const orders = await t.http().get('/orders').set('Cookie', 'color-mode=dark').expect(200);
    expect(theme(orders.text)).toBe('dark');
  });

  it('serves the favicon and the web app manifest', async () => {
    const icon = await t.http().get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const manifest = await t.http().get('/manifest.webmanifest').expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: 'Gigly',
      theme_color: '#1d3557',
      start_url: '/',
    });
    await t.http().get('/favicon.ico').expect(301);
  });

  it("a signed-in buyer's pages hold prices and never reach a visitor", async () => {
    const buyer = await t.signIn();
    const path = `/logo-design/${ids[2]}`;
    const mine = await buyer.agent.get(path).expect(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers.vary).toMatch(/cookie/i);
    // The page was rendered with the buyer's session: the API gave it their prices.
    for (const price of PRICES.slice(0, 3)) expect(mine.text).toContain(`<p class="price">$${price}</p>`);
    const list = await buyer.agent.get('/graphics-design').expect(200);
    expect(list.text).toContain('<p class="price">$');

    // The visitor's copy of the same pages, before and after the buyer's visit: no prices.
    for (const visitorPath of [path, '/graphics-design']) {
      const visitor = await t.http().get(visitorPath).expect(200);
      expect(visitor.headers['cache-control']).toBe('public, no-cache');
      expect(visitor.text).not.toMatch(/\$\s?\d/);
    }
    // A stale or forged cookie is a visitor.
    const forged = await t.http().get(path).set('Cookie', 'token=not-a-session').expect(200);
    expect(forged.headers['cache-control']).toBe('public, no-cache');
    expect(forged.text).not.toMatch(/\$\s?\d/);
  });

  it('a signed-in page is rendered once per role, as its stand-in, and holds nothing of any user', async () => {
    const [first, second] = [await t.signIn(), await t.signIn()];
    const path = `/logo-design/${ids[4]}`;
    const userOf = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="ssr-user">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      );
    const renderOf = (html: string) => /<p class="render">(\d+)<\/p>/.exec(html)?.[1];

    const mine = (await first.agent.get(path).expect(200)).text;
    expect(mine).toContain(`<a href="/profile/${STAND_IN_USER_ID}">Profile</a>`);
    // The render read the API as the stand-in: prices, and no account behind it.
    for (const price of PRICES.slice(0, 3)) expect(mine).toContain(`<p class="price">$${price}</p>`);
    expect(mine).toContain('<p class="me">nobody</p>');
    expect(userOf(mine)).toEqual({
      _id: STAND_IN_USER_ID,
      id: STAND_IN_USER_ID,
      username: '',
      isAdmin: false,
    });
    for (const own of [first.user.id, first.user.username, first.user.email]) expect(mine).not.toContain(own);

    // Another buyer gets the very same bytes: one render for both.
    const theirs = (await second.agent.get(path).expect(200)).text;
    expect(theirs).toBe(mine);
    expect(renderOf(theirs)).toBeDefined();

    // The stand-in's links are each user's own; a visitor has none.
    const followed = await second.agent.get(`/profile/${STAND_IN_USER_ID}?tab=1`).expect(302);
    expect(followed.headers.location).toBe(`/profile/${second.user.id}?tab=1`);
    expect(followed.headers['cache-control']).toBe('private, no-store');
    await t.http().get(`/profile/${STAND_IN_USER_ID}`).expect(404);

    // The admins' copy is another render; an edit to the service drops both.
    const admins = (await admin.agent.get(path).expect(200)).text;
    expect(renderOf(admins)).not.toBe(renderOf(mine));
    expect(userOf(admins)).toMatchObject({ id: STAND_IN_USER_ID, isAdmin: true });
    await admin.agent
      .put(`/api/services/${ids[4]}`)
      .send({ ...serviceBody(t), title: 'A new title for logo four' })
      .expect(200);
    const after = (await first.agent.get(path).expect(200)).text;
    expect(after).toContain('<h1>A new title for logo four</h1>');
    expect(Number(renderOf(after))).toBeGreaterThan(Number(renderOf(admins)));
  });

  it('sends a kept page compressed once, in the encoding the client takes', async () => {
    const page = `${t.url}/logo-design/${ids[0]}`;
    const plain = await rawGet(page, { 'Accept-Encoding': 'identity' });
    const br = await rawGet(page, { 'Accept-Encoding': 'gzip;q=0.5, br' });
    const gzipped = await rawGet(page, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // What the answer varies by: the session cookie and, when compressed, the encoding.
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(plain.headers.vary).toBe('Cookie');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(br.headers.etag).toBe(plain.headers.etag);
    // The same bytes again: made once.
    const again = await rawGet(page, { 'Accept-Encoding': 'br' });
    expect(again.body.equals(br.body)).toBe(true);
  });
});
