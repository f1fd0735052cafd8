import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, MemoryRouter, Route, Routes } from '@market/router';
import { AppMessages, loadAppMessages } from './app-messages';
import { LocaleContext } from './locale-context';
import { catalogLoader, clearCatalogs, loadCatalog, loadedCatalog, primeCatalogs } from './message-store';
import { pseudoCatalog, pseudoMessage } from './pseudo-locale';
import { TAXONOMY_CATALOG } from './taxonomy';
import { UI_CATALOG } from './ui';
import { IntlMessageFormat } from 'intl-messageformat';

const format = (message: ReturnType<typeof pseudoMessage>, values?: Record<string, unknown>) =>
  String(new IntlMessageFormat(message, 'en').format(values));

describe('the pseudo-locale (en-XA)', () => {
  it('accents every letter, brackets the text and makes it about 35 % longer', () => {
    const text = format(pseudoMessage('Sign in to continue'));
    expect(text.startsWith('[Šîĝñ îñ ţö çöñţîñûé')).toBe(true);
    expect(text.endsWith(']')).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Sign in to continue'.length * 1.3));
  });

  it('keeps placeholders, plurals and tags working', () => {
    const message = pseudoMessage('{count, plural, one {# order} other {# orders}} for <b>{name}</b>');
    const text = String(
      new IntlMessageFormat(message, 'en').format({
        count: 2,
        name: 'Ada',
        b: (parts: unknown[]) => parts.join(''),
      }),
    );
    expect(text).toContain('2 öŕđéŕš');
    expect(text).toContain('Ada');
  });

  it('makes a whole catalog from English, parsed or not', () => {
    const catalog = pseudoCatalog({ 'a.b.c': 'Home' });
    expect(format(catalog['a.b.c'])).toBe('[Ĥöɱé ~]');
  });
});

describe('catalogLoader', () => {
  const files = { en: 'Home', de: 'Startseite', es: 'Inicio', fr: 'Accueil', ar: 'الرئيسية' };
  const imports = Object.fromEntries(
    Object.entries(files).map(([locale, text]) => [
      locale,
      jest.fn(async () => ({ default: { home: text } })),
    ]),
  ) as Record<keyof typeof files, jest.Mock>;
  const load = catalogLoader(imports);
  beforeEach(() => jest.clearAllMocks());

  it("imports only the asked language's file", async () => {
    await expect(load('de')).resolves.toEqual({ home: 'Startseite' });
    await expect(load('ar')).resolves.toEqual({ home: 'الرئيسية' });
    expect(imports.de).toHaveBeenCalledTimes(1);
    expect(imports.ar).toHaveBeenCalledTimes(1);
    expect(imports.en).not.toHaveBeenCalled();
  });

  it('makes the pseudo-locale from the English file, and answers English for a language it has no file of', async () => {
    const pseudo = await load('en-XA');
    expect(format(pseudo.home as ReturnType<typeof pseudoMessage>)).toBe('[Ĥöɱé ~]');
    await expect(load('it' as 'en')).resolves.toEqual({ home: 'Home' });
    expect(imports.en).toHaveBeenCalledTimes(2);
  });
});

