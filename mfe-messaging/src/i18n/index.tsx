import type { ReactNode } from 'react';
import { AppMessages, catalogLoader } from '@market/ui';

/**
 * The messaging remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export const loadMessagingMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-messaging-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "i18n-messaging-de" */ './de.json'),
  es: () => import(/* webpackChunkName: "i18n-messaging-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "i18n-messaging-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-messaging-ar" */ './ar.json'),
});

/** The messaging remote's messages in the page's language, around each module it exposes. */
export function MessagingMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app="messaging" load={loadMessagingMessages}>
      {children}
    </AppMessages>
  );
}
