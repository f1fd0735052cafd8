import type { ReactNode } from 'react';
import { AppMessages, catalogLoader } from '@market/ui';

/**
 * The catalog remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export const loadCatalogMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-catalog-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "i18n-catalog-de" */ './de.json'),
  es: () => import(/* webpackChunkName: "i18n-catalog-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "i18n-catalog-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-catalog-ar" */ './ar.json'),
});

/** The catalog remote's messages in the page's language, around each module it exposes. */
export function CatalogMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app="catalog" load={loadCatalogMessages}>
      {children}
    </AppMessages>
  );
}
