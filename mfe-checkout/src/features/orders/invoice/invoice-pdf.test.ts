import { jsPDF } from 'jspdf';
import ar from '@/i18n/ar.json';
import type { Order } from '../api/order-types';
import { buildCreditNoteContent, buildInvoiceContent } from './invoice-content';
import { loadArabicFace } from './invoice-font';
import { downloadCreditNote, downloadInvoice, drawInvoice, loadStampImage } from './invoice-pdf';
import { invoiceWords } from './invoice-words';
import { INVOICED, order } from './test-orders';
import { arabicFace, pdfText, plainArabic, readBack } from './test-pdf';

// The Arabic face's chunk, watched: which downloads load it.
jest.mock('./invoice-font', () => ({ loadArabicFace: jest.fn() }));
const loadFace = jest.mocked(loadArabicFace);

const ORDER: Order = order({
  service: { name: 'Responsive landing page', type: 'basic', price: 49 },
  order_status: 'completed',
});

afterEach(() => jest.restoreAllMocks());

describe('the invoice totals', () => {
  it('draws the discount line of a coupon between subtotal and total', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const text = jest.spyOn(doc, 'text');
    const discounted: Order = {
      ...ORDER,
      service: { ...ORDER.service, price: 36 },
      coupon: { code: 'WELCOME10', listPrice: 40, discount: 4 },
    };
    drawInvoice(doc, buildInvoiceContent(discounted), null);
    const drawn = text.mock.calls.map(([value]) => value);
    const at = (value: string) => drawn.indexOf(value);
    expect(at('Discount (WELCOME10)')).toBeGreaterThan(at('Subtotal'));
    expect(at('-$4.00')).toBeGreaterThan(at('Subtotal'));
    expect(at('Total')).toBeGreaterThan(at('-$4.00'));
    expect(drawn).toContain('$36.00');
  });
});

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

describe('the PDF as read back by pdftotext', () => {
  it('holds the number, the seller, the buyer, the tax lines and the refunds', () => {
    const text = pdfText(buildInvoiceContent(order({ ...INVOICED, order_status: 'completed' })));
    for (const expected of [
      'INVOICE',
      'INV-2026-000007',
      'Mar 06, 2026',
      'Pixel Forge Ltd',
      'VAT ID: IE1234567X',
      'Jane Buyer',
      'Acme GmbH',
      '10115 Berlin',
      'VAT ID: DE999999999',
      'Subtotal (net)',
      '$33.33',
      'VAT 20 %',
      '$6.67',
      '$40.00',
      'Prices include 20 % VAT',
      'Refunds',
      'CN-2026-000003',
      'Late delivery',
      '-$10.00',
      'COMPLETED',
      'Registered in Ireland',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives a credit note its own number, the invoice it corrects and the amounts given back', () => {
    const o = order(INVOICED);
    const text = pdfText(buildCreditNoteContent(o, o.refunds![0]));
    for (const expected of [
      'CREDIT NOTE',
      'CN-2026-000003',
      'INV-2026-000007',
      'Refund: Late delivery',
      '-$8.33',
      '-$1.67',
      'Total refunded',
      '-$10.00',
      'Pixel Forge Ltd',
      'Acme GmbH',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the plain invoice of a shop that set nothing', () => {
    const text = pdfText(buildInvoiceContent(order()));
    expect(text).toContain('INV-3F2B8C1E');
    expect(text).toContain('Bea Buyer');
    expect(text).not.toContain('VAT');
    expect(text).not.toContain('Refunds');
  });
});

describe("the downloads in the page's language", () => {
  const saved: { name: string; pdf: Uint8Array }[] = [];

  beforeEach(() => {
    saved.length = 0;
    loadFace.mockReset().mockResolvedValue(arabicFace());
    global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof fetch;
    // A jsPDF plugin method overrides the built-in one: the document is kept instead of saved.
    Object.assign(jsPDF.API, {
      save(this: jsPDF, name: string) {
        saved.push({ name, pdf: new Uint8Array(this.output('arraybuffer')) });
        return this;
      },
    });
  });

  afterEach(() => {
    delete (jsPDF.API as { save?: unknown }).save;
    document.documentElement.lang = '';
  });

  it('loads the Arabic font for an Arabic page and draws the invoice with it', async () => {
    document.documentElement.lang = 'ar';
    await downloadInvoice(order({ ...INVOICED, order_status: 'completed' }));
    expect(loadFace).toHaveBeenCalledTimes(1);
    expect(saved.map((file) => file.name)).toEqual(['Invoice_3f2b8c1e-9a7d-4e21-b6f0-1234567890ab.pdf']);
    const text = plainArabic(readBack(saved[0].pdf));
    expect(text).toContain('فاتورة إلى');
    expect(text).toContain('$US 40.00');
  });

  it("loads no font for the languages jsPDF's own fonts write", async () => {
    for (const lang of ['de', 'en', 'fr', 'es', '']) {
      document.documentElement.lang = lang;
      const o = order(INVOICED);
      await downloadInvoice(o);
      await downloadCreditNote(o, 'r1');
    }
    expect(loadFace).not.toHaveBeenCalled();
    expect(saved).toHaveLength(10);
    expect(readBack(saved[0].pdf)).toContain('RECHNUNG');
  });

  it('refuses to draw Arabic without its font rather than draw unreadable letters', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const o = order(INVOICED);
    expect(() =>
      drawInvoice(doc, buildCreditNoteContent(o, o.refunds![0], invoiceWords('ar', ar)), null),
    ).toThrow('An invoice in ar needs its font');
  });
});
