import type { RenderLocale } from '@market/contracts';
import { pseudoCatalog, type Catalog } from './pseudo-locale';

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

const catalog = (module: { default: unknown }) => module.default as Catalog;

/** The shared components' catalog for `locale`; the pseudo-locale's made from English. */
export function loadUiMessages(locale: RenderLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import(/* webpackChunkName: "i18n-shared-de" */ './ui/de.json').then(catalog);
    case 'es':
      return import(/* webpackChunkName: "i18n-shared-es" */ './ui/es.json').then(catalog);
    case 'fr':
      return import(/* webpackChunkName: "i18n-shared-fr" */ './ui/fr.json').then(catalog);
    case 'ar':
      return import(/* webpackChunkName: "i18n-shared-ar" */ './ui/ar.json').then(catalog);
    case 'en-XA':
      return import(/* webpackChunkName: "i18n-shared-en" */ './ui/en.json').then((module) =>
        pseudoCatalog(catalog(module)),
      );
    default:
      return import(/* webpackChunkName: "i18n-shared-en" */ './ui/en.json').then(catalog);
  }
}
