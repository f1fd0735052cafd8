import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApiError } from '@market/api-client';
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

async function start() {
  const manifest = await loadRemotesManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <StrictMode>
      <RemotesContext.Provider value={{ manifest, load: loadRemoteRoutes }}>
        <App />
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
