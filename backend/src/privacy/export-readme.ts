import type { Locale } from '@market/contracts';
import { t, type MessageId } from '../i18n/i18n';

/** What each file of the archive holds, in the order the README lists them. */
const FILES: ReadonlyArray<[name: string, says: MessageId]> = [
  ['account.json', 'export.readme.account'],
  ['orders.json', 'export.readme.orders'],
  ['messages.json', 'export.readme.messages'],
  ['reviews.json', 'export.readme.reviews'],
  ['notifications.json', 'export.readme.notifications'],
  ['invoices/', 'export.readme.invoices'],
  ['files/', 'export.readme.files'],
];

// File names in a column of their own, the text beside them wrapped as a plain-text reader shows it.
const NAME_COLUMN = 20;
const LINE_WIDTH = 96;

/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

/** The archive's README.txt in the account's language: what each file holds, and how dates and amounts read. */
export function exportReadme(locale: Locale): string {
  const lines = [t(locale, 'export.readme.intro'), ''];
  for (const [name, says] of FILES) {
    wrap(t(locale, says), LINE_WIDTH - NAME_COLUMN).forEach((line, index) => {
      lines.push(`${(index === 0 ? name : '').padEnd(NAME_COLUMN)}${line}`);
    });
  }
  lines.push('', t(locale, 'export.readme.formats'), '');
  return lines.join('\n');
}
