import { act, render, screen } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import type { Conversation } from '@/shared/api/messaging-types';
import { useMessagingSocket } from '@/shared/realtime/use-messaging-socket';
import UnreadBadge, { unreadLabel } from './unread-badge';

jest.mock('@/shared/realtime/use-messaging-socket', () => ({ useMessagingSocket: jest.fn() }));

type Handlers = { 'conversation:updated': (changed: Conversation) => void };
const socketHandlers = () => (useMessagingSocket as jest.Mock).mock.calls.at(-1)[0] as Handlers;

function conversation(id: string, readByBuyer: boolean): Conversation {
  return {
    _id: id,
    buyerId: 'b1',
    adminId: 'a1',
    lastMessage: 'Hello',
    readByAdmin: true,
    readByBuyer,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

function answerUnread(rows: Conversation[]) {
  mockFetch({ 'GET /api/conversations?unread=true': { body: rows } });
}

beforeEach(() => authStore.set({ _id: 'b1', id: 'b1', username: 'ann', isAdmin: false }));
afterEach(() => {
  authStore.clear();
  jest.restoreAllMocks();
});

describe('UnreadBadge', () => {
  it('counts the unread conversations the server lists and follows live updates', async () => {
    answerUnread([conversation('c1', false), conversation('c2', false)]);
    render(<UnreadBadge />);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('2' + unreadLabel(2));

    act(() => socketHandlers()['conversation:updated'](conversation('c1', true)));
    expect(screen.getByTestId('unread-badge').textContent).toBe('1' + unreadLabel(1));
    act(() => socketHandlers()['conversation:updated'](conversation('c3', false)));
    expect(screen.getByTestId('unread-badge').textContent).toBe('2' + unreadLabel(2));
    act(() => socketHandlers()['conversation:updated'](conversation('c2', true)));
    act(() => socketHandlers()['conversation:updated'](conversation('c3', true)));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it("shows 99+ when the server's page of unread conversations is full", async () => {
    answerUnread(Array.from({ length: 100 }, (_, i) => conversation(`c${i}`, false)));
    render(<UnreadBadge />);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('99+' + unreadLabel(100));
  });

  it('shows nothing for a visitor', () => {
    authStore.clear();
    answerUnread([conversation('c1', false)]);
    render(<UnreadBadge />);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
