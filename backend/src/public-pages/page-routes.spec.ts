import { canonicalPathOf } from './page-routes';

describe('canonicalPathOf', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/graphics-design', '/graphics-design'],
    ['/graphics-design/', '/graphics-design'],
    ['//graphics-design///logo-design//', '/graphics-design/logo-design'],
    ['/graphics%2Ddesign', '/graphics-design'],
    ['/%67raphics-design', '/graphics-design'],
    ['/blog/caf%c3%a9', '/blog/caf%C3%A9'],
    ['/blog/café', '/blog/caf%C3%A9'],
    ['/a%3Ab/c@d', '/a:b/c@d'],
    ['/a%2Fb', '/a%2Fb'],
  ])('%s is spelled %s', (path, canonical) => {
    expect(canonicalPathOf(path)).toBe(canonical);
    expect(canonicalPathOf(canonical)).toBe(canonical);
  });

  it('leaves a path that is not valid percent-encoding to the not-found page', () => {
    expect(canonicalPathOf('/blog/%E0%A4%A')).toBeUndefined();
  });
});
