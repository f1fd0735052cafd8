import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { mockFetch, type FetchCall } from '@market/ui/testing';
import { EditServicePage } from './edit-service-page';
import { InEnglish } from '@/shared/testing/in-english';

const stored = {
  _id: 's1',
  title: 'Logo design',
  userId: 'u1',
  desc: 'I design logos.',
  description: 'I design logos.',
  shortTitle: 'Logo',
  shortDesc: 'A clean logo',
  category: 'graphics-design',
  subCategory: 'logo-design',
  coverImage: '/uploads/cover.png',
  otherImages: [],
  features: ['Vector files'],
  averageStars: 0,
  starNumber: 0,
  requirements: [],
  extras: [],
  extraRevisionPrice: 0,
  packages: ['basic', 'standard', 'premium'].map((name, n) => ({
    name,
    desc: `${name} work`,
    deliveryTime: n + 1,
    revisionNumber: 1,
    regularPrice: 10 * (n + 1),
    salePrice: 0,
  })),
  createdAt: '',
};

let calls: FetchCall[];
beforeEach(() => {
  calls = mockFetch({
    'GET /api/services/s1/translations': { body: { de: { title: 'Logodesign' } } },
    'GET /api/services/single-service/s1': { body: stored },
    'PUT /api/services/s1': { body: stored },
  });
});

describe('EditServicePage', () => {
  it('loads the stored translations with the service and sends them back with an edit', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/services/edit/s1']}>
        <Routes>
          <Route path="/admin/services/edit/:id" element={<EditServicePage />} />
          <Route path="/admin/services" element={<p>List</p>} />
        </Routes>
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    await screen.findByRole('button', { name: 'Update Service' });
    expect(calls.map((c) => c.url)).toContainEqual(expect.stringContaining('/api/services/s1/translations'));
    fireEvent.click(screen.getByRole('tab', { name: /^German/ }));
    const german = within(screen.getByRole('tabpanel', { name: /^German/ }));
    expect((german.getByLabelText('Service Title') as HTMLInputElement).value).toBe('Logodesign');
    fireEvent.change(german.getByLabelText('Short Title'), { target: { value: 'Logo (de)' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Service' })));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain('/api/services/s1');
    expect(put?.json).toMatchObject({
      title: 'Logo design',
      translations: { de: { title: 'Logodesign', shortTitle: 'Logo (de)' } },
    });
    await screen.findByText('List');
  });

  it('says the service is not found', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/services/edit/nope']}>
        <Routes>
          <Route path="/admin/services/edit/:id" element={<EditServicePage />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    await screen.findByText('Service not found.');
  });
});
