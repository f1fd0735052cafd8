import { render, screen, waitFor } from '@testing-library/react';
import { authStore, RenderedUserContext, type AuthUser } from '@market/api-client';
import { STAND_IN_USER_ID, standInUser } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { BUYER, WithTestRemotes } from '@/test-utils';
import { localeBasename } from '@market/contracts';
import { App } from './app';

jest.mock('./layout/messages-badge', () => ({ MessagesBadge: () => null }));

/** The app in the browser at /about, as bootstrap starts it: rendered for `renderedFor` or a visitor. */
async function startApp(renderedFor: AuthUser | null) {
  const calls = mockFetch({ 'GET /api/auth/session': { body: { user: BUYER } } });
  window.history.pushState({}, '', '/about');
  render(
    <WithTestRemotes>
      <RenderedUserContext.Provider value={renderedFor}>
        <App />
      </RenderedUserContext.Provider>
    </WithTestRemotes>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10000 });
  return calls;
}

describe('App: the session check on start', () => {
  beforeEach(() => authStore.clear());

  it('asks the server whose session this is when the page was not rendered for anyone', async () => {
    const calls = await startApp(null);
    await waitFor(() => expect(authStore.get()?.username).toBe('buyer'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/auth/session');
  });

  it("checks the session of a page rendered for a role's stand-in too: the stand-in is nobody's user", async () => {
    authStore.set(BUYER);
    const calls = await startApp(standInUser('buyer'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/session'));
    expect(authStore.get()?.id).toBe(BUYER.id);
  });

  it('does not ask again when bootstrap asked before hydrating (a signed-in page with nothing stored)', async () => {
    const calls = mockFetch({ 'GET /api/auth/session': { body: { user: BUYER } } });
    window.history.pushState({}, '', '/about');
    render(
      <WithTestRemotes>
        <RenderedUserContext.Provider value={standInUser('buyer')}>
          <App sessionChecked />
        </RenderedUserContext.Provider>
      </WithTestRemotes>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(calls.map((call) => call.url)).not.toContain('/api/auth/session');
  });

  it("takes the signed-in user to their own page from a link made with the stand-in's id", async () => {
    authStore.set(BUYER);
    mockFetch({
      'GET /api/auth/session': { body: { user: BUYER } },
      [`GET /api/users/${BUYER.id}`]: { body: BUYER },
    });
    window.history.pushState({}, '', `/profile/${STAND_IN_USER_ID}?from=header`);
    render(
      <WithTestRemotes>
        <App />
      </WithTestRemotes>,
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/profile/${BUYER.id}`));
    expect(window.location.search).toBe('?from=header');
  });
});

describe('App: a page in another language', () => {
  beforeEach(() => authStore.clear());

  it('routes a prefixed path to its page, and every link on it stays in that language', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    window.history.pushState({}, '', '/de/about');
    render(
      <WithTestRemotes>
        <App />
      </WithTestRemotes>,
    );
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/de(\/|$|\?)/);
  });

  it('reads the language of the address for the router base; English and unknown prefixes have none', () => {
    expect(localeBasename('/de/about')).toBe('/de');
    expect(localeBasename('/ar')).toBe('/ar');
    expect(localeBasename('/fr/search?query=logo')).toBe('/fr');
    for (const url of ['/', '/about', '/en/about', '/xx/about', '/design'])
      expect(localeBasename(url)).toBe('');
  });
});
