/**
 * The shell's server build (dist/server/shell.js): the API renders a public page with it, taking
 * each remote's routes from that remote's own server build.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import * as reactIntl from 'react-intl';
import * as apiClient from '@market/api-client';
import * as router from '@market/router';
import * as ui from '@market/ui';
import * as uiOrders from '@market/ui/orders';
import {
  loadErrorMessages,
  RenderedCatalogsContext,
  ServerLoads,
  ServerLoadsContext,
  ServerPage,
  ServerPageContext,
  type Catalog,
  type SerializedLoad,
} from '@market/ui';
import { RenderedCatalogs } from '@market/ui/server';
import { RenderedUserContext, type AuthUser } from '@market/api-client';
import {
  isRenderLocale,
  splitLocalePath,
  type ColorMode,
  type PageHead,
  type RemotesManifest,
  type RenderLocale,
} from '@market/contracts';
import { App } from './app/app';
import { RemotesContext, type RemoteLoader } from './app/remotes-context';
import { RenderedColorModeContext } from './lib/use-color-mode';

/** What a remote's server build takes from the shell's instead of its own copy. */
export const shared: Record<string, unknown> = {
  '@market/ui': ui,
  '@market/ui/orders': uiOrders,
  '@market/api-client': apiClient,
  '@market/router': router,
  // Bundled in this build (an ES module only); a remote's messages use the same IntlProvider context.
  'react-intl': reactIntl,
};

export { setApiFetch } from '@market/api-client';

/**
 * The query the shell's own public pages (home, about, privacy, terms) read for a visitor or a
 * signed-in user: none, so each is one entry of the API's HTML cache whatever query a link adds.
 */
export function visitorQuery(): string {
  return '';
}
export const signedInQuery = visitorQuery;

export interface RenderedPage {
  html: string;
  /** The data the page was rendered with, for hydration (setHydrationLoads). */
  loads: Record<string, SerializedLoad>;
  /** Errors inside an area (a remote that failed): that area is rendered in the browser instead. */
  errors: unknown[];
  /** The head its page declared (usePageMeta); none when no page did. */
  head?: PageHead;
  /** Where a non-canonical address moved (CanonicalRedirect): answered with a 301, not this HTML. */
  redirect?: string;
  /** A screen drawn in the browser only (BrowserOnly): answered with the plain shell. */
  browserOnly: boolean;
  /** The language it was rendered in: the page's `<html lang>` (and `dir`, textDirection). */
  locale: RenderLocale;
  /**
   * The catalogs it was rendered with, by app (only its language's): inlined in the page
   * (`<script type="application/json" id="ssr-messages">`), so it hydrates without fetching them.
   */
  messages: Record<string, Catalog>;
}

/**
 * The language a page at `url` is rendered in: `locale` when the server chose one (the pseudo-locale
 * in tests, a signed-in user's on an unprefixed account page), else the address's (`/de/…`), else English.
 */
export function pageLocale(url: string, locale?: RenderLocale): RenderLocale {
  return locale && isRenderLocale(locale) ? locale : splitLocalePath(url).locale;
}

/**
 * Renders `url` for `user` (null: a visitor) in `colorMode`, with the remotes the manifest
 * declares, each loaded by `loadRemote`. `url` keeps its language prefix (`/de/logo-design/7`:
 * German, every link under `/de`); `locale` overrides the address's language (pageLocale).
 */
export async function renderPage(
  url: string,
  manifest: RemotesManifest,
  loadRemote: RemoteLoader,
  colorMode: ColorMode = 'light',
  user: AuthUser | null = null,
  locale?: RenderLocale,
): Promise<RenderedPage> {
  // An area that shows a refusal words it in the page's language (in the browser it loads later).
  await loadErrorMessages();
  const language = pageLocale(url, locale);
  const catalogs = new RenderedCatalogs();
  const loads = new ServerLoads();
  const page = new ServerPage();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ServerPageContext.Provider value={page}>
      <ServerLoadsContext.Provider value={loads}>
        <RemotesContext.Provider value={{ manifest, load: loadRemote }}>
          <RenderedColorModeContext.Provider value={colorMode}>
            <RenderedUserContext.Provider value={user}>
              <RenderedCatalogsContext.Provider value={catalogs}>
                <App location={url} locale={language} />
              </RenderedCatalogsContext.Provider>
            </RenderedUserContext.Provider>
          </RenderedColorModeContext.Provider>
        </RemotesContext.Provider>
      </ServerLoadsContext.Provider>
    </ServerPageContext.Provider>,
    // Inline every boundary: outlined ones need inline scripts, which the CSP forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Decoded once, not chunk by chunk into a string of many pieces.
  const chunks: Uint8Array[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Uint8Array);
  const html = Buffer.concat(chunks).toString();
  const { head, redirect, browserOnly } = page;
  return {
    html,
    loads: loads.toJSON(),
    errors,
    head,
    redirect,
    browserOnly,
    locale: language,
    messages: catalogs.catalogs,
  };
}
