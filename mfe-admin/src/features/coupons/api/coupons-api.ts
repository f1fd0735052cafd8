import { apiRequest } from '@market/api-client';
import type { CouponJson as Coupon } from '@market/contracts';

/** A coupon as GET /api/coupon lists it. */
export type { Coupon };

export interface CouponInput {
  code: string;
  discountValue: number;
  /** null: never expires. */
  expiresAt: string | null;
  /** null: no limit. */
  maxRedemptions: number | null;
}

export function listCoupons(): Promise<Coupon[]> {
  return apiRequest<Coupon[]>('/coupon');
}

export function addCoupon(input: CouponInput): Promise<Coupon> {
  return apiRequest<Coupon>('/coupon/add', { method: 'POST', body: input });
}

export function updateCoupon(id: string, input: CouponInput): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupon/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteCoupon(id: string): Promise<unknown> {
  return apiRequest(`/coupon/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
