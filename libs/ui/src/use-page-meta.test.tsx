import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundScreen } from './not-found-screen';
import { BrandProvider, metaSummary, pageTitle, usePageMeta } from './use-page-meta';

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
