import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { startMailCapture } from '../../test/mail-capture.helper';
import { MailService } from './mail.service';

describe('MailService', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes one .eml file per mail into the outbox without SMTP_URL, logging subject and recipient only', async () => {
    const outbox = join(dataDir, 'outbox');
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      MAIL_OUTBOX_DIR: outbox,
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    const logged: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    const mail = new MailService(config);
    try {
      await mail.send({
        to: 'jane@example.com',
        subject: 'Hello there',
        text: 'secret-token-123',
        html: '<p>secret-token-123</p>',
      });
      await mail.send({ to: 'bob@example.com', subject: 'Second', text: 'two' });
    } finally {
      spy.mockRestore();
      mail.onModuleDestroy();
    }
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const first = files
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => m.includes('Hello there'))!;
    expect(first).toMatch(/^To: jane@example.com$/m);
    expect(first).toMatch(/^From: Shop <shop@example.com>$/m);
    expect(first).toContain('secret-token-123');
    expect(first).toContain('text/html');
    expect(logged.join('\n')).toContain('Hello there');
    expect(logged.join('\n')).toContain('jane@example.com');
    expect(logged.join('\n')).not.toContain('secret-token-123');
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await startMailCapture();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'shop@example.com',
      LOG_LEVEL: 'error',
    });
    const mail = new MailService(config);
    try {
      await mail.send({ to: 'jane@example.com', subject: 'Over SMTP', text: 'Body text' });
    } finally {
      mail.onModuleDestroy();
      await smtp.close();
    }
    const received = smtp.mails;
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('shop@example.com');
    expect(received[0].to).toEqual(['jane@example.com']);
    expect(received[0].raw).toMatch(/^Subject: Over SMTP$/m);
    expect(received[0].raw).toContain('Body text');
  });

  it('refuses a malformed SMTP_URL at start with a message naming the variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'http://mail' }),
    ).toThrow(/SMTP_URL/);
  });
});
