import { readFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';
import {
  textDirection,
  type BillingJson,
  type InvoiceJson,
  type Locale,
  type OrderJson,
  type RefundJson,
} from '@market/contracts';
import { t } from '../i18n/i18n';
import type { ExtraInvoice } from './invoices.service';

/** A PDF file of a copy of someone's data: its name inside `invoices/` and its bytes. */
export interface DocumentFile {
  name: string;
  bytes: Buffer;
}

// Amounts as "40.00 USD" and days as ISO dates in every language: unambiguous for an archive.
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`;
const day = (iso: string) => iso.slice(0, 10);

const PAGE_WIDTH = 210;
const ARABIC_FACE = 'NotoNaskhArabic';
const ARABIC_FONT_FILE = '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf';
let arabicFont: string | undefined;

/**
 * Noto Naskh Arabic (SIL Open Font License 1.1), the face the front end's invoice uses: jsPDF's
 * built-in fonts have no Arabic letters. Its cmap has the presentation forms jsPDF's shaping
 * draws and Latin and digits, so it writes the whole Arabic document. Read from its package on
 * the first Arabic document (about 195 KB, kept for the next ones), as one character per byte,
 * the way jsPDF's virtual file system holds a font.
 */
function arabicFontFile(): string {
  arabicFont ??= readFileSync(require.resolve(ARABIC_FONT_FILE)).toString('latin1');
  return arabicFont;
}

const FIRST_STRONG = /([A-Za-z\u00c0-\u024f\u0370-\u04ff])|[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Whether a line reads right to left: as its first strong letter does (as `dir="auto"` decides),
 * so a Latin address or an amount ("40.00 USD") keeps its order; digits and signs alone (a date)
 * follow the page.
 */
function startsRightToLeft(text: string): boolean {
  const strong = FIRST_STRONG.exec(text);
  return !strong || !strong[1];
}

/**
 * A jsPDF page written on as for a left-to-right language, x in mm from the left edge. For a
 * right-to-left one it is mirrored (x becomes 210 - x, left and right alignment swap), and each
 * line is shaped (jsPDF's arabic plugin joins the letters) and put in visual order by jsPDF's
 * Unicode bidi engine in the direction of its first strong letter, one line at a time so an
 * Arabic label reads right to left and a Latin address left to right.
 */
class Sheet {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4' });
  private readonly rtl: boolean;

  constructor(locale: Locale) {
    this.rtl = textDirection(locale) === 'rtl';
    if (locale === 'ar') {
      this.doc.addFileToVFS(`${ARABIC_FACE}.ttf`, arabicFontFile());
      this.doc.addFont(`${ARABIC_FACE}.ttf`, ARABIC_FACE, 'normal', 'Identity-H');
      this.doc.setFont(ARABIC_FACE, 'normal');
    }
  }

  text(value: string | string[], x: number, y: number, align: 'left' | 'right' = 'left'): void {
    if (!this.rtl) {
      this.doc.text(value, x, y, { align });
      return;
    }
    const lineHeight = this.doc.getLineHeight() / this.doc.internal.scaleFactor;
    (typeof value === 'string' ? [value] : value).forEach((line, index) => {
      const rtl = startsRightToLeft(line);
      // jsPDF's bidi engine misses UBA rule W5 (a percent sign after a number belongs to it) and
      // would draw "(%20)" in a right-to-left line: the sign goes first in what it is given.
      this.doc.text(
        rtl ? line.replace(/(\d[\d.,]*)%/g, '%$1') : line,
        PAGE_WIDTH - x,
        y + index * lineHeight,
        {
          align: align === 'left' ? 'right' : 'left',
          isInputVisual: false,
          isInputRtl: rtl,
          isOutputVisual: true,
          isOutputRtl: false,
          isSymmetricSwapping: true,
        },
      );
    });
  }

  bytes(): Buffer {
    return Buffer.from(this.doc.output('arraybuffer'));
  }
}

function billingLines(billing: BillingJson | null | undefined, fallback: string, locale: Locale): string[] {
  if (!billing) return [fallback];
  return [
    billing.name || fallback,
    billing.company,
    billing.address,
    [billing.postalCode, billing.city].filter(Boolean).join(' '),
    billing.country,
    billing.vatId ? t(locale, 'document.vatId', { id: billing.vatId }) : '',
  ].filter(Boolean);
}

/** One A4 page: title, the seller and the buyer (`billTo`) as copied at payment, and the amounts. */
function page(
  locale: Locale,
  title: string,
  invoice: InvoiceJson,
  billTo: string[],
  rows: Array<[string, string]>,
): Buffer {
  const sheet = new Sheet(locale);
  sheet.doc.setFontSize(18);
  sheet.text(title, 20, 24);
  sheet.doc.setFontSize(10);
  const seller = [
    invoice.seller.legalName,
    invoice.seller.address,
    invoice.seller.vatId && t(locale, 'document.vatId', { id: invoice.seller.vatId }),
  ];
  sheet.text([t(locale, 'document.from'), ...seller.filter((line): line is string => Boolean(line))], 20, 40);
  sheet.text([t(locale, 'document.billTo'), ...billTo], 110, 40);
  let y = 80;
  for (const [label, value] of rows) {
    sheet.text(label, 20, y);
    sheet.text(value, 190, y, 'right');
    y += 7;
  }
  if (invoice.seller.footer) sheet.text(invoice.seller.footer, 20, 280);
  return sheet.bytes();
}

function invoicePdf(locale: Locale, order: OrderJson, invoice: InvoiceJson): Buffer {
  const w = (id: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale, id, values);
  const billTo = billingLines(order.billing, order.user.name, locale);
  return page(locale, w('document.invoiceTitle', { number: invoice.number }), invoice, billTo, [
    [w('document.date'), day(invoice.issuedAt)],
    [w('document.order'), order._id],
    [w('document.item'), `${order.service.name} (${order.service.type})`],
    [w('document.net'), money(invoice.net, invoice.currency)],
    [w('document.taxRate', { rate: invoice.taxRatePercent }), money(invoice.tax, invoice.currency)],
    [w('document.total'), money(invoice.total, invoice.currency)],
    [w('document.paidBy'), order.payment.method],
  ]);
}

function creditNotePdf(locale: Locale, order: OrderJson, invoice: InvoiceJson, refund: RefundJson): Buffer {
  const w = (id: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale, id, values);
  const title = w('document.creditNoteTitle', { number: refund.creditNote.number });
  const billTo = billingLines(order.billing, order.user.name, locale);
  return page(locale, title, invoice, billTo, [
    [w('document.date'), day(refund.creditNote.issuedAt)],
    [w('document.forInvoice'), refund.invoiceNumber ?? invoice.number],
    [w('document.order'), order._id],
    [w('document.reason'), refund.reason.slice(0, 80)],
    [w('document.net'), money(-refund.creditNote.net, invoice.currency)],
    [w('document.tax'), money(-refund.creditNote.tax, invoice.currency)],
    [w('document.total'), money(-refund.amount, invoice.currency)],
  ]);
}

function extraInvoicePdf(locale: Locale, order: OrderJson, extra: ExtraInvoice): Buffer {
  const w = (id: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale, id, values);
  const { invoice } = extra;
  const billTo = billingLines(extra.billing, order.user.name, locale);
  return page(locale, w('document.invoiceTitle', { number: invoice.number }), invoice, billTo, [
    [w('document.date'), day(invoice.issuedAt)],
    [w('document.order'), order._id],
    [w('document.item'), w('document.extraItem', { extra: extra.title, service: order.service.name })],
    [w('document.net'), money(invoice.net, invoice.currency)],
    [w('document.taxRate', { rate: invoice.taxRatePercent }), money(invoice.tax, invoice.currency)],
    [w('document.total'), money(invoice.total, invoice.currency)],
    [w('document.paidBy'), extra.paymentMethod],
  ]);
}

/**
 * The invoice of a paid order and a credit note per refund, as PDFs in the account's language
 * (Arabic right to left, in its own face); none for an order never paid.
 */
export function orderDocuments(order: OrderJson, locale: Locale = 'en'): DocumentFile[] {
  const invoice = order.invoice;
  if (!invoice) return [];
  return [
    { name: `${invoice.number}.pdf`, bytes: invoicePdf(locale, order, invoice) },
    ...(order.refunds ?? []).map((refund) => ({
      name: `${refund.creditNote.number}.pdf`,
      bytes: creditNotePdf(locale, order, invoice, refund),
    })),
  ];
}

/**
 * The invoice of an extra bought during the order (its own number, billed to the details given
 * when the extra was paid), as a PDF in the account's language.
 */
export function extraInvoiceDocument(
  order: OrderJson,
  extra: ExtraInvoice,
  locale: Locale = 'en',
): DocumentFile {
  return { name: `${extra.invoice.number}.pdf`, bytes: extraInvoicePdf(locale, order, extra) };
}
