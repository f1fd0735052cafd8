import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@market/router';
import { NotFoundScreen } from './not-found-screen';
import {
  BrandProvider,
  BrowserOnly,
  CanonicalRedirect,
  metaSummary,
  pageTitle,
  ServerPage,
  ServerPageContext,
  usePageMeta,
} from './use-page-meta';

function Page({ title, description }: { title: string | null; description?: string }) {
  usePageMeta(title, description);
  return null;
}

/** Stands in for a route switch: one page unmounts, the next one mounts. */
function Site({ page }: { page: 'blog' | 'about' | 'silent' }) {
  return (
    <BrandProvider brand="Acme">
      {page === 'blog' && <Page key="blog" title="Our Blogs" description="Stories from our team." />}
      {page === 'about' && <Page key="about" title="About" description="Who we are." />}
      {page === 'silent' && <p key="silent">A page that sets no title</p>}
    </BrandProvider>
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.title = 'Acme | Digital services marketplace';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  it("sets the title with the provider's brand and the meta description", () => {
    render(
      <BrandProvider brand="Acme">
        <Page title="Logo design services" description="Logos   for your brand." />
      </BrandProvider>,
    );
    expect(document.title).toBe('Logo design services | Acme');
    expect(description()).toBe('Logos for your brand.');
  });

  it("replaces the previous page's title and description on a page switch", () => {
    const { rerender } = render(<Site page="blog" />);
    expect(document.title).toBe('Our Blogs | Acme');
    expect(description()).toBe('Stories from our team.');
    rerender(<Site page="about" />);
    expect(document.title).toBe('About | Acme');
    expect(description()).toBe('Who we are.');
  });

  it('falls back to the brand alone when the next page sets no title', () => {
    const { rerender } = render(<Site page="blog" />);
    rerender(<Site page="silent" />);
    expect(document.title).toBe('Acme');
  });

  it("keeps the previous values while a page's data loads (null), and uses the title as description", () => {
    const { rerender } = render(
      <BrandProvider brand="Acme">
        <Page title="Logo design services" description="Logos for your brand." />
      </BrandProvider>,
    );
    rerender(
      <BrandProvider brand="Acme">
        <Page title={null} />
      </BrandProvider>,
    );
    expect(document.title).toBe('Logo design services | Acme');
    rerender(
      <BrandProvider brand="Acme">
        <Page title="Search Results" />
      </BrandProvider>,
    );
    expect(document.title).toBe('Search Results | Acme');
    expect(description()).toBe('Search Results');
  });

  it('titles the not-found screen', () => {
    render(
      <BrandProvider brand="Acme">
        <MemoryRouter>
          <NotFoundScreen />
        </MemoryRouter>
      </BrandProvider>,
    );
    expect(document.title).toBe('Page Not Found | Acme');
  });
});

describe('a server render takes the page it draws', () => {
  function serverRender(node: ReactNode): { page: ServerPage; html: string } {
    const page = new ServerPage();
    const html = renderToString(
      <ServerPageContext.Provider value={page}>
        <MemoryRouter>{node}</MemoryRouter>
      </ServerPageContext.Provider>,
    );
    return { page, html };
  }

  function ServicePage({ missing }: { missing?: boolean }) {
    usePageMeta('Logo design', 'Logos   for your brand.', {
      canonicalPath: '/logo-design/1',
      jsonLd: (site) => [{ url: `${site.origin}/logo-design/1` }],
    });
    return missing ? <NotFoundScreen /> : <h1>Logo design</h1>;
  }

  it('the head the page declared, its description in one line', () => {
    const { page } = serverRender(<ServicePage />);
    expect(page.head).toMatchObject({
      title: 'Logo design',
      description: 'Logos for your brand.',
      canonicalPath: '/logo-design/1',
    });
    expect(page.head?.jsonLd?.({ brand: 'Acme', origin: 'https://acme.test' })).toEqual([
      { url: 'https://acme.test/logo-design/1' },
    ]);
    expect(page.redirect).toBeUndefined();
    expect(page.browserOnly).toBe(false);
  });

  it('a not-found screen inside a page wins: its title, noindex and status 404', () => {
    const { page } = serverRender(<ServicePage missing />);
    expect(page.head).toMatchObject({ title: 'Page Not Found', status: 404, robots: 'noindex' });
    expect(page.head?.canonicalPath).toBeUndefined();
  });

  it('a page still loading declares nothing', () => {
    const { page } = serverRender(<Page title={null} />);
    expect(page.head).toBeUndefined();
  });

  it('a canonical redirect and a browser-only screen mark the page and draw nothing', () => {
    const moved = serverRender(<CanonicalRedirect to="/graphics-design" />);
    expect(moved.page.redirect).toBe('/graphics-design');
    expect(moved.html).toBe('');
    const account = serverRender(
      <BrowserOnly>
        <p>Settings</p>
      </BrowserOnly>,
    );
    expect(account.page.browserOnly).toBe(true);
    expect(account.html).toBe('');
  });

  it('in the browser they are the screen itself', () => {
    const { container } = render(
      <BrowserOnly>
        <p>Settings</p>
      </BrowserOnly>,
    );
    expect(container.textContent).toBe('Settings');
  });
});

describe('pageTitle and metaSummary', () => {
  it('joins title and brand, and uses the brand alone for an empty title', () => {
    expect(pageTitle('About', 'Acme')).toBe('About | Acme');
    expect(pageTitle('', 'Acme')).toBe('Acme');
  });

  it('cuts a long description at a word', () => {
    const long = `${'word '.repeat(50)}end`;
    const cut = metaSummary(long, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('word word word word word word…');
  });
});
