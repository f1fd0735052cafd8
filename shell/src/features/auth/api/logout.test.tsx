import { act, fireEvent, screen } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { BUYER, renderAt } from '@/test-utils';
import { useLogout } from './logout';

function LogoutProbe() {
  const logout = useLogout();
  return <button onClick={() => void logout()}>Logout</button>;
}

const location = () => screen.getByTestId('location').textContent;

describe('useLogout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the user, says so, and returns to / after 200 ms', async () => {
    mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    renderAt('/settings', <LogoutProbe />, { user: BUYER });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(() => jest.advanceTimersByTimeAsync(199));
    screen.getByText('Logged out successfully!');
    expect(authStore.get()).toBeNull();
    expect(location()).toBe('/settings');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/');
  });

  it('keeps the user and the page when the server refuses', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 500, body: '' } });
    renderAt('/settings', <LogoutProbe />, { user: BUYER });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    screen.getByText('Logout failed. Please try again.');
    expect(authStore.get()?.id).toBe(BUYER.id);
    expect(location()).toBe('/settings');
  });
});
