import { screen, within } from '@testing-library/react';
import { CATEGORY_NAMES, CATEGORY_SLUGS } from '@market/contracts';
import { COMPANY } from '@/config/company';
import { renderAt } from '@/test-utils';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => renderAt('/', <SiteFooter />));

  const footer = () => screen.getByRole('contentinfo');
  const hrefOf = (name: string) => within(footer()).getByRole('link', { name }).getAttribute('href');

  it('links to the company pages', () => {
    expect(hrefOf('About')).toBe('/about');
    expect(hrefOf('Services')).toBe('/services');
    expect(hrefOf('Blog')).toBe('/blog');
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf('Terms of Service')).toBe('/terms');
  });

  it('links to the six category pages', () => {
    expect(CATEGORY_SLUGS).toHaveLength(6);
    for (const slug of CATEGORY_SLUGS) expect(hrefOf(CATEGORY_NAMES[slug])).toBe(`/${slug}`);
  });

  it('has its headings, the social links opening apart, and this year on the copyright line', () => {
    expect(
      within(footer())
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Gigly', 'Company', 'Categories', 'Contact']);
    for (const network of COMPANY.social) {
      const link = within(footer()).getByRole('link', { name: network.name });
      expect(link.getAttribute('href')).toBe(network.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    within(footer()).getByText(`© ${new Date().getFullYear()} ${COMPANY.legalName}. All rights reserved.`);
  });

  it('gives the contact details: postal address, e-mail and phone', () => {
    const contact = within(footer()).getByRole('heading', { name: 'Contact' })
      .nextElementSibling as HTMLElement;
    expect(contact.textContent).toContain(COMPANY.address);
    expect(hrefOf(COMPANY.supportEmail)).toBe(`mailto:${COMPANY.supportEmail}`);
    expect(hrefOf(COMPANY.phone)).toBe(COMPANY.phoneHref);
  });
});
