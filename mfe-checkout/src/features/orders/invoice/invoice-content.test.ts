import {
  buildCreditNoteContent,
  buildInvoiceContent,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceStatusColor,
  stampOf,
} from './invoice-content';
import { INVOICED, order } from './test-orders';

describe('invoice status colours', () => {
  it.each([
    ['pending', '#FF9800'],
    ['in progress', '#2196F3'],
    ['completed', '#4CAF50'],
    ['cancelled', '#F44336'],
    ['Completed', '#4CAF50'],
    ['something else', '#2196F3'],
  ])('%s → %s', (status, color) => {
    expect(invoiceStatusColor(status)).toBe(color);
  });

  it('stamps completed, pending and cancelled, anything else in progress', () => {
    expect(stampOf('completed')).toEqual({ text: 'COMPLETED', color: '#4CAF50' });
    expect(stampOf('pending')).toEqual({ text: 'PENDING', color: '#FF9800' });
    expect(stampOf('cancelled')).toEqual({ text: 'CANCELLED', color: '#F44336' });
    expect(stampOf('in progress')).toEqual({ text: 'IN PROGRESS', color: '#2196F3' });
    expect(stampOf('refunded')).toEqual({ text: 'IN PROGRESS', color: '#2196F3' });
  });
});

describe('invoice formatting', () => {
  it('writes dollars with two decimals', () => {
    expect(formatInvoiceAmount(49)).toBe('$49.00');
    expect(formatInvoiceAmount(12.5)).toBe('$12.50');
    expect(formatInvoiceAmount(1234.567)).toBe('$1234.57');
    expect(formatInvoiceAmount(Number.NaN)).toBe('$0.00');
  });

  it("writes dates like 'MMM dd, yyyy'", () => {
    expect(formatInvoiceDate(new Date(2026, 2, 5, 12))).toBe('Mar 05, 2026');
    expect(formatInvoiceDate(new Date(2025, 11, 31, 12))).toBe('Dec 31, 2025');
    expect(formatInvoiceDate('not a date')).toBe('-');
  });
});

describe('buildInvoiceContent', () => {
  it('holds everything a real invoice shows', () => {
    const issued = new Date(2026, 3, 1, 12);
    const content = buildInvoiceContent(order(), issued);
    expect(content.fileName).toBe('Invoice_3f2b8c1e-9a7d-4e21-b6f0-1234567890ab.pdf');
    expect(content.brand).toBe('Gigly');
    expect(content.invoiceNumber).toBe('INV-3F2B8C1E');
    expect(content.orderId).toBe('3f2b8c1e-9a7d-4e21-b6f0-1234567890ab');
    expect(content.meta[0]).toEqual(['Invoice No:', 'INV-3F2B8C1E']);
    expect(content.meta[1]).toEqual(['Invoice Date:', 'Apr 01, 2026']);
    expect(content.meta[2][1]).toMatch(/^Mar 0[45], 2026$/);
    expect(content.customer).toEqual({ heading: 'Bill To', lines: ['Bea Buyer', 'buyer@example.com', '-'] });
    // No invoicing details saved yet: the shop's name, never an empty seller.
    expect(content.seller).toEqual({ heading: 'From', lines: ['Gigly'] });
    expect(content.lineItem).toEqual({
      description: 'Responsive landing page',
      packageName: 'Basic',
      quantity: 1,
      unitPrice: '$49.00',
      amount: '$49.00',
    });
    expect(content.totals).toEqual([
      { label: 'Subtotal', value: '$49.00' },
      { label: 'Total', value: '$49.00', emphasis: true },
    ]);
    expect(content.taxNote).toBeNull();
    expect(content.refunds).toEqual([]);
    expect(content.payment).toEqual({
      method: 'Credit / debit card (Stripe)',
      transactionId: 'pi_sandbox_42',
      status: 'Paid',
    });
    expect(content.status).toEqual({ label: 'Pending', color: '#FF9800' });
    expect(content.stamp).toEqual({ text: 'PENDING', color: '#FF9800' });
  });

  it('shows a discounted order at its package price, then the coupon code and the discount', () => {
    const content = buildInvoiceContent(
      order({
        service: { name: 'Logo', type: 'basic', price: 36 },
        coupon: { code: 'WELCOME10', listPrice: 40, discount: 4 },
      }),
    );
    expect(content.lineItem).toMatchObject({ unitPrice: '$40.00', amount: '$40.00' });
    expect(content.totals).toEqual([
      { label: 'Subtotal', value: '$40.00' },
      { label: 'Discount (WELCOME10)', value: '-$4.00' },
      { label: 'Total', value: '$36.00', emphasis: true },
    ]);
    expect(buildInvoiceContent(order()).totals.map((line) => line.label)).toEqual(['Subtotal', 'Total']);
  });

  it('lists each extra on a line of its own beside the package, the coupon on the whole', () => {
    const content = buildInvoiceContent(
      order({
        service: { name: 'Logo', type: 'basic', price: 85.95 },
        coupon: { code: 'TEN', listPrice: 95.5, discount: 9.55 },
        extras: [
          {
            extraId: 'e1',
            title: 'Source files',
            price: 20,
            deliveryDays: 1,
            revisions: 0,
            boughtAt: 'checkout',
          },
          {
            extraId: 'e2',
            title: 'Express',
            price: 35.5,
            deliveryDays: -2,
            revisions: 1,
            boughtAt: 'checkout',
          },
        ],
      }),
    );
    expect(content.lineItem).toMatchObject({ packageName: 'Basic', amount: '$40.00' });
    expect(content.extraLines.map((line) => [line.description, line.packageName, line.amount])).toEqual([
      ['Source files', 'Extra', '$20.00'],
      ['Express', 'Extra', '$35.50'],
    ]);
    expect(content.totals).toEqual([
      { label: 'Subtotal', value: '$95.50' },
      { label: 'Discount (TEN)', value: '-$9.55' },
      { label: 'Total', value: '$85.95', emphasis: true },
    ]);
    expect(buildInvoiceContent(order()).extraLines).toEqual([]);
  });

  it('follows the order status, payment method and missing transaction id', () => {
    const content = buildInvoiceContent(
      order({
        order_status: 'in progress',
        payment: { method: 'paypal', transactionId: null, status: 'refunded' },
        service: { name: 'Logo', type: 'custom offer', price: 120.5 },
        user: { id: 'u2', name: 'Al', email: 'al@example.com', phone: '+1 555 0100' },
      }),
    );
    expect(content.status).toEqual({ label: 'In Progress', color: '#2196F3' });
    expect(content.stamp.text).toBe('IN PROGRESS');
    expect(content.payment).toEqual({ method: 'PayPal', transactionId: '-', status: 'Refunded' });
    expect(content.lineItem.packageName).toBe('Custom Offer');
    expect(content.totals.at(-1)!.value).toBe('$120.50');
    expect(content.customer.lines).toContain('+1 555 0100');
  });
});

