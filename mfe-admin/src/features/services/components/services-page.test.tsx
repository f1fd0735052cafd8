import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@market/router';
import { AdminServicesPage } from './services-page';
import { InEnglish } from '@/shared/testing/in-english';
import { InGerman } from '@/shared/testing/in-german';
import { spyOnToasts } from '@/shared/testing/toast-spies';
import { mockFetch, type FetchCall } from '@market/ui/testing';
import { listedService } from './test-service';

const service = (id: string, category: string, subCategory: string | null, desc = 'Short text') =>
  listedService(id, { category, subCategory, desc, description: desc });

const ALL = [service('s1', 'business', 'sales', 'x'.repeat(150)), service('s2', 'graphics-design', null)];

let calls: FetchCall[];
function mockApi(deleteStatus = 200, listStatus = 200) {
  const deleted = { status: deleteStatus, body: { message: 'x' } };
  calls = mockFetch({
    'GET /api/services': (_, url) => {
      if (listStatus !== 200) return { status: listStatus, body: { message: 'boom' } };
      const category = new URL(url, 'http://x').searchParams.get('category');
      const items = ALL.filter((s) => !category || s.category === category);
      return { body: items, headers: { 'X-Total-Count': String(items.length) } };
    },
    'GET /api/services/missing-translations': { body: {} },
    'DELETE /api/services/s1': deleted,
    'DELETE /api/services/s2': deleted,
  });
}

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(path = '/admin/services', wrapper = InEnglish) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/services"
          element={
            <>
              <AdminServicesPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
}

describe('AdminServicesPage', () => {
  const toasts = spyOnToasts();

  it('lists number, title, cut description, category, subcategory or N/A and the two actions', async () => {
    mockApi();
    renderAt();
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['1', 'Service s1', `${'x'.repeat(100)}…`, 'Business', 'Sales']);
    expect(within(rows[1]).getAllByRole('cell')[4].textContent).toBe('N/A');
    expect(within(rows[0]).getByRole('link', { name: 'Update Service s1' }).getAttribute('href')).toBe(
      '/admin/services/edit/s1',
    );
    expect(calls[0].url).toContain('sort=newest');
  });

  it("names the categories and subcategories in the reader's language, in the table and the cards", async () => {
    mockApi();
    renderAt('/admin/services', InGerman);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    const names = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(3, 5)
        .map((cell) => cell.textContent),
    );
    expect(names).toEqual([
      ['Business', 'Vertrieb'],
      ['Grafik & Design', 'k. A.'],
    ]);
    const card = screen.getAllByRole('listitem')[1];
    expect(within(card).getByText('Grafik & Design').tagName).toBe('DD');
    expect(screen.queryByText('Graphics & Design')).toBeNull();
  });

  it('filters by category through the URL, with All Categories and the six', async () => {
    mockApi();
    renderAt();
    await screen.findByRole('table');
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'All Categories',
      'Programming & Tech',
      'Graphics & Design',
      'Digital Marketing',
      'Video & Animation',
      'Business',
      'Writing & Translation',
    ]);
    fireEvent.change(select, { target: { value: 'writing-translation' } });
    expect(await screen.findAllByText('No services available.')).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('?category=writing-translation');
    expect(calls.at(-1)?.url).toContain('category=writing-translation');
  });

  it('asks before deleting and removes the row once the server agrees', async () => {
    mockApi();
    renderAt();
    await screen.findByRole('table');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Service s1' })[0]);
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Are you sure you want to delete this service?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/services/s1' }));
    expect(toasts.success).toHaveBeenCalledWith('Service deleted successfully.');
    expect(screen.queryAllByText('Service s1')).toHaveLength(0);
  });

  it('keeps the row and says so when the delete fails', async () => {
    mockApi(500);
    renderAt();
    await screen.findByRole('table');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete Service s2' })[0]);
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' })),
    );
    expect(toasts.failure).toHaveBeenCalledWith('Failed to delete the service. Please try again.');
    expect(screen.getAllByText('Service s2').length).toBeGreaterThan(0);
  });

  it('shows the fetch error of the spec', async () => {
    mockApi(200, 500);
    renderAt();
    await screen.findByText('Failed to fetch services. Please try again later.');
  });
});
