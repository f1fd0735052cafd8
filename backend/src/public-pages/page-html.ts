/**
 * The HTML a public page's first answer carries: the head (title, description, canonical URL,
 * Open Graph, Twitter card, JSON-LD) and a static content block inside #root that the shell
 * replaces when it mounts. Pure functions over the page's data (prices only in what the caller
 * builds for a signed-in buyer).
 */
import { EARLY_EVENTS_SCRIPT, imageSources, type ColorMode, type RemotesManifest } from '@market/contracts';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageDocument {
  status: 200 | 404;
  /** Without the brand: '{title} | {brand}' is built here, as the shell's usePageMeta does. */
  title: string;
  description: string;
  /** Path of the canonical URL; none for the not-found page. */
  canonicalPath?: string;
  /** Absolute or site-relative URL of the preview image. */
  image?: string;
  ogType?: 'website' | 'article' | 'product';
  jsonLd: object[];
  /** Trusted HTML built with `html` below. */
  body: string;
  /** 'noindex' for pages search engines should not list (search results, 404). */
  robots?: string;
  /** The shell's server render: replaces `body`, and the browser hydrates it with `loads`. */
  rendered?: {
    html: string;
    loads: Record<string, unknown>;
    manifest: RemotesManifest;
    /** The signed-in user it was rendered for (their session answer); null for a visitor. */
    user: unknown;
    /** The URL it was rendered at (a visitor's page: the path and the query it reads, in one spelling). */
    url: string;
  };
}

/** The element the shell reads the server render's data from before hydrating. */
export const HYDRATION_DATA_ID = 'ssr-loads';
/** The element the shell reads the remotes manifest from, so it hydrates with the server's routes. */
export const REMOTES_DATA_ID = 'remotes-manifest';
/** The element the shell reads whom the page was rendered for (a signed-in buyer's page only). */
export const USER_DATA_ID = 'ssr-user';

/** JSON inside a script element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SiteInfo {
  brand: string;
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
}

/** Also in shell/src/index.html's theme-color (with the favicon and manifest links every page has). */
export const THEME_COLOR = '#1d3557';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A marker for HTML that is already escaped (from `html`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | undefined | null | false | Part[];

function render(part: Part): string {
  if (part === undefined || part === null || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(part);
}

/**
 * The literal parts of a template without the line breaks and indentation of the source
 * (Prettier lays `html` templates out as HTML): a break next to a tag's `<` or `>` goes, any
 * other becomes one space. What comes from values is never touched.
 */
const compacted = new WeakMap<TemplateStringsArray, string[]>();
function compact(strings: TemplateStringsArray): string[] {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((part) =>
      part
        .replace(/\s*\n\s*>/g, '>')
        .replace(/>\s*\n\s*/g, '>')
        .replace(/\s*\n\s*</g, '<')
        .replace(/\s*\n\s*/g, ' '),
    );
    compacted.set(strings, parts);
  }
  return parts;
}

/** Tagged template that escapes every value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  const parts = compact(strings);
  let out = parts[0];
  values.forEach((value, i) => (out += render(value) + parts[i + 1]));
  return new SafeHtml(out);
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(site: SiteInfo, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** One line, cut at a word near `max` characters (the shell's metaSummary). */
export function metaSummary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:]+$/, '')}…`;
}

export function breadcrumbJsonLd(site: SiteInfo, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}

export function breadcrumbNav(crumbs: Crumb[]): SafeHtml {
  return html`<nav aria-label="breadcrumb">
    <ol class="breadcrumb">
      ${crumbs.map((crumb, i) =>
        i === crumbs.length - 1
          ? html`<li class="breadcrumb-item active" aria-current="page">${crumb.name}</li>`
          : html`<li class="breadcrumb-item"><a href="${crumb.path}">${crumb.name}</a></li>`,
      )}
    </ol>
  </nav>`;
}

/** The head tags of a page. */
export function headTags(site: SiteInfo, page: PageDocument): string {
  const title = [page.title, site.brand].filter(Boolean).join(' | ');
  const description = metaSummary(page.description || page.title);
  const canonical = page.canonicalPath ? absoluteUrl(site, page.canonicalPath) : undefined;
  const image = page.image ? absoluteUrl(site, page.image) : undefined;
  return render([
    html`<title>${title}</title>`,
    html`<meta name="description" content="${description}" />`,
    page.robots ? html`<meta name="robots" content="${page.robots}" />` : '',
    canonical ? html`<link rel="canonical" href="${canonical}" />` : '',
    html`<meta property="og:site_name" content="${site.brand}" />`,
    html`<meta property="og:type" content="${page.ogType ?? 'website'}" />`,
    html`<meta property="og:title" content="${page.title || site.brand}" />`,
    html`<meta property="og:description" content="${description}" />`,
    canonical ? html`<meta property="og:url" content="${canonical}" />` : '',
    image ? html`<meta property="og:image" content="${image}" />` : '',
    html`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    html`<meta name="twitter:title" content="${page.title || site.brand}" />`,
    html`<meta name="twitter:description" content="${description}" />`,
    image ? html`<meta name="twitter:image" content="${image}" />` : '',
    page.jsonLd.map(
      (data) => new SafeHtml(`<script type="application/ld+json">${jsonForScript(data)}</script>`),
    ),
    // Keeps the server's content readable before the shell's stylesheet arrives.
    new SafeHtml(
      `<style>#ssr-page{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:1140px;margin:0 auto;padding:1rem;line-height:1.5}` +
        `#ssr-page img{max-width:100%;height:auto}#ssr-page .breadcrumb{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}` +
        `#ssr-page .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:1rem;list-style:none;padding:0}</style>`,
    ),
  ]);
}

