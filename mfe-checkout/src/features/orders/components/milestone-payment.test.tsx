import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderJson, OrderMilestoneJson } from '@market/contracts';
import { mockFetch, TEST_ORDER, ToastProbe } from '@market/ui/testing';
import { OrderMilestones } from './milestone-payment';

const milestone = (position: number, status: OrderMilestoneJson['status']): OrderMilestoneJson => ({
  position,
  title: ['Wireframes', 'Design', 'Hand-off'][position - 1]!,
  price: [100, 150, 50][position - 1]!,
  deliveryDays: 3,
  status,
  paidAt: status === 'pending-payment' ? null : '2026-03-01T10:00:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-03-02T10:00:00.000Z' : null,
  invoiceNumber: status === 'pending-payment' ? null : `INV-2026-00000${position}`,
});

const WAITING: OrderJson = {
  ...TEST_ORDER,
  currency: 'USD',
  order_status: 'in progress',
  milestones: [milestone(1, 'accepted'), milestone(2, 'pending-payment'), milestone(3, 'pending-payment')],
};

function renderCard(order: OrderJson, answers: Parameters<typeof mockFetch>[0] = {}) {
  const calls = mockFetch(answers);
  const onChange = jest.fn();
  const redirect = jest.fn();
  render(
    <>
      <OrderMilestones order={order} onChange={onChange} redirect={redirect} />
      <ToastProbe />
    </>,
  );
  return { calls, onChange, redirect };
}

describe('the milestones of a split offer on the buyer’s order page', () => {
  it('shows each milestone’s state and sends the buyer to pay the one due', async () => {
    const { calls, redirect } = renderCard(WAITING, {
      'POST /api/orders/o1/milestones/2/pay': { body: { id: 'p1', url: '/api/sandbox/stripe/cs_sandbox_2' } },
    });
    const strip = screen.getByTestId('milestone-strip');
    expect(
      [...strip.querySelectorAll('[data-milestone]')].map((li) => li.getAttribute('data-state')),
    ).toEqual(['accepted', 'due', 'notStarted']);
    expect(screen.getByText('Invoice INV-2026-000001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay milestone 2' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox/stripe/cs_sandbox_2'));
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });

  it('stops after asking, and shows the order as it is now', async () => {
    const stopped = {
      ...WAITING,
      order_status: 'completed' as const,
      milestones: [milestone(1, 'accepted'), milestone(2, 'cancelled'), milestone(3, 'cancelled')],
    };
    const { onChange } = renderCard(WAITING, { 'POST /api/orders/o1/milestones/stop': { body: stopped } });
    fireEvent.click(screen.getByRole('button', { name: 'Stop here' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop the order' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(stopped));
    expect(await screen.findByText('The milestones not paid are cancelled.')).toBeTruthy();
  });

  it('offers nothing to pay while a milestone is in work, and nothing for an order not split', () => {
    renderCard({ ...WAITING, milestones: [milestone(1, 'in-progress'), milestone(2, 'pending-payment')] });
    expect(screen.queryByRole('button', { name: /Pay milestone/ })).toBeNull();
    expect(screen.getByText('In work')).toBeTruthy();
  });

  it('renders nothing without milestones', () => {
    const { container } = render(<OrderMilestones order={TEST_ORDER} onChange={jest.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
