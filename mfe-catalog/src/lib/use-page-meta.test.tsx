import { render } from '@testing-library/react';
import { metaSummary, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string | null; description?: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

it("sets the title with the shell's brand and the meta description; null keeps the previous page's", () => {
  document.title = 'Gigly | Digital services marketplace';
  const { rerender } = render(<Page title="Logo design services" description="Logos   for your brand." />);
  expect(document.title).toBe('Logo design services | Gigly');
  expect(description()).toBe('Logos for your brand.');
  rerender(<Page title={null} />);
  expect(document.title).toBe('Logo design services | Gigly');
  rerender(<Page title="Our Blogs" />);
  expect(document.title).toBe('Our Blogs | Gigly');
  expect(description()).toBe('Our Blogs');
});

it('cuts a long description at a word', () => {
  const long = `${'word '.repeat(50)}end`;
  const cut = metaSummary(long, 30);
  expect(cut.length).toBeLessThanOrEqual(30);
  expect(cut).toBe('word word word word word word…');
});
