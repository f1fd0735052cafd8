import type { OrderJson } from '@market/contracts';
import { INVOICE_AMOUNTS_OF_40 } from '../../test/invoicing-fixtures';
import { pdfText } from '../../test/pdf.helper';
import { extraInvoiceDocument, orderDocuments, type DocumentFile } from './document-pdf';

const ORDER = {
  _id: 'order-1',
  user: { id: 'u1', name: 'Jana Käuferin', email: 'jana@example.com', phone: null },
  service: { name: 'Logo', type: 'basic', price: 40 },
  payment: { method: 'stripe', transactionId: 'pi_1', status: 'paid' },
  billing: {
    name: 'Jana Käuferin',
    company: '',
    address: 'Hauptstraße 5',
    city: 'Berlin',
    postalCode: '10115',
    country: 'Germany',
    vatId: 'DE999999999',
  },
  invoice: {
    number: 'INV-2026-000007',
    issuedAt: '2026-03-06T09:00:00.000Z',
    ...INVOICE_AMOUNTS_OF_40,
    seller: { legalName: 'Pixel Forge Ltd', address: '1 Market Street', vatId: 'IE1234567X', footer: '' },
  },
  refunds: [
    {
      _id: 'r1',
      amount: 10,
      reason: 'Late delivery',
      createdAt: '2026-03-07T09:00:00.000Z',
      creditNote: { number: 'CN-2026-000003', issuedAt: '2026-03-07T09:00:00.000Z', net: 8.33, tax: 1.67 },
    },
  ],
} as unknown as OrderJson;

/**
 * Arabic read back as words: pdftotext gives the drawn glyphs, the joined presentation forms
 * (U+FExx), with direction marks around each run; NFKC turns the forms back into letters.
 */
function plainArabic(text: string): string {
  return text.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

/** The invoice of an extra bought during ORDER, billed to the details given when it was paid. */
const EXTRA = {
  orderId: 'order-1',
  title: 'Source files',
  invoice: { ...ORDER.invoice!, number: 'INV-2026-000009', net: 16.67, tax: 3.33, total: 20 },
  billing: { ...ORDER.billing!, company: 'Käuferin GmbH' },
  paymentMethod: 'paypal',
};

/** The text of each PDF as poppler's pdftotext reads it back. */
function texts(
  locale?: 'en' | 'de' | 'ar',
  documents: DocumentFile[] = orderDocuments(ORDER, locale),
): string[] {
  return documents.map((document) => pdfText(document.bytes));
}

describe('the invoice and credit note of a copy of someone’s data', () => {
  it('are written in English as before without a language', () => {
    const [invoice, creditNote] = texts();
    for (const expected of [
      'Invoice INV-2026-000007',
      'From:',
      'Bill to:',
      'VAT ID DE999999999',
      'Tax (20%)',
      '40.00 USD',
      'Paid by',
    ])
      expect(invoice).toContain(expected);
    for (const expected of ['Credit note CN-2026-000003', 'For invoice', 'Reason', '-10.00 USD'])
      expect(creditNote).toContain(expected);
  });

  it('are written in German for a German account', () => {
    const [invoice, creditNote] = texts('de');
    for (const expected of [
      'Rechnung INV-2026-000007',
      'Von:',
      'Rechnung an:',
      'USt-IdNr. DE999999999',
      'Steuer (20 %)',
      'Gesamt',
      'Bezahlt mit',
      'Hauptstraße 5',
    ])
      expect(invoice).toContain(expected);
    for (const expected of ['Gutschrift CN-2026-000003', 'Zur Rechnung', 'Grund', '-10.00 USD'])
      expect(creditNote).toContain(expected);
    expect(invoice).not.toContain('Bill to');
  });

  it('are written in Arabic for an Arabic account, right to left in an Arabic face, amounts and ids as they are', () => {
    const [invoice, creditNote] = texts('ar').map(plainArabic);
    for (const expected of [
      'فاتورة',
      'INV-2026-000007',
      // pdftotext gives each line in the order drawn, left to right: the colon ends up first.
      ':من',
      ':فاتورة إلى',
      'الرقم الضريبي',
      'DE999999999',
      'الإجمالي',
      'طريقة الدفع',
      '40.00 USD',
      '33.33 USD',
      '(20%)',
      'Hauptstraße 5',
      '10115 Berlin',
      '2026-03-06',
    ])
      expect(invoice).toContain(expected);
    for (const expected of [
      'إشعار دائن',
      'CN-2026-000003',
      'عن الفاتورة',
      'السبب',
      '-10.00 USD',
      'Late delivery',
    ])
      expect(creditNote).toContain(expected);
    expect(invoice).not.toContain('Invoice');
    const embedsArabicFace = (locale: 'en' | 'ar') =>
      orderDocuments(ORDER, locale).map((document) => document.bytes.includes('NotoNaskhArabic'));
    expect(embedsArabicFace('ar')).toEqual([true, true]);
    expect(embedsArabicFace('en')).toEqual([false, false]);
    // Right to left: each label stands right of its amount.
    const total = invoice.split('\n').find((line) => line.includes('الإجمالي'))!;
    expect(total.indexOf('40.00 USD')).toBeLessThan(total.indexOf('الإجمالي'));
  });

  it('include the invoice of an extra bought during the order, under its own number, in the account’s language', () => {
    const [english] = texts('en', [extraInvoiceDocument(ORDER, EXTRA, 'en')]);
    for (const expected of [
      'Invoice INV-2026-000009',
      'Source files (extra for Logo)',
      'order-1',
      'Käuferin GmbH',
      '16.67 USD',
      '20.00 USD',
      'paypal',
    ])
      expect(english).toContain(expected);
    expect(english).not.toContain('INV-2026-000007');
    const [german] = texts('de', [extraInvoiceDocument(ORDER, EXTRA, 'de')]);
    for (const expected of ['Rechnung INV-2026-000009', 'Source files (Extra zu Logo)', 'Bezahlt mit'])
      expect(german).toContain(expected);
  });
});
