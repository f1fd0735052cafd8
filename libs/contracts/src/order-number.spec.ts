import { shortOrderNumber } from './order-number';

describe('shortOrderNumber', () => {
  it('is # and the first eight hex digits of the id, upper case', () => {
    expect(shortOrderNumber('3f2b8c1e-9a7d-4e21-b6f0-1234567890ab')).toBe('#3F2B8C1E');
  });
});
