import { ApiError } from '@market/api-client';
import { draftOf, EMPTY_COUPON, serverCouponErrors, validateCoupon } from './coupon-validation';

describe('validateCoupon', () => {
  it('requires both fields with the spec messages', () => {
    expect(validateCoupon({ ...EMPTY_COUPON, code: '', discountValue: '' }).errors).toEqual({
      code: 'Code is required',
      discountValue: 'Discount value is required',
    });
    expect(validateCoupon({ ...EMPTY_COUPON, code: '   ', discountValue: ' ' }).errors).toEqual({
      code: 'Code is required',
      discountValue: 'Discount value is required',
    });
  });

  it('keeps the discount between 1 and 100, whole percent', () => {
    for (const bad of ['0', '101', '-5']) {
      expect(validateCoupon({ ...EMPTY_COUPON, code: 'A', discountValue: bad }).errors.discountValue).toBe(
        'Discount value must be between 1 and 100',
      );
    }
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'A', discountValue: '12.5' }).errors.discountValue).toBe(
      'Discount value must be a whole number',
    );
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'A', discountValue: 'ten' }).errors.discountValue).toBe(
      'Discount value must be a number',
    );
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'A', discountValue: '1' }).value).toEqual({
      code: 'A',
      discountValue: 1,
      expiresAt: null,
      maxRedemptions: null,
    });
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'A', discountValue: '100' }).value).toEqual({
      code: 'A',
      discountValue: 100,
      expiresAt: null,
      maxRedemptions: null,
    });
  });

  it('checks the code shape and trims it', () => {
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'spring sale', discountValue: '5' }).errors.code).toBe(
      'Code may only hold letters, digits, - and _',
    );
    expect(validateCoupon({ ...EMPTY_COUPON, code: 'X'.repeat(41), discountValue: '5' }).errors.code).toBe(
      'Code must be at most 40 characters',
    );
    expect(validateCoupon({ ...EMPTY_COUPON, code: '  SPRING_25 ', discountValue: ' 25 ' })).toEqual({
      errors: {},
      value: { code: 'SPRING_25', discountValue: 25, expiresAt: null, maxRedemptions: null },
    });
  });
});

describe('expiry and maximum uses', () => {
  const base = { ...EMPTY_COUPON, code: 'A', discountValue: '10' };

  it('expires at the end of the chosen day, local time, and limits the paid uses', () => {
    const { value } = validateCoupon({ ...base, expiresOn: '2027-03-31', maxRedemptions: ' 50 ' });
    expect(new Date(value!.expiresAt!).getTime()).toBe(new Date(2027, 2, 31, 23, 59, 59, 999).getTime());
    expect(value!.maxRedemptions).toBe(50);
  });

  it('refuses a limit below 1 or a fraction, and a malformed day', () => {
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(validateCoupon({ ...base, maxRedemptions: bad }).errors.maxRedemptions).toBe(
        'Maximum redemptions must be a whole number of at least 1',
      );
    }
    expect(validateCoupon({ ...base, expiresOn: '31/03/2027' }).errors.expiresOn).toBe(
      'Expiry must be a date',
    );
  });

  it('shows a stored coupon as the form values it was saved from', () => {
    const saved = validateCoupon({ ...base, expiresOn: '2027-01-05', maxRedemptions: '3' }).value!;
    const coupon = { _id: 'c1', redemptions: 0, createdAt: '', ...saved };
    expect(draftOf(coupon)).toEqual({ ...base, expiresOn: '2027-01-05', maxRedemptions: '3' });
    expect(draftOf({ ...coupon, expiresAt: null, maxRedemptions: null })).toEqual(base);
    expect(draftOf(null)).toEqual(EMPTY_COUPON);
  });
});

describe('serverCouponErrors', () => {
  it('places the server field messages and a duplicate code next to the fields', () => {
    const validation = new ApiError('Discount value must be between 1 and 100', 400, undefined, {
      discountValue: ['Discount value must be between 1 and 100'],
    } as unknown as Record<string, string>);
    expect(serverCouponErrors(validation)).toEqual({
      discountValue: 'Discount value must be between 1 and 100',
    });
    const duplicate = new ApiError('A coupon with this code already exists', 409, 'COUPON.DUPLICATE_CODE');
    expect(serverCouponErrors(duplicate)).toEqual({ code: 'A coupon with this code already exists' });
    const limit = new ApiError('Maximum redemptions must be at least 1', 400, undefined, {
      maxRedemptions: ['Maximum redemptions must be at least 1'],
      expiresAt: ['Expiry must be a date'],
    } as unknown as Record<string, string>);
    expect(serverCouponErrors(limit)).toEqual({
      maxRedemptions: 'Maximum redemptions must be at least 1',
      expiresOn: 'Expiry must be a date',
    });
    expect(serverCouponErrors(new Error('network'))).toEqual({});
  });
});
