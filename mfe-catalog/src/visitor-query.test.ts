import { signedInQuery, visitorQuery } from './visitor-query';

describe('visitorQuery', () => {
  it.each([
    ['/graphics-design/logo-design', 'page=9999', 'page=9999'],
    ['/graphics-design/logo-design', 'page=02&utm_source=mail', 'page=2'],
    ['/graphics-design/logo-design', 'page=1', ''],
    ['/graphics-design/logo-design', 'page=abc&sort=bogus', ''],
    ['/graphics-design/logo-design', 'maxDelivery=3&sort=rating&page=2', 'sort=rating&maxDelivery=3&page=2'],
    // Prices filter and sort only for signed-in users (signedInQuery).
    ['/graphics-design/logo-design', 'minPrice=5&maxPrice=9&sort=price', ''],
    ['/services', 'category=business&page=3', 'category=business&page=3'],
    ['/services', 'category=nonsense', ''],
    ['/service-list', 'category=business&page=3', 'category=business'],
    ['/search', 'query=%20logo%20&sort=relevance', 'query=logo&sort=relevance'],
    ['/graphics-design', 'page=2&category=business', ''],
    ['/logo-design/abc123', 'page=2', ''],
    ['/blog', 'page=2', ''],
  ])('%s?%s reads %s', (path, search, expected) => {
    expect(visitorQuery(path, search)).toBe(expected);
  });

  it('is its own spelling', () => {
    const once = visitorQuery('/services', 'page=4&maxDelivery=7&category=writing-translation&sort=rating');
    expect(visitorQuery('/services', once)).toBe(once);
  });
});

describe('signedInQuery', () => {
  it.each([
    ['/graphics-design/logo-design', 'minPrice=9&maxPrice=5&sort=price', 'sort=price&minPrice=5&maxPrice=9'],
    ['/search', 'query=logo&sort=price_desc&utm_source=mail', 'query=logo&sort=price_desc'],
    ['/logo-design/abc123', 'minPrice=5', ''],
  ])('%s?%s reads %s', (path, search, expected) => {
    expect(signedInQuery(path, search)).toBe(expected);
  });
});
