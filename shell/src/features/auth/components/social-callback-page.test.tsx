import { screen, waitFor } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { renderAt } from '@/test-utils';
import { readSocialUser, SocialCallbackPage } from './social-callback-page';

describe('social-login return page', () => {
  it('reads the three outcomes of the user parameter', () => {
    expect(readSocialUser('{"id":"1","username":"g","email":"g@x.io"}').kind).toBe('success');
    expect(readSocialUser('{"id":"1","username":"g"}').kind).toBe('invalid');
    expect(readSocialUser('null').kind).toBe('invalid');
    expect(readSocialUser('{not json').kind).toBe('unparsable');
    expect(readSocialUser(null).kind).toBe('unparsable');
  });

  it("stores a complete user, says 'Login successful!' and goes to /", async () => {
    const user = encodeURIComponent(
      JSON.stringify({ id: 'g1', username: 'gina', email: 'g@x.io', isAdmin: false }),
    );
    renderAt(`/auth/google/callback?user=${user}`, <SocialCallbackPage />);
    await screen.findByText('Login successful!');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(authStore.get()?.username).toBe('gina');
  });

  it.each([
    ['%7B%22id%22%3A%221%22%7D', 'Error logging in. Please try again.'],
    ['%7Bbroken', 'Error processing login. Please try again.'],
  ])('sends %s back to /auth/sign-in with its message', async (param, message) => {
    renderAt(`/auth/github/callback?user=${param}`, <SocialCallbackPage />);
    await screen.findByText(message);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in'));
    expect(authStore.get()).toBeNull();
  });
});
