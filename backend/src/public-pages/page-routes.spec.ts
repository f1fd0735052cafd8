import { canonicalPathOf, pageRouteOf } from './page-routes';

describe('pageRouteOf', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/graphics-design', { kind: 'landing', category: 'graphics-design' }],
    ['/services', { kind: 'services', path: '/services' }],
    ['/service-list', { kind: 'services', path: '/service-list' }],
    ['/search', { kind: 'search' }],
    ['/blog', { kind: 'blogs' }],
    ['/blog/abc', { kind: 'blog', blogId: 'abc' }],
    ['/about', { kind: 'static', page: 'about' }],
    [
      '/graphics-design/logo-design',
      {
        kind: 'subcategory',
        category: 'graphics-design',
        subcategory: 'logo-design',
        canonicalPath: '/graphics-design/logo-design',
      },
    ],
    [
      '/video-Animation/video-editing',
      {
        kind: 'subcategory',
        category: 'video-animation',
        subcategory: 'video-editing',
        canonicalPath: '/video-Animation/video-editing',
      },
    ],
    ['/logo-design/123', { kind: 'service', subcategory: 'logo-design', serviceId: '123' }],
  ])('%s is a public page', (path, route) => {
    expect(pageRouteOf(path)).toEqual(route);
  });

  it('sends the other spellings of video-animation to the canonical one', () => {
    expect(pageRouteOf('/video-animation/video-editing')).toEqual({
      kind: 'redirect',
      location: '/video-Animation/video-editing',
    });
    expect(pageRouteOf('/VIDEO-ANIMATION/2d-animation')).toEqual({
      kind: 'redirect',
      location: '/video-Animation/2d-animation',
    });
    expect(pageRouteOf('/Graphics-Design')).toEqual({ kind: 'redirect', location: '/graphics-design' });
  });

  it("serves the spec's explainer-videos link under /digital-marketing as it is", () => {
    expect(pageRouteOf('/digital-marketing/explainer-videos')).toMatchObject({
      kind: 'subcategory',
      canonicalPath: '/video-Animation/explainer-videos',
    });
  });

  it.each(['/auth/sign-in', '/settings', '/update-password', '/profile/1'])(
    '%s is a client-only screen of the shell',
    (path) => expect(pageRouteOf(path).kind).toBe('client'),
  );

  // A remote's paths are the routes it declares in remotes.json (public-pages.api.spec.ts).
  it.each(['/orders', '/messages', '/admin/services', '/paypal-success'])(
    '%s is not one the API knows by itself',
    (path) => expect(pageRouteOf(path).kind).toBe('not-found'),
  );

  it.each(['/nope', '/graphics-design/not-a-sub', '/blog/1/2', '/a/b/c', '/%E0%A4%A'])(
    '%s is not found',
    (path) => {
      expect(pageRouteOf(path).kind).toBe('not-found');
    },
  );
});

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
