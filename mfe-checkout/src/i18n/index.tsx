import type { ReactNode } from 'react';
import type { RenderLocale } from '@market/contracts';
import { AppMessages, pseudoCatalog, type Catalog } from '@market/ui';

/** This app's name in the page's catalog store (AppMessages, loadCatalog). */
export const CHECKOUT_APP = 'checkout';

const catalog = (module: { default: unknown }) => module.default as Catalog;

/**
 * The checkout remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export function loadCheckoutMessages(locale: RenderLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import(/* webpackChunkName: "i18n-checkout-de" */ './de.json').then(catalog);
    case 'es':
      return import(/* webpackChunkName: "i18n-checkout-es" */ './es.json').then(catalog);
    case 'fr':
      return import(/* webpackChunkName: "i18n-checkout-fr" */ './fr.json').then(catalog);
    case 'ar':
      return import(/* webpackChunkName: "i18n-checkout-ar" */ './ar.json').then(catalog);
    case 'en-XA':
      return import(/* webpackChunkName: "i18n-checkout-en" */ './en.json').then((module) =>
        pseudoCatalog(catalog(module)),
      );
    default:
      return import(/* webpackChunkName: "i18n-checkout-en" */ './en.json').then(catalog);
  }
}

/** The checkout remote's messages in the page's language, around each module it exposes. */
export function CheckoutMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app={CHECKOUT_APP} load={loadCheckoutMessages}>
      {children}
    </AppMessages>
  );
}
