import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@market/router';
import { mockFetch } from '@market/ui/testing';
import { EditBlogPage } from './edit-blog-page';
import { InEnglish } from '@/shared/testing/in-english';

const stored = {
  _id: 'b1',
  title: 'Why a simple logo works',
  description: 'Text',
  images: ['/u/a.png'],
  createdAt: '',
};

describe('EditBlogPage', () => {
  it('loads the stored translations with the blog and sends them back with an edit', async () => {
    const calls = mockFetch({
      'GET /api/blogs/b1/translations': { body: { fr: { title: 'Pourquoi' } } },
      'GET /api/blogs/b1': { body: stored },
      'PUT /api/blogs/b1': { body: stored },
    });
    render(
      <MemoryRouter initialEntries={['/admin/blogs/edit/b1']}>
        <Routes>
          <Route path="/admin/blogs/edit/:id" element={<EditBlogPage />} />
          <Route path="/admin/blogs" element={<p>List</p>} />
        </Routes>
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    await screen.findByRole('button', { name: 'Update Blog' });
    fireEvent.click(screen.getByRole('tab', { name: /^French/ }));
    const french = within(screen.getByRole('tabpanel', { name: /^French/ }));
    expect((french.getByLabelText('Blog Title') as HTMLInputElement).value).toBe('Pourquoi');
    fireEvent.change(french.getByLabelText('Description'), { target: { value: 'Texte' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Blog' })));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain('/api/blogs/b1');
    expect(put?.json).toEqual({
      title: stored.title,
      description: 'Text',
      images: stored.images,
      translations: { fr: { title: 'Pourquoi', description: 'Texte' } },
    });
    await screen.findByText('List');
  });
});
