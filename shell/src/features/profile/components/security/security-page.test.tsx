import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { SecurityPage } from './security-page';

const off = { totp: false, recoveryCodesLeft: 0, passkeys: [], enrolmentRequired: false };
const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);
const session = (id: string, current: boolean, userAgent: string) => ({
  _id: id,
  current,
  userAgent,
  ip: '203.0.113.9',
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSeenAt: '2026-01-02T11:00:00.000Z',
});

describe('SecurityPage', () => {
  it('sets up the authenticator app: QR code and key, then the recovery codes once', async () => {
    const calls = mockFetch({
      'GET /api/auth/2fa': { body: off },
      'GET /api/auth/sessions': {
        body: [session('s1', true, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')],
      },
      'POST /api/auth/2fa/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
      },
      'POST /api/auth/2fa/totp/enable': { body: { recoveryCodes: codes } },
      'GET /api/auth/session': { body: { user: BUYER } },
    });
    renderAt('/settings/security', <SecurityPage />, { user: BUYER });
    await screen.findByText('Firefox on Linux');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg></svg>')}`,
    );
    screen.getByText('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(calls.find((call) => call.url === '/api/auth/2fa/totp/enable')?.json).toEqual({ code: '123456' });
    screen.getByText('On');
  });

  it('signs one other browser out, then every other one', async () => {
    const calls = mockFetch({
      'GET /api/auth/2fa': { body: off },
      'GET /api/auth/sessions': {
        body: [
          session('s1', true, 'Firefox/128.0'),
          session('s2', false, 'curl/8'),
          session('s3', false, 'curl/9'),
        ],
      },
      'DELETE /api/auth/sessions/s2': { body: { message: 'Session ended' } },
      'DELETE /api/auth/sessions?others=1': { body: { ended: 1 } },
    });
    renderAt('/settings/security', <SecurityPage />, { user: BUYER });
    await screen.findByText('This browser');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]);
    await screen.findByText('Signed out.');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other browsers' }));
    await screen.findByText('Signed out of every other browser.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/auth/sessions/s2',
      '/api/auth/sessions?others=1',
    ]);
  });
});
