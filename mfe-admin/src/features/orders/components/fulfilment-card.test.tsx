import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockFetch, TEST_ORDER, ToastProbe } from '@market/ui/testing';
import type { AdminOrder } from '@/shared/api/order-types';
import { uploadOrderFile } from '@market/api-client';
import { FulfilmentCard } from './fulfilment-card';
import { InEnglish } from '@/shared/testing/in-english';

jest.mock('@market/api-client', () => ({
  ...jest.requireActual('@market/api-client'),
  uploadOrderFile: jest.fn(),
}));
const upload = uploadOrderFile as jest.MockedFunction<typeof uploadOrderFile>;

const FILE = { _id: 'f9', name: 'final.zip', size: 10, url: '/api/orders/o1/files/f9' };
const ORDER = {
  ...TEST_ORDER,
  order_status: 'in progress',
  fulfilment: {
    stage: 'working',
    dueAt: '2026-03-08T10:00:00.000Z',
    late: false,
    deliveryDays: 3,
    revisions: { allowed: 1, used: 0 },
    requirements: [{ question: 'Brand name?', required: true, kind: 'text', answer: 'Acme', files: [] }],
    requirementsSubmittedAt: '2026-03-05T11:00:00.000Z',
    deliveries: [],
    revisionRequests: [],
    autoAcceptAt: null,
    completedAt: null,
  },
} as AdminOrder;

describe('the admin’s fulfilment card', () => {
  it('shows the answers and delivers a message with several uploaded files', async () => {
    upload.mockImplementation(async (_id, file, onProgress) => {
      onProgress(1);
      return { ...FILE, name: file.name };
    });
    const delivered = { ...ORDER, fulfilment: { ...ORDER.fulfilment!, stage: 'delivered' as const } };
    const calls = mockFetch({ 'POST /api/orders/o1/deliveries': { status: 201, body: delivered } });
    const onChange = jest.fn();
    render(
      <>
        <FulfilmentCard order={ORDER} onChange={onChange} />
        <ToastProbe />
      </>,
      { wrapper: InEnglish },
    );
    screen.getByText('Acme');
    expect(screen.getByRole('button', { name: 'Deliver' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Message to the buyer'), { target: { value: 'Here you go' } });
    fireEvent.change(screen.getByLabelText('Files'), {
      target: { files: [new File(['a'], 'final.zip'), new File(['b'], 'preview.png')] },
    });
    await screen.findByLabelText('Upload of preview.png');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deliver' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(delivered));
    expect(calls[0]!.json).toEqual({ message: 'Here you go', files: [FILE.url, FILE.url] });
  });

  it('offers no Deliver form once delivered', () => {
    render(
      <FulfilmentCard
        order={{ ...ORDER, fulfilment: { ...ORDER.fulfilment!, stage: 'delivered' } }}
        onChange={jest.fn()}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.queryByRole('button', { name: 'Deliver' })).toBeNull();
  });
});
