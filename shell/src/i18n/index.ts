import type { RenderLocale } from '@market/contracts';
import { pseudoCatalog, type Catalog } from '@market/ui';

/** The shell's name for its catalogs in the page (AppMessages' `app`, the server render's inlined catalogs). */
export const SHELL_APP = 'shell';

const catalog = (module: { default: unknown }) => module.default as Catalog;

/**
 * The shell's catalog for `locale`: one chunk per language (the build compiles each to its parsed
 * form, libs/mf-webpack/catalog-loader.js), so only the page's language is fetched. The
 * pseudo-locale is made from the English one.
 */
export function loadShellMessages(locale: RenderLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import(/* webpackChunkName: "i18n-shell-de" */ './de.json').then(catalog);
    case 'es':
      return import(/* webpackChunkName: "i18n-shell-es" */ './es.json').then(catalog);
    case 'fr':
      return import(/* webpackChunkName: "i18n-shell-fr" */ './fr.json').then(catalog);
    case 'ar':
      return import(/* webpackChunkName: "i18n-shell-ar" */ './ar.json').then(catalog);
    case 'en-XA':
      return import(/* webpackChunkName: "i18n-shell-en" */ './en.json').then((module) =>
        pseudoCatalog(catalog(module)),
      );
    default:
      return import(/* webpackChunkName: "i18n-shell-en" */ './en.json').then(catalog);
  }
}
