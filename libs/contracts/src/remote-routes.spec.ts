import {
  isEntryUrl,
  matchesRoute,
  parseRemotesManifest,
  routeOwnerOf,
  type RemotesManifest,
} from './remote-routes';

describe('matchesRoute', () => {
  it.each([
    ['/orders', '/orders', true],
    ['/orders', '/orders/', true],
    ['/orders', '/Orders', false],
    ['/orders/:id', '/orders/42', true],
    ['/orders/:id', '/orders', false],
    ['/orders/:id', '/orders/42/more', false],
    ['/:sub(logo-design|wix)/:id', '/wix/7', true],
    ['/:sub(logo-design|wix)/:id', '/shopify/7', false],
    // A choice matches in any letter case (its page moves the other spellings); a literal does not.
    ['/:category(video-animation)', '/video-Animation', true],
    ['/:category(video-animation)', '/VIDEO-ANIMATION', true],
    ['/admin/*', '/admin', true],
    ['/admin/*', '/admin/services/edit/3', true],
    ['/admin/*', '/administrator', false],
    ['/blog/:id', '/blog/caf%C3%A9', true],
    ['/blog/:id', '/blog/%E0%A4%A', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

describe('routeOwnerOf', () => {
  const manifest: RemotesManifest = {
    catalog: { entry: '/remotes/catalog/remoteEntry.js', routes: [{ path: '/blog/:id', access: 'public' }] },
    admin: { entry: '/remotes/admin/remoteEntry.js', routes: [{ path: '/admin/*', access: 'admin' }] },
  };

  it('names the remote that declares the path, with its access rule', () => {
    expect(routeOwnerOf(manifest, '/blog/3')).toEqual({ remote: 'catalog', access: 'public' });
    expect(routeOwnerOf(manifest, '/admin/orders')).toEqual({ remote: 'admin', access: 'admin' });
  });

  it('answers null for a path nobody declares', () => {
    expect(routeOwnerOf(manifest, '/')).toBeNull();
    expect(routeOwnerOf(manifest, '/blog')).toBeNull();
    expect(routeOwnerOf({}, '/blog/3')).toBeNull();
  });
});

describe('parseRemotesManifest', () => {
  it('keeps well-formed remotes and routes and drops the rest', () => {
    expect(
      parseRemotesManifest({
        catalog: {
          entry: 'https://cdn.example/catalog/remoteEntry.js',
          routes: [{ path: '/blog', access: 'public' }, { path: 'blog', access: 'public' }, { path: '/x' }],
        },
        checkout: { entry: '/remotes/checkout/remoteEntry.js' },
        evil: { entry: 'javascript:alert(1)', routes: [] },
        other: { entry: '//evil.example/remoteEntry.js', routes: [] },
        'Bad Name': { entry: '/remotes/x/remoteEntry.js', routes: [] },
        old: '/remotes/old/remoteEntry.js',
      }),
    ).toEqual({
      catalog: {
        entry: 'https://cdn.example/catalog/remoteEntry.js',
        routes: [{ path: '/blog', access: 'public' }],
      },
      checkout: { entry: '/remotes/checkout/remoteEntry.js', routes: [] },
    });
  });

  it('answers an empty manifest for anything that is not an object', () => {
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest([])).toEqual({});
    expect(parseRemotesManifest('x')).toEqual({});
  });
});

describe('isEntryUrl: code the browser and the API may run', () => {
  it('takes https and paths on this site', () => {
    expect(isEntryUrl('https://cdn.example/catalog/remoteEntry.js')).toBe(true);
    expect(isEntryUrl('/remotes/catalog/remoteEntry.js')).toBe(true);
  });

  it('takes plain http from this machine only', () => {
    for (const host of ['127.0.0.1:4000', '127.8.9.10', '[::1]:4000', 'localhost:4000'])
      expect(isEntryUrl(`http://${host}/remoteEntry.js`)).toBe(true);
    for (const host of ['cdn.example', '10.0.0.5', '128.0.0.1', 'localhost.evil.example', '[::2]'])
      expect(isEntryUrl(`http://${host}/remoteEntry.js`)).toBe(false);
  });

  it('refuses other schemes and protocol-relative paths', () => {
    for (const entry of [
      '//cdn.example/remoteEntry.js',
      '/\\cdn.example/remoteEntry.js',
      'ftp://cdn.example/x.js',
      'javascript:1',
      'https://',
      7,
    ])
      expect(isEntryUrl(entry)).toBe(false);
  });
});
