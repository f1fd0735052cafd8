import { routeOwnerOf } from '@market/contracts';
import { routes } from './route-table';

const manifest = { catalog: { entry: '/remotes/catalog/remoteEntry.js', routes } };

describe("the catalog's declared routes", () => {
  it.each([
    '/services',
    '/service-list',
    '/search',
    '/blog',
    '/blog/42',
    '/programming-tech',
    '/video-animation',
    '/graphics-design/logo-design',
    '/video-Animation/video-editing',
    '/digital-marketing/explainer-videos',
    '/logo-design/6650a1b2c3',
    // Other spellings and a subcategory under another category: the page moves or says not found.
    '/Graphics-Design',
    '/video-animation/video-editing',
    '/digital-marketing/video-editing',
  ])('%s is a public catalog page', (path) => {
    expect(routeOwnerOf(manifest, path)).toEqual({ remote: 'catalog', access: 'public' });
  });

  it.each(['/', '/nope', '/graphics-design/not-a-sub', '/not-a-sub/1', '/blog/1/2', '/a/b/c'])(
    '%s is not the catalog’s',
    (path) => {
      expect(routeOwnerOf(manifest, path)).toBeNull();
    },
  );
});
