/**
 * The HTML template of a public page's first answer: the shell's index.html with the head the
 * page declared (title, description, canonical URL, Open Graph, Twitter card, JSON-LD) and the
 * server render inside #root, with the data the browser hydrates it with.
 */
import {
  absoluteUrl,
  alternatePaths,
  DEFAULT_LOCALE,
  EARLY_EVENTS_SCRIPT,
  localizedPath,
  standInUser,
  textDirection,
  type ColorMode,
  type Locale,
  type PageHead,
  type SiteInfo,
} from '@market/contracts';
import { escapeHtml } from '../common/html';
import type { RenderedPage } from './server-render';

/** The element the shell reads the server render's data from before hydrating. */
export const HYDRATION_DATA_ID = 'ssr-loads';
/** The element the shell reads the remotes manifest from, so it hydrates with the server's routes. */
export const REMOTES_DATA_ID = 'remotes-manifest';
/** The element the shell reads whom the page was rendered for: a role's stand-in (signed-in pages). */
export const USER_DATA_ID = 'ssr-user';

/** The element the shell reads the page's catalogs from (only its language's), to hydrate without fetching them. */
export const MESSAGES_DATA_ID = 'ssr-messages';

/** The template holding a page's remote scripts, which shell/src/boot.js preloads after the shell's. */
export const AFTER_SHELL_PRELOADS_ID = 'after-shell-preloads';

/** Also in shell/src/index.html's theme-color (with the favicon and manifest links every page has). */
export const THEME_COLOR = '#1d3557';

/** A character's JSON escape (`<` as `\u003c`): the same value, read as JSON or as JavaScript. */
const unicodeEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON inside a script element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, unicodeEscape);
}

/** The remotes manifest's script JSON, once per manifest (the same object until it is composed again). */
const manifestJson = new WeakMap<object, string>();

function manifestScriptJson(manifest: object): string {
  let json = manifestJson.get(manifest);
  if (json === undefined) manifestJson.set(manifest, (json = scriptJson(manifest)));
  return json;
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, unicodeEscape);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The head tags of a page, from what its author declared (its canonical path is the English one):
 * in another language, its canonical address is that language's; a page with a canonical address
 * names it in every language (`hreflang`) and English as `x-default`.
 */
export function headTags(site: SiteInfo, head: PageHead, locale: Locale = DEFAULT_LOCALE): string {
  const title = [head.title, site.brand].filter(Boolean).join(' | ');
  const canonical = head.canonicalPath
    ? absoluteUrl(site, localizedPath(head.canonicalPath, locale))
    : undefined;
  const alternates =
    head.canonicalPath && !/noindex/i.test(head.robots ?? '')
      ? alternatePaths(head.canonicalPath).map(
          ({ hreflang, path }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(site, path))}" />`,
        )
      : [];
  const image = head.image ? absoluteUrl(site, head.image) : undefined;
  const shared = head.title || site.brand;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.robots ? meta('name', 'robots', head.robots) : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...alternates,
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', shared),
    meta('property', 'og:description', head.description),
    canonical ? meta('property', 'og:url', canonical) : '',
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shared),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    ...(head.jsonLd?.(site) ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('');
}

