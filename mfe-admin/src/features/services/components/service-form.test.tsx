import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@market/api-client';
import { mockFetch } from '@market/ui/testing';
import { uploadWithProgress } from '@/shared/lib/upload-with-progress';
import { emptyServiceDraft } from '../lib/service-validation';
import { ServiceForm } from './service-form';
import { InEnglish } from '@/shared/testing/in-english';
import { InGerman } from '@/shared/testing/in-german';

jest.mock('@/shared/lib/upload-with-progress', () => ({
  ...jest.requireActual('@/shared/lib/upload-with-progress'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const packageGroup = (name: string) => screen.getByRole('group', { name: `${name} package` });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function renderForm(onSubmit = jest.fn().mockResolvedValue(undefined), wrapper = InEnglish) {
  render(
    <ServiceForm
      initial={emptyServiceDraft()}
      submitLabel="Create Service"
      failureText="Failed to create service. Please try again."
      onSubmit={onSubmit}
    />,
    { wrapper },
  );
  return onSubmit;
}

/** Chooses a cover file; the fake upload reports half-way, then answers the URL when `finish` is called. */
async function chooseCover() {
  let finish: (url: string) => void = () => undefined;
  upload.mockImplementationOnce((_file, onProgress) => {
    onProgress(0.5);
    return new Promise<string>((resolve) => (finish = resolve));
  });
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
  fireEvent.change(field('Cover image'), { target: { files: [file] } });
  const bar = await screen.findByRole('progressbar');
  expect(bar.getAttribute('aria-valuenow')).toBe('50');
  expect(screen.getByRole('button', { name: 'Create Service' })).toHaveProperty('disabled', true);
  await act(async () => finish('/uploads/cover.png'));
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
}

async function fillValid() {
  type(field('Service Title'), 'Landing pages');
  type(field('Category'), 'programming-tech');
  type(field('Subcategory'), 'wordpress');
  await chooseCover();
  type(document.getElementById('service-desc') as HTMLElement, 'I build landing pages.');
  type(field('Short Title'), 'Landing');
  type(field('Short Description'), 'Fast pages');
  type(field('Feature 1'), 'Responsive');
  ['Basic', 'Standard', 'Premium'].forEach((name, index) => {
    const group = within(packageGroup(name));
    type(group.getByLabelText('Description'), `${name} work`);
    type(group.getByLabelText('Delivery Time'), String(index + 1));
    type(group.getByLabelText('Revision Number'), '2');
    type(group.getByLabelText('Regular Price'), String(10 * (index + 1)));
    type(group.getByLabelText('Sale Price'), '0');
  });
}

describe('ServiceForm', () => {
  beforeEach(() => upload.mockReset());

  it('shows the messages of the spec next to their fields and sends nothing for an empty form', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    for (const [label, message] of [
      ['Service Title', 'Service Title is required'],
      ['Category', 'Category is required'],
      ['Subcategory', 'Subcategory is required'],
      ['Cover image', 'Cover image is required'],
      ['Short Title', 'Short Title is required'],
      ['Short Description', 'Short Description is required'],
    ]) {
      const input = field(label);
      expect(input.classList.contains('is-invalid')).toBe(true);
      expect(input.parentElement?.textContent).toContain(message);
    }
    expect(document.getElementById('service-desc')?.parentElement?.textContent).toContain(
      'Description is required',
    );
    const basic = within(packageGroup('Basic'));
    basic.getByText('Description is required');
    basic.getByText('Delivery Time is required');
    basic.getByText('Revision Number is required');
    basic.getByText('Price must be greater than 0');
    expect(screen.getAllByText('Price must be greater than 0')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
    // The person is taken to the first field to correct.
    expect(document.activeElement).toBe(field('Service Title'));
  });

  it('offers the subcategories of the chosen category and clears the choice when the category changes', () => {
    renderForm();
    expect(field('Subcategory').disabled).toBe(true);
    type(field('Category'), 'graphics-design');
    type(field('Subcategory'), 'logo-design');
    expect(field('Subcategory').value).toBe('logo-design');

    type(field('Category'), 'business');
    expect(field('Subcategory').value).toBe('');
    const options = within(field('Subcategory'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toContain('market-research');
    expect(options).not.toContain('logo-design');
    expect(options).toHaveLength(12);
  });

  it("names the categories and subcategories to choose from in the reader's language", () => {
    renderForm(undefined, InGerman);
    type(field('Kategorie'), 'graphics-design');
    const subcategory = field('Unterkategorie');
    expect(within(field('Kategorie')).getByRole('option', { selected: true }).textContent).toBe(
      'Grafik & Design',
    );
    expect(within(subcategory).getByRole('option', { name: 'Logo-Design' }).getAttribute('value')).toBe(
      'logo-design',
    );
    expect(within(subcategory).queryByRole('option', { name: 'Logo Design' })).toBeNull();
  });

  it('compares the sale price with the regular price of the same package', () => {
    renderForm();
    const standard = within(packageGroup('Standard'));
    type(standard.getByLabelText('Regular Price'), '20');
    type(standard.getByLabelText('Sale Price'), '30');
    type(within(packageGroup('Premium')).getByLabelText('Sale Price'), '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    standard.getByText('Sale Price cannot be greater than Regular Price');
    within(packageGroup('Premium')).getByText('Sale Price must not be negative');
  });

  it('sends the service once valid, holds the button while sending, and keeps everything when the server refuses', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const onSubmit = renderForm(jest.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject))));
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Landing pages',
        category: 'programming-tech',
        subCategory: 'wordpress',
        coverImage: '/uploads/cover.png',
        features: ['Responsive'],
        packages: [
          expect.objectContaining({ name: 'basic', deliveryTime: 1, regularPrice: 10, salePrice: 0 }),
          expect.objectContaining({ name: 'standard', deliveryTime: 2, regularPrice: 20 }),
          expect.objectContaining({ name: 'premium', deliveryTime: 3, regularPrice: 30 }),
        ],
      }),
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);

    await act(async () =>
      refuse(
        new ApiError('Service Title must be at most 150 characters', 400, undefined, {
          title: ['Service Title must be at most 150 characters'],
        } as unknown as Record<string, string>),
      ),
    );
    expect(screen.getByRole('button', { name: 'Create Service' })).toHaveProperty('disabled', false);
    expect(field('Service Title').parentElement?.textContent).toContain(
      'Service Title must be at most 150 characters',
    );
    expect(field('Service Title').value).toBe('Landing pages');
    expect(field('Subcategory').value).toBe('wordpress');
    expect(within(packageGroup('Premium')).getByLabelText<HTMLInputElement>('Regular Price').value).toBe(
      '30',
    );
    expect(screen.getByRole('img', { name: 'Cover image' }).getAttribute('src')).toBe('/uploads/cover.png');
  });

  it('says why an upload failed and keeps the form usable', async () => {
    upload.mockRejectedValueOnce(new Error('File is too large: images may be at most 5 MB'));
    renderForm();
    const file = new File(['x'], 'big.png', { type: 'image/png' });
    fireEvent.change(field('Cover image'), { target: { files: [file] } });
    await screen.findByText('File is too large: images may be at most 5 MB');
    expect(screen.getByRole('button', { name: 'Create Service' })).toHaveProperty('disabled', false);
  });

  it('writes the shop’s currency before each price, not always a dollar sign', async () => {
    mockFetch({
      'GET /api/currencies': {
        body: { base: 'EUR', source: 'ecb', date: '2026-11-27', stale: false, rates: [] },
      },
    });
    renderForm();
    const regular = within(packageGroup('Basic')).getByLabelText('Regular Price');
    await waitFor(() => expect(regular.previousElementSibling?.textContent).toBe('€'));
    expect(
      within(packageGroup('Basic')).getByLabelText('Sale Price').previousElementSibling?.textContent,
    ).toBe('€');
  });
});
