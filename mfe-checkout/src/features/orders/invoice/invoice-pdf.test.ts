import { jsPDF } from 'jspdf';
import type { Order } from '../api/order-types';
import { buildInvoiceContent } from './invoice-content';
import { drawInvoice, loadStampImage } from './invoice-pdf';

const ORDER: Order = {
  _id: '3f2b8c1e-9a7d-4e21-b6f0-1234567890ab',
  createdAt: '2026-03-05T10:15:00.000Z',
  user: { id: 'u1', name: 'Bea Buyer', email: 'buyer@example.com', phone: null },
  service: { name: 'Responsive landing page', type: 'basic', price: 49 },
  payment: { method: 'stripe', transactionId: 'pi_sandbox_42', status: 'paid' },
  order_status: 'completed',
  cancel_request: false,
};

afterEach(() => jest.restoreAllMocks());

describe('the invoice stamp', () => {
  it('places the status stamp image beside the payment information', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const addImage = jest.spyOn(doc, 'addImage').mockImplementation(() => doc);
    const image = new Uint8Array([137, 80, 78, 71]);
    drawInvoice(doc, buildInvoiceContent(ORDER), image);
    expect(addImage).toHaveBeenCalledTimes(1);
    expect(addImage.mock.calls[0].slice(0, 2)).toEqual([image, 'PNG']);
    const [, , , , width, height] = addImage.mock.calls[0] as unknown as number[];
    expect([width, height]).toEqual([52, 20]);
  });

  it('draws the stamp in the status colour when its image is missing', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const addImage = jest.spyOn(doc, 'addImage');
    const text = jest.spyOn(doc, 'text');
    drawInvoice(doc, buildInvoiceContent(ORDER), null);
    expect(addImage).not.toHaveBeenCalled();
    expect(text.mock.calls.some(([value]) => value === 'COMPLETED')).toBe(true);
  });

  it('fetches the image bytes, and gives null when the image cannot be fetched', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer,
    })) as unknown as typeof fetch;
    await expect(loadStampImage('PENDING')).resolves.toEqual(new Uint8Array([1, 2, 3]));

    global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof fetch;
    await expect(loadStampImage('PENDING')).resolves.toBeNull();

    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(loadStampImage('CANCELLED')).resolves.toBeNull();
  });
});
