import { renderOnServer } from '@/test-utils';
import { BrowsePage } from './browse-page';
import { CategoryLandingPage } from './category-landing-page';

describe("a category's pages name it and its subcategories in the page's language", () => {
  it('English landing: heading, featured line, cards and breadcrumb as the taxonomy spells them', () => {
    const { container, head, crumbs } = renderOnServer(<CategoryLandingPage category="graphics-design" />);
    expect(container.querySelector('h1')?.textContent).toBe('Graphics & Design');
    expect(container.textContent).toContain('Featured in Graphics & Design');
    expect(container.querySelector('a[href="/graphics-design/logo-design"]')?.textContent).toBe(
      'Logo Design',
    );
    expect(head?.title).toBe('Graphics & Design');
    expect(crumbs).toEqual(['Home', 'Graphics & Design']);
  });

  it('German landing: in the server HTML, the title and the breadcrumb', () => {
    const { container, head, crumbs } = renderOnServer(
      <CategoryLandingPage category="graphics-design" />,
      'de',
    );
    expect(container.querySelector('h1')?.textContent).toBe('Grafik & Design');
    expect(container.textContent).toContain('Empfohlen in Grafik & Design');
    expect(container.querySelector('a[href="/graphics-design/logo-design"]')?.textContent).toBe(
      'Logo-Design',
    );
    expect(head?.title).toBe('Grafik & Design');
    expect(head?.description).toContain('Beauftragen Sie Freelancer für Grafik & Design.');
    expect(crumbs).toEqual(['Startseite', 'Grafik & Design']);
    expect(container.textContent).not.toContain('Graphics');
  });

  it('German services list: the sidebar, the chosen category and the title', () => {
    const { container, head } = renderOnServer(<BrowsePage />, 'de');
    const sidebar = container.querySelector('[data-testid="category-sidebar"]');
    expect(sidebar?.textContent).toContain('Grafik & Design');
    expect(sidebar?.textContent).toContain('Schreiben & Übersetzen');
    expect(container.querySelector('h2')?.textContent).toBe('Programmierung & Technik');
    expect(head?.title).toBe('Services für Programmierung & Technik');
  });
});
