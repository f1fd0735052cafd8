import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@market/api-client';
import type { Coupon } from '../api/coupons-api';
import { CouponForm } from './coupon-form';
import { InEnglish } from '@/shared/testing/in-english';

const STORED: Coupon = {
  _id: 'c1',
  code: 'SPRING',
  discountValue: 15,
  expiresAt: new Date('2026-05-31T23:59:59.999').toISOString(),
  maxRedemptions: 50,
  redemptions: 3,
  createdAt: '2026-01-01T00:00:00Z',
};

function renderForm(editing: Coupon | null, onSubmit = jest.fn(async () => undefined)) {
  const onCancelEdit = jest.fn();
  render(<CouponForm editing={editing} onSubmit={onSubmit} onCancelEdit={onCancelEdit} />, {
    wrapper: InEnglish,
  });
  return { onSubmit, onCancelEdit };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('CouponForm', () => {
  it('sends the trimmed code, the discount, the end of the last valid day and the use limit', async () => {
    const { onSubmit } = renderForm(null);
    type('Coupon code', '  SUMMER_10 ');
    type('Discount value (%)', '10');
    type('Last day valid (optional)', '2026-07-31');
    type('Maximum uses (optional)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'SUMMER_10',
        discountValue: 10,
        expiresAt: new Date('2026-07-31T23:59:59.999').toISOString(),
        maxRedemptions: 100,
      }),
    );
    await waitFor(() => expect(field('Coupon code').value).toBe(''));
  });

  it('names what is wrong next to each field and sends nothing', () => {
    const { onSubmit } = renderForm(null);
    type('Coupon code', 'TEN %');
    type('Discount value (%)', '150');
    type('Maximum uses (optional)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    screen.getByText('Code may only hold letters, digits, - and _');
    screen.getByText('Discount value must be between 1 and 100');
    screen.getByText('Maximum redemptions must be a whole number of at least 1');
    expect(onSubmit).not.toHaveBeenCalled();
    type('Coupon code', 'TEN');
    expect(screen.queryByText('Code may only hold letters, digits, - and _')).toBeNull();
  });

  it('edits a stored coupon from its values, focused, and Cancel edit leaves edit mode', () => {
    const { onCancelEdit } = renderForm(STORED);
    screen.getByRole('heading', { name: 'Edit Coupon' });
    expect(field('Coupon code').value).toBe('SPRING');
    expect(document.activeElement).toBe(field('Coupon code'));
    expect(field('Discount value (%)').value).toBe('15');
    expect(field('Last day valid (optional)').value).toBe('2026-05-31');
    expect(field('Maximum uses (optional)').value).toBe('50');
    screen.getByRole('button', { name: 'Update Coupon' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(onCancelEdit).toHaveBeenCalled();
  });

  it('keeps what was typed when saving fails: a duplicate code by the field, anything else above the form', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('This code is taken', 409, 'COUPON.DUPLICATE_CODE'))
      .mockRejectedValueOnce(new ApiError('Database unavailable', 503));
    renderForm(null, onSubmit);
    type('Coupon code', 'SPRING');
    type('Discount value (%)', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    await screen.findByText('This code is taken');
    expect(field('Coupon code').value).toBe('SPRING');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    expect((await screen.findByText('Database unavailable')).closest('[role="alert"]')).toBeTruthy();
    expect(field('Discount value (%)').value).toBe('20');
  });
});

describe('CouponForm past last day', () => {
  it('warns when the last valid day is already over, and still saves it', async () => {
    const { onSubmit } = renderForm(null);
    type('Coupon code', 'OLD');
    type('Discount value (%)', '5');
    type('Last day valid (optional)', '2020-01-31');
    screen.getByText('This day is past: the coupon is saved expired and buyers cannot use it.');
    type('Last day valid (optional)', '2999-01-31');
    expect(screen.queryByText(/This day is past/)).toBeNull();
    screen.getByText('Empty: never expires.');
    type('Last day valid (optional)', '2020-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
