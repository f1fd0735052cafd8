import { createHash } from 'node:crypto';
import { EARLY_EVENTS_CSP } from './early-events';
import { escapeHtml, fillTemplate, html, jsonForScript, SafeHtml } from './page-html';

const site = { brand: 'Gigly', origin: 'https://example.com' };
const template =
  '<!doctype html><html><head><meta charset="utf-8" /><meta\n  name="description"\n  content="default" />' +
  '<title>Default | Gigly</title></head><body><div id="root"></div></body></html>';

describe('page HTML', () => {
  it('escapes every interpolated value but SafeHtml', () => {
    const evil = '<script>alert("x")</script>';
    expect(html`<p>${evil}</p>`.value).toBe(`<p>${escapeHtml(evil)}</p>`);
    expect(html`<p>${new SafeHtml('<b>ok</b>')}</p>`.value).toBe('<p><b>ok</b></p>');
    expect(
      html`<ul>
        ${['a<', 'b'].map((x) => html`<li>${x}</li>`)}
      </ul>`.value,
    ).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('fills the minified template of a production build', () => {
    const minified =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Find the right, right away."><title>Gigly</title></head><body><div id=root></div></body></html>';
    const out = fillTemplate(minified, site, {
      status: 200,
      title: 'T',
      description: 'D',
      jsonLd: [],
      body: '<h1>B</h1>',
    });
    expect(out.match(/name=["]?description/g)).toHaveLength(1);
    expect(out).toContain('<meta name="description" content="D" />');
    expect(out).toContain('<div id="root"><div id="ssr-page">');
  });

  it("replaces the template's title and description and fills #root", () => {
    const out = fillTemplate(template, site, {
      status: 200,
      title: 'Logo & "Brand"',
      description: 'A <b> description',
      canonicalPath: '/graphics-design',
      image: '/uploads/a.png',
      jsonLd: [{ '@type': 'Thing', name: 'x' }],
      body: '<h1>Hello</h1>',
    });
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<title>Logo &amp; &quot;Brand&quot; | Gigly</title>');
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('content="A &lt;b&gt; description"');
    expect(out).toContain('<link rel="canonical" href="https://example.com/graphics-design" />');
    expect(out).toContain('<meta property="og:image" content="https://example.com/uploads/a.png" />');
    expect(out).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(out).toMatch(/<div id="root"><div id="ssr-page">[\s\S]*<h1>Hello<\/h1>/);
  });

  it('a rendered page holds its taps from the first byte: the early-event contract opens its head', () => {
    const out = fillTemplate(template, site, {
      status: 200,
      title: 'T',
      description: 'D',
      jsonLd: [],
      body: '',
      rendered: { html: '<h1>R</h1>', loads: {}, manifest: {}, user: null, url: '/services?page=2&x="' },
    });
    const inline = /<head><script>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    // The one inline script the Content-Security-Policy allows, by its hash.
    expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(EARLY_EVENTS_CSP);
    expect(out).toContain(
      '<div id="root" data-hydrating data-url="/services?page=2&amp;x=&quot;"><h1>R</h1>',
    );
    const plain = fillTemplate(template, site, {
      status: 200,
      title: 'T',
      description: 'D',
      jsonLd: [],
      body: '',
    });
    expect(plain).not.toContain('<script>');
  });
});
