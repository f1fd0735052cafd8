import type { jsPDF } from 'jspdf';
import { isLocale, textDirection } from '@market/contracts';
import { loadCatalog } from '@market/ui';
import { CHECKOUT_APP, loadCheckoutMessages } from '@/i18n';
import type { Order } from '../api/order-types';
import type { EmbeddedFace } from './invoice-font';
import { invoiceWords, type InvoiceWords } from './invoice-words';
import {
  buildCreditNoteContent,
  buildInvoiceContent,
  type InvoiceContent,
  type InvoiceParty,
  type InvoiceTotalLine,
  type StampKind,
} from './invoice-content';
import cancelledStamp from './stamps/cancelled.png';
import completedStamp from './stamps/completed.png';
import inProgressStamp from './stamps/in-progress.png';
import pendingStamp from './stamps/pending.png';

/** The rubber-stamp image of each status (made by scripts/generate-invoice-stamps.mjs). */
const STAMP_IMAGES: Record<StampKind, string> = {
  COMPLETED: completedStamp,
  PENDING: pendingStamp,
  CANCELLED: cancelledStamp,
  'IN PROGRESS': inProgressStamp,
};

/** PNG bytes of a stamp image, ready for jsPDF's addImage. */
export type StampImage = Uint8Array;

const INK = '#212529';
const MUTED = '#6c757d';
const BRAND = '#1dbf73';

const PAGE_WIDTH = 210;
const LEFT = 20;
const RIGHT = 190;
const LINE = 5;

/**
 * The faces of the languages jsPDF's standard fonts (Windows-1252) cannot write, each in a chunk of
 * its own that only a document in that language loads.
 */
const FACES: Partial<Record<string, () => Promise<EmbeddedFace>>> = {
  ar: () =>
    import(/* webpackChunkName: "invoice-font-arabic" */ './invoice-font').then((font) =>
      font.loadArabicFace(),
    ),
};
const NEEDS_FACE = new Set(Object.keys(FACES));

/** The face a document in `locale` is drawn with; none for the languages of the standard fonts. */
async function loadFace(locale: string): Promise<EmbeddedFace | null> {
  const load = FACES[locale];
  return load ? load() : null;
}

type Align = 'left' | 'center' | 'right';
type FontStyle = 'normal' | 'bold';

// Intl's direction marks (the RLM before an Arabic amount) steer the bidi algorithm; jsPDF would
// draw them as glyphs, so they go once each line's direction is known.
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FIRST_STRONG =
  /([A-Za-z\u00c0-\u024f\u0370-\u04ff\u200e])|[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200f]/;

/**
 * Whether a line reads right to left: as its first strong letter does (as `dir="auto"` decides),
 * so a Latin address keeps its order; a line of digits and signs only follows the page.
 */
function startsRightToLeft(text: string): boolean {
  const strong = FIRST_STRONG.exec(text);
  return !strong || !strong[1];
}

/**
 * The sheet the invoice is drawn on, positions given in mm from the left edge as for a
 * left-to-right language. For a right-to-left one the sheet is mirrored (x becomes 210 - x, left
 * and right alignment swap), so labels stand on the right and amounts on the left, and each line
 * is laid out by jsPDF: Arabic letters shaped to their joined forms (its arabic plugin, on every
 * text) and put in visual order by its Unicode bidi engine (logical input, drawn left to right,
 * brackets mirrored), each line in the direction of its first strong letter: an Arabic label reads
 * right to left, a Latin address left to right.
 */
class Sheet {
  readonly rtl: boolean;

  constructor(
    readonly doc: jsPDF,
    private readonly face: string,
    locale: string,
  ) {
    this.rtl = textDirection(locale) === 'rtl';
  }

  font(style: FontStyle): void {
    this.doc.setFont(this.face, style);
  }

  text(value: string | string[], x: number, y: number, align: Align = 'left'): void {
    if (!this.rtl) {
      this.doc.text(value, x, y, { align });
      return;
    }
    const unmarked = (line: string) => line.replace(BIDI_MARKS, '');
    this.doc.text(typeof value === 'string' ? unmarked(value) : value.map(unmarked), PAGE_WIDTH - x, y, {
      align: align === 'left' ? 'right' : align === 'right' ? 'left' : align,
      isInputVisual: false,
      isInputRtl: startsRightToLeft(typeof value === 'string' ? value : value.join(' ')),
      isOutputVisual: true,
      isOutputRtl: false,
      isSymmetricSwapping: true,
    });
  }

  /** The width of `text` in mm, in the current font and size. */
  width(text: string): number {
    return this.doc.getTextWidth(text.replace(BIDI_MARKS, ''));
  }

