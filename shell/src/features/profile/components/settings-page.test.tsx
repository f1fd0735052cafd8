import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@market/api-client';
import { BUYER, mockFetch, renderAt } from '@/test-utils';
import { SettingsPage } from './settings-page';

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
    expect(screen.getByText('New image selected!')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
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
    expect(await screen.findByText('Failed to upload the new image.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update profile.' when the save fails", async () => {
    mockFetch({
      'GET /api/users/u1': { body: stored },
      'PUT /api/users/u1': { status: 409, body: { message: 'taken' } },
    });
    renderAt('/settings', <SettingsPage />, { user: BUYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile.')).toBeTruthy();
  });
});
