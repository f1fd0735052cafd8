import { defineMessages } from 'react-intl';
import { ApiError } from '@market/api-client';
import { errorTextIn, fallbackIntl, type ErrorText } from '@market/ui';
import { inEnglish, type Say } from '@/shared/lib/say';
import type { Coupon, CouponInput } from '../api/coupons-api';

/** What the form holds: the text typed in each field. */
export interface CouponDraft {
  code: string;
  discountValue: string;
  /** The last day it can be used (YYYY-MM-DD, the admin's calendar), or '' for no expiry. */
  expiresOn: string;
  /** '' for no limit. */
  maxRedemptions: string;
}

export type CouponErrors = Partial<Record<keyof CouponDraft, string>>;

export const EMPTY_COUPON: CouponDraft = { code: '', discountValue: '', expiresOn: '', maxRedemptions: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** The form's values for a stored coupon (its expiry shown as the admin's local day). */
export function draftOf(coupon: Coupon | null): CouponDraft {
  if (!coupon) return EMPTY_COUPON;
  const expiry = coupon.expiresAt ? new Date(coupon.expiresAt) : null;
  return {
    code: coupon.code,
    discountValue: String(coupon.discountValue),
    expiresOn: expiry ? `${expiry.getFullYear()}-${pad(expiry.getMonth() + 1)}-${pad(expiry.getDate())}` : '',
    maxRedemptions: coupon.maxRedemptions === null ? '' : String(coupon.maxRedemptions),
  };
}

/** A coupon expiring "on" a day stays usable until the end of that day, local time. */
function endOfDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** True when the last valid day typed is already over: such a coupon is saved expired. */
export function isPastDay(day: string, now = new Date()): boolean {
  const end = endOfDay(day.trim());
  return end !== null && end.getTime() < now.getTime();
}

/** A stored coupon buyers can no longer use: past its last day, or every use taken. */
export function couponEnded(coupon: Coupon, now = new Date()): 'expired' | 'used up' | null {
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'used up';
  return null;
}

const messages = defineMessages({
  codeRequired: { id: 'admin.coupons.error.codeRequired', defaultMessage: 'Code is required' },
  codeTooLong: {
    id: 'admin.coupons.error.codeTooLong',
    defaultMessage: 'Code must be at most {max} characters',
  },
  codePattern: {
    id: 'admin.coupons.error.codePattern',
    defaultMessage: 'Code may only hold letters, digits, - and _',
  },
  discountRequired: {
    id: 'admin.coupons.error.discountRequired',
    defaultMessage: 'Discount value is required',
  },
  discountNumber: {
    id: 'admin.coupons.error.discountNumber',
    defaultMessage: 'Discount value must be a number',
  },
  discountWhole: {
    id: 'admin.coupons.error.discountWhole',
    defaultMessage: 'Discount value must be a whole number',
  },
  discountRange: {
    id: 'admin.coupons.error.discountRange',
    defaultMessage: 'Discount value must be between {min} and {max}',
  },
  expiryDate: { id: 'admin.coupons.error.expiryDate', defaultMessage: 'Expiry must be a date' },
  maxRedemptions: {
    id: 'admin.coupons.error.maxRedemptions',
    defaultMessage: 'Maximum redemptions must be a whole number of at least {min}',
  },
});

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const CODE_MAX = 40;

/**
 * The coupon rules (with the server's own limits): messages per field (in the language `say`
 * formats, English by default), or the value to send.
 */
export function validateCoupon(
  draft: CouponDraft,
  say: Say = inEnglish,
): { errors: CouponErrors; value?: CouponInput } {
  const errors: CouponErrors = {};
  const code = draft.code.trim();
  if (!code) errors.code = say(messages.codeRequired);
  else if (code.length > CODE_MAX) errors.code = say(messages.codeTooLong, { max: CODE_MAX });
  else if (!CODE_PATTERN.test(code)) errors.code = say(messages.codePattern);

  const text = draft.discountValue.trim();
  const discount = Number(text);
  if (!text) errors.discountValue = say(messages.discountRequired);
  else if (!Number.isFinite(discount)) errors.discountValue = say(messages.discountNumber);
  else if (!Number.isInteger(discount)) errors.discountValue = say(messages.discountWhole);
  else if (discount < 1 || discount > 100)
    errors.discountValue = say(messages.discountRange, { min: 1, max: 100 });

  const expiresOn = draft.expiresOn.trim();
  const expiresAt = expiresOn ? endOfDay(expiresOn) : null;
  if (expiresOn && !expiresAt) errors.expiresOn = say(messages.expiryDate);

  const limitText = draft.maxRedemptions.trim();
  const limit = Number(limitText);
  if (limitText && (!Number.isInteger(limit) || limit < 1))
    errors.maxRedemptions = say(messages.maxRedemptions, { min: 1 });

  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    value: {
      code,
      discountValue: discount,
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
      maxRedemptions: limitText ? limit : null,
    },
  };
}

/**
 * The server's refusal placed on the fields it names (validation list, or a duplicate code worded
 * by `errorText`, English when none is given).
 */
export function serverCouponErrors(
  error: unknown,
  errorText: ErrorText = (failure, fallback) => errorTextIn(fallbackIntl, failure, fallback),
): CouponErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: CouponErrors = {};
  const fields = (error.fields ?? {}) as Record<string, string | string[]>;
  const fieldOf = {
    code: 'code',
    discountValue: 'discountValue',
    expiresAt: 'expiresOn',
    maxRedemptions: 'maxRedemptions',
  } as const;
  for (const [key, field] of Object.entries(fieldOf)) {
    const message = fields[key];
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string' && first) errors[field] = first;
  }
  if (error.code === 'COUPON.DUPLICATE_CODE') errors.code = errorText(error, error.message);
  return errors;
}
