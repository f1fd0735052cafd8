import { followVisitedAddress, hydrateAtRenderedUrl } from './hydration';

/** The page as loaded at `loaded`, the address bar now at `here`. */
function loadedAt(loaded: string, here: string) {
  // jsdom has no navigation timing: the browser's entry, as it reads.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ name: `${location.origin}${loaded}` }] : []),
  });
  history.replaceState(null, '', here);
}

describe('taking a server-rendered page over at its address', () => {
  afterEach(() => delete (performance as Partial<Performance>).getEntriesByType);

  it('shows the address the page was rendered at (one spelling of its query)', () => {
    loadedAt('/search?page=1&query=logo', '/search?page=1&query=logo');
    hydrateAtRenderedUrl('/search?query=logo');
    expect(`${location.pathname}${location.search}`).toBe('/search?query=logo');
    const popped = jest.fn();
    window.addEventListener('popstate', popped);
    followVisitedAddress();
    expect(popped).not.toHaveBeenCalled();
    expect(location.search).toBe('?query=logo');
  });

  it('goes where a back pressed before the page worked went, once the router listens', () => {
    loadedAt('/logo-design?sort=rating', '/logo-design#reviews');
    hydrateAtRenderedUrl('/logo-design?sort=rating');
    expect(`${location.pathname}${location.search}`).toBe('/logo-design?sort=rating');
    const popped: string[] = [];
    window.addEventListener('popstate', () => popped.push(`${location.pathname}${location.search}`));
    followVisitedAddress();
    expect(popped).toEqual(['/logo-design']);
    expect(location.hash).toBe('#reviews');
    followVisitedAddress();
    expect(popped).toHaveLength(1);
  });
});
