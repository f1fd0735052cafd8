import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { renderAt } from '@/test-utils';
import { AcceptInvitePage } from './accept-invite-page';

const PATH = '/auth/accept-invite/tok';
const render = () => renderAt(PATH, <AcceptInvitePage />, { routePath: '/auth/accept-invite/:token' });

afterEach(() => authStore.clear());

describe('AcceptInvitePage', () => {
  it('shows whose invitation it is, creates the account and signs it in', async () => {
    const calls = mockFetch({
      'GET /api/staff/invitations/tok': { body: { email: 'studio@example.com', role: 'fulfilment' } },
      'POST /api/staff/invitations/tok/accept': {
        status: 201,
        body: { _id: 'u9', id: 'u9', username: 'studio', isAdmin: true, role: 'fulfilment', permissions: [] },
      },
    });
    render();
    await screen.findByText('studio@example.com');
    await userEvent.type(screen.getByLabelText('Username'), 'studio');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-secret-9');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-long-secret-9');
    await userEvent.click(screen.getByRole('button', { name: 'Join the team' }));
    await screen.findByText('Welcome to the team!');
    // (The toast and the move to /admin may be two renders.)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      json: { username: 'studio', password: 'a-long-secret-9' },
    });
    expect(authStore.get()).toMatchObject({ username: 'studio', role: 'fulfilment' });
  });

  it('says a used or expired link cannot be used', async () => {
    mockFetch({
      'GET /api/staff/invitations/tok': { status: 410, body: { statusCode: 410, message: 'Gone' } },
    });
    render();
    await screen.findByText(/already been used or has expired/);
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    mockFetch({});
    render();
    await screen.findByText('This invitation link is not valid.');
  });
});
