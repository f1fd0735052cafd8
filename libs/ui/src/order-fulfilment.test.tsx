import { render, screen } from '@testing-library/react';
import type { FulfilmentJson, OrderJson } from '@market/contracts';
import { OrderTimeline } from './order-fulfilment';
import { TEST_ORDER } from './testing';

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
      screen.getByText('Invoice INV-2026-000043');
      expect(screen.queryByText(/Express/)).toBeNull();
    },
  );
});
