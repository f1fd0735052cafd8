import { effectivePrice, salePercent, percentDiscountCents, toCents } from './pricing';

describe('pricing', () => {
  it('uses the sale price when above 0', () => {
    expect(effectivePrice({ regularPrice: 100, salePrice: 80 })).toBe(80);
    expect(effectivePrice({ regularPrice: 100, salePrice: 0 })).toBe(100);
  });
  it('rounds the sale badge', () => {
    expect(salePercent({ regularPrice: 30, salePrice: 20 })).toBe(33);
    expect(salePercent({ regularPrice: 30, salePrice: 0 })).toBeNull();
  });
  it('computes percent discounts in cents', () => {
    expect(percentDiscountCents(toCents(19.99), 10)).toBe(200);
    expect(percentDiscountCents(toCents(45), 25)).toBe(1125);
  });
});
