import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RefundJson } from '@market/contracts';
import { ToastProbe } from '../testing';
import { RefundsSection } from './refunds-section';
import { useOrderDocuments, type OrderDocuments } from './use-order-documents';

const ORDER = { _id: 'o1' };
const REFUND = {
  _id: 'r1',
  amount: 10,
  reason: 'Late',
  createdAt: '2026-03-05T10:00:00.000Z',
  creditNote: { number: 'CN-2026-0001' },
} as RefundJson;

function Page({ load }: { load: () => Promise<OrderDocuments<typeof ORDER>> }) {
  const documents = useOrderDocuments(load);
  return (
    <>
      <button type="button" onClick={() => void documents.downloadInvoice(ORDER)}>
        {documents.preparingInvoice ? 'Preparing…' : 'Invoice'}
      </button>
      <RefundsSection
        refunds={[REFUND]}
        onDownload={(refund) => void documents.downloadCreditNote(ORDER, refund)}
        downloading={documents.preparingNote}
      />
      <ToastProbe />
    </>
  );
}

describe('the invoice and credit-note downloads of an order', () => {
  it('makes each PDF of the shown order, saying so while it is made', async () => {
    let done: () => void = () => undefined;
    const made = { downloadInvoice: jest.fn(), downloadCreditNote: jest.fn() };
    made.downloadInvoice.mockImplementation(() => new Promise<void>((resolve) => (done = resolve)));
    made.downloadCreditNote.mockResolvedValue(undefined);
    render(<Page load={async () => made} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invoice' }));
    await screen.findByRole('button', { name: 'Preparing…' });
    done();
    await screen.findByRole('button', { name: 'Invoice' });
    expect(made.downloadInvoice).toHaveBeenCalledWith(ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Download credit note CN-2026-0001' }));
    await waitFor(() => expect(made.downloadCreditNote).toHaveBeenCalledWith(ORDER, 'r1'));
    expect(screen.getByTestId('toasts').textContent).toBe('');
  });

  it('says when a PDF cannot be made', async () => {
    render(<Page load={() => Promise.reject(new Error('remote down'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invoice' }));
    await screen.findByText('Failed to generate the invoice.');
    fireEvent.click(screen.getByRole('button', { name: 'Download credit note CN-2026-0001' }));
    await screen.findByText('Failed to generate the credit note.');
    expect(screen.getByRole('button', { name: 'Download credit note CN-2026-0001' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('the refunds of an order', () => {
  it('names the invoice a refund reduces when it is not the order’s (an extra’s, a later milestone’s)', () => {
    const ofExtra = {
      ...REFUND,
      _id: 'r2',
      invoiceNumber: 'INV-2026-000009',
      creditNote: { number: 'CN-2026-0002' },
    };
    render(<RefundsSection refunds={[REFUND, ofExtra as RefundJson]} onDownload={() => undefined} />);
    expect(screen.getByText('Credit note CN-2026-0001')).toBeTruthy();
    expect(screen.getByText('Credit note CN-2026-0002, for invoice INV-2026-000009')).toBeTruthy();
  });
});
