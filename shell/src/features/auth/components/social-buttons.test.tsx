import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@market/ui/testing';
import { renderAt } from '@/test-utils';
import { SocialButtons } from './social-buttons';

async function renderWith(providers: { google: boolean; github: boolean }) {
  const calls = mockFetch({ 'GET /api/auth/providers': { body: providers } });
  renderAt('/auth/sign-in', <SocialButtons />);
  await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/providers')).toBe(true));
  // Let the answer be applied before asserting what is absent.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('SocialButtons', () => {
  it('shows no Google button (and no "or") when the server has not configured Google', async () => {
    await renderWith({ google: false, github: false });
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows only GitHub when only GitHub is configured', async () => {
    await renderWith({ google: false, github: true });
    await screen.findByRole('link', { name: 'Continue with GitHub' });
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
  });

  it('shows Google when it is configured', async () => {
    await renderWith({ google: true, github: false });
    expect((await screen.findByRole('link', { name: 'Continue with Google' })).getAttribute('href')).toBe(
      '/api/auth/googlelogin',
    );
  });
});
