import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrderJson } from '@market/contracts';
import { mockFetch, TEST_ORDER, ToastProbe } from '@market/ui/testing';
import { AddToOrderCard } from './add-to-order-card';

const FULFILMENT: NonNullable<OrderJson['fulfilment']> = {
  stage: 'delivered',
  dueAt: '2026-03-08T10:00:00.000Z',
  late: false,
  deliveryDays: 3,
  revisions: { allowed: 1, used: 1 },
  requirements: [],
  requirementsSubmittedAt: null,
  deliveries: [],
  revisionRequests: [],
  autoAcceptAt: null,
  completedAt: null,
  autoAccepted: false,
};
const ORDER: OrderJson = { ...TEST_ORDER, currency: 'USD', extras: [], fulfilment: FULFILMENT };

const BUYABLE = [
  { extraId: 'revision', title: '1 more revision', price: 15, deliveryDays: 0, revisions: 1 },
  { extraId: 'x1', title: 'Source files', price: 20, deliveryDays: 2, revisions: 0 },
];

function renderCard(order: OrderJson, answers: Parameters<typeof mockFetch>[0], redirect = jest.fn()) {
  const calls = mockFetch(answers);
  render(
    <>
      <AddToOrderCard order={order} redirect={redirect} />
      <ToastProbe />
    </>,
  );
  return { calls, redirect };
}

describe('Add to your order', () => {
  it('offers one more revision and the extras not bought, and sends the buyer to pay the one chosen', async () => {
    const { calls, redirect } = renderCard(ORDER, {
      'GET /api/orders/o1/extras': { body: BUYABLE },
      'POST /api/orders/o1/extras': { body: { id: 'p1', url: '/api/sandbox/stripe/cs_sandbox_1' } },
    });
    expect(screen.getByText('Loading what you can add…')).toBeTruthy();
    expect(await screen.findByText('1 more revision — $15.00')).toBeTruthy();
    expect(screen.getByText('Source files — $20.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy: Source files — $20.00' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/api/sandbox/stripe/cs_sandbox_1'));
    expect(calls.find((call) => call.method === 'POST')?.json).toEqual({ extraId: 'x1' });
    expect((screen.getByRole('button', { name: /1 more revision/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('tells the buyer when the payment cannot start, and lets them try another', async () => {
    const { redirect } = renderCard(ORDER, {
      'GET /api/orders/o1/extras': { body: BUYABLE },
      'POST /api/orders/o1/extras': {
        status: 409,
        body: { code: 'ORDER_EXTRA.WRONG_STAGE', message: 'The order has ended' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /1 more revision/ }));
    expect(await screen.findByText('The order has ended')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: /Source files/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when nothing is left', async () => {
    const line = { extraId: 'x1', title: 'Source files', price: 20, deliveryDays: 2, revisions: 0 };
    renderCard(
      { ...ORDER, extras: [{ ...line, boughtAt: 'checkout' }] },
      { 'GET /api/orders/o1/extras': { body: [] } },
    );
    expect(
      await screen.findByText('Everything this package offers is already part of your order.'),
    ).toBeTruthy();
  });

  it('is left out when the package sells nothing more and nothing was bought', async () => {
    const { calls } = renderCard(ORDER, { 'GET /api/orders/o1/extras': { body: [] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('add-to-order')).toBeNull());
  });

  it('is not shown on a custom offer, which has no package to sell from', () => {
    const { calls } = renderCard({ ...ORDER, service: { ...ORDER.service, type: 'custom offer' } }, {});
    expect(screen.queryByTestId('add-to-order')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a load error with a retry', async () => {
    renderCard(ORDER, { 'GET /api/orders/o1/extras': { status: 500, body: { message: 'Down' } } });
    expect(await screen.findByText('What you can add to this order could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not shown once the work has ended, nor before it started', () => {
    const { calls } = renderCard({ ...ORDER, fulfilment: { ...FULFILMENT, stage: 'completed' } }, {});
    expect(screen.queryByTestId('add-to-order')).toBeNull();
    render(<AddToOrderCard order={{ ...ORDER, fulfilment: { ...FULFILMENT, stage: 'requirements' } }} />);
    expect(screen.queryByTestId('add-to-order')).toBeNull();
    expect(calls).toEqual([]);
  });
});
