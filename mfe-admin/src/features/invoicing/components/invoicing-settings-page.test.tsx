import { parseTaxRate } from './invoicing-settings-page';

describe('the tax rate field', () => {
  it('takes 0 to 100 with at most two decimals', () => {
    expect(parseTaxRate('20')).toBe(20);
    expect(parseTaxRate('7.25')).toBe(7.25);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('100')).toBe(100);
    for (const bad of ['100.01', '-1', '7.125', 'abc', '']) expect(parseTaxRate(bad)).toBeNull();
  });
});
