import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@market/api-client';
import { uploadWithProgress } from '@/shared/lib/upload-with-progress';
import { EMPTY_BLOG } from '../lib/blog-validation';
import { BlogForm } from './blog-form';
import { InEnglish } from '@/shared/testing/in-english';

jest.mock('@/shared/lib/upload-with-progress', () => ({
  ...jest.requireActual('@/shared/lib/upload-with-progress'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function renderForm(onSubmit: jest.Mock, initial = EMPTY_BLOG, submitLabel = 'Create Blog') {
  render(
    <BlogForm
      initial={initial}
      submitLabel={submitLabel}
      failureText="Failed to create blog. Please try again."
      onSubmit={onSubmit}
    />,
    { wrapper: InEnglish },
  );
}

async function addImages(...urls: string[]) {
  for (const url of urls) upload.mockResolvedValueOnce(url);
  const files = urls.map((url) => new File(['x'], url.split('/').pop() ?? 'a.png', { type: 'image/png' }));
  fireEvent.change(field('Images'), { target: { files } });
  await screen.findByRole('img', { name: `Images ${urls.length}` });
}

describe('BlogForm', () => {
  beforeEach(() => upload.mockReset());

  it('shows the three messages of the spec next to their fields for an empty form', () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(field('Blog Title').parentElement?.textContent).toContain('Blog Title is required');
    expect(field('Description').parentElement?.textContent).toContain('Description is required');
    expect(field('Images').parentElement?.textContent).toContain('At least one image is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message once its field is filled in', () => {
    renderForm(jest.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog' }));
    type('Blog Title', 'News');
    expect(screen.queryByText('Blog Title is required')).toBeNull();
    screen.getByText('Description is required');
  });

  it('sends title, description and the uploaded images; a refusal keeps what was typed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    renderForm(onSubmit);
    type('Blog Title', '  Spring news ');
    type('Description', 'What is new this spring.');
    await addImages('/uploads/a.png', '/uploads/b.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Images 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Spring news',
      description: 'What is new this spring.',
      images: ['/uploads/b.png'],
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    await act(async () => refuse(new ApiError('Request failed (500)', 500)));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Blog' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to create blog. Please try again.');
    expect(field('Blog Title').value).toBe('  Spring news ');
    expect(field('Description').value).toBe('What is new this spring.');
    expect(screen.getByRole('img', { name: 'Images' }).getAttribute('src')).toBe('/uploads/b.png');
  });

  it('keeps the same rules on edit, starting from the stored blog', () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit, { title: 'Old', description: 'Text', images: ['/uploads/old.png'] }, 'Update Blog');
    expect(field('Blog Title').value).toBe('Old');
    type('Blog Title', ' ');
    type('Description', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update Blog' }));
    screen.getByText('Blog Title is required');
    screen.getByText('Description is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
