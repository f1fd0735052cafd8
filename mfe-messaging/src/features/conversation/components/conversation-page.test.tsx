import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { authStore } from '@market/api-client';
import { mockFetch, type FetchAnswers } from '@market/ui/testing';
import type { Conversation, Message, Offer } from '@/shared/api/messaging-types';
import { ConversationPage } from './conversation-page';

jest.mock('@/shared/realtime/use-messaging-socket', () => ({
  useMessagingSocket: jest.fn(),
  emitWithAck: jest.fn(async () => undefined),
}));
jest.mock('@market/remotes', () => ({ RemotePaymentChooser: () => null }));

const CONVERSATION: Conversation = {
  _id: 'c1',
  buyerId: 'b1',
  adminId: 'a1',
  lastMessage: 'Can you do a logo?',
  readByAdmin: true,
  readByBuyer: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:02:00.000Z',
};

const message = (id: string, userId: string, text: string, minute: number): Message => ({
  _id: id,
  conversationId: 'c1',
  userId,
  message: text,
  createdAt: `2026-01-01T10:0${minute}:00.000Z`,
});

const OFFER: Offer = {
  _id: 'o1',
  conversationId: 'c1',
  buyerId: 'b1',
  offerDetails: { description: 'Logo with three drafts', price: 120, deliveryTime: 5, revisions: 1 },
  status: 'pending',
  createdAt: '2026-01-01T10:01:00.000Z',
  updatedAt: '2026-01-01T10:01:00.000Z',
};

function renderPage(as: 'buyer' | 'admin' | null, answers: FetchAnswers) {
  if (as === 'buyer') authStore.set({ _id: 'b1', id: 'b1', username: 'ann', isAdmin: false });
  if (as === 'admin') authStore.set({ _id: 'a1', id: 'a1', username: 'admin', isAdmin: true });
  const calls = mockFetch(answers);
  render(
    <MemoryRouter initialEntries={['/messages/c1']}>
      <Routes>
        <Route path="/messages/:id" element={<ConversationPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const conversationAnswers = (overrides: FetchAnswers = {}): FetchAnswers => ({
  'GET /api/conversations/single/c1': { body: CONVERSATION },
  'GET /api/messages/c1': {
    body: [message('m1', 'b1', 'Can you do a logo?', 0), message('m2', 'a1', 'Sure, here is an offer', 2)],
  },
  'GET /api/offers?conversationId=c1': { body: [OFFER] },
  ...overrides,
});

const timeline = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  authStore.clear();
  jest.restoreAllMocks();
});

describe('ConversationPage', () => {
  it('shows a buyer the messages and offers in time order, under a breadcrumb to Admin', async () => {
    renderPage('buyer', conversationAnswers());
    screen.getByText('Loading conversation...');
    await screen.findByRole('heading', { name: 'Conversation with Admin' });
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    const order = within(timeline())
      .getAllByText(/Can you do a logo\?|Logo with three drafts|Sure, here is an offer/)
      .map((node) => node.textContent);
    expect(order).toEqual(['Can you do a logo?', 'Logo with three drafts', 'Sure, here is an offer']);
    expect(screen.queryByLabelText('Description')).toBeNull();
  });

  it('marks an unread conversation read for the viewer on opening it', async () => {
    const calls = renderPage(
      'buyer',
      conversationAnswers({
        'GET /api/conversations/single/c1': { body: { ...CONVERSATION, readByBuyer: false } },
        'PUT /api/conversations/c1': { body: { ...CONVERSATION, readByBuyer: true } },
      }),
    );
    await screen.findByRole('heading', { name: 'Conversation with Admin' });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/conversations/c1')).toBe(true),
    );
  });

  it('sends a message and shows it in the timeline', async () => {
    const calls = renderPage(
      'buyer',
      conversationAnswers({
        'POST /api/messages': { status: 201, body: message('m3', 'b1', 'Three drafts is perfect', 3) },
      }),
    );
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Message');
    fireEvent.change(box, { target: { value: 'Three drafts is perfect' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(timeline()).findByText('Three drafts is perfect');
    expect(calls.find((call) => call.method === 'POST')?.json).toEqual({
      conversationId: 'c1',
      message: 'Three drafts is perfect',
    });
    await waitFor(() => expect(box.value).toBe(''));
  });

  it("lets the buyer decline an offer, and shows the offer's new status", async () => {
    const calls = renderPage(
      'buyer',
      conversationAnswers({ 'PUT /api/offers/o1': { body: { ...OFFER, status: 'declined' } } }),
    );
    const offer = await screen.findByRole('article', { name: 'Custom offer' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Decline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline offer' }));
    await within(offer).findByText('declined');
    expect(within(offer).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(calls.find((call) => call.url === '/api/offers/o1')?.json).toEqual({ status: 'declined' });
  });

  it('names the buyer for an admin and offers the admin the custom-offer form', async () => {
    renderPage('admin', conversationAnswers({ 'GET /api/users/b1': { body: { username: 'ann' } } }));
    await screen.findByRole('heading', { name: 'Conversation with ann' });
    screen.getByLabelText('Description');
    expect(
      within(await screen.findByRole('article', { name: 'Custom offer' })).queryByRole('button', {
        name: 'Accept',
      }),
    ).toBeNull();
  });

  it('is the not-found screen for a conversation that does not exist', async () => {
    renderPage('buyer', {});
    await screen.findByRole('heading', { name: 'Oops! Page Not Found' });
  });

  it('tells a visitor to sign in and loads nothing', () => {
    const calls = renderPage(null, conversationAnswers());
    expect(screen.getByRole('alert').textContent).toBe("You aren't authenticated");
    expect(calls).toHaveLength(0);
  });

  it('says when the conversation cannot be loaded', async () => {
    renderPage('buyer', { 'GET /api/conversations/single/c1': { status: 500, body: { message: 'down' } } });
    await screen.findByText('Error fetching the conversation, please try again.');
  });
});