/** The shell's index.html (or a page made from it) in the visitor's colour mode. */
export function inColorMode(template: string, mode: ColorMode): string {
  return template.replace(/(<html\b[^>]*\bdata-bs-theme=)["']?\w*["']?/i, `$1${mode}`);
}

/**
 * The shell's index.html (or a page made from it) in `locale`: `<html lang dir>` (`dir="rtl"` for
 * Arabic; the shell then loads Bootstrap's right-to-left stylesheet). With `pseudoLocale`
 * (NODE_ENV=test only), the page may be shown in the pseudo-locale (`?locale=en-XA`).
 */
export function inLocale(template: string, locale: string, pseudoLocale = false): string {
  const attributes = `lang="${escapeHtml(locale)}" dir="${textDirection(locale)}"${pseudoLocale ? ' data-pseudo-locale' : ''}`;
  return template.replace(/<html\b([^>]*)>/i, (_tag, rest: string) => {
    const others = rest.replace(/\s(lang|dir|data-pseudo-locale)(=("[^"]*"|'[^']*'|[^\s>]*))?/gi, '');
    return `<html ${attributes}${others}>`;
  });
}

/**
 * The shell's index.html with a server-rendered page, in the language it was rendered in (its
 * catalogs inlined, only that language's): the template's own <title> and description
 * give way to the page's head (when it declared one), and its empty #root gets the render. In
 * pieces, in order (utf8Page makes them the page): the first is the document up to #root, its head.
 */
export function fillTemplate(
  template: string,
  site: SiteInfo,
  page: RenderedPage,
  colorMode: ColorMode = 'light',
  /** The language of the page's address (`/de/…`): its canonical and alternates say so. */
  locale: Locale = DEFAULT_LOCALE,
  /** Whether the page may switch to the pseudo-locale (`?locale=en-XA`): only when NODE_ENV=test. */
  pseudoLocale = false,
): string[] {
  // `<html lang>` is the language the page was rendered in (a shell build from before the
  // languages says none: the address's).
  let filled = inLocale(inColorMode(template, colorMode), page.locale ?? locale, pseudoLocale);
  // Fetched once the shell's own startup scripts (the template's preloads) have arrived: boot.js
  // moves them out of the template. On a phone's connection they shared its bandwidth with the
  // shell's and held back the chrome (menu, search) by a quarter of a second; the area they
  // hydrate waits for the shell's scripts anyway, so it is no later.
  const preloads = page.scripts
    .map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`)
    .join('');
  if (preloads) {
    filled = filled.replace(
      /<\/head>/i,
      () => `<template id="${AFTER_SHELL_PRELOADS_ID}">${preloads}</template></head>`,
    );
  }
  if (page.head) {
    const head = headTags(site, page.head, locale);
    filled = filled
      .replace(/<title>[\s\S]*?<\/title>/i, '')
      .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '')
      .replace(/<\/head>/i, () => `${head}</head>`);
  }
  // Taps on a rendered page before it hydrates are held from the first byte, and replayed.
  filled = filled.replace(/<head>/i, (tag) => `${tag}<script>${EARLY_EVENTS_SCRIPT}</script>`);
  // The built template is minified (`<div id=root></div>`); the source one is not.
  const root = /<div id=["']?root["']?>\s*<\/div>/i.exec(filled);
  if (!root) return [filled];
  return [
    filled.slice(0, root.index),
    `<div id="root" data-hydrating data-url="${escapeHtml(page.url)}">`,
    page.html,
    '</div>',
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(page.loads)}</script>`,
    `<script type="application/json" id="${REMOTES_DATA_ID}">${manifestScriptJson(page.manifest)}</script>`,
    page.messages
      ? `<script type="application/json" id="${MESSAGES_DATA_ID}">${scriptJson(page.messages)}</script>`
      : '',
    page.role
      ? `<script type="application/json" id="${USER_DATA_ID}">${scriptJson(standInUser(page.role))}</script>`
      : '',
    filled.slice(root.index + root[0].length),
  ];
}

/**
 * A page's pieces (fillTemplate) as one UTF-8 buffer, never joined into one string: a page of
 * more than 64 K characters, one of them beyond Latin-1 (a dash, a star, a language's own name),
 * is a two-byte string over V8's 128 KB large-object size, which is mapped and unmapped on its own
 * each time: such a page cost a tenth more CPU to render, and every send re-encoded it.
 */
export function utf8Page(pieces: string[]): Buffer {
  const sizes = pieces.map((piece) => Buffer.byteLength(piece));
  const page = Buffer.allocUnsafe(sizes.reduce((sum, size) => sum + size, 0));
  let at = 0;
  pieces.forEach((piece, i) => {
    page.write(piece, at);
    at += sizes[i];
  });
  return page;
}
