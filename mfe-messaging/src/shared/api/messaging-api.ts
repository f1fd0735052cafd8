import { apiRequest, apiResponse, totalCountOf } from '@market/api-client';
import type { Conversation, Message, Offer, OfferDetails, OfferStatus } from './messaging-types';

const id = (value: string) => encodeURIComponent(value);

/** The viewer's conversations (all of them for an admin), most recent activity first. */
/** The first page (100) of the conversations the viewer's role has left unread. */
export const listUnreadConversations = (options: { background?: boolean } = {}) =>
  apiRequest<Conversation[]>('/conversations?unread=true', options);

/** One page of the viewer's conversations (the server's page size) and how many there are in all. */
export async function listConversationsPage(page: number, options: { background?: boolean } = {}) {
  const { data, headers } = await apiResponse<Conversation[]>(
    page > 1 ? `/conversations?page=${page}` : '/conversations',
    options,
  );
  return { conversations: data, total: totalCountOf(headers) ?? data.length };
}

export const getConversation = (conversationId: string) =>
  apiRequest<Conversation>(`/conversations/single/${id(conversationId)}`);

/** Sets the viewer's role's read flag; the answer replaces the row. */
export const markConversationRead = (conversationId: string, options: { background?: boolean } = {}) =>
  apiRequest<Conversation>(`/conversations/${id(conversationId)}`, { method: 'PUT', ...options });

export const getUsername = async (userId: string) =>
  (await apiRequest<{ username: string }>(`/users/${id(userId)}`, { background: true })).username;

export const listMessages = (conversationId: string, options: { background?: boolean } = {}) =>
  apiRequest<Message[]>(`/messages/${id(conversationId)}`, options);

export const sendMessage = (conversationId: string, message: string) =>
  apiRequest<Message>('/messages', { method: 'POST', body: { conversationId, message }, background: true });

export const listOffers = (conversationId: string, options: { background?: boolean } = {}) =>
  apiRequest<Offer[]>(`/offers?conversationId=${id(conversationId)}`, options);

export const createOffer = (conversationId: string, buyerId: string, offerDetails: OfferDetails) =>
  apiRequest<Offer>('/offers', { method: 'POST', body: { conversationId, buyerId, offerDetails } });

export const answerOffer = (offerId: string, status: Exclude<OfferStatus, 'pending'>) =>
  apiRequest<Offer>(`/offers/${id(offerId)}`, { method: 'PUT', body: { status } });
