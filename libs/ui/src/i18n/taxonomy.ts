import { useCallback, useContext } from 'react';
import { IntlContext, type IntlShape, type MessageDescriptor } from 'react-intl';
import { CATEGORY_NAMES, isCategory, subcategoryName } from '@market/contracts';
import { catalogLoader } from './message-store';

/**
 * The category and subcategory names in the page's language (`category.<slug>`,
 * `subcategory.<slug>`): one small catalog per language shared by every app, beside this file in
 * taxonomy/<locale>.json. English is exactly @market/contracts' CATEGORY_NAMES and subcategoryName.
 *
 * AppMessages loads it with the app's own catalog and gives react-intl both merged: one provider
 * per app, one store entry per language for the whole page (only that language's chunk), inlined by
 * a server render like an app's catalog so the page hydrates with the same names, and a language
 * switch waits for both before it shows the new language. The ids are built from slugs at run time,
 * so they stay out of the apps' catalogs (tools/check-catalogs.mjs never sees them).
 */
export const TAXONOMY_CATALOG = 'taxonomy';

/** The taxonomy's catalog for `locale`: one chunk per language; the pseudo-locale's made from English. */
export const loadTaxonomyMessages = catalogLoader({
  en: () => import(/* webpackChunkName: "i18n-shared-en" */ './taxonomy/en.json'),
  de: () => import(/* webpackChunkName: "i18n-shared-de" */ './taxonomy/de.json'),
  es: () => import(/* webpackChunkName: "i18n-shared-es" */ './taxonomy/es.json'),
  fr: () => import(/* webpackChunkName: "i18n-shared-fr" */ './taxonomy/fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-shared-ar" */ './taxonomy/ar.json'),
});

export const categoryMessageId = (slug: string) => `category.${slug}`;
export const subcategoryMessageId = (slug: string) => `subcategory.${slug}`;

function translated(intl: IntlShape | null | undefined, id: string): string | undefined {
  if (!intl?.messages[id]) return undefined;
  // A descriptor held in a variable: FormatJS's extraction (which wants literal ids) passes it by.
  const descriptor: MessageDescriptor = { id };
  return intl.formatMessage(descriptor);
}

/**
 * A category's name in `intl`'s language (outside a component: a head's JSON-LD, a PDF); English
 * where the taxonomy is not in `intl` (no provider, a fallback one), the slug for an unknown one.
 */
export function categoryNameIn(intl: IntlShape | null | undefined, slug: string): string {
  return translated(intl, categoryMessageId(slug)) ?? (isCategory(slug) ? CATEGORY_NAMES[slug] : slug);
}

/** A subcategory's name in `intl`'s language; English (subcategoryName) where it has none. */
export function subcategoryNameIn(intl: IntlShape | null | undefined, slug: string): string {
  return translated(intl, subcategoryMessageId(slug)) ?? subcategoryName(slug);
}

/** `(slug) => name` of a category in the page's language: `useCategoryName()('graphics-design')`. */
export function useCategoryName(): (slug: string) => string {
  const intl = useContext(IntlContext);
  return useCallback((slug: string) => categoryNameIn(intl, slug), [intl]);
}

/** `(slug) => name` of a subcategory in the page's language: `useSubcategoryName()('logo-design')`. */
export function useSubcategoryName(): (slug: string) => string {
  const intl = useContext(IntlContext);
  return useCallback((slug: string) => subcategoryNameIn(intl, slug), [intl]);
}