describe('an order bought while prices showed in another currency', () => {
  it('adds the approximate total at the order’s own rate, labelled, after the charged total', () => {
    const content = buildInvoiceContent(
      order({ ...INVOICED, currency: 'USD', displayCurrency: 'JPY', displayRate: 160.617 }),
    );
    const total = content.totals.find((line) => line.emphasis)!;
    const last = content.totals[content.totals.length - 1];
    expect(content.totals.indexOf(last)).toBe(content.totals.indexOf(total) + 1);
    expect(last.label).toBe('Approximately, in JPY (rate of the order date)');
    expect(last.value.replace(/\u00a0/g, ' ')).toMatch(/^JPY [\d,]+$/);
  });

  it('adds nothing when the buyer saw the shop’s own currency', () => {
    const content = buildInvoiceContent(order({ ...INVOICED, currency: 'USD', displayCurrency: null }));
    expect(content.totals.some((line) => line.label.startsWith('Approximately'))).toBe(false);
  });
});

describe('a numbered invoice with tax, billing details and refunds', () => {
  it('uses the issued number and date, the seller, the billing details and the tax lines', () => {
    const content = buildInvoiceContent(order(INVOICED), new Date(2030, 0, 1));
    expect(content.invoiceNumber).toBe('INV-2026-000007');
    expect(content.meta[1]).toEqual(['Invoice Date:', 'Mar 06, 2026']);
    expect(content.seller).toEqual({
      heading: 'From',
      lines: ['Pixel Forge Ltd', '1 Market Street', 'Dublin', 'VAT ID: IE1234567X'],
    });
    expect(content.customer.lines).toEqual([
      'Jane Buyer',
      'Acme GmbH',
      'Hauptstrasse 5',
      '10115 Berlin',
      'Germany',
      'VAT ID: DE999999999',
      'buyer@example.com',
    ]);
    expect(content.totals).toEqual([
      { label: 'Subtotal (net)', value: '$33.33' },
      { label: 'VAT 20 %', value: '$6.67' },
      { label: 'Total', value: '$40.00', emphasis: true },
    ]);
    expect(content.taxNote).toBe('Prices include 20 % VAT');
    expect(content.refunds).toEqual([
      { label: 'Mar 07, 2026 · CN-2026-000003 · Late delivery', amount: '-$10.00' },
    ]);
    expect(content.footer).toBe('Registered in Ireland');
    // The same order gives the same document whenever it is made.
    expect(buildInvoiceContent(order(INVOICED), new Date(2031, 5, 1))).toEqual(content);
  });

  it('builds the credit note of a refund against its invoice', () => {
    const o = order(INVOICED);
    const content = buildCreditNoteContent(o, o.refunds![0]);
    expect(content.fileName).toBe('CreditNote_CN-2026-000003.pdf');
    expect(content.title).toBe('CREDIT NOTE');
    expect(content.meta).toEqual([
      ['Credit Note No:', 'CN-2026-000003'],
      ['Date:', 'Mar 07, 2026'],
      ['Invoice No:', 'INV-2026-000007'],
    ]);
    expect(content.totals).toEqual([
      { label: 'Subtotal (net)', value: '-$8.33' },
      { label: 'VAT 20 %', value: '-$1.67' },
      { label: 'Total refunded', value: '-$10.00', emphasis: true },
    ]);
    // A credit note records a refund: not "Paid", not a thank-you for business.
    expect(content.payment.status).toBe('Refunded');
    expect(content.footer).toBe('Registered in Ireland');
    const plain = order({
      ...INVOICED,
      invoice: { ...INVOICED.invoice!, seller: { ...INVOICED.invoice!.seller, footer: '' } },
    });
    expect(buildCreditNoteContent(plain, plain.refunds![0]).footer).toBe(
      'This credit note reduces invoice INV-2026-000007.',
    );
    // The refund of an extra bought during the order (or of a later milestone) reduces its own invoice.
    const ofExtra = { ...plain.refunds![0], invoiceNumber: 'INV-2026-000009' };
    const extraNote = buildCreditNoteContent(plain, ofExtra);
    expect(extraNote.meta).toContainEqual(['Invoice No:', 'INV-2026-000009']);
    expect(extraNote.meta).not.toContainEqual(['Invoice No:', 'INV-2026-000007']);
    expect(extraNote.footer).toBe('This credit note reduces invoice INV-2026-000009.');
  });
});
