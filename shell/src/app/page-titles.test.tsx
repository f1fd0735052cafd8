import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@market/router';
import { authStore } from '@market/api-client';
import { BrandProvider } from '@market/ui';
import { mockFetch } from '@market/ui/testing';
import { BUYER, WithTestRemotes } from '@/test-utils';
import { AppRoutes } from './app-routes';

jest.mock('./layout/messages-badge', () => ({ MessagesBadge: () => null }));

let navigate: NavigateFunction;
function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

function renderShell(path: string) {
  mockFetch({
    'GET /api/galleries': { body: [] },
    'GET /api/auth/providers': { body: { google: true, github: false } },
    'GET /api/users/u1': { body: BUYER },
  });
  render(
    <BrandProvider brand="Acme">
      {/* A remote page that sets no title of its own. */}
      <WithTestRemotes>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <NavigateProbe />
        </MemoryRouter>
      </WithTestRemotes>
    </BrandProvider>,
  );
}

async function visit(path: string, title: string) {
  act(() => void navigate(path));
  await waitFor(() => expect(document.title).toBe(title));
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('page titles of the shell', () => {
  beforeEach(() => {
    document.title = 'Digital services marketplace | Acme';
  });

  it("gives every visitor page its own title with the build's brand, replacing the last page's", async () => {
    renderShell('/about');
    await waitFor(() => expect(document.title).toBe('About | Acme'));
    expect(description()).toMatch(/helps businesses find the right freelancer service, right away/);
    await visit('/privacy', 'Privacy Policy | Acme');
    expect(description()).toMatch(/Digital Services LLC collects, uses and protects information/);
    await visit('/terms', 'Terms of Service | Acme');
    await visit('/auth/sign-in', 'Sign In | Acme');
    await visit('/auth/sign-up', 'Sign Up | Acme');
    await visit('/auth/forgot-password', 'Forgot Password | Acme');
    await visit('/auth/reset-password/token-1', 'Reset Password | Acme');
    await visit('/graphics-design/no-such-sub', 'Page Not Found | Acme');
    await visit('/', 'Digital services marketplace | Acme');
    expect(description()).toBe(
      'Find the right freelancer service, right away: programming, design, marketing, video, business and writing.',
    );
  });

  it("titles a buyer's own pages, and a remote page without a title does not keep the last one", async () => {
    authStore.set(BUYER);
    renderShell('/settings');
    await waitFor(() => expect(document.title).toBe('Settings | Acme'), { timeout: 10_000 });
    await visit('/update-password', 'Change Password | Acme');
    await visit('/profile/u1', 'buyer | Acme');
    await visit('/orders', 'Acme');
    await screen.findByRole('heading', { name: 'remote checkout' });
  });
});
