import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { SignUpPage } from './sign-up-page';

const providers = { 'GET /api/auth/providers': { body: { google: true, github: false } } };

async function fill(options: { picture?: File } = {}) {
  await userEvent.type(screen.getByLabelText('Username'), 'newbie');
  await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'pw-123456');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
  if (options.picture)
    await userEvent.upload(screen.getByLabelText('Profile picture (optional)'), options.picture, {
      applyAccept: false,
    });
}

describe('SignUpPage', () => {
  it('offers about 190 countries behind the placeholder and validates every field', async () => {
    mockFetch(providers);
    renderAt('/auth/sign-up', <SignUpPage />);
    screen.getByRole('heading', { name: 'Get Started' });
    const options = screen.getByLabelText('Country').querySelectorAll('option');
    expect(options[0].textContent).toBe('Select a country');
    expect(options.length).toBeGreaterThan(180);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    screen.getByText('Username is required');
    screen.getByText('Enter a valid email address');
    screen.getByText('Password is required');
    screen.getByText('Country is required');
  });

  it("clears each field's error as soon as the field is valid, before the next submit", async () => {
    mockFetch(providers);
    renderAt('/auth/sign-up', <SignUpPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    screen.getByText('Username is required');
    await userEvent.type(screen.getByLabelText('Username'), 'newbie');
    expect(screen.queryByText('Username is required')).toBeNull();
    screen.getByText('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'newbie');
    screen.getByText('Enter a valid email address');
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw-123456');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    for (const text of [
      'Enter a valid email address',
      'Email is required',
      'Password is required',
      'Country is required',
    ])
      expect(screen.queryByText(text)).toBeNull();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses a picture that is not an image', async () => {
    const calls = mockFetch(providers);
    renderAt('/auth/sign-up', <SignUpPage />);
    await fill({ picture: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    screen.getByText('Only image files are allowed');
    expect(calls.some((call) => call.url === '/api/auth/register')).toBe(false);
  });

  it('registers with the picture, signs in and goes to /services', async () => {
    const calls = mockFetch({
      ...providers,
      'POST /api/auth/register': { status: 201, body: { message: 'ok' } },
      'POST /api/auth/login': { body: BUYER },
    });
    renderAt('/auth/sign-up', <SignUpPage />);
    await fill({ picture: new File(['png'], 'me.png', { type: 'image/png' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/services'));
    const register = calls.find((call) => call.url === '/api/auth/register');
    expect(register?.body).toBeInstanceOf(FormData);
    expect((register?.body as FormData).get('country')).toBe('Canada');
    expect((register?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(JSON.parse(String(calls.find((call) => call.url === '/api/auth/login')?.body))).toEqual({
      username: 'newbie',
      password: 'pw-123456',
    });
  });

  it("shows 'Error uploading image' when the server rejects the picture, else the server message", async () => {
    mockFetch({
      ...providers,
      'POST /api/auth/register': {
        status: 400,
        body: { statusCode: 400, message: 'Validation failed', fields: { file: 'bad' } },
      },
    });
    renderAt('/auth/sign-up', <SignUpPage />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Error uploading image');

    mockFetch({
      ...providers,
      'POST /api/auth/register': {
        status: 409,
        body: { statusCode: 409, message: 'Username already taken' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Username already taken');

    mockFetch({
      ...providers,
      'POST /api/auth/register': {
        status: 409,
        body: { statusCode: 409, message: 'Username is already taken', code: 'USER.USERNAME_TAKEN' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Username is already taken');
    expect(screen.getByLabelText('Username').className).toContain('is-invalid');
    expect(screen.getByTestId('location').textContent).toBe('/auth/sign-up');
  });

  it('says the username and password rules at the fields, and a refusal of either beside it', async () => {
    const calls = mockFetch({
      ...providers,
      'POST /api/auth/register': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Validation failed',
          fields: { password: 'Password is too common' },
        },
      },
    });
    renderAt('/auth/sign-up', <SignUpPage />);
    const username = screen.getByLabelText('Username');
    const rule = 'Up to 30 letters, digits, dots, dashes or underscores.';
    screen.getByText(rule);
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(rule);
    screen.getByText('At least 8 characters, and not a common password.');
    await userEvent.type(username, 'new bie');
    await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    screen.getByText('Username may only hold letters, digits, dots, dashes and underscores');
    screen.getByText('Password must be at least 8 characters');
    expect(calls.some((call) => call.url === '/api/auth/register')).toBe(false);

    await userEvent.clear(username);
    await userEvent.type(username, 'newbie');
    await userEvent.type(screen.getByLabelText('Password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Password is too common');
    expect(screen.getByLabelText('Password').className).toContain('is-invalid');
  });
});
