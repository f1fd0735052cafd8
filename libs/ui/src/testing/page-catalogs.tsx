import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { LOCALES, type RenderLocale } from '@market/contracts';
import { AppMessages } from '../i18n/app-messages';
import { LocaleContext } from '../i18n/locale-context';
import { clearCatalogs, loadedCatalog, primeCatalogs, RenderedCatalogsContext } from '../i18n/message-store';
import { pseudoMessage } from '../i18n/pseudo-locale';
import { RenderedCatalogs } from '../i18n/rendered-catalogs';

/** English `text` as the pseudo-locale shows it: accented, longer, in brackets. */
export const pseudo = (text: string): string =>
  String(new IntlMessageFormat(pseudoMessage(text), 'en').format());

/** The languages `catalog` is loaded in (the page's alone, when only it is fetched). */
export const languagesLoaded = (catalog: string): string[] =>
  LOCALES.filter((locale) => loadedCatalog(catalog, locale) !== undefined);

/** `page` drawn as a server render draws it: the view, and the messages it used (`rendered.catalogs`). */
export function renderOnServer(page: ReactNode): { view: RenderResult; rendered: RenderedCatalogs } {
  const rendered = new RenderedCatalogs();
  const view = render(
    <RenderedCatalogsContext.Provider value={rendered}>{page}</RenderedCatalogsContext.Provider>,
  );
  return { view, rendered };
}

/**
 * The page hydrating in the browser: only the catalogs the server render recorded (`rendered`) are
 * in, primed as its inline script does, and `ui` is drawn at once in `app`'s messages in `locale`.
 * Answers the app's catalog loader, for the test to see when the rest is fetched.
 */
export function hydrateWith(
  locale: RenderLocale,
  rendered: RenderedCatalogs,
  app: string,
  ui: ReactNode,
): jest.Mock<Promise<Record<string, string>>, [string]> {
  clearCatalogs();
  primeCatalogs(locale, JSON.parse(JSON.stringify(rendered.catalogs)));
  const load = jest.fn(async (_locale: string): Promise<Record<string, string>> => ({}));
  act(() => {
    render(
      <LocaleContext.Provider value={{ locale, setLocale: () => {} }}>
        <AppMessages app={app} load={load}>
          {ui}
        </AppMessages>
      </LocaleContext.Provider>,
    );
  });
  return load;
}
