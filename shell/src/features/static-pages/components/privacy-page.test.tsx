import { screen } from '@testing-library/react';
import { renderAt } from '@/test-utils';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  beforeEach(() => renderAt('/privacy', <PrivacyPage />));

  it('was last updated July 14, 2025 and is about the mobile app', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: July 14, 2025')).toBeTruthy();
    expect(screen.getByText(/Gigly mobile app and website/)).toBeTruthy();
  });

  it('is not intended for children under 13, and data is processed in the US', () => {
    expect(screen.getByText(/not intended for children under 13/)).toBeTruthy();
    expect(screen.getByText('Your information is stored and processed in the United States.')).toBeTruthy();
  });

  it('takes data requests by the support e-mail and gives a US postal address and a phone', () => {
    const requests = screen.getByRole('heading', { name: 'Your requests' }).nextElementSibling;
    expect(requests?.querySelector('a')?.getAttribute('href')).toBe('mailto:support@gigly.example');
    const contact = screen.getByRole('heading', { name: 'Contact' }).nextElementSibling;
    expect(contact?.textContent).toContain('San Francisco, CA 94104, USA');
    expect(contact?.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+14155550142');
  });
});
