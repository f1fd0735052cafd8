import { catalogLoader } from '@market/ui';

/** The shell's name for its catalogs in the page (AppMessages' `app`, the server render's inlined catalogs). */
export const SHELL_APP = 'shell';

/**
 * The shell's catalog for `locale`: one chunk per language (the build compiles each to its parsed
 * form, libs/mf-webpack/catalog-loader.js), so only the page's language is fetched. The
 * pseudo-locale is made from the English one.
 */
export const loadShellMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-shell-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "i18n-shell-de" */ './de.json'),
  es: () => import(/* webpackChunkName: "i18n-shell-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "i18n-shell-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './ar.json'),
});
