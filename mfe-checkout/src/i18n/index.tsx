import type { ReactNode } from 'react';
import { AppMessages, catalogLoader } from '@market/ui';

/** This app's name in the page's catalog store (AppMessages, loadCatalog). */
export const CHECKOUT_APP = 'checkout';

/**
 * The checkout remote's catalog for `locale`: one chunk per language (compiled to its parsed form at
 * build, libs/mf-webpack/catalog-loader.js); the pseudo-locale is made from the English one.
 */
export const loadCheckoutMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-checkout-en" */ './en.json'),
  de: () => import(/* webpackChunkName: "i18n-checkout-de" */ './de.json'),
  es: () => import(/* webpackChunkName: "i18n-checkout-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "i18n-checkout-fr" */ './fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-checkout-ar" */ './ar.json'),
});

/** The checkout remote's messages in the page's language, around each module it exposes. */
export function CheckoutMessages({ children }: { children: ReactNode }) {
  return (
    <AppMessages app={CHECKOUT_APP} load={loadCheckoutMessages}>
      {children}
    </AppMessages>
  );
}
