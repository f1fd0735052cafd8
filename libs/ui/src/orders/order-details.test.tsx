import { render, screen } from '@testing-library/react';
import type { OrderJson } from '@market/contracts';
import { OrderDetails } from './order-details';

const ORDER: OrderJson = {
  _id: 'o-123',
  createdAt: '2026-03-05T10:00:00.000Z',
  user: { id: 'u-42', name: 'buyer', email: 'b@example.com', phone: null },
  service: { name: 'Logo design', type: 'basic', price: 49.5 },
  payment: { method: 'paypal', transactionId: null, status: 'paid' },
  order_status: 'in progress',
  cancel_request: false,
};

describe('OrderDetails', () => {
  it('shows the four sections of an order, with what is missing as "-"', () => {
    render(<OrderDetails order={ORDER} cancellation="None" />);
    for (const title of ['Customer Details', 'Service Details', 'Payment Information', 'Order Status'])
      screen.getByRole('heading', { name: title });
    screen.getByText('$49.50');
    screen.getByText('PayPal');
    expect(screen.getAllByText('-')).toHaveLength(2);
    screen.getByText('o-123');
    screen.getByText('Mar 05, 2026');
    screen.getByText('None');
    expect(screen.queryByText('u-42')).toBeNull();
  });

  it("shows the buyer's account id to an admin", () => {
    render(<OrderDetails order={ORDER} cancellation="Waiting for your answer" showBuyerId />);
    screen.getByText('u-42');
    screen.getByText('Waiting for your answer');
  });
});

describe('a payment its buyer cancelled', () => {
  it('reads cancelled, not failed', () => {
    render(
      <OrderDetails
        order={{ ...ORDER, payment: { ...ORDER.payment, status: 'failed', cancelled: true } }}
        cancellation="None"
      />,
    );
    expect(screen.getByText('cancelled').className).toContain('bg-secondary');
    expect(screen.queryByText('failed')).toBeNull();
  });
});
