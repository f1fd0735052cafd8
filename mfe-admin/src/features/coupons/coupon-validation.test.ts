import { ApiError } from '@market/api-client';
import { serverCouponErrors, validateCoupon } from './coupon-validation';

describe('validateCoupon', () => {
  it('requires both fields with the spec messages', () => {
    expect(validateCoupon({ code: '', discountValue: '' }).errors).toEqual({
      code: 'Code is required',
      discountValue: 'Discount value is required',
    });
    expect(validateCoupon({ code: '   ', discountValue: ' ' }).errors).toEqual({
      code: 'Code is required',
      discountValue: 'Discount value is required',
    });
  });

  it('keeps the discount between 1 and 100, whole percent', () => {
    for (const bad of ['0', '101', '-5']) {
      expect(validateCoupon({ code: 'A', discountValue: bad }).errors.discountValue).toBe(
        'Discount value must be between 1 and 100',
      );
    }
    expect(validateCoupon({ code: 'A', discountValue: '12.5' }).errors.discountValue).toBe(
      'Discount value must be a whole number',
    );
    expect(validateCoupon({ code: 'A', discountValue: 'ten' }).errors.discountValue).toBe(
      'Discount value must be a number',
    );
    expect(validateCoupon({ code: 'A', discountValue: '1' }).value).toEqual({ code: 'A', discountValue: 1 });
    expect(validateCoupon({ code: 'A', discountValue: '100' }).value).toEqual({
      code: 'A',
      discountValue: 100,
    });
  });

  it('checks the code shape and trims it', () => {
    expect(validateCoupon({ code: 'spring sale', discountValue: '5' }).errors.code).toBe(
      'Code may only hold letters, digits, - and _',
    );
    expect(validateCoupon({ code: 'X'.repeat(41), discountValue: '5' }).errors.code).toBe(
      'Code must be at most 40 characters',
    );
    expect(validateCoupon({ code: '  SPRING_25 ', discountValue: ' 25 ' })).toEqual({
      errors: {},
      value: { code: 'SPRING_25', discountValue: 25 },
    });
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
    expect(serverCouponErrors(new Error('network'))).toEqual({});
  });
});
