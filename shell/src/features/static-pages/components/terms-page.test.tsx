import { screen, within } from '@testing-library/react';
import { COMPANY } from '@/config/company';
import { renderAt } from '@/test-utils';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  beforeEach(() => renderAt('/terms', <TermsPage />));

  it('is titled and dated as the spec says (effective July 14, 2025)', () => {
    screen.getByRole('heading', { level: 1, name: 'Terms of Service' });
    screen.getByText('Effective date: July 14, 2025');
    expect(document.title).toContain('Terms of Service');
  });

  it('has the nine sections of the spec, in order, each headed', () => {
    const sections = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      [
        'Acceptance of terms',
        'Use of the app',
        'Intellectual property',
        'User content',
        'Termination',
        'Disclaimer',
        'Changes to these terms',
        'Governing law',
        'Contact',
      ],
    );
  });

  it('ends with working contact links', () => {
    expect(screen.getByRole('link', { name: COMPANY.supportEmail }).getAttribute('href')).toBe(
      `mailto:${COMPANY.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: COMPANY.phone }).getAttribute('href')).toBe(COMPANY.phoneHref);
  });
});