describe('the catalog store', () => {
  beforeEach(() => clearCatalogs());

  it('loads a catalog once per app and language, and keeps what the server inlined', async () => {
    const load = jest.fn(async (locale: string) => ({ greeting: `hello ${locale}` }));
    await Promise.all([loadCatalog('shell', 'de', load), loadCatalog('shell', 'de', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedCatalog('shell', 'de')).toEqual({ greeting: 'hello de' });
    primeCatalogs('fr', { catalog: { greeting: 'bonjour' } });
    expect(loadedCatalog('catalog', 'fr')).toEqual({ greeting: 'bonjour' });
    expect(loadedCatalog('catalog', 'de')).toBeUndefined();
  });

  it('tries a failed load again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ a: 'b' });
    await expect(loadCatalog('shell', 'es', load)).rejects.toThrow('offline');
    await expect(loadCatalog('shell', 'es', load)).resolves.toEqual({ a: 'b' });
  });

  it("takes an app's catalogs from its new build once another build's loader asks (a remote deployed again)", async () => {
    primeCatalogs('en', { catalog: { heading: 'inlined' } });
    const first = jest.fn(async () => ({ heading: 'first build' }));
    await expect(loadCatalog('catalog', 'en', first)).resolves.toEqual({ heading: 'inlined' });
    expect(first).not.toHaveBeenCalled();
    const second = jest.fn(async () => ({ heading: 'second build' }));
    await expect(loadCatalog('catalog', 'en', second)).resolves.toEqual({ heading: 'second build' });
    await loadCatalog('catalog', 'en', second);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('AppMessages', () => {
  beforeEach(() => clearCatalogs());

  it("shows an app's messages in the page's language, loading only that language's catalog", async () => {
    const load = jest.fn(async (locale: string) =>
      locale === 'de' ? { 'shell.test.hello': 'Hallo {name}' } : { 'shell.test.hello': 'Hello {name}' },
    );
    render(
      <LocaleContext.Provider value={{ locale: 'de', setLocale: () => {} }}>
        <Suspense fallback="loading">
          <AppMessages app="shell" load={load}>
            <FormattedMessage id="shell.test.hello" defaultMessage="Hello {name}" values={{ name: 'Ada' }} />
          </AppMessages>
        </Suspense>
      </LocaleContext.Provider>,
    );
    await screen.findByText('Hallo Ada');
    expect(load.mock.calls).toEqual([['de']]);
  });

  it('renders at once once loadAppMessages has loaded its catalogs (a first render, a language switch)', async () => {
    const load = jest.fn(async () => ({ 'shell.test.hello': 'Bonjour' }));
    await loadAppMessages('shell', 'fr', load);
    expect(loadedCatalog(TAXONOMY_CATALOG, 'fr')).toBeDefined();
    expect(loadedCatalog(UI_CATALOG, 'fr')).toBeDefined();
    act(() => {
      render(
        <LocaleContext.Provider value={{ locale: 'fr', setLocale: () => {} }}>
          <AppMessages app="shell" load={load}>
            <FormattedMessage id="shell.test.hello" defaultMessage="Hello" />
          </AppMessages>
        </LocaleContext.Provider>,
      );
    });
    screen.getByText('Bonjour');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once with the messages already in the page (hydration), and fetches the whole catalog at the first tap', async () => {
    // The server inlines the messages it rendered with: the app's and the shared ones.
    primeCatalogs('ar', { shell: { 'shell.test.hello': 'مرحبا' }, [TAXONOMY_CATALOG]: {}, [UI_CATALOG]: {} });
    let arrive: (catalog: Record<string, string>) => void = () => {};
    const load = jest.fn(() => new Promise<Record<string, string>>((resolve) => (arrive = resolve)));
    act(() => {
      render(
        <LocaleContext.Provider value={{ locale: 'ar', setLocale: () => {} }}>
          <AppMessages app="shell" load={load}>
            <FormattedMessage id="shell.test.hello" defaultMessage="Hello" />
          </AppMessages>
        </LocaleContext.Provider>,
      );
    });
    screen.getByText('مرحبا');
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('مرحبا'));
    await waitFor(() => expect(load).toHaveBeenCalledWith('ar'));
    await act(async () => arrive({ 'shell.test.hello': 'مرحبا', 'shell.test.bye': 'وداعا' }));
    expect(loadedCatalog('shell', 'ar')).toEqual({ 'shell.test.hello': 'مرحبا', 'shell.test.bye': 'وداعا' });
  });

  it('a message the server render did not use shows once the whole catalog is in', async () => {
    primeCatalogs('ar', { shell: { 'shell.test.hello': 'مرحبا' }, [TAXONOMY_CATALOG]: {}, [UI_CATALOG]: {} });
    let arrive: (catalog: Record<string, string>) => void = () => {};
    const load = jest.fn(() => new Promise<Record<string, string>>((resolve) => (arrive = resolve)));
    render(
      <LocaleContext.Provider value={{ locale: 'ar', setLocale: () => {} }}>
        <AppMessages app="shell" load={load}>
          <p>
            <FormattedMessage id="shell.test.hello" />
          </p>
          <p>
            <FormattedMessage id="shell.test.bye" />
          </p>
        </AppMessages>
      </LocaleContext.Provider>,
    );
    screen.getByText('مرحبا');
    expect(screen.queryByText('وداعا')).toBeNull();
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => arrive({ 'shell.test.hello': 'مرحبا', 'shell.test.bye': 'وداعا' }));
    await screen.findByText('وداعا');
  });
});

describe('a new page after a hydrated one', () => {
  afterEach(() => clearCatalogs());

  function Detail() {
    const intl = useIntl();
    return <button type="button" aria-label={intl.formatMessage({ id: 'catalog.test.show' })} />;
  }

  function hydratedAt(path: string, load: () => Promise<Record<string, string>>) {
    primeCatalogs('ar', {
      catalog: { 'catalog.test.list': 'قائمة' },
      [TAXONOMY_CATALOG]: {},
      [UI_CATALOG]: {},
    });
    return render(
      <LocaleContext.Provider value={{ locale: 'ar', setLocale: () => {} }}>
        <MemoryRouter initialEntries={[path]}>
          <AppMessages app="catalog" load={load}>
            <Suspense fallback={<p>loading</p>}>
              <Routes>
                <Route
                  path="/list"
                  element={
                    <>
                      <FormattedMessage id="catalog.test.list" />
                      <Link to="/list?page=2">page 2</Link>
                      <Link to="/detail">detail</Link>
                    </>
                  }
                />
                <Route path="/detail" element={<Detail />} />
              </Routes>
            </Suspense>
          </AppMessages>
        </MemoryRouter>
      </LocaleContext.Provider>,
    );
  }

  it('waits for the whole catalog before it shows, so no name or text is drawn blank', async () => {
    let arrive: (catalog: Record<string, string>) => void = () => {};
    const load = jest.fn(() => new Promise<Record<string, string>>((resolve) => (arrive = resolve)));
    hydratedAt('/list', load);
    screen.getByText('قائمة');
    await act(async () => fireEvent.click(screen.getByText('detail')));
    // The router's navigation is a transition: the list stays until the new page can show whole.
    expect(load).toHaveBeenCalledWith('ar');
    screen.getByText('قائمة');
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => arrive({ 'catalog.test.list': 'قائمة', 'catalog.test.show': 'عرض الصورة' }));
    expect(await screen.findByRole('button', { name: 'عرض الصورة' })).toBeTruthy();
  });

  it('a new query on the same page shows at once; an offline catalog leaves the new page to show without it', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    hydratedAt('/list', load);
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('page 2'));
      fireEvent.click(screen.getByText('page 2'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    screen.getByText('قائمة');
    await act(async () => fireEvent.click(screen.getByText('detail')));
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('');
  });
});
