import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import type { PrivacyFactsJson } from '@market/contracts';
import { mockFetch } from '@market/ui/testing';
import { COMPANY } from '@/config/company';
import de from '@/i18n/de.json';
import { renderAt, WithIntl } from '@/test-utils';
import { PrivacyFacts } from './privacy-facts';
import { PrivacyPage } from './privacy-page';

const FACTS: PrivacyFactsJson = {
  stored: [{ what: 'Notifications', why: 'To tell you what happened', keptFor: '90 days' }],
  processors: [{ name: 'Stripe', receives: 'Your e-mail address and the amount' }],
  cookies: [{ name: 'token', purpose: 'Keeps you signed in' }],
};

describe('PrivacyPage', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/privacy': { body: FACTS } });
    renderAt('/privacy', <PrivacyPage />);
  });

  it('is titled and dated as the spec says (last updated July 14, 2025)', () => {
    screen.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    screen.getByText('Last updated: July 14, 2025');
    expect(document.title).toContain('Privacy Policy');
  });

  it("has the spec's sections, in order, then the generated ones", async () => {
    await screen.findByRole('heading', { name: 'Cookies' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information we collect',
      'How we use it',
      'Sharing',
      'Where data is processed',
      'Children',
      'Your requests',
      'Contact',
      'What we store and for how long',
      'Who receives your data',
      'Cookies',
    ]);
  });

  it('says what is stored for how long, who receives it, and why there is no cookie banner, from the server', async () => {
    await screen.findByText('Notifications');
    screen.getByText('Kept: 90 days');
    screen.getByText('Stripe');
    screen.getByText(/only cookies that are strictly necessary/);
    screen.getByText('token');
    expect(screen.getByRole('link', { name: 'Settings, Your data' }).getAttribute('href')).toBe(
      '/settings#your-data',
    );
  });

  it('takes data requests by the support e-mail and gives working contact links', () => {
    const requests = screen.getByRole('heading', { name: 'Your requests' }).nextElementSibling as HTMLElement;
    expect(requests.querySelector('a')?.getAttribute('href')).toBe(`mailto:${COMPANY.supportEmail}`);
    const contact = screen.getByRole('heading', { name: 'Contact' }).nextElementSibling as HTMLElement;
    expect(contact.textContent).toContain(COMPANY.address);
    expect(contact.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe(COMPANY.phoneHref);
  });
});

describe('PrivacyFacts in another language', () => {
  it("asks the server for the page's language and shows its answer", async () => {
    const calls = mockFetch({
      'GET /api/privacy': {
        body: {
          stored: [{ what: 'Benachrichtigungen', why: 'Um Sie zu informieren', keptFor: '90 Tage' }],
          processors: [],
          cookies: [],
        },
      },
    });
    render(
      <WithIntl locale="de" messages={de}>
        <MemoryRouter>
          <PrivacyFacts />
        </MemoryRouter>
      </WithIntl>,
    );
    await screen.findByText('Benachrichtigungen');
    screen.getByText('Aufbewahrt: 90 Tage');
    expect(calls.map((call) => call.url)).toEqual(['/api/privacy?locale=de']);
  });
});
