import { textDirection, type Locale } from '@market/contracts';
import { escapeHtml } from '../../common/html';

/** One mail as it goes out: a subject, a plain-text part and an HTML part, in the reader's language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of the HTML part: already HTML (every argument escaped by `tHtml`). */
export type HtmlParagraph = string;

/**
 * The HTML part's frame: the paragraphs in a document that says its language and direction, so a
 * mail client lays Arabic out right to left.
 */
export function htmlDocument(locale: Locale, paragraphs: HtmlParagraph[], footer?: string): string {
  const dir = textDirection(locale);
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head>` +
    `<body dir="${dir}">${paragraphs.map((p) => `<p>${p}</p>`).join('')}${footer ?? ''}</body></html>`
  );
}

/** The plain-text part: blocks separated by a blank line, ending with a line break. */
export function textBody(blocks: string[]): string {
  return `${blocks.join('\n\n')}\n`;
}

/** A link of the HTML part, its address and words escaped. */
export function linkHtml(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}
