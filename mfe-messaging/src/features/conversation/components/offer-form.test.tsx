import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OfferForm } from './offer-form';
import { validateOffer } from '../lib/offer-form-validation';

describe('validateOffer', () => {
  it('requires all three fields', () => {
    expect(validateOffer({ description: ' ', price: '', deliveryTime: '' }).errors).toEqual({
      description: 'Description is required.',
      price: 'Price is required.',
      deliveryTime: 'Delivery time is required.',
    });
  });

  it('wants a numeric price (two decimals at most) and whole days', () => {
    const { errors } = validateOffer({ description: 'Logo', price: '12,5', deliveryTime: '2.5' });
    expect(errors.price).toMatch(/number/);
    expect(errors.deliveryTime).toMatch(/whole number/);
    expect(validateOffer({ description: 'Logo', price: '1.999', deliveryTime: '3' }).errors.price).toMatch(
      /two decimals/,
    );
    expect(validateOffer({ description: 'Logo', price: '0', deliveryTime: '0' }).errors).toMatchObject({
      price: expect.stringMatching(/between/),
      deliveryTime: expect.stringMatching(/between/),
    });
  });

  it('answers the offer details when valid', () => {
    expect(validateOffer({ description: ' Logo pack ', price: '149.99', deliveryTime: '7' })).toEqual({
      details: { description: 'Logo pack', price: 149.99, deliveryTime: 7 },
      errors: {},
    });
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
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await screen.findByText('Description is required.');
    screen.getByText(/Price must be a number/);
    screen.getByText('Delivery time is required.');
    expect(screen.getByLabelText('Description').classList.contains('is-invalid')).toBe(true);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends numbers, then closes and resets', async () => {
    const { onCreate, toggle } = await openForm();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Full brand kit' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Delivery time (days)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ description: 'Full brand kit', price: 250, deliveryTime: 5 }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('');
  });
});
