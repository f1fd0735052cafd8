export { AppMessages, loadAppMessages } from './app-messages';
export { LocaleContext, useContentLocale, useLocale } from './locale-context';
export type { LocaleState } from './locale-context';
export {
  catalogLoader,
  clearCatalogs,
  loadCatalog,
  loadedCatalog,
  primeCatalogs,
  readCatalog,
  RenderedCatalogsContext,
} from './message-store';
export type { CatalogImport, CatalogLoader, CatalogRecorder } from './message-store';
export { pseudoCatalog, pseudoMessage } from './pseudo-locale';
export type { Catalog, CatalogMessage } from './pseudo-locale';
export {
  categoryNameIn,
  loadTaxonomyMessages,
  subcategoryNameIn,
  TAXONOMY_CATALOG,
  useCategoryName,
  useSubcategoryName,
} from './taxonomy';
export { loadUiMessages, UI_CATALOG } from './ui';
export { fallbackIntl, useIntlOrDefault } from './intl-or-default';
