import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@market/api-client';
import type { DataExportJson } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { YourDataSection } from './your-data-section';

const READY: DataExportJson = {
  _id: 'e1',
  status: 'ready',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  size: 2_500_000,
  downloadUrl: '/api/me/exports/e1/download',
};

describe('YourDataSection: download my data', () => {
  it('asks for a copy, says it is being prepared, then links the zip when ready', async () => {
    let list: DataExportJson[] = [];
    const calls = mockFetch({
      'GET /api/me/exports': () => ({ body: list }),
      'POST /api/me/exports': () => {
        list = [{ ...READY, status: 'pending', expiresAt: null, size: null, downloadUrl: null }];
        return { status: 202, body: { _id: 'e1', status: 'pending' } };
      },
    });
    renderAt('/settings', <YourDataSection />, { user: { ...BUYER, hasPassword: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await screen.findByText(/Preparing your copy/);
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    list = [READY];
    const link = await screen.findByRole('link', { name: 'Download the zip (2.4 MB)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/me/exports/e1/download');
    screen.getByText(/can be downloaded until Nov 27, 2026/);
  });

  it('says when the copies cannot be loaded', async () => {
    mockFetch({ 'GET /api/me/exports': { status: 500, body: { message: 'down' } } });
    renderAt('/settings', <YourDataSection />, { user: BUYER });
    await screen.findByText('Your copies could not be loaded.');
  });
});

describe('YourDataSection: delete my account', () => {
  const fill = async (password: string, word: string) => {
    await userEvent.type(await screen.findByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), word);
  };

  it('states what is deleted and kept, and deletes only with the password and the word DELETE', async () => {
    const calls = mockFetch({
      'GET /api/me/exports': { body: [] },
      'DELETE /api/me': { status: 202, body: { deleted: true } },
    });
    renderAt('/settings', <YourDataSection />, { user: { ...BUYER, hasPassword: true } });
    screen.getByText(/Deleted at once:/);
    screen.getByText(/Kept, because the law or the seller needs them:/);
    const button = screen.getByRole('button', { name: 'Delete my account' });
    await fill('secret-pass', 'delete');
    expect(button).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account-deleted'));
    expect(calls.find((call) => call.method === 'DELETE')?.json).toEqual({
      password: 'secret-pass',
      confirm: 'DELETE',
    });
    expect(authStore.get()).toBeNull();
  });

  it('lists the open orders that block it, and shows a wrong password beside the field', async () => {
    let answer = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'ACCOUNT.OPEN_ORDERS',
        message: 'Your account cannot be deleted while an order you paid for is still in work',
        details: { orders: [{ _id: 'o1', title: 'Logo design', status: 'in progress' }] },
      },
    };
    mockFetch({ 'GET /api/me/exports': { body: [] }, 'DELETE /api/me': () => answer });
    renderAt('/settings', <YourDataSection />, { user: { ...BUYER, hasPassword: true } });
    await fill('secret-pass', 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const order = await screen.findByRole('link', { name: 'Logo design' });
    expect(order.getAttribute('href')).toBe('/orders/o1');

    answer = {
      status: 403,
      body: {
        statusCode: 403,
        code: 'ACCOUNT.PASSWORD_INCORRECT',
        message: 'Password is incorrect',
        details: undefined as never,
      },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText('Password is incorrect');
    expect(screen.getByLabelText('Password').className).toContain('is-invalid');
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });

  const CODE_LABEL = 'Code from your authenticator app, or a recovery code';
  const status = (totp: boolean, passkeys = 0) => ({
    body: {
      totp,
      recoveryCodesLeft: totp ? 10 : 0,
      passkeys: Array.from({ length: passkeys }, (_, i) => ({ _id: `p${i}`, name: 'Laptop', createdAt: '' })),
      enrolmentRequired: false,
    },
  });

  it('asks for the authenticator code only when the app is on, sends it, and shows a wrong code beside it', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { statusCode: 403, code: 'ACCOUNT.SECOND_FACTOR_INCORRECT', message: 'The code is not correct' },
    };
    const calls = mockFetch({
      'GET /api/me/exports': { body: [] },
      'GET /api/auth/2fa': status(true),
      'DELETE /api/me': () => answer,
    });
    renderAt('/settings', <YourDataSection />, { user: { ...BUYER, hasPassword: true } });
    const codeField = await screen.findByLabelText(CODE_LABEL);
    await fill('secret-pass', 'DELETE');
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.type(codeField, '000000');
    await userEvent.click(button);
    await screen.findByText('The code is not correct');
    expect(screen.getByLabelText(CODE_LABEL).className).toContain('is-invalid');

    answer = { status: 202, body: { deleted: true } };
    await userEvent.clear(screen.getByLabelText(CODE_LABEL));
    await userEvent.type(screen.getByLabelText(CODE_LABEL), ' 123456 ');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account-deleted'));
    expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.json).toEqual({
      password: 'secret-pass',
      confirm: 'DELETE',
      code: '123456',
    });
  });

  it('has no code field without the authenticator app; with passkeys only it asks for a recent sign-in', async () => {
    mockFetch({ 'GET /api/me/exports': { body: [] }, 'GET /api/auth/2fa': status(false, 1) });
    renderAt('/settings', <YourDataSection />, { user: { ...BUYER, hasPassword: true } });
    await screen.findByText(/Sign in again with your passkey first/);
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
  });
});
