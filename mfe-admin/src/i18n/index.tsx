import type { ReactNode } from 'react';
import { AppMessages, catalogLoader } from '@market/ui';

/**
 * The admin remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export const loadAdminMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-admin-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "i18n-admin-de" */ './de.json'),
  es: () => import(/* webpackChunkName: "i18n-admin-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "i18n-admin-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-admin-ar" */ './ar.json'),
});

/** The admin remote's messages in the page's language, around each module it exposes. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app="admin" load={loadAdminMessages}>
      {children}
    </AppMessages>
  );
}