  /** Lines of at most `width` mm. */
  split(text: string, width: number): string[] {
    return this.doc.splitTextToSize(text, width) as string[];
  }

  rect(x: number, y: number, width: number, height: number, style: 'F' | 'S'): void {
    this.doc.rect(this.x(x, width), y, width, height, style);
  }

  roundedRect(x: number, y: number, width: number, height: number, radius: number, style: 'F' | 'S'): void {
    this.doc.roundedRect(this.x(x, width), y, width, height, radius, radius, style);
  }

  line(x1: number, y1: number, x2: number, y2: number): void {
    this.doc.line(this.x(x1), y1, this.x(x2), y2);
  }

  image(data: StampImage, x: number, y: number, width: number, height: number): void {
    this.doc.addImage(data, 'PNG', this.x(x, width), y, width, height);
  }

  /** Where a box of `width` starting at `x` starts on the sheet as drawn. */
  private x(x: number, width = 0): number {
    return this.rtl ? PAGE_WIDTH - x - width : x;
  }
}

/** Registers `face` (both weights) with the document, to be chosen by its name. */
function embedFace(doc: jsPDF, face: EmbeddedFace): void {
  for (const [style, bytes] of [
    ['normal', face.regular],
    ['bold', face.bold],
  ] as const) {
    const file = `${face.name}-${style}.ttf`;
    doc.addFileToVFS(file, binaryString(bytes));
    doc.addFont(file, face.name, style, 'Identity-H');
  }
}

/** The bytes as jsPDF's virtual file system keeps a font: one character per byte. */
function binaryString(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return text;
}

/**
 * Draw the invoice (or credit note) on an A4 portrait jsPDF document, all positions in mm. Each
 * section draws from a top and answers where it ends, so a section that grows (more totals
 * lines, more refunds) pushes the next one down. A language jsPDF's standard fonts cannot write
 * (Arabic) comes with its `face`, embedded here.
 */
