import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@market/router';
import type { BlogTranslationsBody } from '@market/contracts';
import { BlogForm } from './blog-form';
import { AdminBlogsPage } from './blogs-page';
import { InEnglish } from '@/shared/testing/in-english';
import { mockFetch } from '@market/ui/testing';

const STORED = {
  title: 'Why a simple logo works',
  description: 'Simple marks are remembered.',
  images: ['/u/a.png'],
};

function renderForm(translations?: BlogTranslationsBody, onSubmit = jest.fn().mockResolvedValue(undefined)) {
  render(
    <BlogForm
      initial={STORED}
      initialTranslations={translations}
      submitLabel="Update Blog"
      failureText="Failed to update blog. Please try again."
      onSubmit={onSubmit}
    />,
    { wrapper: InEnglish },
  );
  return onSubmit;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const pane = (name: RegExp) => within(screen.getByRole('tabpanel', { name }));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Blog' }));

describe('BlogForm language tabs', () => {
  it('shows the English texts as placeholders, Arabic right to left, and counts what is missing', () => {
    renderForm({ fr: { title: 'Pourquoi un logo simple fonctionne' } });
    expect(tab(/^English/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^German/).textContent).toContain('2 fields missing');
    expect(tab(/^French/).textContent).toContain('1 field missing');
    fireEvent.click(tab(/^German/));
    const title = pane(/^German/).getByLabelText('Blog Title') as HTMLInputElement;
    expect(title.placeholder).toBe('Why a simple logo works');
    expect((pane(/^German/).getByLabelText('Description') as HTMLTextAreaElement).placeholder).toBe(
      'Simple marks are remembered.',
    );
    fireEvent.click(tab(/^Arabic/));
    const arabic = pane(/^Arabic/).getByLabelText('Description');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
  });

  it('sends only the fields typed in, keeps the stored ones and removes a language emptied', () => {
    const onSubmit = renderForm({
      fr: { title: 'Pourquoi un logo simple fonctionne' },
      ar: { title: 'لماذا' },
    });
    fireEvent.click(tab(/^German/));
    type(pane(/^German/).getByLabelText('Blog Title'), ' Warum ein einfaches Logo wirkt ');
    fireEvent.click(tab(/^Arabic/));
    type(pane(/^Arabic/).getByLabelText('Blog Title'), '');
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      ...STORED,
      translations: {
        de: { title: 'Warum ein einfaches Logo wirkt' },
        fr: { title: 'Pourquoi un logo simple fonctionne' },
        ar: null,
      },
    });
  });

  it('sends no translations on an add where none were typed', () => {
    const onSubmit = renderForm();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(STORED);
  });
});

describe('AdminBlogsPage missing translations', () => {
  it('asks the list for the counts and shows a labelled badge, none when complete', async () => {
    const blog = (id: string, missingTranslations: number) => ({
      _id: id,
      title: `Blog ${id}`,
      description: 'Text',
      images: [],
      createdAt: '',
      missingTranslations,
    });
    const calls = mockFetch({
      'GET /api/blogs': { headers: { 'X-Total-Count': '2' }, body: [blog('a', 2), blog('b', 0)] },
    });
    render(
      <MemoryRouter>
        <AdminBlogsPage />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    await screen.findByText('Translations missing in 2 languages');
    expect(calls[0].url).toContain('missingTranslations=true');
    const [first, second] = document.querySelectorAll('[data-blog-id]');
    expect(
      within(first as HTMLElement).getByTitle('Translations missing in 2 languages').textContent,
    ).toContain('2 missing');
    expect(within(second as HTMLElement).queryByTitle(/missing/)).toBeNull();
    screen.getByText('2 blogs');
  });
});