/** The site's chrome around a page's content: the visitor header's links and the footer's. */
function chrome(site: SiteInfo, body: string): string {
  return render(
    html`<div id="ssr-page">
      <header>
        <a href="/"><strong>${site.brand}</strong></a>
        <nav>
          <a href="/">Home</a> · <a href="/services">Services</a> · <a href="/blog">Blog</a> ·
          <a href="/about">About</a> · <a href="/auth/sign-in">Sign In</a> ·
          <a href="/auth/sign-up">Sign Up</a>
        </nav>
      </header>
      <main>${new SafeHtml(body)}</main>
      <footer>
        <nav>
          <a href="/about">About</a> · <a href="/services">Services</a> · <a href="/blog">Blog</a> ·
          <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a>
        </nav>
      </footer>
    </div>`,
  );
}

/** The shell's index.html (or a page made from it) in the visitor's colour mode. */
export function inColorMode(template: string, mode: ColorMode): string {
  return template.replace(/(<html\b[^>]*\bdata-bs-theme=)["']?\w*["']?/i, `$1${mode}`);
}

/**
 * The shell's index.html with the page's head and content: the template's own <title> and
 * description give way to the page's, and its empty #root gets the content block.
 */
export function fillTemplate(
  template: string,
  site: SiteInfo,
  page: PageDocument,
  colorMode: ColorMode = 'light',
): string {
  const head = headTags(site, page);
  const withoutDefaults = inColorMode(template, colorMode)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  // Taps on a rendered page before it hydrates are held from the first byte, and replayed.
  const early = page.rendered ? `<script>${EARLY_EVENTS_SCRIPT}</script>` : '';
  const withHead = withoutDefaults
    .replace(/<head>/i, (tag) => `${tag}${early}`)
    .replace(/<\/head>/i, () => `${head}</head>`);
  // The built template is minified (`<div id=root></div>`); the source one is not.
  return withHead.replace(/<div id=["']?root["']?>\s*<\/div>/i, () =>
    page.rendered
      ? `<div id="root" data-hydrating data-url="${escapeHtml(page.rendered.url)}">${page.rendered.html}</div>` +
        `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(page.rendered.loads)}</script>` +
        `<script type="application/json" id="${REMOTES_DATA_ID}">${scriptJson(page.rendered.manifest)}</script>` +
        (page.rendered.user
          ? `<script type="application/json" id="${USER_DATA_ID}">${scriptJson(page.rendered.user)}</script>`
          : '')
      : `<div id="root">${chrome(site, page.body)}</div>`,
  );
}

/** Widths of the card images: a quarter, half or the whole of the viewport (the catalog's grid). */
export const CARD_SIZES = '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw';
/** The main image of a service or blog page: the content column, or the whole phone screen. */
export const MAIN_SIZES = '(min-width: 900px) 876px, 100vw';

/**
 * An image as the front end's ResponsiveImage draws it: a `<picture>` of the upload's variants
 * (AVIF, WebP, original format at 320/640/1280 px) so a phone loads a small one, or a plain
 * `<img>` for a URL without variants. The largest paint loads at once with high priority; the
 * rest lazily.
 */
export function imageHtml(
  url: string,
  options: { alt: string; width: number; height: number; sizes: string; priority: boolean },
): SafeHtml {
  const loading = new SafeHtml(options.priority ? 'fetchpriority="high"' : 'loading="lazy"');
  const variants = imageSources(url);
  if (!variants) {
    return html`<img
      src="${url}"
      alt="${options.alt}"
      width="${options.width}"
      height="${options.height}"
      ${loading}
    />`;
  }
  const fallback = variants.sources[variants.sources.length - 1];
  return html`<picture
    >${variants.sources
      .slice(0, -1)
      .map(
        (source) => html`<source type="${source.type}" srcset="${source.srcSet}" sizes="${options.sizes}" />`,
      )}<img
      src="${variants.src}"
      srcset="${fallback.srcSet}"
      sizes="${options.sizes}"
      alt="${options.alt}"
      width="${options.width}"
      height="${options.height}"
      ${loading}
  /></picture>`;
}
