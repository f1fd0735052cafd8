import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale, type RenderLocale } from '@market/contracts';

export interface LocaleState {
  /** The language the page is shown in (the pseudo-locale in tests). */
  locale: RenderLocale;
  /**
   * Shows the page in another language: loads that language's catalogs, keeps the page (at its
   * address in that language when it has one) and remembers the choice.
   */
  setLocale(locale: Locale): void;
}

/** The page's language, given by the shell (LocaleRoot) to every app and remote. */
export const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** The language to ask the API for content in (`?locale=`): the page's, English for the pseudo-locale. */
export function useContentLocale(): Locale {
  const { locale } = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
