import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EVENTUALLY_MS } from './payments-fixtures';

export interface CapturedMail {
  /** The envelope's sender ('' for none). */
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks undone, for finding links. */
  text: string;
}

/** A real SMTP server on a random loopback port that keeps every mail it receives. */
export async function startMailCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // The body's quoted-printable undone (the headers are not encoded): soft line breaks
        // joined, each run of =XX bytes read as UTF-8.
        const bodyAt = raw.search(/\r?\n\r?\n/);
        const body = raw
          .slice(bodyAt)
          .replace(/=\r?\n/g, '')
          .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
        const text = `${raw.slice(0, bodyAt)}${body}`;
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to `to` (mail is sent in the background). */
    async waitFor(to: string, timeoutMs = EVENTUALLY_MS): Promise<CapturedMail> {
      const start = Date.now();
      for (;;) {
        const found = mails.find((m) => m.to.includes(to));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        if (Date.now() - start > timeoutMs) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
