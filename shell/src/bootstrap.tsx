import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isStandIn } from '@market/contracts';
import { ApiError, authStore, refreshSession, RenderedUserContext, type AuthUser } from '@market/api-client';
import {
  loadAppMessages,
  loadErrorMessages,
  primeCatalogs,
  setHydrationLoads,
  type Catalog,
  type SerializedLoad,
} from '@market/ui';
import { loadShellMessages, SHELL_APP } from './i18n';
import { applyLocaleToDocument, initialLocale, MESSAGES_DATA_ID } from './lib/locale';
import { App } from './app/app';
import { hydrateAtRenderedUrl } from './app/hydration';
import { loadRemotesManifest, loadRemoteRoutes } from './app/remotes';
import { RemotesContext } from './app/remotes-context';

/**
 * JSON the server wrote beside a page it rendered (backend public-pages: HYDRATION_DATA_ID for
 * the loads, USER_DATA_ID for whom it was rendered); null when the page has none.
 */
function serverRenderJson(id: 'ssr-loads' | 'ssr-user' | typeof MESSAGES_DATA_ID): unknown {
  try {
    return JSON.parse(document.getElementById(id)?.textContent || 'null');
  } catch {
    return null;
  }
}

async function start() {
  const manifest = await loadRemotesManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // A signed-in page is rendered once for every user of a role, as its stand-in: the page
  // hydrates as the stand-in, then shows the stored user (App checks it with the server).
  const user = serverRenderJson('ssr-user');
  const renderedFor = isStandIn(user) ? (user as AuthUser) : null;
  // Signed in with nothing stored (storage cleared): ask first, or the page would show a
  // visitor's header from hydration until the answer.
  const sessionChecked = Boolean(renderedFor && !authStore.get());
  // The page's language: the catalogs a server render inlined are taken as they are; otherwise
  // the shell's is fetched (its own chunk) before the first render, beside the session check.
  const locale = initialLocale();
  const inlined = serverRenderJson(MESSAGES_DATA_ID);
  if (inlined && typeof inlined === 'object') primeCatalogs(locale, inlined as Record<string, Catalog>);
  applyLocaleToDocument(locale);
  await Promise.all([
    sessionChecked ? refreshSession() : undefined,
    loadAppMessages(SHELL_APP, locale, loadShellMessages).catch(() => undefined),
  ]);
  const app = (
    <StrictMode>
      <RemotesContext.Provider value={{ manifest, load: loadRemoteRoutes }}>
        <RenderedUserContext.Provider value={renderedFor}>
          <App sessionChecked={sessionChecked} locale={locale} />
        </RenderedUserContext.Provider>
      </RemotesContext.Provider>
    </StrictMode>
  );
  const loads = serverRenderJson('ssr-loads') as Record<string, SerializedLoad> | null;
  if (loads) {
    // The server rendered this page: take it over with the data it was rendered with, at the
    // URL it was rendered at.
    hydrateAtRenderedUrl(container.dataset.url);
    // A load the server render saw refused was worded with the error texts: hydrate with them too.
    if (Object.values(loads).some(({ state }) => state.status === 'error' && state.error.code))
      await loadErrorMessages().catch(() => undefined);
    setHydrationLoads(loads, (error) => new ApiError(error.message, error.status ?? 500, error.code));
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
