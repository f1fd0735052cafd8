import { createHash } from 'node:crypto';
import { EARLY_EVENTS_CSP } from './early-events';
import { STAND_IN_USER_ID } from '@market/contracts';
import { fillTemplate, jsonForScript, utf8Page } from './page-html';
import type { RenderedPage } from './server-render';

const site = { brand: 'Gigly', origin: 'https://example.com' };
const template =
  '<!doctype html><html><head><meta charset="utf-8" /><meta\n  name="description"\n  content="default" />' +
  '<title>Default | Gigly</title></head><body><div id="root"></div></body></html>';

/** The page as one text (what utf8Page makes of the pieces, decoded). */
const filled = (...args: Parameters<typeof fillTemplate>) => fillTemplate(...args).join('');

const rendered = (page: Partial<RenderedPage>): RenderedPage => ({
  html: '<h1>R</h1>',
  loads: {},
  errors: [],
  manifest: {},
  role: undefined,
  url: '/',
  browserOnly: false,
  scripts: [],
  ...page,
});

describe('page HTML', () => {
  it('keeps JSON-LD from closing its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('fills the minified template of a production build', () => {
    const minified =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Find the right, right away."><title>Gigly</title></head><body><div id=root></div></body></html>';
    const out = filled(minified, site, rendered({ head: { title: 'T', description: 'D' } }));
    expect(out.match(/name=["]?description/g)).toHaveLength(1);
    expect(out).toContain('<meta name="description" content="D" />');
    expect(out).toContain('<div id="root" data-hydrating data-url="/"><h1>R</h1></div>');
  });

  it("replaces the template's title and description with the head the page declared, escaped", () => {
    const out = filled(
      template,
      site,
      rendered({
        head: {
          title: 'Logo & "Brand"',
          description: 'A <b> description',
          canonicalPath: '/graphics-design',
          image: '/uploads/a.png',
          jsonLd: (s) => [{ '@type': 'Thing', name: '</script>', url: s.origin }],
        },
      }),
    );
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<title>Logo &amp; &quot;Brand&quot; | Gigly</title>');
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('content="A &lt;b&gt; description"');
    expect(out).toContain('<link rel="canonical" href="https://example.com/graphics-design" />');
    expect(out).toContain('<meta property="og:image" content="https://example.com/uploads/a.png" />');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(out).toContain(
      '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e","url":"https://example.com"}</script>',
    );
  });

  it("holds the page's remote scripts as low-priority preloads for boot.js to add after the shell's", () => {
    const out = filled(
      template,
      site,
      rendered({ scripts: ['/remotes/catalog/remoteEntry.js', '/remotes/catalog/633.ab.js'] }),
    );
    expect(out).toContain(
      '<template id="after-shell-preloads">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/catalog/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/remotes/catalog/633.ab.js"></template></head>',
    );
    expect(filled(template, site, rendered({}))).not.toContain('<template');
  });

  it("keeps the template's own title when the page declared no head", () => {
    const out = filled(template, site, rendered({}));
    expect(out).toContain('<title>Default | Gigly</title>');
    expect(out).toContain('content="default"');
  });

  it('a rendered page holds its taps from the first byte: the early-event contract opens its head', () => {
    const out = filled(template, site, rendered({ url: '/services?page=2&x="' }));
    const inline = /<head><script>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    // The one inline script the Content-Security-Policy allows, by its hash.
    expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(EARLY_EVENTS_CSP);
    expect(out).toContain(
      '<div id="root" data-hydrating data-url="/services?page=2&amp;x=&quot;"><h1>R</h1>',
    );
  });

  it("writes whom a role's page was rendered for: the role's stand-in, nobody's account", () => {
    const out = filled(template, site, rendered({ role: 'admin' }));
    const user = /<script type="application\/json" id="ssr-user">([^<]*)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(user ?? 'null')).toEqual({
      _id: STAND_IN_USER_ID,
      id: STAND_IN_USER_ID,
      username: '',
      isAdmin: true,
    });
    expect(filled(template, site, rendered({}))).not.toContain('ssr-user');
  });

  it('comes in pieces, the head first, made one UTF-8 page without one string of it all', () => {
    const pieces = fillTemplate(template, site, rendered({ html: '<p>Showing 1–4 ☆ العربية</p>' }));
    expect(pieces[0]).toMatch(/^<!doctype html>[\s\S]*<\/head><body>$/);
    const page = utf8Page(pieces);
    expect(page.toString()).toBe(pieces.join(''));
    expect(page.length).toBe(Buffer.byteLength(pieces.join('')));
  });
});
