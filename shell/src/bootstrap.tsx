import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApiError, authStore, isAuthUser, RenderedUserContext, type AuthUser } from '@market/api-client';
import { setHydrationLoads, type SerializedLoad } from '@market/ui';
import { App } from './app/app';
import { loadRemotesManifest, loadRemoteRoutes } from './app/remotes';
import { RemotesContext } from './app/remotes-context';

/** Written by the server beside a page it rendered (backend public-pages, HYDRATION_DATA_ID). */
function serverRenderData(): Record<string, SerializedLoad> | undefined {
  const script = document.getElementById('ssr-loads');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as Record<string, SerializedLoad>;
  } catch {
    return undefined;
  }
}

/** Whom the server rendered this page for (backend public-pages, USER_DATA_ID): none for a visitor. */
function serverRenderUser(): AuthUser | null {
  try {
    const user: unknown = JSON.parse(document.getElementById('ssr-user')?.textContent || 'null');
    return isAuthUser(user) ? user : null;
  } catch {
    return null;
  }
}

async function start() {
  const manifest = await loadRemotesManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  // The server's session answer is fresher than the stored user (another tab may have changed it).
  const renderedFor = serverRenderUser();
  if (renderedFor) authStore.set(renderedFor);
  const app = (
    <StrictMode>
      <RemotesContext.Provider value={{ manifest, load: loadRemoteRoutes }}>
        <RenderedUserContext.Provider value={renderedFor}>
          <App />
        </RenderedUserContext.Provider>
      </RemotesContext.Provider>
    </StrictMode>
  );
  const loads = serverRenderData();
  if (loads) {
    // The server rendered this page: take it over with the data it was rendered with.
    setHydrationLoads(loads, (error) => new ApiError(error.message, error.status ?? 500, error.code));
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
