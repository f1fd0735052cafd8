import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import { AdminServicesPage } from './services-page';
import { InEnglish } from '@/shared/testing/in-english';
import { mockFetch, type FetchCall } from '@market/ui/testing';
import { listedService } from './test-service';

let calls: FetchCall[];
beforeEach(() => {
  calls = mockFetch({
    'GET /api/services': {
      headers: { 'X-Total-Count': '3' },
      body: [listedService('a'), listedService('b'), listedService('c')],
    },
    'GET /api/services/missing-translations': { body: { a: 3, b: 1, c: 0 } },
  });
});

describe('AdminServicesPage missing translations', () => {
  it('asks the API for the page’s counts and shows a labelled badge per row, none when complete', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/services']}>
        <AdminServicesPage />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    const table = within(await screen.findByRole('table'));
    await table.findByText('Translations missing in 3 languages');
    expect(calls.map((call) => call.url)).toContain('/api/services/missing-translations?ids=a%2Cb%2Cc');
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByTitle('Translations missing in 3 languages').textContent).toContain(
      '3 missing',
    );
    within(rows[1]).getByText('Translation missing in 1 language');
    expect(within(rows[2]).queryByTitle(/missing/)).toBeNull();
    expect(table.getByRole('columnheader', { name: 'Translations' })).toBeTruthy();
  });
});
