import { routeOwnerOf } from './route-owner';

describe('routeOwnerOf', () => {
  it.each([
    ['/services', 'catalog', 'public'],
    ['/service-list', 'catalog', 'public'],
    ['/programming-tech', 'catalog', 'public'],
    ['/video-animation', 'catalog', 'public'],
    ['/graphics-design/logo-design', 'catalog', 'public'],
    ['/video-Animation/video-editing', 'catalog', 'public'],
    ['/logo-design/6650a1b2c3', 'catalog', 'public'],
    ['/search', 'catalog', 'public'],
    ['/blog', 'catalog', 'public'],
    ['/blog/42', 'catalog', 'public'],
    ['/orders', 'checkout', 'user'],
    ['/orders/42', 'checkout', 'user'],
    ['/payment-success', 'checkout', 'user'],
    ['/paypal-cancel', 'checkout', 'user'],
    ['/messages', 'messaging', 'public'],
    ['/messages/7', 'messaging', 'public'],
    ['/admin', 'admin', 'admin'],
    ['/admin/services/edit/3', 'admin', 'admin'],
  ])('%s belongs to %s (%s)', (path, remote, access) => {
    expect(routeOwnerOf(path)).toEqual({ remote, access });
  });

  it.each([
    '/',
    '/nope',
    '/graphics-design/not-a-sub',
    '/not-a-sub/123',
    '/orders/1/2',
    '/blog/1/2',
    '/a/b/c',
    '/%E0%A4%A',
  ])('%s belongs to nobody (not-found page)', (path) => {
    expect(routeOwnerOf(path)).toBeNull();
  });
});