export function drawInvoice(
  doc: jsPDF,
  content: InvoiceContent,
  stampImage?: StampImage | null,
  face?: EmbeddedFace | null,
): void {
  if (face) embedFace(doc, face);
  else if (NEEDS_FACE.has(content.locale)) throw new Error(`An invoice in ${content.locale} needs its font`);
  const sheet = new Sheet(doc, face?.name ?? 'helvetica', content.locale);
  drawHeader(sheet, content);
  const partiesBottom = drawParties(sheet, content, 66);
  const rowBottom = drawLineItem(sheet, content, Math.max(98, partiesBottom + 8));
  const totalsBottom = drawTotals(sheet, content, rowBottom + 10);
  const refundsBottom = drawRefunds(sheet, content, totalsBottom + 8);
  const paymentY = refundsBottom + 10;
  drawPayment(sheet, content, paymentY);

  if (stampImage) sheet.image(stampImage, 124, paymentY, 52, 20);
  else drawStamp(sheet, content.stamp, 150, paymentY + 10);

  sheet.font('normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  sheet.text(content.footer, 105, 275, 'center');
  sheet.text(`${content.brand} · ${content.invoiceNumber}`, 105, 281, 'center');
}

function drawHeader(sheet: Sheet, content: InvoiceContent): void {
  const { doc } = sheet;
  doc.setFillColor(BRAND);
  sheet.rect(0, 0, PAGE_WIDTH, 6, 'F');

  sheet.font('bold');
  doc.setFontSize(26);
  doc.setTextColor(BRAND);
  sheet.text(content.brand, LEFT, 26);
  doc.setFontSize(20);
  doc.setTextColor(INK);
  sheet.text(content.title, RIGHT, 26, 'right');

  sheet.font('normal');
  doc.setFontSize(10);
  doc.setTextColor(MUTED);
  sheet.text(content.labels.tagline, LEFT, 32);
  content.meta.forEach(([label, value], index) => {
    const y = 34 + index * 6;
    doc.setTextColor(MUTED);
    sheet.text(label, 128, y);
    doc.setTextColor(INK);
    sheet.text(value, RIGHT, y, 'right');
  });
  // The order id is a long UUID: its own line under its label.
  const idY = 34 + content.meta.length * 6;
  doc.setTextColor(MUTED);
  sheet.text(content.labels.orderId, 128, idY);
  doc.setFontSize(8);
  doc.setTextColor(INK);
  sheet.text(content.orderId, RIGHT, idY + 5, 'right');
  doc.setFontSize(10);
}

/** A heading and its lines (wrapped to `width`); answers the y under the last line. */
function drawParty(sheet: Sheet, party: InvoiceParty, x: number, top: number, width: number): number {
  const { doc } = sheet;
  sheet.font('bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  sheet.text(party.heading, x, top);
  sheet.font('normal');
  doc.setFontSize(10);
  let y = top + 7;
  for (const line of party.lines) {
    const wrapped = sheet.split(line, width);
    sheet.text(wrapped, x, y);
    y += wrapped.length * LINE;
  }
  return y;
}

/** The seller (when the shop set its details), the buyer, and the order status badge. */
function drawParties(sheet: Sheet, content: InvoiceContent, top: number): number {
  const { doc } = sheet;
  let bottom: number;
  if (content.seller.lines.length > 0) {
    const seller = drawParty(sheet, content.seller, LEFT, top, 48);
    const buyer = drawParty(sheet, content.customer, 72, top, 50);
    bottom = Math.max(seller, buyer);
  } else {
    bottom = drawParty(sheet, content.customer, LEFT, top, 100);
  }

  sheet.font('bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  sheet.text(content.labels.orderStatus, 128, top);
  doc.setFillColor(content.status.color);
  sheet.roundedRect(128, top + 4, 40, 8, 2, 'F');
  doc.setTextColor('#ffffff');
  doc.setFontSize(10);
  sheet.text(content.status.label, 148, top + 9.5, 'center');
  sheet.font('normal');
  return Math.max(bottom, top + 14);
}

function drawLineItem(sheet: Sheet, content: InvoiceContent, tableTop: number): number {
  const { doc } = sheet;
  doc.setFillColor('#f1f3f5');
  sheet.rect(LEFT, tableTop, RIGHT - LEFT, 9, 'F');
  doc.setTextColor(INK);
  sheet.font('bold');
  sheet.text(content.labels.description, LEFT + 3, tableTop + 6);
  sheet.text(content.labels.package, 105, tableTop + 6);
  sheet.text(content.labels.quantity, 135, tableTop + 6, 'right');
  sheet.text(content.labels.unitPrice, 162, tableTop + 6, 'right');
  sheet.text(content.labels.amount, RIGHT - 3, tableTop + 6, 'right');
  sheet.font('normal');
  let itemY = tableTop + 17;
  let rowBottom = itemY;
  for (const item of [content.lineItem, ...content.extraLines]) {
    const description = sheet.split(item.description, 76);
    sheet.text(description, LEFT + 3, itemY);
    sheet.text(item.packageName, 105, itemY);
    sheet.text(String(item.quantity), 135, itemY, 'right');
    sheet.text(item.unitPrice, 162, itemY, 'right');
    sheet.text(item.amount, RIGHT - 3, itemY, 'right');
    rowBottom = itemY + description.length * LINE + 2;
    itemY = rowBottom + LINE + 1;
  }
  doc.setDrawColor('#dee2e6');
  sheet.line(LEFT, rowBottom, RIGHT, rowBottom);
  return rowBottom;
}

/** The totals lines in order; the emphasised one (the total) ruled above and bold. */
function drawTotals(sheet: Sheet, content: InvoiceContent, top: number): number {
  const { doc } = sheet;
  const labelX = totalsLabelX(sheet, content.totals);
  let y = top;
  for (const line of content.totals) {
    if (line.emphasis) {
      doc.setDrawColor('#dee2e6');
      sheet.line(labelX - 2, y - 3, RIGHT, y - 3);
      y += 3;
    }
    totalsFont(sheet, line);
    doc.setTextColor(line.emphasis ? INK : MUTED);
    sheet.text(line.label, labelX, y);
    doc.setTextColor(INK);
    sheet.text(line.value, RIGHT - 3, y, 'right');
    y += 7;
  }
  sheet.font('normal');
  doc.setFontSize(9);
  if (content.taxNote) {
    doc.setTextColor(MUTED);
    sheet.text(content.taxNote, RIGHT - 3, y, 'right');
    y += 6;
  }
  return y;
}

function totalsFont(sheet: Sheet, line: InvoiceTotalLine): void {
  sheet.font(line.emphasis ? 'bold' : 'normal');
  sheet.doc.setFontSize(line.emphasis ? 12 : 10);
}

/**
 * Where the totals' labels start: 140 mm, or further out when a label and its amount would meet
 * there (longer labels, as "Zwischensumme (netto)" or the Arabic ones, with a wide amount).
 */
function totalsLabelX(sheet: Sheet, totals: InvoiceTotalLine[]): number {
  const widest = Math.max(
    0,
    ...totals.map((line) => {
      totalsFont(sheet, line);
      return sheet.width(line.label) + sheet.width(line.value);
    }),
  );
  return Math.min(140, RIGHT - 3 - 4 - widest);
}

/** The refunds made, each with its credit note number; nothing when there are none. */
function drawRefunds(sheet: Sheet, content: InvoiceContent, top: number): number {
  const { doc } = sheet;
  if (content.refunds.length === 0) return top;
  sheet.font('bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  sheet.text(content.labels.refunds, LEFT, top);
  sheet.font('normal');
  doc.setFontSize(9);
  let y = top + 6;
  for (const refund of content.refunds) {
    const label = sheet.split(refund.label, 140);
    doc.setTextColor(MUTED);
    sheet.text(label, LEFT, y);
    doc.setTextColor(INK);
    sheet.text(refund.amount, RIGHT - 3, y, 'right');
    y += label.length * LINE;
  }
  return y;
}

function drawPayment(sheet: Sheet, content: InvoiceContent, paymentY: number): void {
  const { doc } = sheet;
  sheet.font('bold');
  doc.setFontSize(11);
  doc.setTextColor(INK);
  sheet.text(content.labels.paymentHeading, LEFT, paymentY);
  sheet.font('normal');
  doc.setFontSize(10);
  const payment: [string, string][] = [
    [content.labels.paymentMethod, content.payment.method],
    [content.labels.transactionId, content.payment.transactionId],
    [content.labels.paymentStatus, content.payment.status],
  ];
  // The values start past the longest label (labels are longer in some languages).
  const valueX = LEFT + Math.max(32, ...payment.map(([label]) => sheet.width(label) + 3));
  payment.forEach(([label, value], index) => {
    const y = paymentY + 7 + index * 6;
    doc.setTextColor(MUTED);
    sheet.text(label, LEFT, y);
    doc.setTextColor(INK);
    sheet.text(value, valueX, y);
  });
}

/** The stamp drawn with shapes and text, for when its image could not be fetched. */
function drawStamp(sheet: Sheet, stamp: InvoiceContent['stamp'], centerX: number, centerY: number): void {
  const { doc } = sheet;
  doc.setDrawColor(stamp.color);
  doc.setTextColor(stamp.color);
  doc.setLineWidth(1.2);
  sheet.roundedRect(centerX - 26, centerY - 9, 52, 18, 3, 'S');
  doc.setLineWidth(0.4);
  sheet.roundedRect(centerX - 24, centerY - 7, 48, 14, 2, 'S');
  sheet.font('bold');
  doc.setFontSize(stamp.text.length > 9 ? 13 : 16);
  sheet.text(stamp.text, centerX, centerY + 2, 'center');
  doc.setLineWidth(0.2);
  sheet.font('normal');
}

/** Render a document and let the browser save it under its file name; jspdf loads on first use. */
async function saveDocument(content: InvoiceContent): Promise<void> {
  const [{ jsPDF: JsPdf }, stampImage, face] = await Promise.all([
    import(/* webpackChunkName: "jspdf" */ 'jspdf'),
    loadStampImage(content.stamp.text),
    loadFace(content.locale),
  ]);
  const doc = new JsPdf({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `${content.brand} ${content.invoiceNumber}` });
  drawInvoice(doc, content, stampImage, face);
  doc.save(content.fileName);
}

/**
 * The words of the page's language (`<html lang>`, which the shell sets), its catalog loaded on
 * first use (one chunk per language). Arabic is drawn with an embedded Arabic face, right to left
 * (see Sheet and FACES).
 */
async function pageWords(order: Order): Promise<InvoiceWords> {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  const currency = (order.invoice?.currency ?? 'usd').toUpperCase();
  const locale = isLocale(lang) ? lang : 'en';
  // The catalog even in English: the browser build has no ICU parser, so a default message with
  // a value ("VAT ID: {id}") is formatted only from the catalog's compiled form.
  const messages = await loadCatalog(CHECKOUT_APP, locale, loadCheckoutMessages);
  return invoiceWords(locale, messages as Record<string, string>, currency);
}

/** The order's invoice, saved as Invoice_{orderId}.pdf, in the page's language. */
export async function downloadInvoice(order: Order): Promise<void> {
  return saveDocument(buildInvoiceContent(order, new Date(), await pageWords(order)));
}

/** The credit note of one of the order's refunds, saved as CreditNote_{number}.pdf, in the page's language. */
export async function downloadCreditNote(order: Order, refundId: string): Promise<void> {
  const refund = order.refunds?.find((candidate) => candidate._id === refundId);
  if (!refund) throw new Error('No such refund');
  return saveDocument(buildCreditNoteContent(order, refund, await pageWords(order)));
}

/** The status's stamp image, or null when it cannot be fetched (the invoice then draws the stamp). */
export async function loadStampImage(kind: StampKind): Promise<StampImage | null> {
  try {
    const response = await fetch(STAMP_IMAGES[kind]);
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  }
}
