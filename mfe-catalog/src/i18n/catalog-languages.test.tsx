import { screen } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import type { Service } from '@/shared/services/api/services';
import { ServiceCard } from '@/shared/services/components/service-card';
import { Pager } from '@/shared/services/filters/pager';
import { render } from '@/test-utils';

const SERVICE = {
  _id: 's1',
  shortTitle: 'Logo design',
  shortDesc: 'A memorable logo',
  subCategory: 'logo-design',
  coverImage: '/uploads/logo.png',
  averageStars: 4.4,
  starNumber: 1234,
  packages: [
    { name: 'basic', desc: 'b', deliveryTime: 3, revisionNumber: 1, regularPrice: 1030, salePrice: 1020 },
  ],
} as unknown as Service;

/** A card and the pager at an address in `locale` (the shell's router base is its prefix). */
function renderIn(locale: 'en' | 'de' | 'ar') {
  const basename = locale === 'en' ? undefined : `/${locale}`;
  return render(
    <MemoryRouter basename={basename} initialEntries={[`${basename ?? ''}/logo-design`]}>
      <ServiceCard service={SERVICE} />
      <Pager page={2} last={3} href={(page) => `/logo-design?page=${page}`} />
    </MemoryRouter>,
    { locale },
  );
}

describe("the catalog's texts in the address's language", () => {
  it('English: the spec texts as they are', () => {
    renderIn('en');
    screen.getByText('Starting from');
    expect(screen.getByTestId('starting-price').textContent).toBe('$1,020.00');
    screen.getByText('(1,234)');
    screen.getByText('Rated 4.4 out of 5');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/logo-design?page=3');
  });

  it('German: translated, numbers and money the German way, links kept under /de', () => {
    renderIn('de');
    screen.getByText('Ab');
    expect(screen.getByTestId('starting-price').textContent).toBe('1.020,00\u00a0$');
    screen.getByText('(1.234)');
    screen.getByText('Bewertet mit 4,4 von 5');
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/de/logo-design?page=3');
    expect(screen.getByRole('link', { name: 'Seite 1' }).getAttribute('href')).toBe('/de/logo-design?page=1');
    expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/de/logo-design/s1');
    expect(screen.queryByText('Starting from')).toBeNull();
  });

  it('Arabic: translated, links kept under /ar', () => {
    renderIn('ar');
    screen.getByText('ابتداءً من');
    expect(screen.getByRole('link', { name: 'التالي' }).getAttribute('href')).toBe('/ar/logo-design?page=3');
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe('الصفحات');
  });
});
