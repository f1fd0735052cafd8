import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FulfilmentJson } from '@market/contracts';
import { TEST_ORDER, type FetchAnswers } from '@market/ui/testing';
import { renderOrderPage } from './test-order-page';
import { uploadOrderFile } from '@market/api-client';

jest.mock('@market/api-client', () => ({
  ...jest.requireActual('@market/api-client'),
  uploadOrderFile: jest.fn(),
}));
const upload = uploadOrderFile as jest.MockedFunction<typeof uploadOrderFile>;

const FULFILMENT: FulfilmentJson = {
  stage: 'requirements',
  dueAt: null,
  late: false,
  deliveryDays: 3,
  revisions: { allowed: 1, used: 0 },
  requirements: [
    { question: 'Brand name?', required: true, kind: 'text', answer: null, files: [] },
    { question: 'Current logo', required: false, kind: 'file', answer: null, files: [] },
  ],
  requirementsSubmittedAt: null,
  deliveries: [],
  revisionRequests: [],
  autoAcceptAt: null,
  completedAt: null,
};

const ORDER = { ...TEST_ORDER, fulfilment: FULFILMENT };

const FILE = { _id: 'f1', name: 'logo.png', size: 2048, url: '/api/orders/o1/files/f1' };

const renderPage = (answers: FetchAnswers) => renderOrderPage(answers).calls;

/** The order at `stage`, its answers sent on Mar 5 and due on Mar 8; `fields` replace any of its progress. */
function inProgress(stage: FulfilmentJson['stage'], fields: Partial<FulfilmentJson> = {}) {
  return {
    ...ORDER,
    order_status: 'in progress',
    fulfilment: {
      ...FULFILMENT,
      stage,
      dueAt: '2026-03-08T10:00:00.000Z',
      requirementsSubmittedAt: '2026-03-05T11:00:00.000Z',
      ...fields,
    },
  };
}

/** The order once the buyer sent the answers: "Acme", and the logo as a file. */
const ANSWERED = inProgress('working', {
  requirements: [
    { ...FULFILMENT.requirements[0], answer: 'Acme' },
    { ...FULFILMENT.requirements[1], answer: '', files: [FILE] },
  ],
});

