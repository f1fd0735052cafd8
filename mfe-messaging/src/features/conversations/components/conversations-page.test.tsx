import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@market/router';
import { authStore } from '@market/api-client';
import { toast, Toaster } from '@market/ui';
import { mockFetch } from '@market/ui/testing';
import type { Conversation } from '@/shared/api/messaging-types';
import { ConversationsPage } from './conversations-page';

jest.mock('@/shared/realtime/use-messaging-socket', () => ({
  useMessagingSocket: jest.fn(),
  emitWithAck: jest.fn(async () => undefined),
}));

const CONVERSATION: Conversation = {
  _id: 'c1',
  buyerId: 'b1',
  adminId: 'a1',
  lastMessage: 'Hello there',
  readByAdmin: true,
  readByBuyer: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  buyerUsername: 'ann',
};

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage(isAdmin: boolean) {
  authStore.set({
    _id: isAdmin ? 'a1' : 'b1',
    id: isAdmin ? 'a1' : 'b1',
    username: isAdmin ? 'admin' : 'ann',
    isAdmin,
  });
  return render(
    <MemoryRouter initialEntries={['/messages']}>
      <Routes>
        <Route path="*" element={<ConversationsPage />} />
      </Routes>
      <Probe />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  authStore.clear();
  toast.clearAll();
  jest.restoreAllMocks();
});

describe('ConversationsPage', () => {
  it('has no Actions column when everything is read for the viewer', async () => {
    mockFetch({ 'GET /api/conversations': { body: [{ ...CONVERSATION, readByBuyer: false }] } });
    renderPage(true);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    within(table).getByText('ann');
  });

  it('shows Actions when a conversation is unread for the role, and Mark as Read replaces the row', async () => {
    mockFetch({
      'GET /api/conversations': {
        body: [
          { ...CONVERSATION, readByAdmin: false },
          { ...CONVERSATION, _id: 'c2', buyerUsername: 'bob' },
        ],
      },
      'PUT /api/conversations/c1': { body: { ...CONVERSATION, readByAdmin: true } },
    });
    renderPage(true);
    const table = await screen.findByRole('table');
    within(table).getByRole('columnheader', { name: 'Actions' });
    const row = within(table).getAllByRole('row')[1];
    fireEvent.click(within(row).getByRole('button', { name: 'Mark as Read' }));
    await screen.findByText('Conversation marked as read.');
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/messages');
  });

  it("gives every row a 'Mark as Read' button while the Actions column shows: a read row's is disabled", async () => {
    mockFetch({
      'GET /api/conversations': {
        body: [
          { ...CONVERSATION, readByAdmin: false },
          { ...CONVERSATION, _id: 'c2', buyerUsername: 'bob' },
        ],
      },
    });
    renderPage(true);
    const table = await screen.findByRole('table');
    const [unread, read] = within(table).getAllByRole('row').slice(1);
    expect((within(unread).getByRole('button', { name: 'Mark as Read' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((within(read).getByRole('button', { name: 'Mark as Read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("says 'Error updating read status, please try again.' when marking fails", async () => {
    mockFetch({
      'GET /api/conversations': { body: [{ ...CONVERSATION, readByBuyer: false }] },
      'PUT /api/conversations/c1': { status: 500, body: { message: 'boom' } },
    });
    renderPage(false);
    const table = await screen.findByRole('table');
    within(table).getByText('Admin');
    fireEvent.click(within(table).getByRole('button', { name: 'Mark as Read' }));
    await screen.findByText('Error updating read status, please try again.');
  });

  it('opens the conversation when a row is clicked', async () => {
    mockFetch({ 'GET /api/conversations': { body: [CONVERSATION] } });
    renderPage(false);
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByText('Hello there'));
    expect(screen.getByTestId('location').textContent).toBe('/messages/c1');
  });

  it('shows more conversations page by page while the total says there are more', async () => {
    const row = (n: number, minutesAgo: number): Conversation => ({
      ...CONVERSATION,
      _id: `c${n}`,
      lastMessage: `Message ${n}`,
      buyerUsername: `buyer${n}`,
      updatedAt: new Date(Date.parse('2026-01-01T10:00:00.000Z') - minutesAgo * 60_000).toISOString(),
    });
    mockFetch({
      'GET /api/conversations': { body: [row(1, 1), row(2, 2)], headers: { 'X-Total-Count': '3' } },
      // Page 2 repeats a row (it moved down meanwhile): it is shown once.
      'GET /api/conversations?page=2': { body: [row(2, 2), row(3, 3)], headers: { 'X-Total-Count': '3' } },
    });
    renderPage(true);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByText(/^Message \d$/)
        .map((cell) => cell.textContent),
    ).toEqual(['Message 1', 'Message 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await within(table).findByText('Message 3');
    expect(
      within(table)
        .getAllByText(/^Message \d$/)
        .map((cell) => cell.textContent),
    ).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
  });

  it('shows the empty and the error states', async () => {
    mockFetch({ 'GET /api/conversations': { body: [] } });
    const { unmount } = renderPage(false);
    screen.getByText('Loading conversations...');
    await screen.findByText('You have no conversations at the moment.');
    unmount();
    mockFetch({ 'GET /api/conversations': { status: 500, body: { message: 'boom' } } });
    renderPage(false);
    expect(
      (await screen.findAllByText('Error fetching conversations, please try again.')).length,
    ).toBeGreaterThan(0);
  });

  it("tells a visitor they aren't authenticated and sends them to sign in", async () => {
    jest.useFakeTimers();
    authStore.clear();
    render(
      <MemoryRouter initialEntries={['/messages']}>
        <Routes>
          <Route path="*" element={<ConversationsPage />} />
        </Routes>
        <Probe />
      </MemoryRouter>,
    );
    screen.getByText("You aren't authenticated");
    const { act } = await import('react');
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByTestId('location').textContent).toBe('/auth/sign-in');
    jest.useRealTimers();
  });
});
