/**
 * The shop's languages. English is the default and keeps every spec route unprefixed; the others
 * live under `/{locale}/…`. `en-XA` is the pseudo-locale the tests render every screen in
 * (accented and about 35 % longer), never offered to a person.
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const PSEUDO_LOCALE = 'en-XA';
export type RenderLocale = Locale | typeof PSEUDO_LOCALE;

/** Languages written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Each language's own name, as its speakers write it (the language menu). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return (RTL_LOCALES as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/** The cookie keeping a visitor's chosen language (the account keeps a signed-in user's). */
export const LOCALE_COOKIE = 'locale';

/** Whether `value` is a language a page can be rendered in: a shop language or the pseudo-locale. */
export function isRenderLocale(value: unknown): value is RenderLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The language an address is in, and the address without its language: `/de/logo-design/7` →
 * `{ locale: 'de', path: '/logo-design/7', prefixed: true }`; an unprefixed address is English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=[/?#]|$)(.*)$/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) {
    const rest = match[2] ?? '';
    return { locale: match[1], path: rest.startsWith('/') ? rest : `/${rest}`, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

/** The address of `path` (unprefixed) in `locale`: English unprefixed, the others under `/{locale}`. */
export function localizedPath(path: string, locale: Locale): string {
  const own = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return own;
  return own === '/' ? `/${locale}` : own.startsWith('/?') ? `/${locale}${own.slice(1)}` : `/${locale}${own}`;
}

/** The router's basename for an address: `/de` under `/de/…`, none for English. */
export function localeBasename(pathname: string): string {
  const { locale, prefixed } = splitLocalePath(pathname);
  return prefixed ? `/${locale}` : '';
}

/** The `hreflang` alternates of a page (by its English path): every language, and `x-default` (English). */
export function alternatePaths(path: string): Array<{ hreflang: string; path: string }> {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizedPath(path, locale) })),
    { hreflang: 'x-default', path },
  ];
}

/**
 * The first shop language among a browser's preferences (`navigator.languages`, or an
 * Accept-Language header's tags in order): `de-AT` matches German. Undefined when none matches.
 */
export function matchLocale(preferences: readonly string[]): Locale | undefined {
  for (const tag of preferences) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

/** A `locale` cookie's language from a Cookie header (or `document.cookie`); undefined when absent or unknown. */
export function localeFromCookie(cookie: string | undefined | null): Locale | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The languages content is translated into: every one but English, the base and fallback. */
export const TRANSLATED_LOCALES = ['de', 'es', 'fr', 'ar'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export function isTranslatedLocale(value: unknown): value is TranslatedLocale {
  return typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}
