import { renderOnServer } from '@/test-utils';
import { SubcategoryPage } from './subcategory-page';

const logoDesign = <SubcategoryPage category="graphics-design" subcategory="logo-design" />;

describe("a subcategory page names its subcategory and category in the page's language", () => {
  it('English: as the taxonomy spells them', () => {
    const { container, head, crumbs } = renderOnServer(logoDesign, 'en');
    expect(container.querySelector('h1')?.textContent).toBe('Logo Design');
    expect(container.querySelector('a[href="/graphics-design"]')?.textContent).toBe('Graphics & Design');
    expect(head?.title).toBe('Logo Design services');
    expect(head?.description).toBe(
      'Logo Design services in Graphics & Design: compare packages, delivery times and reviews.',
    );
    expect(crumbs).toEqual(['Home', 'Graphics & Design', 'Logo Design']);
  });

  it('German: in the server HTML, the title and the breadcrumb', () => {
    const { container, head, crumbs } = renderOnServer(logoDesign, 'de');
    expect(container.querySelector('h1')?.textContent).toBe('Logo-Design');
    expect(container.querySelector('a[href="/graphics-design"]')?.textContent).toBe('Grafik & Design');
    expect(head?.title).toBe('Services für Logo-Design');
    expect(head?.description).toBe(
      'Services für Logo-Design im Bereich Grafik & Design: Pakete, Lieferzeiten und Bewertungen vergleichen.',
    );
    expect(crumbs).toEqual(['Startseite', 'Grafik & Design', 'Logo-Design']);
  });
});
