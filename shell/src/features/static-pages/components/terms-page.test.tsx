import { screen, within } from '@testing-library/react';
import { renderAt } from '@/test-utils';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  beforeEach(() => renderAt('/terms', <TermsPage />));

  it('is effective July 14, 2025', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Effective date: July 14, 2025')).toBeTruthy();
  });

  it('has the nine sections of the spec, in order', () => {
    const sections = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Acceptance of terms',
      'Use of the app',
      'Intellectual property',
      'User content',
      'Termination',
      'Disclaimer',
      'Changes to these terms',
      'Governing law',
      'Contact',
    ]);
  });

  it('sets the minimum age at 13 and California law', () => {
    expect(screen.getByText(/You must be at least 13 years old to use the app\./)).toBeTruthy();
    expect(screen.getByText(/governed by the laws of the State of California/)).toBeTruthy();
  });

  it('ends with the contact details', () => {
    expect(screen.getByRole('link', { name: 'support@gigly.example' }).getAttribute('href')).toBe(
      'mailto:support@gigly.example',
    );
  });
});
