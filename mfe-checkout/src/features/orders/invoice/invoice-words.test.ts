import ar from '@/i18n/ar.json';
import de from '@/i18n/de.json';
import en from '@/i18n/en.json';
import es from '@/i18n/es.json';
import fr from '@/i18n/fr.json';
import { buildCreditNoteContent, buildInvoiceContent } from './invoice-content';
import { invoiceMessages, invoiceWords } from './invoice-words';
import { INVOICED, order } from './test-orders';
import { arabicFace, pdfText, plainArabic } from './test-pdf';

const CATALOGS: Record<string, Record<string, string>> = { en, de, es, fr, ar };

describe('the invoice words', () => {
  it('has every invoice message in all five catalogs, English exactly as its default, the others translated', () => {
    const ids = Object.values(invoiceMessages).map((message) => message.id);
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      for (const id of ids)
        expect({ locale, id, present: typeof catalog[id] }).toEqual({ locale, id, present: 'string' });
    }
    for (const message of Object.values(invoiceMessages))
      expect(en[message.id as keyof typeof en]).toBe(message.defaultMessage);
    const sameEverywhere = [
      'checkout.invoice.totals.total',
      'checkout.invoice.totals.subtotal',
      'checkout.invoice.table.description',
    ];
    // "Extra" is also German for an extra line.
    const sameIn: Record<string, string[]> = { de: ['checkout.invoice.table.extra'], ar: [] };
    for (const locale of ['de', 'ar']) {
      const untranslated = ids.filter(
        (id) =>
          CATALOGS[locale][id] === CATALOGS.en[id] &&
          !sameEverywhere.includes(id) &&
          !sameIn[locale].includes(id),
      );
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
    }
  });

  it('draws a German invoice in German: labels, dates and amounts', () => {
    const words = invoiceWords('de', de, 'USD');
    const text = pdfText(
      buildInvoiceContent(order({ ...INVOICED, order_status: 'completed' }), new Date(), words),
    );
    for (const expected of [
      'RECHNUNG',
      'Rechnungsnr.:',
      'INV-2026-000007',
      'Rechnungsdatum:',
      '06. März 2026',
      'Bestelldatum:',
      'Rechnung an',
      'USt-IdNr.: DE999999999',
      'Bestellstatus',
      'Abgeschlossen',
      'Beschreibung',
      'Einzelpreis',
      'Zwischensumme (netto)',
      '33,33 $',
      'USt. 20 %',
      '6,67 $',
      '40,00 $',
      'Preise inkl. 20 % USt.',
      'Erstattungen',
      '07. März 2026 · CN-2026-000003 · Late delivery',
      '-10,00 $',
      'Zahlungsinformationen',
      'Kredit-/Debitkarte (Stripe)',
      'Bezahlt',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Invoice No|Bill To|Payment Information|Subtotal/);
  });

  it('draws a German credit note in German, in euros when the invoice was', () => {
    const o = order({ ...INVOICED, invoice: { ...INVOICED.invoice!, currency: 'eur' } });
    const text = pdfText(buildCreditNoteContent(o, o.refunds![0], invoiceWords('de', de, 'EUR')));
    for (const expected of [
      'GUTSCHRIFT',
      'Gutschriftsnr.:',
      'Erstattung: Late delivery',
      '-8,33 €',
      'Erstattet insgesamt',
      '-10,00 €',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws an Arabic invoice in Arabic, right to left: joined letters, labels, dates and amounts', () => {
    const words = invoiceWords('ar', ar, 'USD');
    const drawn = pdfText(
      buildInvoiceContent(order({ ...INVOICED, order_status: 'completed' }), new Date(), words),
      arabicFace(),
    );
    // Every letter drawn in its joined form (the presentation forms), none left as a bare letter.
    expect(drawn).toMatch(/[\ufe70-\ufefc]/);
    expect(drawn).not.toMatch(/[\u0621-\u064a]/);
    const text = plainArabic(drawn);
    for (const expected of [
      'فاتورة',
      'سوق الخدمات الرقمية',
      'رقم الفاتورة:',
      'INV-2026-000007',
      'تاريخ الفاتورة:',
      'مارس 2026',
      'فاتورة إلى',
      'Jane Buyer',
      'DE999999999',
      'buyer@example.com',
      'حالة الطلب',
      'مكتمل',
      'الوصف',
      'سعر الوحدة',
      'المجموع الفرعي',
      'ضريبة القيمة المضافة',
      'الأسعار تشمل ضريبة القيمة المضافة بنسبة',
      'المبالغ المستردة',
      'CN-2026-000003',
      'معلومات الدفع',
      'بطاقة ائتمان',
      'مدفوع',
      'Gigly',
      'Registered in Ireland',
    ]) {
      expect(text).toContain(expected);
    }
    // Amounts as Intl writes them for 'ar' (as the page does), laid out right to left: the
    // currency after the number reads first from the left, as a browser shows it.
    for (const amount of ['$US 33.33', '$US 6.67', '$US 40.00', '$US 10.00-']) expect(text).toContain(amount);
    expect(text).not.toMatch(/Invoice No|Bill To|Payment Information|Subtotal|Total/);
    // Mirrored: the label column on the right, the amounts on the left.
    const total = text.split('\n').find((line) => line.includes('الإجمالي'))!;
    expect(total.indexOf('40.00')).toBeLessThan(total.indexOf('الإجمالي'));
    const number = text.split('\n').find((line) => line.includes('رقم الفاتورة:'))!;
    expect(number.indexOf('INV-2026-000007')).toBeLessThan(number.indexOf('رقم الفاتورة:'));
  });

  it('draws an Arabic credit note in Arabic', () => {
    const o = order({ ...INVOICED, invoice: { ...INVOICED.invoice!, currency: 'eur' } });
    const text = plainArabic(
      pdfText(buildCreditNoteContent(o, o.refunds![0], invoiceWords('ar', ar, 'EUR')), arabicFace()),
    );
    for (const expected of [
      'إشعار دائن',
      'رقم الإشعار الدائن:',
      'CN-2026-000003',
      'INV-2026-000007',
      'استرداد',
      'Late delivery',
      'إجمالي المبلغ المسترد',
      'مسترد',
      '€ 8.33-',
      '€ 1.67-',
      '€ 10.00-',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws Arabic-Indic digits as well, where the browser's Intl writes them for Arabic", () => {
    // Current ICU (Node 20, Chromium) writes 'ar' with Latin digits; an older one with ٠-٩.
    const indic = new Intl.NumberFormat('ar-u-nu-arab', { style: 'currency', currency: 'USD' });
    const words = { ...invoiceWords('ar', ar, 'USD'), money: (value: number) => indic.format(value) };
    const text = plainArabic(pdfText(buildInvoiceContent(order(INVOICED), new Date(), words), arabicFace()));
    expect(text).toContain('٤٠٫٠٠');
    expect(text).toContain('٣٣٫٣٣');
  });

  it('keeps English as it was without a language', () => {
    const english = buildInvoiceContent(
      order({ ...INVOICED, order_status: 'completed' }),
      new Date('2026-03-06'),
    );
    expect(english.title).toBe('INVOICE');
    expect(english.meta[1]).toEqual(['Invoice Date:', 'Mar 06, 2026']);
    expect(english.totals.map((line) => `${line.label} ${line.value}`)).toEqual([
      'Subtotal (net) $33.33',
      'VAT 20 % $6.67',
      'Total $40.00',
    ]);
    expect(english.taxNote).toBe('Prices include 20 % VAT');
  });
});
