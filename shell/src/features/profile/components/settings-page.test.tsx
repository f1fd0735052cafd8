import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { SettingsPage } from './settings-page';

// The e-mail switches come from the messaging remote.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) =>
    id === 'messaging/NotificationSettings' ? { default: () => <h2>Notifications</h2> } : undefined,
  ),
}));

const stored = { ...BUYER, country: 'Canada', phone: '', img: null, createdAt: '2025-01-02T00:00:00.000Z' };

describe('SettingsPage', () => {
  it('uploads the new picture first, then saves the profile with its URL', async () => {
    const calls = mockFetch({
      'GET /api/users/u1': { body: stored },
      'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/new.png' } },
      'PUT /api/users/u1': (init) => ({ body: { ...stored, ...JSON.parse(String(init.body)) } }),
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.upload(
      await screen.findByLabelText('Profile image'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    screen.getByText('New image selected!');
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Profile updated successfully!');
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toMatchObject({
      phone: '555',
      img: '/uploads/new.png',
      country: 'Canada',
    });
    expect(authStore.get()?.img).toBe('/uploads/new.png');
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/update-password',
    );
    await screen.findByRole('heading', { name: 'Notifications' });
  });

  it('stops the save when the upload fails', async () => {
    const calls = mockFetch({
      'GET /api/users/u1': { body: stored },
      'POST /api/uploads': { status: 400, body: { message: 'bad' } },
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.upload(
      await screen.findByLabelText('Profile image'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Failed to upload the new image.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update profile.' when the save fails without a reason", async () => {
    mockFetch({
      'GET /api/users/u1': { body: stored },
      'PUT /api/users/u1': { status: 500, body: '' },
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Failed to update profile.');
  });

  it("shows a taken username's reason beside the username field; editing it takes the reason away", async () => {
    mockFetch({
      'GET /api/users/u1': { body: stored },
      'PUT /api/users/u1': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Username is already taken',
          error: 'Conflict',
          code: 'USER.USERNAME_TAKEN',
        },
      },
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const username = screen.getByLabelText('Username');
    await screen.findByText('Username is already taken');
    expect(username.getAttribute('aria-invalid') ?? username.className).toMatch(/true|is-invalid/);
    screen.getByText('Failed to update profile.');
    await userEvent.type(username, '2');
    expect(screen.queryByText('Username is already taken')).toBeNull();
    expect(screen.queryByText('Failed to update profile.')).toBeNull();
  });

  it("shows a malformed e-mail's validation reason beside the email field", async () => {
    mockFetch({
      'GET /api/users/u1': { body: stored },
      'PUT /api/users/u1': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Email must be a valid email address',
          error: 'Bad Request',
          fields: { email: ['Email must be a valid email address'] },
        },
      },
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Email must be a valid email address');
    expect(
      screen.getByText('Email must be a valid email address').closest('.mb-3')?.querySelector('input'),
    ).toBe(screen.getByLabelText('Email'));
  });

  it('drops "New image selected!" after a successful save and the success message after a later change', async () => {
    mockFetch({
      'GET /api/users/u1': { body: stored },
      'POST /api/uploads': { status: 201, body: { secure_url: '/uploads/new.png' } },
      'PUT /api/users/u1': (init) => ({ body: { ...stored, ...JSON.parse(String(init.body)) } }),
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    const input = await screen.findByLabelText('Profile image');
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Profile updated successfully!');
    expect(screen.queryByText('New image selected!')).toBeNull();
    screen.getByText('Current picture');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['txt'], 'notes.txt', { type: 'text/plain' }));
    await screen.findByText(
      'notes.txt is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image',
    );
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('does not save the profile while the chosen picture is not an image, and says why', async () => {
    const calls = mockFetch({ 'GET /api/users/u1': { body: stored } });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        await screen.findByLabelText('Profile image'),
        new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      );
    screen.getByText(
      'setup.exe is not a JPEG, PNG, WebP or GIF image: upload a JPEG, PNG, WebP or GIF image',
    );
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Failed to upload the new image.');
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT' || call.method === 'POST')).toBe(false);
  });
});
