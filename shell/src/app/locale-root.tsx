import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  localeBasename,
  localizedPath,
  splitLocalePath,
  type Locale,
  type RenderLocale,
} from '@market/contracts';
import { authStore, useAuthUser } from '@market/api-client';
import { AppMessages, loadAppMessages, LocaleContext } from '@market/ui';
import { loadShellMessages, SHELL_APP } from '@/i18n';
import { applyLocaleToDocument, rememberLocale, savedLocale, saveLocale } from '@/lib/locale';

interface LocaleRootProps {
  /** The language the page starts in (initialLocale() in the browser, the server's on the server). */
  locale: RenderLocale;
  /** The router's basename: `/de` under `/de/…`, '' unprefixed (localeBasename). */
  basename: string;
  /** The page's routers, given the basename to use; remounted when it changes. */
  children: (basename: string) => ReactNode;
}

/**
 * The page's language for every app: the shell's messages (AppMessages) around the page, the
 * language menu's switch (setLocale), the signed-in user's saved language, `<html lang dir>`.
 */
export function LocaleRoot({ locale: initial, basename: initialBasename, children }: LocaleRootProps) {
  const [{ locale, basename }, setState] = useState({ locale: initial, basename: initialBasename });

  useEffect(() => applyLocaleToDocument(locale), [locale]);

  // Back and forward across a language switch: the address's language decides again.
  useEffect(() => {
    const onPopState = () => {
      const next = localeBasename(location.pathname);
      if (next === basename) return;
      const { locale: addressLocale } = splitLocalePath(location.pathname);
      void loadAppMessages(SHELL_APP, addressLocale, loadShellMessages).finally(() =>
        startTransition(() => setState({ locale: addressLocale, basename: next })),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);

  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    if (authStore.get()) void saveLocale(next);
    // The new language's chunk first: the page keeps its text until it is in, then switches at
    // once, at the same page's address in that language.
    void loadAppMessages(SHELL_APP, next, loadShellMessages)
      .catch(() => undefined)
      .then(() => {
        const { path } = splitLocalePath(location.pathname);
        const url = `${localizedPath(path, next)}${location.search}${location.hash}`;
        history.replaceState(history.state, '', url);
        startTransition(() => setState({ locale: next, basename: localeBasename(url) }));
      });
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <AppMessages app={SHELL_APP} load={loadShellMessages}>
        {children(basename)}
      </AppMessages>
      {!basename && (
        <SavedLocale
          locale={locale}
          onSaved={(saved) => startTransition(() => setState((state) => ({ ...state, locale: saved })))}
        />
      )}
    </LocaleContext.Provider>
  );
}

/**
 * A signed-in user's saved language, on a screen whose address has none (their account pages).
 * Its own component: the signed-in user changes after hydration (the stand-in the page was rendered
 * for becomes the stored user), and that must not re-render the page below LocaleRoot, or a
 * server-rendered area not hydrated yet would be rendered again in the browser.
 */
function SavedLocale({ locale, onSaved }: { locale: RenderLocale; onSaved: (saved: Locale) => void }) {
  const userId = useAuthUser()?.id;
  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void savedLocale().then(async (saved) => {
      if (!current || !saved || saved === locale) return;
      await loadAppMessages(SHELL_APP, saved, loadShellMessages).catch(() => undefined);
      if (current) onSaved(saved);
    });
    return () => {
      current = false;
    };
    // Once per signed-in user, not on every switch.
  }, [userId]);
  return null;
}
