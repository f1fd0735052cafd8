import { screen, within } from '@testing-library/react';
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
    expect(hrefOf('Programming & Tech')).toBe('/programming-tech');
    expect(hrefOf('Graphics & Design')).toBe('/graphics-design');
    expect(hrefOf('Digital Marketing')).toBe('/digital-marketing');
    expect(hrefOf('Video & Animation')).toBe('/video-animation');
    expect(hrefOf('Business')).toBe('/business');
    expect(hrefOf('Writing & Translation')).toBe('/writing-translation');
  });

  it('shows the about text, the social links and the legal entity', () => {
    expect(within(footer()).getByRole('heading', { name: 'Gigly' })).toBeTruthy();
    expect(
      within(footer()).getByText(/A marketplace and agency for digital services since 2018/),
    ).toBeTruthy();
    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram']) {
      expect(hrefOf(network)).toMatch(/^https:\/\//);
    }
    expect(within(footer()).getByText(/Gigly Digital Services LLC\. All rights reserved\./)).toBeTruthy();
  });

  it('gives the contact details: postal address, e-mail and phone', () => {
    const contact = within(footer()).getByRole('heading', { name: 'Contact' })
      .nextElementSibling as HTMLElement;
    expect(contact.textContent).toContain('548 Market Street, Suite 300, San Francisco, CA 94104, USA');
    expect(hrefOf('support@gigly.example')).toBe('mailto:support@gigly.example');
    expect(hrefOf('+1 (415) 555-0142')).toBe('tel:+14155550142');
  });
});