describe('the buyer’s order progress', () => {
  it('asks for the requirements, uploads a file with progress and sends one answer per question', async () => {
    upload.mockImplementation(async (_id, _file, onProgress) => {
      onProgress(0.5);
      return FILE;
    });
    const started = ANSWERED;
    const calls = renderPage({
      'GET /api/orders/o1': { body: ORDER },
      'PUT /api/orders/o1/requirements': { body: started },
    });
    await screen.findByText('Waiting for your requirements');
    fireEvent.click(screen.getByRole('button', { name: 'Submit requirements' }));
    await screen.findByText('Please answer: Brand name?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Brand name\?/), { target: { value: ' Acme ' } });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Current logo'), { target: { files: [file] } });
    await screen.findByLabelText('Upload of logo.png');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit requirements' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit requirements' }));
    await screen.findByText('In work');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.json).toEqual({
      answers: [
        { answer: 'Acme', files: [] },
        { answer: '', files: [FILE.url] },
      ],
    });
    expect(screen.getByRole('link', { name: 'logo.png' }).getAttribute('href')).toBe(FILE.url);
    // A question answered with a file alone is answered.
    expect(screen.queryByText('No answer')).toBeNull();
  });

  it('lets the buyer correct the answers until the first delivery, starting from those sent', async () => {
    const sent = ANSWERED;
    const corrected = {
      ...sent,
      fulfilment: {
        ...sent.fulfilment,
        requirements: [
          { ...sent.fulfilment.requirements[0], answer: 'Acme Ltd' },
          sent.fulfilment.requirements[1],
        ],
      },
    };
    const calls = renderPage({
      'GET /api/orders/o1': { body: sent },
      'PUT /api/orders/o1/requirements': { body: corrected },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Correct answers' }));
    const text = screen.getByLabelText(/Brand name\?/) as HTMLTextAreaElement;
    expect(text.value).toBe('Acme');
    screen.getByLabelText('Upload of logo.png');
    fireEvent.change(text, { target: { value: 'Acme Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send corrected answers' }));
    await screen.findByText('Answers corrected: the seller is told.');
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({
      answers: [
        { answer: 'Acme Ltd', files: [] },
        { answer: '', files: [FILE.url] },
      ],
    });
    await screen.findByText('Acme Ltd');
    expect(screen.queryByRole('button', { name: 'Send corrected answers' })).toBeNull();
  });

  it('offers no correction once the seller has delivered', async () => {
    renderPage({
      'GET /api/orders/o1': {
        body: inProgress('delivered', {
          requirements: [{ ...FULFILMENT.requirements[0], answer: 'Acme' }, FULFILMENT.requirements[1]],
          deliveries: [{ _id: 'd1', message: 'Here', files: [], createdAt: '2026-03-06T10:00:00.000Z' }],
          autoAcceptAt: '2026-03-09T10:00:00.000Z',
        }),
      },
    });
    await screen.findByRole('heading', { name: 'Your requirements' });
    expect(screen.queryByRole('button', { name: 'Correct answers' })).toBeNull();
  });

  it('refuses a file over the limit at its question before sending it, and says the limit there', async () => {
    upload.mockClear();
    const calls = renderPage({
      'GET /api/orders/o1': { body: ORDER },
      'GET /api/orders/file-limits': { body: { maxBytes: 1024 * 1024, maxPerOrder: 20 } },
    });
    await screen.findByText('Any kind of file, up to 1 MB each.');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Current logo'), { target: { files: [big] } });
    await screen.findByText('big.zip is 2 MB: files may be at most 1 MB');
    expect(upload).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers Accept and Request revision on a delivery, with the revisions left and the auto-accept date', async () => {
    const delivered = inProgress('delivered', {
      deliveries: [
        { _id: 'd1', message: 'Here it is', files: [FILE], createdAt: '2026-03-06T10:00:00.000Z' },
      ],
      autoAcceptAt: '2026-03-09T10:00:00.000Z',
    });
    const revising = {
      ...delivered,
      fulfilment: {
        ...delivered.fulfilment,
        stage: 'revision',
        revisions: { allowed: 1, used: 1 },
        autoAcceptAt: null,
        revisionRequests: [{ message: 'Make it blue', createdAt: '2026-03-06T12:00:00.000Z' }],
      },
    };
    const calls = renderPage({
      'GET /api/orders/o1': { body: delivered },
      'POST /api/orders/o1/revision': { body: revising },
    });
    await screen.findByText('Delivered: review it by Mar 09, 2026');
    screen.getByText(/it is accepted on Mar 09, 2026/);
    expect(screen.getAllByText('1 of 1 revisions left').length).toBeGreaterThan(0);
    screen.getByRole('button', { name: 'Accept' });
    screen.getByText('Here it is');
    fireEvent.change(screen.getByLabelText('What should change?'), { target: { value: 'Make it blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request revision' }));
    await screen.findByText('Revision requested');
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({ message: 'Make it blue' });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows the due date with a Late badge while the work is late', async () => {
    renderPage({
      'GET /api/orders/o1': {
        body: {
          ...ORDER,
          fulfilment: { ...FULFILMENT, stage: 'working', late: true, dueAt: '2026-03-08T10:00:00.000Z' },
        },
      },
    });
    await screen.findByTestId('late-badge');
    const notice = screen.getByTestId('late-notice');
    expect(notice.textContent).toContain('This order is late: it was due Mar 08, 2026.');
    expect(notice.textContent).toContain(
      'You can wait for the delivery, message the seller, or request a cancellation',
    );
    expect(within(notice).getByRole('link', { name: 'message the seller' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(within(notice).getByRole('link', { name: 'request a cancellation' }).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('leaves out the cancellation once one is asked for, and says nothing of lateness on time', async () => {
    renderPage({
      'GET /api/orders/o1': {
        body: {
          ...ORDER,
          cancel_request: true,
          fulfilment: { ...FULFILMENT, stage: 'working', late: true, dueAt: '2026-03-08T10:00:00.000Z' },
        },
      },
    });
    const notice = await screen.findByTestId('late-notice');
    expect(within(notice).queryByRole('link', { name: 'request a cancellation' })).toBeNull();
    within(notice).getByRole('link', { name: 'message the seller' });
  });

  it('offers the seller instead of a disabled box once every revision is used', async () => {
    renderPage({
      'GET /api/orders/o1': {
        body: inProgress('delivered', {
          revisions: { allowed: 1, used: 1 },
          deliveries: [{ _id: 'd2', message: 'Second', files: [], createdAt: '2026-03-07T10:00:00.000Z' }],
          autoAcceptAt: '2026-03-10T10:00:00.000Z',
        }),
      },
    });
    const used = await screen.findByTestId('revisions-used-up');
    expect(used.textContent).toBe(
      "This order's revision is used. For more changes, message the seller to agree on them.",
    );
    expect(within(used).getByRole('link', { name: 'message the seller' }).getAttribute('href')).toBe(
      '/messages',
    );
    expect(screen.queryByLabelText('What should change?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request revision' })).toBeNull();
    screen.getByRole('button', { name: 'Accept' });
    expect(screen.queryByTestId('late-notice')).toBeNull();
  });
});
