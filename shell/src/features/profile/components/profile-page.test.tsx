import { screen } from '@testing-library/react';
import { mockFetch } from '@market/ui/testing';
import { renderAt } from '@/test-utils';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('shows N/A for missing country, date and phone', async () => {
    mockFetch({
      'GET /api/users/u9': {
        body: { id: 'u9', _id: 'u9', username: 'sam', email: 's@x.io', country: null, phone: null },
      },
    });
    renderAt('/profile/u9', <ProfilePage />, { routePath: '/profile/:id' });
    await screen.findByRole('heading', { name: 'sam' });
    screen.getByText('Joined On');
    expect(screen.getAllByText('N/A')).toHaveLength(3);
  });

  it("says 'Failed to fetch user data.' when the lookup fails", async () => {
    mockFetch({});
    renderAt('/profile/zz', <ProfilePage />, { routePath: '/profile/:id' });
    await screen.findByText('Failed to fetch user data.');
  });
});
