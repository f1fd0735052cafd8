import { screen } from '@testing-library/react';
import { COMPANY } from '@/config/company';
import { renderAt } from '@/test-utils';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  beforeEach(() => renderAt('/privacy', <PrivacyPage />));

  it('is titled and dated as the spec says (last updated July 14, 2025)', () => {
    screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    screen.getByText('Last updated: July 14, 2025');
    expect(document.title).toContain('Privacy Policy');
  });

  it('has its sections, in order, each headed', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information we collect',
      'How we use it',
      'Sharing',
      'Where data is processed',
      'Children',
      'Your requests',
      'Contact',
    ]);
  });

  it('takes data requests by the support e-mail and gives working contact links', () => {
    const requests = screen.getByRole('heading', { name: 'Your requests' }).nextElementSibling as HTMLElement;
    expect(requests.querySelector('a')?.getAttribute('href')).toBe(`mailto:${COMPANY.supportEmail}`);
    const contact = screen.getByRole('heading', { name: 'Contact' }).nextElementSibling as HTMLElement;
    expect(contact.textContent).toContain(COMPANY.address);
    expect(contact.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(COMPANY.phoneHref);
  });
});
