import {
  DEFAULT_LOCALE,
  isRenderLocale,
  LOCALE_COOKIE,
  localeFromCookie,
  PSEUDO_LOCALE,
  splitLocalePath,
  textDirection,
  type Locale,
  type RenderLocale,
} from '@market/contracts';
import { apiRequest } from '@market/api-client';

// No React here: the entry may read the page's language before the async boundary.

/** The element holding the catalogs a server render inlined (backend public-pages/page-html.ts). */
export const MESSAGES_DATA_ID = 'ssr-messages';

/**
 * Whether this page may be shown in the pseudo-locale: only when the server says it runs its
 * tests (`<html data-pseudo-locale>`, NODE_ENV=test), never for a person.
 */
export function pseudoLocaleAllowed(): boolean {
  return document.documentElement.hasAttribute('data-pseudo-locale');
}

/**
 * The language the page starts in: a server-rendered page's (its `<html lang>`, so it hydrates as
 * it was rendered), else its address's (`/de/…`), else `?locale=en-XA` in tests, else the
 * visitor's `locale` cookie, else English. A signed-in user's account preference follows once
 * it is read (LocaleRoot).
 */
export function initialLocale(): RenderLocale {
  const html = document.documentElement;
  if (document.getElementById(MESSAGES_DATA_ID) && isRenderLocale(html.lang)) return html.lang;
  const { locale, prefixed } = splitLocalePath(location.pathname);
  if (prefixed) return locale;
  if (pseudoLocaleAllowed() && new URLSearchParams(location.search).get('locale') === PSEUDO_LOCALE) {
    return PSEUDO_LOCALE;
  }
  return localeFromCookie(document.cookie) ?? DEFAULT_LOCALE;
}

/** Keeps a visitor's choice in the cookie the server renders pages by. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export interface Preferences {
  locale?: unknown;
  currency?: unknown;
}

/** The signed-in user's saved language, if the server keeps one (a 404 before it does: none). */
export async function savedLocale(): Promise<Locale | undefined> {
  try {
    const preferences = await apiRequest<Preferences>('/me/preferences', { background: true });
    const { locale } = preferences ?? {};
    return isRenderLocale(locale) && locale !== PSEUDO_LOCALE ? (locale as Locale) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the signed-in user's language on the account; a server without preferences yet ignores it. */
export async function saveLocale(locale: Locale): Promise<void> {
  try {
    await apiRequest('/me/preferences', { method: 'PUT', body: { locale }, background: true });
  } catch {
    // Kept in the cookie: the next page still opens in it.
  }
}

/** The stylesheets Bootstrap's right-to-left build added, once loaded. */
let rtlSheets: Promise<HTMLLinkElement[]> | undefined;

function loadRtlSheets(): Promise<HTMLLinkElement[]> {
  const stylesheets = () => new Set(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));
  const before = stylesheets();
  rtlSheets ??= import(/* webpackChunkName: "bootstrap-rtl" */ './bootstrap-rtl').then(
    () => [...stylesheets()].filter((link) => !before.has(link)),
    () => {
      rtlSheets = undefined;
      return [];
    },
  );
  return rtlSheets;
}

/**
 * `<html lang dir>` for the page's language, and Bootstrap's right-to-left stylesheet for Arabic
 * (loaded on the first right-to-left page, turned off again on a switch to another language).
 */
export function applyLocaleToDocument(locale: RenderLocale): void {
  const html = document.documentElement;
  const dir = textDirection(locale);
  html.lang = locale;
  html.dir = dir;
  if (dir === 'rtl' || rtlSheets) {
    void loadRtlSheets().then((links) => {
      for (const link of links) link.disabled = html.dir !== 'rtl';
    });
  }
}
