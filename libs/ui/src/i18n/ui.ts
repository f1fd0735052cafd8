import { catalogLoader } from './message-store';

/**
 * The texts of the shared components (`ui.*`: order details, status badges, dialogs, spinners,
 * the not-found page…) in the page's language: one small catalog per language shared by every
 * app, beside this file in ui/<locale>.json, loaded and inlined like the taxonomy's (./taxonomy.ts).
 * Each language's file goes in the same chunk as that language's taxonomy (same chunk name), so
 * the shared texts cost a page one request, not two.
 *
 * The components give react-intl their English as defaultMessage and read it through
 * useIntlOrDefault: rendered without a provider (an app's unit test), they speak English.
 * tools/check-catalogs.mjs checks these files against the `ui.*` ids of libs/ui and libs/remotes.
 */
export const UI_CATALOG = 'ui';

/** The shared components' catalog for `locale`; the pseudo-locale's made from English. */
export const loadUiMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-shared-en" */ './ui/en.json'),
  de: () => import(/* webpackChunkName: "i18n-shared-de" */ './ui/de.json'),
  es: () => import(/* webpackChunkName: "i18n-shared-es" */ './ui/es.json'),
  fr: () => import(/* webpackChunkName: "i18n-shared-fr" */ './ui/fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-shared-ar" */ './ui/ar.json'),
});
