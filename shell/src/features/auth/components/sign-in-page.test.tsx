import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { ADMIN, BUYER, renderAt } from '@/test-utils';
import { SignInPage } from './sign-in-page';

const providers = { 'GET /api/auth/providers': { body: { google: true, github: false } } };

async function fillAndSubmit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows the fixed text of a known social sign-in error code', async () => {
    mockFetch(providers);
    renderAt('/auth/sign-in?error=email_unverified&provider=google', <SignInPage />);
    await screen.findByText(/its address is not verified yet.+before using Google sign-in/);
  });

  it('never prints text from the address bar', async () => {
    mockFetch(providers);
    renderAt(
      '/auth/sign-in?error=Your%20account%20is%20suspended%2C%20call%20555-0100&provider=evil',
      <SignInPage />,
    );
    await screen.findByText('Social sign-in failed. Please try again.');
    expect(screen.getByRole('alert').textContent).toBe('Social sign-in failed. Please try again.');
  });

  it('requires username and password before calling the API', async () => {
    const calls = mockFetch(providers);
    renderAt('/auth/sign-in', <SignInPage />);
    screen.getByRole('heading', { name: 'Welcome Back' });
    await fillAndSubmit('', '');
    screen.getByText('Username is required');
    screen.getByText('Password is required');
    expect(calls.filter((call) => call.url === '/api/auth/login')).toHaveLength(0);
  });

  it('signs an admin in and goes to /admin', async () => {
    mockFetch({ ...providers, 'POST /api/auth/login': { body: ADMIN } });
    renderAt('/auth/sign-in', <SignInPage />);
    await fillAndSubmit('admin', 'secret');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    await screen.findByText('Successfully Signed In!');
    expect(authStore.get()?.isAdmin).toBe(true);
  });

  /** A buyer with an authenticator app, past the password: the page asks for the second step. */
  async function atSecondStep() {
    const calls = mockFetch({
      ...providers,
      'POST /api/auth/login': { body: { twoFactorRequired: true, methods: ['totp', 'recovery'] } },
      'POST /api/auth/login/2fa': { body: BUYER },
    });
    renderAt('/auth/sign-in', <SignInPage />);
    await fillAndSubmit('buyer', 'secret');
    return calls;
  }

  it('asks an account with a second factor for its code, then signs in', async () => {
    const calls = await atSecondStep();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    screen.getByText('Enter the 6 digits your authenticator app shows.');
    expect(authStore.get()).toBeNull();
    await userEvent.type(screen.getByLabelText('Authentication code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/service-list'));
    expect(calls.find((call) => call.url === '/api/auth/login/2fa')?.body).toBe('{"code":"123456"}');
  });

  it('takes a recovery code instead of the app code', async () => {
    const calls = await atSecondStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/service-list'));
    expect(calls.find((call) => call.url === '/api/auth/login/2fa')?.body).toBe(
      '{"recoveryCode":"abcde-fghij"}',
    );
  });

  it('signs a buyer in and goes to /service-list', async () => {
    mockFetch({ ...providers, 'POST /api/auth/login': { body: BUYER } });
    renderAt('/auth/sign-in', <SignInPage />);
    await fillAndSubmit('buyer', 'secret');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/service-list'));
  });

  it('shows the server message on failure, or the fallback text', async () => {
    mockFetch({
      ...providers,
      'POST /api/auth/login': {
        status: 401,
        body: { statusCode: 401, message: 'Invalid username or password' },
      },
    });
    renderAt('/auth/sign-in', <SignInPage />);
    await fillAndSubmit('buyer', 'wrong');
    await screen.findByText('Invalid username or password');
    expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in');

    mockFetch({ ...providers, 'POST /api/auth/login': { status: 500, body: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Sign-in failed. Please try again.');
  });

  it('links to forgot password and offers Google, and GitHub only when configured', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { google: true, github: true } } });
    renderAt('/auth/sign-in', <SignInPage />);
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect((await screen.findByRole('link', { name: 'Continue with Google' })).getAttribute('href')).toBe(
      '/api/auth/googlelogin',
    );
    await screen.findByRole('link', { name: 'Continue with GitHub' });
  });

  it('hides GitHub when the server does not offer it', async () => {
    const calls = mockFetch(providers);
    renderAt('/auth/sign-in', <SignInPage />);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/providers')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Continue with GitHub' })).toBeNull();
  });
});
