import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@market/router';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import type { NotificationJson } from '@market/contracts';
import { useMessagingSocket } from '@/shared/realtime/use-messaging-socket';
import NotificationBell, { bellLabel } from './notification-bell';

jest.mock('@/shared/realtime/use-messaging-socket', () => ({ useMessagingSocket: jest.fn() }));

type Handlers = { 'notification:new': (item: NotificationJson) => void };
const socketHandlers = () => (useMessagingSocket as jest.Mock).mock.calls.at(-1)[0] as Handlers;

function item(id: string, read = false, title = `Note ${id}`): NotificationJson {
  return {
    _id: id,
    type: 'offer.new',
    title,
    body: 'Body',
    link: `/messages/${id}`,
    createdAt: new Date(Date.now() - Number(id.slice(1)) * 60_000).toISOString(),
    read,
  };
}

let unread = 0;
const puts: unknown[] = [];
function serve(items: NotificationJson[]) {
  unread = items.filter((i) => !i.read).length;
  mockFetch({
    'GET /api/notifications': () => ({ body: { items, unread } }),
    'PUT /api/notifications/read': (init) => {
      const ids = JSON.parse(String(init.body)).ids as string[] | undefined;
      puts.push(ids ?? 'all');
      unread = ids ? unread - ids.length : 0;
      return { body: { unread } };
    },
  });
}

beforeEach(() => {
  puts.length = 0;
  authStore.set({ _id: 'b1', id: 'b1', username: 'ann', isAdmin: false });
});
afterEach(() => {
  authStore.clear();
  jest.restoreAllMocks();
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count, adds live notifications and marks all as read', async () => {
    serve([item('n1'), item('n2', true)]);
    render(<NotificationBell />, { wrapper: MemoryRouter });
    await screen.findByRole('button', { name: bellLabel(1) });
    expect(screen.getByTestId('notification-count').textContent).toBe('1');

    act(() => socketHandlers()['notification:new'](item('n0', false, 'Fresh offer')));
    expect(bell().getAttribute('aria-label')).toBe(bellLabel(2));

    await userEvent.click(bell());
    const menu = await screen.findByRole('heading', { name: 'Notifications' });
    const panel = menu.closest('.dropdown-menu') as HTMLElement;
    expect(within(panel).getAllByRole('button', { name: /Note|Fresh/ })[0]!.textContent).toContain(
      'Fresh offer',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(bell().getAttribute('aria-label')).toBe(bellLabel(0));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(puts).toEqual(['all']);
    expect(within(panel).getByRole('link', { name: 'See all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('marks one read when opened, and says when there is nothing', async () => {
    serve([item('n1')]);
    render(<NotificationBell />, { wrapper: MemoryRouter });
    await screen.findByRole('button', { name: bellLabel(1) });
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: /Note n1/ }));
    expect(puts).toEqual([['n1']]);
    expect(bell().getAttribute('aria-label')).toBe(bellLabel(0));
  });

  it('says when there are no notifications', async () => {
    serve([]);
    render(<NotificationBell />, { wrapper: MemoryRouter });
    await userEvent.click(await screen.findByRole('button', { name: bellLabel(0) }));
    await screen.findByText('You have no notifications yet.');
  });
});
