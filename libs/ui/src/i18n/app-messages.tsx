import { use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type RenderLocale } from '@market/contracts';
import { useInRouterContext, useLocation } from '@market/router';
import { useLocale } from './locale-context';
import {
  completeCatalogs,
  loadCatalog,
  isPartial,
  readCatalogs,
  RenderedCatalogsContext,
  type CatalogLoader,
} from './message-store';
import type { Catalog } from './pseudo-locale';
import { loadTaxonomyMessages, TAXONOMY_CATALOG } from './taxonomy';
import { loadUiMessages, UI_CATALOG } from './ui';

/** react-intl's errors worth a console line: a missing message in English is the extraction's business. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}

/**
 * The formatters every render shares (a message's parsed form, a number or date format per locale
 * and options): built once per process, not once per render as each IntlProvider did. Bounded by
 * the catalogs' messages and the formats the screens use.
 */
const intlCache = createIntlCache();

/** One merged catalog per set of catalogs (they are kept per language): not a copy per render. */
const mergedCatalogs = new WeakMap<Catalog, WeakMap<Catalog, WeakMap<Catalog, Catalog>>>();

function merge(ui: Catalog, taxonomy: Catalog, own: Catalog): Catalog {
  let byTaxonomy = mergedCatalogs.get(ui);
  if (!byTaxonomy) mergedCatalogs.set(ui, (byTaxonomy = new WeakMap()));
  let byOwn = byTaxonomy.get(taxonomy);
  if (!byOwn) byTaxonomy.set(taxonomy, (byOwn = new WeakMap()));
  let merged = byOwn.get(own);
  if (!merged) byOwn.set(own, (merged = { ...ui, ...taxonomy, ...own }));
  return merged;
}

/**
 * One intl per messages object and language, for every render of the process: building one
 * (formatters, bound methods, locale checks) costs more than most renders' formatting.
 */
const intls = new WeakMap<Catalog, Map<RenderLocale, IntlShape>>();

function intlFor(locale: RenderLocale, messages: Catalog): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl)
    byLocale.set(
      locale,
      (intl = createIntl(
        {
          locale: locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale,
          defaultLocale: DEFAULT_LOCALE,
          // Source catalogs hold ICU text, built ones its parsed form: react-intl takes either, message by message.
          messages: messages as Record<string, string>,
          onError: reportIntlError,
        },
        intlCache,
      )),
    );
  return intl;
}

/** A message not in the page yet: drawn as nothing (its parsed form, empty) until its catalog is in. */
const BLANK: never[] = [];

const INTENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Calls `act` once, at the person's first tap, key or focus in the page; returns the undo. */
function onFirstIntent(act: () => void): () => void {
  const once = () => {
    undo();
    act();
  };
  const undo = () => INTENTS.forEach((type) => window.removeEventListener(type, once, true));
  INTENTS.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return undo;
}

/** The catalogs an app's messages are made of: its own, the taxonomy's and the shared components'. */
const sourcesOf = (app: string, load: CatalogLoader) =>
  [
    [app, load],
    [TAXONOMY_CATALOG, loadTaxonomyMessages],
    [UI_CATALOG, loadUiMessages],
  ] as const;

/**
 * Loads every catalog AppMessages shows for `app` in `locale`, so the first render or a language
 * switch that waits for it renders at once (one round trip for all, not one after the other).
 */
export async function loadAppMessages(app: string, locale: RenderLocale, load: CatalogLoader): Promise<void> {
  await Promise.all(sourcesOf(app, load).map(([name, loader]) => loadCatalog(name, locale, loader)));
}

/**
 * The messages of one app (`app`: shell, catalog, checkout, messaging, admin) in the page's
 * language, for what is inside: each app's own catalog, loaded by `load` (its dynamic import per
 * language), with the shared taxonomy's (category and subcategory names, ./taxonomy.ts) and the
 * shared components' (./ui.ts) merged in.
 * Suspends while they load (never on a server-rendered page: its catalogs are inlined); a language
 * switch keeps the old text until the new catalogs are in.
 */
