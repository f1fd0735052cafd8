import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OfferForm } from './offer-form';
import { EMPTY_OFFER, validateOffer } from '../lib/offer-form-validation';

describe('validateOffer', () => {
  it('requires all three fields', () => {
    expect(
      validateOffer({ ...EMPTY_OFFER, description: ' ', price: '', deliveryTime: '', revisions: '' }).errors,
    ).toEqual({
      description: 'Description is required.',
      price: 'Price is required.',
      deliveryTime: 'Delivery time is required.',
    });
  });

  it('wants a numeric price (two decimals at most) and whole days', () => {
    const { errors } = validateOffer({
      ...EMPTY_OFFER,
      description: 'Logo',
      price: '12,5',
      deliveryTime: '2.5',
    });
    expect(errors.price).toMatch(/number/);
    expect(errors.deliveryTime).toMatch(/whole number/);
    expect(
      validateOffer({ ...EMPTY_OFFER, description: 'Logo', price: '1.999', deliveryTime: '3' }).errors.price,
    ).toMatch(/two decimals/);
    expect(
      validateOffer({ ...EMPTY_OFFER, description: 'Logo', price: '0', deliveryTime: '0' }).errors,
    ).toMatchObject({
      price: expect.stringMatching(/between/),
      deliveryTime: expect.stringMatching(/between/),
    });
  });

  it('answers the offer details when valid', () => {
    expect(
      validateOffer({
        ...EMPTY_OFFER,
        description: ' Logo pack ',
        price: '149.99',
        deliveryTime: '7',
        revisions: '',
      }),
    ).toEqual({
      details: { description: 'Logo pack', price: 149.99, deliveryTime: 7, revisions: 1 },
      errors: {},
    });
    expect(
      validateOffer({ ...EMPTY_OFFER, description: 'Logo', price: '5', deliveryTime: '1', revisions: '0' })
        .details,
    ).toMatchObject({ revisions: 0 });
  });

  it('wants whole revisions from 0 to 100', () => {
    const of = (revisions: string) =>
      validateOffer({ ...EMPTY_OFFER, description: 'Logo', price: '5', deliveryTime: '1', revisions }).errors
        .revisions;
    expect(of('1.5')).toBe('Revisions must be a whole number.');
    expect(of('-1')).toBe('Revisions must be a whole number.');
    expect(of('101')).toBe('Revisions must be between 0 and 100.');
    expect(of('100')).toBeUndefined();
  });
});

describe('validateOffer, split into milestones', () => {
  const split = (milestones: Array<[string, string, string]>) =>
    validateOffer({
      ...EMPTY_OFFER,
      description: 'Brand site',
      split: true,
      milestones: milestones.map(([title, price, deliveryDays]) => ({ title, price, deliveryDays })),
    });

  it('makes the price and days the sums of the milestones', () => {
    expect(
      split([
        ['Wireframes', '100', '3'],
        ['Design', '150.50', '4'],
      ]).details,
    ).toEqual({
      description: 'Brand site',
      price: 250.5,
      deliveryTime: 7,
      revisions: 1,
      milestones: [
        { title: 'Wireframes', price: 100, deliveryDays: 3 },
        { title: 'Design', price: 150.5, deliveryDays: 4 },
      ],
    });
  });

  it('names each row that is wrong and sends nothing', () => {
    const { details, errors } = split([
      [' ', '0.5', '0'],
      ['Design', '150', '4'],
    ]);
    expect(details).toBeUndefined();
    expect(errors.milestones?.[0]).toEqual({
      title: 'Each milestone needs a title.',
      price: 'A price of at least $1 (at most two decimals).',
      deliveryDays: 'A whole number of days, at least 1.',
    });
    expect(errors.milestones?.[1]).toBeUndefined();
  });
});

describe('OfferForm', () => {
  async function openForm(onCreate = jest.fn(async () => undefined)) {
    render(<OfferForm onCreate={onCreate} />);
    const toggle = screen.getByRole('button', { name: 'Create Offer' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    return { onCreate, toggle };
  }

  it('shows the messages next to the fields and sends nothing when invalid', async () => {
    const { onCreate } = await openForm();
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview Offer' }));
    await screen.findByText('Description is required.');
    screen.getByText(/Price must be a number/);
    screen.getByText('Delivery time is required.');
    expect(screen.getByLabelText('Description').classList.contains('is-invalid')).toBe(true);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('previews the offer as the buyer sees it, sends numbers only from there, then closes and resets', async () => {
    const { onCreate, toggle } = await openForm();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Full brand kit' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Delivery time (days)'), { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('Revisions included'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview Offer' }));
    const preview = await screen.findByRole('region', { name: 'Offer preview' });
    within(preview).getByText('$250.00');
    within(preview).getByText('400 days');
    within(preview).getByText('Delivery in 400 days: check that this is meant.');
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.click(within(preview).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Delivery time (days)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview Offer' }));
    const again = await screen.findByRole('region', { name: 'Offer preview' });
    expect(within(again).queryByText(/check that this is meant/)).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({
        description: 'Full brand kit',
        price: 250,
        deliveryTime: 5,
        revisions: 2,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('');
  });
});
