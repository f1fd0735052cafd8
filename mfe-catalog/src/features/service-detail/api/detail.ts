import { apiRequest } from '@market/api-client';
import type { Service } from '@/shared/services/api/services';

import type { ConversationJson, ReviewJson as Review } from '@market/contracts';

export type { Review };

/** A service, in `locale` when given (not English): the texts translated where they are. */
export const getService = (id: string, locale?: string) =>
  apiRequest<Service>(
    `/services/single-service/${encodeURIComponent(id)}${
      locale && locale !== 'en' ? `?locale=${encodeURIComponent(locale)}` : ''
    }`,
  );

/** Newest first (the API answers oldest first). */
export const getReviews = async (serviceId: string) =>
  (await apiRequest<Review[]>(`/reviews/${encodeURIComponent(serviceId)}`)).slice().reverse();

export const isEligible = (serviceId: string) =>
  apiRequest<{ eligible: boolean }>(`/orders/iseligible?serviceId=${encodeURIComponent(serviceId)}`, {
    background: true,
  });

export const createReview = (body: { serviceId: string; star: number; desc: string }) =>
  apiRequest<Review>('/reviews', { method: 'POST', body });

export const deleteReview = (id: string) =>
  apiRequest<{ message: string }>(`/reviews/${id}`, { method: 'DELETE' });

export const verifyCoupon = (code: string, price: number) =>
  apiRequest<{ valid: boolean; discountAmount: number }>('/coupon/verify', {
    method: 'POST',
    body: { code, price },
  });

/** The buyer's conversation with the service's seller, opened when there is none yet. */
export async function openConversation(buyerId: string, adminId: string): Promise<string> {
  const query = new URLSearchParams({ buyerId, adminId });
  const existing = await apiRequest<ConversationJson[]>(`/conversations?${query.toString()}`);
  if (existing.length > 0) return existing[0]._id;
  const created = await apiRequest<ConversationJson>('/conversations', {
    method: 'POST',
    body: { buyerId, adminId },
  });
  return created._id;
}