export function AppMessages({
  app,
  load,
  children,
}: {
  app: string;
  load: CatalogLoader;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const sources = sourcesOf(app, load);
  const [own, taxonomy, ui] = readCatalogs(locale, sources);
  const rendered = useContext(RenderedCatalogsContext);
  // One object per set of catalogs: a new one would mean a new intl each render.
  const messages = merge(ui, taxonomy, own);

  // A page hydrated with the server's messages only fetches the rest of its catalogs when the
  // person first acts (a tap, a key, a focus) or a message is missing, and adds them in place:
  // what is on screen is already right, so nothing renders again unless a message was missing
  // (drawn blank meanwhile, then filled in). A new page waits for them instead (WholeForNewPages).
  const [, setCompleted] = useState(0);
  const completion = useMemo(() => {
    if (rendered || !isPartial(locale, sources)) return undefined;
    let attempt: Promise<void> | undefined;
    let failed = false;
    let missed = false;
    let completed = false;
    /** Fetches the whole catalogs once; the attempt under way (settled: never rejects), if any. */
    const complete = () => {
      if (completed || attempt) return attempt;
      attempt = completeCatalogs(locale, sources).then(
        () => {
          const [whole, wholeTaxonomy, wholeUi] = readCatalogs(locale, sources);
          Object.assign(target, { ...wholeUi, ...wholeTaxonomy, ...whole });
          completed = true;
          if (missed) setCompleted((n) => n + 1);
        },
        () => {
          failed = true;
          attempt = undefined; // offline: tried again on the next need
        },
      );
      return attempt;
    };
    // What a new page waits for: the attempt under way, or a new one unless the last one failed
    // (then the page shows, with what it lacks drawn blank, rather than wait on a network that is gone).
    const whole = () => (completed || (failed && !attempt) ? undefined : complete());
    const target = messages;
    // react-intl asks whether a message is there (hasOwnProperty), then reads it.
    const pending = (object: Catalog, key: string | symbol): key is string =>
      !completed && typeof key === 'string' && !(key in object);
    const proxied = new Proxy(target, {
      getOwnPropertyDescriptor(object, key) {
        if (!pending(object, key)) return Reflect.getOwnPropertyDescriptor(object, key);
        missed = true;
        queueMicrotask(complete);
        return { value: BLANK, writable: true, enumerable: false, configurable: true };
      },
      get(object, key, receiver) {
        if (!pending(object, key)) return Reflect.get(object, key, receiver);
        missed = true;
        queueMicrotask(complete);
        return BLANK;
      },
    });
    return { messages: proxied, complete, whole };
    // `sources` is made from app and load.
  }, [rendered, locale, app, load, messages]);
  useEffect(() => (completion ? onFirstIntent(() => void completion.complete()) : undefined), [completion]);
  const inRouter = useInRouterContext();

  const shown = completion?.messages ?? messages;
  const intl = useMemo(() => {
    const shared = intlFor(locale, shown);
    // A server render notes the messages it reads, to inline only those.
    return rendered
      ? rendered.intl(shared, [
          [app, own],
          [TAXONOMY_CATALOG, taxonomy],
          [UI_CATALOG, ui],
        ])
      : shared;
  }, [locale, shown, rendered, app, own, taxonomy, ui]);
  return (
    <RawIntlProvider value={intl}>
      {inRouter ? <WholeForNewPages whole={completion?.whole}>{children}</WholeForNewPages> : children}
    </RawIntlProvider>
  );
}

/**
 * Inside a router (a remote's routes): a new page (another path than the one the page was loaded
 * at) waits, in its Suspense, for the whole catalogs, so it never shows with its text blank. The
 * page the server rendered, and a new query on it, show at once.
 */
function WholeForNewPages({
  whole,
  children,
}: {
  whole?: () => Promise<void> | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const [loadedAt] = useState(pathname);
  const pending = whole && pathname !== loadedAt ? whole() : undefined;
  if (pending) use(pending);
  return children;
}
