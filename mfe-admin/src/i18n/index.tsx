import type { ReactNode } from 'react';
import type { RenderLocale } from '@market/contracts';
import { AppMessages, pseudoCatalog, type Catalog } from '@market/ui';

const catalog = (module: { default: unknown }) => module.default as Catalog;

/**
 * The admin remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export function loadAdminMessages(locale: RenderLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import(/* webpackChunkName: "i18n-admin-de" */ './de.json').then(catalog);
    case 'es':
      return import(/* webpackChunkName: "i18n-admin-es" */ './es.json').then(catalog);
    case 'fr':
      return import(/* webpackChunkName: "i18n-admin-fr" */ './fr.json').then(catalog);
    case 'ar':
      return import(/* webpackChunkName: "i18n-admin-ar" */ './ar.json').then(catalog);
    case 'en-XA':
      return import(/* webpackChunkName: "i18n-admin-en" */ './en.json').then((module) =>
        pseudoCatalog(catalog(module)),
      );
    default:
      return import(/* webpackChunkName: "i18n-admin-en" */ './en.json').then(catalog);
  }
}

/** The admin remote's messages in the page's language, around each module it exposes. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app="admin" load={loadAdminMessages}>
      {children}
    </AppMessages>
  );
}
