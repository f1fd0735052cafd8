import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { LOCALES } from '@market/contracts';
import { rawGet } from '../../test/raw-http.helper';
import { createBlog, serviceBody } from '../../test/catalog-fixtures';
import { openShellSite } from '../../test/shell-server-build';
import { TestApp } from '../../test/test-app';

const PUBLIC_URL = 'http://shop.example';
const INDEX_HTML = `<!doctype html><html lang=en data-bs-theme=light><head><meta charset=utf-8><meta name=description content="Find the right freelancer service, right away."><title>Digital services marketplace | Gigly</title></head><body><div id=root></div></body></html>`;

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const languageShown = (html: string) => /<p class="language">(\w+)<\/p>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]);

/** Every <url> of a sitemap chunk (parsed strictly): its <loc> and its xhtml:link alternates. */
function urlsOf(xml: string): Array<{ loc: string; alternates: string[][] }> {
  const parser = new SaxesParser({ xmlns: true });
  const urls: Array<{ loc: string; alternates: string[][] }> = [];
  let inLoc = false;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const plain = tag as unknown as SaxesTagPlain & { uri?: string; local?: string };
    if (tag.name === 'url') urls.push({ loc: '', alternates: [] });
    inLoc = tag.name === 'loc';
    if (tag.name === 'xhtml:link') {
      expect(plain.uri).toBe('http://www.w3.org/1999/xhtml');
      const attributes = tag.attributes as Record<string, { value: string }>;
      urls[urls.length - 1].alternates.push([attributes.hreflang.value, attributes.href.value]);
    }
  });
  parser.on('text', (text) => {
    if (inLoc) urls[urls.length - 1].loc += text;
  });
  parser.write(xml).close();
  return urls;
}

const expectedAlternates = (path: string) => [
  ['en', `${PUBLIC_URL}${path}`],
  ['de', `${PUBLIC_URL}/de${path === '/' ? '' : path}`],
  ['es', `${PUBLIC_URL}/es${path === '/' ? '' : path}`],
  ['fr', `${PUBLIC_URL}/fr${path === '/' ? '' : path}`],
  ['ar', `${PUBLIC_URL}/ar${path === '/' ? '' : path}`],
  ['x-default', `${PUBLIC_URL}${path}`],
];

