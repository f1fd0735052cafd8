import { effectivePrice, salePercent, percentDiscountCents, refundSplit, taxOn, toCents } from './pricing';

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
  it('splits a price that includes the tax, and adds the tax to one that does not', () => {
    expect(taxOn(4000, 2000, true)).toEqual({ netCents: 3333, taxCents: 667, totalCents: 4000 });
    expect(taxOn(4000, 2000, false)).toEqual({ netCents: 4000, taxCents: 800, totalCents: 4800 });
    expect(taxOn(4000, 0, true)).toEqual({ netCents: 4000, taxCents: 0, totalCents: 4000 });
    expect(taxOn(1999, 750, false)).toEqual({ netCents: 1999, taxCents: 150, totalCents: 2149 });
  });
  it('gives a refund the tax share of its invoice', () => {
    expect(refundSplit(1000, { taxCents: 800, totalCents: 4800 })).toEqual({
      netCents: 833,
      taxCents: 167,
      totalCents: 1000,
    });
    expect(refundSplit(1000, { taxCents: 0, totalCents: 0 })).toEqual({
      netCents: 1000,
      taxCents: 0,
      totalCents: 1000,
    });
  });
});
