import { render, screen } from '@testing-library/react';
import type { FulfilmentJson, OrderJson, OrderMilestoneJson } from '@market/contracts';
import { FulfilmentProgress, OrderTimeline } from './order-fulfilment';
import { TEST_ORDER } from '../testing';

const DONE: FulfilmentJson = {
  stage: 'completed',
  dueAt: '2026-03-08T10:00:00.000Z',
  late: false,
  deliveryDays: 3,
  revisions: { allowed: 1, used: 0 },
  requirements: [],
  requirementsSubmittedAt: null,
  deliveries: [{ _id: 'd1', message: 'Here it is', files: [], createdAt: '2026-03-06T10:00:00.000Z' }],
  revisionRequests: [],
  autoAcceptAt: null,
  completedAt: '2026-03-09T10:00:00.000Z',
};

const orderWith = (fulfilment: FulfilmentJson): OrderJson => ({
  ...TEST_ORDER,
  order_status: 'completed',
  fulfilment,
});

describe('OrderTimeline', () => {
  it.each(['buyer', 'admin'] as const)(
    'says to the %s that an unanswered delivery was accepted automatically',
    (viewer) => {
      render(<OrderTimeline order={orderWith({ ...DONE, autoAccepted: true })} viewer={viewer} />);
      screen.getByText('Completed automatically');
      screen.getByText('The delivery was not answered in time, so it was accepted by itself.');
      expect(screen.queryByText('Completed')).toBeNull();
    },
  );

  it('keeps a plain "Completed" for a delivery the buyer accepted', () => {
    render(<OrderTimeline order={orderWith({ ...DONE, autoAccepted: false })} viewer="buyer" />);
    screen.getByText('Completed');
    expect(screen.queryByText('Completed automatically')).toBeNull();
  });

  it.each(['buyer', 'admin'] as const)(
    'shows the %s each extra bought during the order, in its place',
    (viewer) => {
      const order: OrderJson = {
        ...orderWith({ ...DONE, autoAccepted: false }),
        extras: [
          {
            extraId: 'x0',
            title: 'Express',
            price: 10,
            deliveryDays: -1,
            revisions: 0,
            boughtAt: 'checkout',
          },
          {
            extraId: 'revision',
            title: '1 more revision',
            price: 15,
            deliveryDays: 0,
            revisions: 1,
            boughtAt: 'mid-order',
            paidAt: '2026-03-07T10:00:00.000Z',
            invoiceNumber: 'INV-2026-000042',
          },
          {
            extraId: 'x1',
            title: 'Source files',
            price: 20,
            deliveryDays: 2,
            revisions: 0,
            boughtAt: 'mid-order',
            paidAt: '2026-03-08T10:00:00.000Z',
            invoiceNumber: 'INV-2026-000043',
          },
        ],
      };
      render(<OrderTimeline order={order} viewer={viewer} />);
      const titles = screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
      expect(titles).toEqual([
        'Order placed and paid',
        'Delivered',
        'Added to the order: 1 more revision',
        'Added to the order: Source files',
        'Completed',
      ]);
      expect(screen.getByText('Invoice INV-2026-000043').getAttribute('href')).toBe(
        `/api/orders/${order._id}/invoices/INV-2026-000043`,
      );
      expect(screen.queryByText(/Express/)).toBeNull();
    },
  );

  it('names each milestone paid and accepted, and says Completed only when the last one is', () => {
    const order: OrderJson = {
      ...orderWith({ ...DONE, autoAccepted: false }),
      order_status: 'in progress',
      milestones: [
        milestone(1, 'accepted', { paidAt: TEST_ORDER.createdAt, acceptedAt: '2026-03-05T12:00:00.000Z' }),
        milestone(2, 'accepted', {
          paidAt: '2026-03-05T14:00:00.000Z',
          acceptedAt: '2026-03-09T10:00:00.000Z',
          invoiceNumber: 'INV-2026-000050',
        }),
        milestone(3, 'pending-payment'),
      ],
    };
    const { unmount } = render(<OrderTimeline order={order} viewer="buyer" />);
    const titles = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(titles()).toEqual([
      'Order placed and paid',
      'Milestone 1 accepted',
      'Milestone 2 paid',
      'Delivered',
      'Milestone 2 accepted',
    ]);
    expect(screen.getByText('Invoice INV-2026-000050').getAttribute('download')).toBe('INV-2026-000050.pdf');
    unmount();
    render(<OrderTimeline order={{ ...order, order_status: 'completed' }} viewer="buyer" />);
    expect(titles().at(-1)).toBe('Completed');
  });
});

const milestone = (
  position: number,
  status: OrderMilestoneJson['status'],
  more: Partial<OrderMilestoneJson> = {},
): OrderMilestoneJson => ({
  position,
  title: `Part ${position}`,
  price: 100,
  deliveryDays: 2,
  status,
  paidAt: null,
  acceptedAt: null,
  invoiceNumber: null,
  ...more,
});

describe('FulfilmentProgress', () => {
  const between = [
    milestone(1, 'accepted'),
    milestone(2, 'pending-payment'),
    milestone(3, 'pending-payment'),
  ];

  it.each([
    ['buyer', 'Milestone 1 accepted: pay milestone 2 to start it'],
    ['admin', 'Milestone 1 accepted: waiting for the buyer to pay milestone 2'],
  ] as const)('tells the %s, between two milestones, which one waits for its payment', (viewer, words) => {
    render(<FulfilmentProgress fulfilment={DONE} milestones={between} viewer={viewer} />);
    expect(screen.getByTestId('order-stage').textContent).toBe(words);
  });

  it('says Completed for an order not split, and for a split one whose milestones are all accepted', () => {
    const { unmount } = render(<FulfilmentProgress fulfilment={DONE} viewer="buyer" />);
    expect(screen.getByTestId('order-stage').textContent).toBe('Completed');
    unmount();
    const all = [milestone(1, 'accepted'), milestone(2, 'accepted')];
    render(<FulfilmentProgress fulfilment={DONE} milestones={all} viewer="buyer" />);
    expect(screen.getByTestId('order-stage').textContent).toBe('Completed');
  });
});
