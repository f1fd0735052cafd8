import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import { AdminServicesPage } from './services-page';
import { InEnglish } from '@/shared/testing/in-english';
import { listedService } from './test-service';

const answer = (body: unknown) => ({
  ok: true,
  status: 200,
  headers: new Headers({ 'X-Total-Count': '3' }),
  text: async () => JSON.stringify(body),
});

let urls: string[];
beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (url.includes('/services/missing-translations')) return answer({ a: 3, b: 1, c: 0 });
    return answer([listedService('a'), listedService('b'), listedService('c')]);
  }) as unknown as typeof fetch;
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
    expect(urls).toContainEqual(expect.stringContaining('/api/services/missing-translations?ids=a%2Cb%2Cc'));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByTitle('Translations missing in 3 languages').textContent).toContain(
      '3 missing',
    );
    within(rows[1]).getByText('Translation missing in 1 language');
    expect(within(rows[2]).queryByTitle(/missing/)).toBeNull();
    expect(table.getByRole('columnheader', { name: 'Translations' })).toBeTruthy();
  });
});
