import { pageWindow, priceParam, readListQuery, sortChoices, writeListQuery } from './list-query';

const buyer = { withPrices: true, searching: false };
const visitor = { withPrices: false, searching: false };
const read = (search: string, context = buyer) => readListQuery(new URLSearchParams(search), context);

describe('reading the list query from the URL', () => {
  it('reads sort, price range, delivery and page', () => {
    expect(read('sort=price_desc&minPrice=10&maxPrice=99.5&maxDelivery=7&page=3')).toEqual({
      sort: 'price_desc',
      minPrice: 10,
      maxPrice: 99.5,
      maxDelivery: 7,
      page: 3,
    });
    expect(read('')).toEqual({ page: 1 });
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    expect(read('sort=cheapest&minPrice=-5&maxPrice=1e3&maxDelivery=0&page=0')).toEqual({ page: 1 });
    expect(read('page=2.5&maxDelivery=abc&minPrice=1.234')).toEqual({ page: 1 });
  });

  it('swaps a reversed price range', () => {
    expect(read('minPrice=200&maxPrice=50')).toMatchObject({ minPrice: 50, maxPrice: 200 });
  });

  it('offers price sorts and filters only to signed-in users, relevance only to a search', () => {
    expect(read('sort=price&minPrice=5&maxPrice=50', visitor)).toEqual({ page: 1 });
    expect(read('sort=rating&maxDelivery=3', visitor)).toEqual({ sort: 'rating', maxDelivery: 3, page: 1 });
    expect(read('sort=relevance')).toEqual({ page: 1 });
    expect(read('sort=relevance', { withPrices: false, searching: true })).toEqual({
      sort: 'relevance',
      page: 1,
    });
    expect(sortChoices(visitor)).toEqual(['newest', 'rating']);
    expect(sortChoices({ withPrices: true, searching: true })).toEqual([
      'relevance',
      'newest',
      'rating',
      'price',
      'price_desc',
    ]);
  });
});

describe('writing a change into the URL', () => {
  it('keeps the screen parameters and goes back to page 1 when a filter changes', () => {
    const next = writeListQuery(new URLSearchParams('category=business&page=4&sort=rating'), {
      maxDelivery: 3,
    });
    expect(next.toString()).toBe('category=business&sort=rating&maxDelivery=3');
  });

  it('drops empty values and page 1', () => {
    const params = new URLSearchParams('query=logo&minPrice=5&page=2');
    expect(writeListQuery(params, { minPrice: undefined, maxPrice: '' }).toString()).toBe('query=logo');
    expect(writeListQuery(params, { page: 1 }).toString()).toBe('query=logo&minPrice=5');
    expect(writeListQuery(params, { page: 3 }).toString()).toBe('query=logo&minPrice=5&page=3');
  });

  it('turns typed prices into URL values', () => {
    expect(priceParam(' 12.345 ')).toBe('12.35');
    expect(priceParam('')).toBeUndefined();
    expect(priceParam('-1')).toBeUndefined();
    expect(priceParam('abc')).toBeUndefined();
  });
});

describe('page numbers', () => {
  it('shows the ends and the neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
