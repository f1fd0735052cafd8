import { extrasOfPackage, withExtras } from './extras';

describe('extras', () => {
  const extras = [
    { _id: 'a', packages: ['basic', 'standard'], price: 20, deliveryDays: 1, revisions: 0 },
    { _id: 'b', packages: ['premium'], price: 50, deliveryDays: -2, revisions: 2 },
  ];
  it('keeps the extras a package offers', () => {
    expect(extrasOfPackage(extras, 'basic').map((e) => e._id)).toEqual(['a']);
    expect(extrasOfPackage(extras, 'premium').map((e) => e._id)).toEqual(['b']);
  });
  it('adds prices, days and revisions, never below one day', () => {
    expect(withExtras({ price: 100, deliveryDays: 3, revisions: 1 }, extras)).toEqual({
      price: 170,
      deliveryDays: 2,
      revisions: 3,
    });
    expect(withExtras({ price: 10, deliveryDays: 1, revisions: 0 }, [extras[1]]).deliveryDays).toBe(1);
    expect(withExtras({ price: 10, deliveryDays: 1, revisions: 0 }, [])).toEqual({
      price: 10,
      deliveryDays: 1,
      revisions: 0,
    });
  });
});
