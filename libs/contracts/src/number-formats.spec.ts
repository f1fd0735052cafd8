import { numberFormat } from './number-formats';

describe('numberFormat', () => {
  it('builds one format per locale and options, and formats as Intl does', () => {
    const euro = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('de', euro)).toBe(numberFormat('de', { ...euro }));
    expect(numberFormat('fr', euro)).not.toBe(numberFormat('de', euro));
    expect(numberFormat('de', euro).format(46)).toBe(new Intl.NumberFormat('de', euro).format(46));
  });

  it('throws as Intl does for a currency it does not know, and keeps nothing for it', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
  });
});
