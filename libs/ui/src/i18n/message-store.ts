import { createContext } from 'react';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, PSEUDO_LOCALE, type Locale, type RenderLocale } from '@market/contracts';
import { pseudoCatalog, type Catalog } from './pseudo-locale';

/** An app's catalog for one language: a dynamic import per language, so each is its own chunk. */
export type CatalogLoader = (locale: RenderLocale) => Promise<Catalog>;

/** The dynamic import of one language's catalog file (its own chunk, named in the import). */
export type CatalogImport = () => Promise<{ default: unknown }>;

/**
 * A catalog's loader from the import of each shop language's file, written where the files are so
 * the bundler sees each path: `catalogLoader({ en: () => import('./en.json'), de: … })`. A language
 * added to LOCALES is a type error at every catalog's loader until it has its file. The
 * pseudo-locale is made from English.
 */
export function catalogLoader(imports: Record<Locale, CatalogImport>): CatalogLoader {
  const load = (locale: Locale) => imports[locale]().then((module) => module.default as Catalog);
  return (locale) => {
    if (locale === PSEUDO_LOCALE) return load(DEFAULT_LOCALE).then(pseudoCatalog);
    return load(isLocale(locale) ? locale : DEFAULT_LOCALE);
  };
}

// `partial`: only the messages a server render used (inlined in the page); enough to hydrate it,
// completed by `completeCatalogs` once the page runs.
type Entry = { catalog: Catalog; partial?: boolean } | { pending: Promise<Catalog> } | { error: unknown };

// One store in the page (@market/ui is a shared singleton): each app's catalog per language,
// loaded once.
const entries = new Map<string, Entry>();
const keyOf = (app: string, locale: RenderLocale) => `${app}\u0000${locale}`;

// The loader each app's catalogs came from. Another loader for the same app is another build of it
// (a remote deployed again while the server runs): its catalogs replace the old build's.
const loaders = new Map<string, CatalogLoader>();

function followLoader(app: string, load: CatalogLoader): void {
  const known = loaders.get(app);
  if (known === load) return;
  if (known) {
    const prefix = keyOf(app, '' as RenderLocale);
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  }
  loaders.set(app, load);
}

/** The catalog already in the page (loaded, or inlined by the server render), if any. */
export function loadedCatalog(app: string, locale: RenderLocale): Catalog | undefined {
  const entry = entries.get(keyOf(app, locale));
  return entry && 'catalog' in entry ? entry.catalog : undefined;
}

/**
 * Puts the messages the server render used into the page's store (`{ app: messages }` for one
 * language): the page hydrates with them; `completeCatalogs` fetches the rest.
 */
export function primeCatalogs(locale: RenderLocale, catalogs: Record<string, Catalog>): void {
  for (const [app, catalog] of Object.entries(catalogs)) {
    if (catalog && typeof catalog === 'object') entries.set(keyOf(app, locale), { catalog, partial: true });
  }
}

/** Whether the page has only the server render's messages of any of `sources`. */
export function isPartial(
  locale: RenderLocale,
  sources: ReadonlyArray<readonly [app: string, load: CatalogLoader]>,
) {
  return sources.some(([app]) => {
    const entry = entries.get(keyOf(app, locale));
    return Boolean(entry && 'catalog' in entry && entry.partial);
  });
}

/**
 * Loads the whole catalog of each source the page only has the server render's messages of.
 * Resolves with whether any was completed.
 */
export async function completeCatalogs(
  locale: RenderLocale,
  sources: ReadonlyArray<readonly [app: string, load: CatalogLoader]>,
): Promise<boolean> {
  const partial = sources.filter(([app]) => {
    const entry = entries.get(keyOf(app, locale));
    return entry && 'catalog' in entry && entry.partial;
  });
  await Promise.all(
    partial.map(async ([app, load]) => {
      followLoader(app, load);
      const catalog = await load(locale);
      entries.set(keyOf(app, locale), { catalog });
    }),
  );
  return partial.length > 0;
}

/**
 * Loads `app`'s catalog for `locale` once (later calls share the request); a failed load is
 * tried again by the next call. The messages a server render inlined count as loaded.
 */
export function loadCatalog(app: string, locale: RenderLocale, load: CatalogLoader): Promise<Catalog> {
  followLoader(app, load);
  const key = keyOf(app, locale);
  const entry = entries.get(key);
  if (entry && 'catalog' in entry) return Promise.resolve(entry.catalog);
  if (entry && 'pending' in entry) return entry.pending;
  const pending = load(locale).then(
    (catalog) => {
      entries.set(key, { catalog });
      return catalog;
    },
    (error: unknown) => {
      entries.set(key, { error });
      throw error;
    },
  );
  entries.set(key, { pending });
  return pending;
}

/** For a React render: the catalog, or suspends until it has loaded (throws the failure after one). */
export function readCatalog(app: string, locale: RenderLocale, load: CatalogLoader): Catalog {
  followLoader(app, load);
  const entry = entries.get(keyOf(app, locale));
  if (entry && 'catalog' in entry) return entry.catalog;
  if (entry && 'error' in entry) {
    entries.delete(keyOf(app, locale));
    throw entry.error;
  }
  throw loadCatalog(app, locale, load);
}

/**
 * For a React render that needs several catalogs (an app's and the taxonomy): every load starts
 * at once, so the render waits for one round trip, not one per catalog in turn.
 */
export function readCatalogs(
  locale: RenderLocale,
  sources: ReadonlyArray<readonly [app: string, load: CatalogLoader]>,
): Catalog[] {
  const waiting: Promise<unknown>[] = [];
  const catalogs: Catalog[] = [];
  for (const [app, load] of sources) {
    try {
      catalogs.push(readCatalog(app, locale, load));
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      waiting.push(thrown);
    }
  }
  if (waiting.length > 0) throw Promise.all(waiting);
  return catalogs;
}

/** Forgets every catalog (tests). */
export function clearCatalogs(): void {
  entries.clear();
  loaders.clear();
}

/**
 * A server render's record of the messages it used (rendered-catalogs.ts, on the server only):
 * `intl` is the render's intl for an app, noting each message it formats under the first of
 * `sources` (the catalogs merged into it) that holds it.
 */
export interface CatalogRecorder {
  intl(shared: IntlShape, sources: ReadonlyArray<readonly [name: string, catalog: Catalog]>): IntlShape;
}
export const RenderedCatalogsContext = createContext<CatalogRecorder | null>(null);
