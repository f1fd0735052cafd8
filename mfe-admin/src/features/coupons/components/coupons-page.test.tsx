import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CouponsPage } from './coupons-page';
import { InEnglish } from '@/shared/testing/in-english';
import { spyOnToasts } from '@/shared/testing/toast-spies';
import { mockFetch, type FetchAnswer, type FetchAnswers } from '@market/ui/testing';

const WELCOME = {
  _id: 'c1',
  code: 'WELCOME10',
  discountValue: 10,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 3,
  createdAt: '2026-01-01T00:00:00Z',
};

/** GET /api/coupon lists WELCOME10; the other answers are the test's own. */
const withWelcome = (answers: FetchAnswers) =>
  mockFetch({ 'GET /api/coupon': { body: [WELCOME] }, ...answers });

const codeField = () => screen.getByLabelText('Coupon code') as HTMLInputElement;
const discountField = () => screen.getByLabelText('Discount value (%)') as HTMLInputElement;

describe('CouponsPage', () => {
  const toasts = spyOnToasts();

  it('shows the spec messages next to the fields of an empty form and sends nothing', async () => {
    const calls = withWelcome({});
    render(<CouponsPage />, { wrapper: InEnglish });
    await screen.findByText('WELCOME10');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    screen.getByText('Code is required');
    screen.getByText('Discount value is required');
    expect(codeField().getAttribute('class')).toContain('is-invalid');
    fireEvent.change(discountField(), { target: { value: '101' } });
    expect(screen.queryByText('Discount value is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    screen.getByText('Discount value must be between 1 and 100');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('adds a coupon with the button disabled while sending, then empties the form', async () => {
    let release: (answer: FetchAnswer) => void = () => undefined;
    const calls = withWelcome({ 'POST /api/coupon/add': () => new Promise((done) => (release = done)) });
    render(<CouponsPage />, { wrapper: InEnglish });
    await screen.findByText('WELCOME10');
    fireEvent.change(codeField(), { target: { value: ' SAVE5 ' } });
    fireEvent.change(discountField(), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Last day valid (optional)'), { target: { value: '2027-03-31' } });
    fireEvent.change(screen.getByLabelText('Maximum uses (optional)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add Coupon' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/coupon/add',
        method: 'POST',
        json: {
          code: 'SAVE5',
          discountValue: 5,
          expiresAt: new Date(2027, 2, 31, 23, 59, 59, 999).toISOString(),
          maxRedemptions: 100,
        },
      }),
    );
    const saved = calls.at(-1)!.json as object;
    await act(async () =>
      release({ status: 201, body: { ...WELCOME, ...saved, _id: 'c2', redemptions: 0 } }),
    );
    await screen.findByText('SAVE5');
    screen.getByText('Used 0 of 100 · expires Mar 31, 2027');
    expect(toasts.success).toHaveBeenCalledWith('Coupon added successfully');
    expect(codeField().value).toBe('');
    expect((screen.getByRole('button', { name: 'Add Coupon' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps what was typed when the server refuses, with its reason next to the field', async () => {
    withWelcome({
      'POST /api/coupon/add': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'A coupon with this code already exists',
          error: 'Conflict',
          code: 'COUPON.DUPLICATE_CODE',
        },
      },
    });
    render(<CouponsPage />, { wrapper: InEnglish });
    await screen.findByText('WELCOME10');
    fireEvent.change(codeField(), { target: { value: 'welcome10' } });
    fireEvent.change(discountField(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    await screen.findByText('A coupon with this code already exists');
    expect(toasts.failure).toHaveBeenCalledWith('Failed to submit coupon');
    expect(codeField().value).toBe('welcome10');
    expect(discountField().value).toBe('20');
  });

  it('edits a chosen coupon with Update Coupon and returns to add mode', async () => {
    const calls = withWelcome({ 'PUT /api/coupon/c1': { body: { ...WELCOME, discountValue: 15 } } });
    render(<CouponsPage />, { wrapper: InEnglish });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    screen.getByRole('heading', { name: 'Edit Coupon' });
    expect(codeField().value).toBe('WELCOME10');
    expect(discountField().value).toBe('10');
    fireEvent.change(discountField(), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Coupon' }));
    await screen.findByText('15% off');
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/coupon/c1',
        method: 'PUT',
        json: { code: 'WELCOME10', discountValue: 15, expiresAt: null, maxRedemptions: null },
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Coupon updated successfully');
    screen.getByRole('heading', { name: 'Add Coupon' });
    expect(codeField().value).toBe('');
    expect(discountField().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Update Coupon' })).toBeNull();
  });

  it('asks before deleting, and keeps the coupon with the spec message when the delete fails', async () => {
    const calls = withWelcome({
      'DELETE /api/coupon/c1': { status: 409, body: { statusCode: 409, message: 'In use by an order' } },
    });
    render(<CouponsPage />, { wrapper: InEnglish });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    await screen.findByText('Are you sure you want to delete this coupon?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(calls.at(-1)).toMatchObject({ url: '/api/coupon/c1', method: 'DELETE' });
    expect(toasts.failure).toHaveBeenCalledWith('Failed to delete coupon');
    expect(toasts.success).not.toHaveBeenCalled();
    screen.getByText('WELCOME10');
  });

  it('says so when the coupons cannot be loaded', async () => {
    mockFetch({
      'GET /api/coupon': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    render(<CouponsPage />, { wrapper: InEnglish });
    await screen.findByText('Failed to load coupons');
  });
});
