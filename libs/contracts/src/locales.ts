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
