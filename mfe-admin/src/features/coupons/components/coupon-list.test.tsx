import { render, screen, within } from '@testing-library/react';
import type { Coupon } from '../api/coupons-api';
import { CouponList } from './coupon-list';
import { InEnglish } from '@/shared/testing/in-english';

const base: Coupon = {
  _id: 'c1',
  code: 'LIVE',
  discountValue: 10,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
  createdAt: '2026-01-01T00:00:00Z',
};

it('marks an expired and a used-up coupon, and leaves a live one green', () => {
  render(
    <CouponList
      coupons={[
        base,
        { ...base, _id: 'c2', code: 'GONE', expiresAt: '2020-01-31T23:59:59.999Z' },
        { ...base, _id: 'c3', code: 'FULL', maxRedemptions: 2, redemptions: 2 },
      ]}
      editingId={null}
      onEdit={jest.fn()}
      onDelete={jest.fn()}
    />,
    { wrapper: InEnglish },
  );
  const row = (code: string) => screen.getByText(code).closest('.list-group-item') as HTMLElement;
  expect(within(row('LIVE')).getByText('10% off').className).toContain('bg-success');
  expect(within(row('LIVE')).queryByText(/expired|used up/i)).toBeNull();
  within(row('GONE')).getByText('expired', { selector: '.badge' });
  expect(within(row('GONE')).getByText('10% off').className).toContain('bg-secondary');
  within(row('GONE')).getByText(/expired Jan 31, 2020/);
  within(row('FULL')).getByText('used up', { selector: '.badge' });
});
