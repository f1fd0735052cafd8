import { jsPDF } from 'jspdf';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceContent } from './invoice-content';
import type { EmbeddedFace } from './invoice-font';
import { drawInvoice } from './invoice-pdf';

/** For the invoice tests: the drawn PDF read back by poppler's pdftotext (CI installs poppler-utils). */
export function pdfText(content: InvoiceContent, face: EmbeddedFace | null = null): string {
  return readBack(drawnPdf(content, face));
}

/** The bytes of the PDF drawInvoice makes of `content`. */
export function drawnPdf(content: InvoiceContent, face: EmbeddedFace | null = null): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  drawInvoice(doc, content, null, face);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** The text of PDF bytes as `pdftotext -layout` reads it. */
export function readBack(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Arabic read back as words: pdftotext gives the drawn glyphs, the joined presentation forms
 * (U+FExx), with direction marks around each run; NFKC turns the forms back into letters.
 */
export function plainArabic(text: string): string {
  return text.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

/** The Arabic face as loadArabicFace fetches it in the browser, read from the package here. */
export function arabicFace(): EmbeddedFace {
  const file = (path: string) =>
    new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/noto-naskh-arabic/${path}`)));
  return {
    name: 'NotoNaskhArabic',
    regular: file('400Regular/NotoNaskhArabic_400Regular.ttf'),
    bold: file('700Bold/NotoNaskhArabic_700Bold.ttf'),
  };
}
