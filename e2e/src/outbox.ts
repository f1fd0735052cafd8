import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_TIMEOUT_MS } from './browser';

/** Undoes quoted-printable soft breaks and escapes so links in a written .eml can be read. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `recipient` (holding `containing`, if given) in DATA_DIR/outbox and answers its decoded text. */
export async function waitForMail(
  dataDir: string,
  recipient: string,
  containing = '',
  timeoutMs = PAGE_TIMEOUT_MS,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox).filter((name) => name.endsWith('.eml'))) {
        const text = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
        if (text.includes(recipient) && text.includes(containing)) return text;
      }
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No mail to ${recipient} in ${outbox}`);
}