describe('public pages: a URL per language', () => {
  let t: TestApp;
  let id: string;
  let blogId: string;

  beforeAll(async () => {
    t = await openShellSite(INDEX_HTML, { PUBLIC_URL, SITEMAP_CHUNK_SIZE: '5' });
    const admin = await t.signIn({ admin: true });
    const created = await admin.agent.post('/api/services').send(serviceBody(t)).expect(201);
    id = created.body._id;
    blogId = await createBlog(t, admin);
  }, 300_000);
  afterAll(() => t?.close());

  it('English stays unprefixed; each other language has its own page with lang, dir, canonical and hreflang', async () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const res = await t.http().get(`${prefix}/logo-design/${id}`).expect(200);
      const html = res.text;
      expect(htmlTag(html)).toBe(
        `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}" data-bs-theme=light>`,
      );
      expect(languageShown(html)).toBe(locale);
      expect(canonicalOf(html)).toBe(`${PUBLIC_URL}${prefix}/logo-design/${id}`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${prefix}/logo-design/${id}" />`);
      expect(alternatesOf(html)).toEqual(expectedAlternates(`/logo-design/${id}`));
      expect(html).toContain(`data-url="${prefix}/logo-design/${id}"`);
    }
    const home = await t.http().get('/de').expect(200);
    expect(canonicalOf(home.text)).toBe(`${PUBLIC_URL}/de`);
    expect(alternatesOf(home.text)).toEqual(expectedAlternates('/'));
    // `/de/` is another spelling of `/de`.
    expect((await t.http().get('/de/?x=1').expect(301)).headers.location).toBe('/de?x=1');
  });

  it('a search keeps its query in every language; a page that moves moves within its language', async () => {
    const search = await t.http().get('/ar/search?query=logo&utm=x').expect(200);
    expect(htmlTag(search.text)).toContain('lang="ar" dir="rtl"');
    expect(search.text).toContain('data-url="/ar/search?query=logo"');
    // A noindex page names no alternates.
    expect(alternatesOf(search.text)).toEqual([]);
    const moved = await t.http().get('/fr/Graphics-Design?x=1').expect(301);
    expect(moved.headers.location).toBe('/fr/graphics-design?x=1');
  });

  it('an unknown prefix is an unknown path: a 404 as any, never another language and never a 500', async () => {
    for (const path of [
      '/xx/graphics-design',
      '/en/graphics-design',
      '/DE/graphics-design',
      '/de/no-such-page',
    ]) {
      const res = await t.http().get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Oops! Page Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(alternatesOf(res.text)).toEqual([]);
    }
    expect(htmlTag((await t.http().get('/de/no-such-page').expect(404)).text)).toContain('lang="de"');
    for (const path of ['/de/%E0%A4%A', '/de/api/services', '/ar/..%2F..%2Fetc', '/fr/uploads/x']) {
      const res = await t.http().get(path);
      expect([path, res.status < 500]).toEqual([path, true]);
    }
    const api = await t.http().get('/api/no-such').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
  });

  it('nobody is moved by Accept-Language: each URL answers as it is', async () => {
    const res = await t.http().get('/graphics-design').set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
    expect(htmlTag(res.text)).toContain('lang="en"');
    expect(languageShown(res.text)).toBe('en');
    const german = await t.http().get('/de/graphics-design').set('Accept-Language', 'en').expect(200);
    expect(languageShown(german.text)).toBe('de');
  });

  it("the HTML cache never serves one language's page for another, compressed or not", async () => {
    const encodings: Array<[string, (body: Buffer) => string]> = [
      ['identity', (body) => body.toString()],
      ['br', (body) => brotliDecompressSync(body).toString()],
      ['gzip', (body) => gunzipSync(body).toString()],
    ];
    // Each page several times (the second on is from the cache), the languages interleaved.
    for (let round = 0; round < 3; round += 1) {
      for (const [encoding, decode] of encodings) {
        for (const locale of LOCALES) {
          const prefix = locale === 'en' ? '' : `/${locale}`;
          const res = await rawGet(`${t.url}${prefix}/graphics-design`, { 'Accept-Encoding': encoding });
          expect(res.status).toBe(200);
          const html = decode(res.body);
          expect([
            locale,
            encoding,
            languageShown(html),
            /lang="(\w+)"/.exec(htmlTag(html) ?? '')?.[1],
          ]).toEqual([locale, encoding, locale, locale]);
          expect(canonicalOf(html)).toBe(`${PUBLIC_URL}${prefix}/graphics-design`);
        }
      }
    }
    const etags = new Set<string>();
    for (const locale of LOCALES) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      etags.add(String((await t.http().get(`${prefix}/graphics-design`).expect(200)).headers.etag));
    }
    expect(etags.size).toBe(LOCALES.length);
  });

  it('a screen drawn in the browser is the plain shell in its language', async () => {
    const res = await t.http().get('/ar/auth/sign-in').expect(200);
    expect(htmlTag(res.text)).toBe('<html lang="ar" dir="rtl" data-bs-theme=light>');
    expect((await t.http().get('/auth/sign-in').expect(200)).text).toBe(INDEX_HTML);
  });

  it('the pseudo-locale is for tests only: off by default, `?locale=en-XA` is the English page', async () => {
    const res = await t.http().get('/?locale=en-XA').expect(200);
    expect(htmlTag(res.text)).not.toContain('data-pseudo-locale');
    expect(htmlTag(res.text)).toContain('lang="en"');
  });

  it('the sitemaps list every page in every language, each with all its alternates', async () => {
    const pages = urlsOf((await t.http().get('/sitemaps/pages.xml').expect(200)).text);
    const landing = pages.filter((url) => /\/graphics-design$/.test(url.loc)).map((url) => url.loc);
    expect(landing).toEqual(
      expectedAlternates('/graphics-design')
        .slice(0, 5)
        .map(([, href]) => href),
    );
    for (const url of pages) expect(url.alternates).toHaveLength(LOCALES.length + 1);
    expect(pages.find((url) => url.loc === `${PUBLIC_URL}/ar`)?.alternates).toEqual(expectedAlternates('/'));

    const index = (await t.http().get('/sitemap.xml').expect(200)).text;
    const listed: Array<{ loc: string; alternates: string[][] }> = [];
    for (const file of ['services-1.xml', 'blogs-1.xml']) {
      expect(index).toContain(`${PUBLIC_URL}/sitemaps/${file}`);
      const chunk = urlsOf((await t.http().get(`/sitemaps/${file}`).expect(200)).text);
      expect(chunk.length).toBeLessThanOrEqual(5);
      listed.push(...chunk);
    }
    for (const path of [`/logo-design/${id}`, `/blog/${blogId}`]) {
      const alternates = expectedAlternates(path);
      expect(listed.filter((url) => alternates.some(([, href]) => href === url.loc))).toEqual(
        alternates.slice(0, 5).map(([, href]) => ({ loc: href, alternates })),
      );
    }
  });
});
