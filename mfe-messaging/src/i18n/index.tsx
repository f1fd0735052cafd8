import type { ReactNode } from 'react';
import type { RenderLocale } from '@market/contracts';
import { AppMessages, pseudoCatalog, type Catalog } from '@market/ui';

const catalog = (module: { default: unknown }) => module.default as Catalog;

/**
 * The messaging remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export function loadMessagingMessages(locale: RenderLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import(/* webpackChunkName: "i18n-messaging-de" */ './de.json').then(catalog);
    case 'es':
      return import(/* webpackChunkName: "i18n-messaging-es" */ './es.json').then(catalog);
    case 'fr':
      return import(/* webpackChunkName: "i18n-messaging-fr" */ './fr.json').then(catalog);
    case 'ar':
      return import(/* webpackChunkName: "i18n-messaging-ar" */ './ar.json').then(catalog);
    case 'en-XA':
      return import(/* webpackChunkName: "i18n-messaging-en" */ './en.json').then((module) =>
        pseudoCatalog(catalog(module)),
      );
    default:
      return import(/* webpackChunkName: "i18n-messaging-en" */ './en.json').then(catalog);
  }
}

/** The messaging remote's messages in the page's language, around each module it exposes. */
export function MessagingMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app="messaging" load={loadMessagingMessages}>
      {children}
    </AppMessages>
  );
}
