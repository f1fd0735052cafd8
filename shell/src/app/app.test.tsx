import { render, screen, waitFor } from '@testing-library/react';
import { authStore, RenderedUserContext, type AuthUser } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { BUYER, WithTestRemotes } from '@/test-utils';
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
  await screen.findByRole('heading', { level: 1 });
  return calls;
}

describe('App: the session check on start', () => {
  beforeEach(() => authStore.clear());

  it('asks the server whose session this is when the page was not rendered for anyone', async () => {
    const calls = await startApp(null);
    await waitFor(() => expect(authStore.get()?.username).toBe('buyer'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/auth/session');
  });

  it("takes a page the server rendered for its user as that session's answer: no second check", async () => {
    authStore.set(BUYER);
    const calls = await startApp(BUYER);
    expect(calls.map((call) => call.url)).not.toContain('/api/auth/session');
    expect(authStore.get()?.username).toBe('buyer');
  });
});
