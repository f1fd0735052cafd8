import { ApiError } from '@market/api-client';
import type { CouponInput } from './api/coupons-api';

/** What the form holds: the text typed in each field. */
export interface CouponDraft {
  code: string;
  discountValue: string;
}

export type CouponErrors = Partial<Record<keyof CouponDraft, string>>;

export const EMPTY_COUPON: CouponDraft = { code: '', discountValue: '' };

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const CODE_MAX = 40;

/** The coupon rules of spec §5 (and the server's own): messages per field, or the value to send. */
export function validateCoupon(draft: CouponDraft): { errors: CouponErrors; value?: CouponInput } {
  const errors: CouponErrors = {};
  const code = draft.code.trim();
  if (!code) errors.code = 'Code is required';
  else if (code.length > CODE_MAX) errors.code = `Code must be at most ${CODE_MAX} characters`;
  else if (!CODE_PATTERN.test(code)) errors.code = 'Code may only hold letters, digits, - and _';

  const text = draft.discountValue.trim();
  const discount = Number(text);
  if (!text) errors.discountValue = 'Discount value is required';
  else if (!Number.isFinite(discount)) errors.discountValue = 'Discount value must be a number';
  else if (!Number.isInteger(discount)) errors.discountValue = 'Discount value must be a whole number';
  else if (discount < 1 || discount > 100) errors.discountValue = 'Discount value must be between 1 and 100';

  if (Object.keys(errors).length > 0) return { errors };
  return { errors, value: { code, discountValue: discount } };
}

/** The server's refusal placed on the fields it names (validation list, or a duplicate code). */
export function serverCouponErrors(error: unknown): CouponErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: CouponErrors = {};
  const fields = (error.fields ?? {}) as Record<string, string | string[]>;
  for (const key of ['code', 'discountValue'] as const) {
    const message = fields[key];
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string' && first) errors[key] = first;
  }
  if (error.code === 'COUPON.DUPLICATE_CODE') errors.code = error.message;
  return errors;
}
