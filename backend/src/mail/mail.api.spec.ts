import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config/app-config';
import { MailService } from './mail.service';
import { OrderRow } from '../orders/orders.schema';
import { OrderMailService } from '../orders/order-mail.service';
import { OrderNotifications } from '../orders/order-notifications';
import { startMailCapture } from '../../test/mail-capture.helper';
import { buyBasic, createService, queueEnv } from '../../test/payments-fixtures';
import { createTestApp } from '../../test/test-app';

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
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'shop@example.com',
      LOG_LEVEL: 'error',
    });
    const mail = new MailService(config);
    try {
      await mail.send({ to: 'jane@example.com', subject: 'Over SMTP', text: 'Body text' });
    } finally {
      mail.onModuleDestroy();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
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

describe('the new-order notice without ORDER_NOTIFY_EMAIL or SEED_ADMIN_EMAIL', () => {
  // Its own shop (no admin address configured): a start-up's time.
  it('goes to the admin accounts, and is reported when there is no admin', async () => {
    const capture = await startMailCapture();
    const t = await createTestApp({ ...queueEnv(), SMTP_URL: capture.url });
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    try {
      expect(t.config.orderNotifyEmail).toBeUndefined();
      const lonely = {
        id: randomUUID(),
        buyerId: randomUUID(),
        buyerName: 'Lone Buyer',
        buyerEmail: 'lone@example.com',
        serviceTitle: 'Logo',
        packageName: 'basic',
        priceCents: 4000,
        paymentMethod: 'stripe',
        requirements: [] as OrderRow['requirements'],
        requirementsSubmittedAt: null,
        dueAt: null,
      } as OrderRow;
      // The buyer's receipt goes; nobody else hears of it, and that is reported.
      await t.app.get(OrderMailService).orderPaid(lonely);
      await capture.waitFor('lone@example.com');
      await t.app.get(OrderNotifications).paid(lonely);
      expect(warnings.join('\n')).toContain('Nobody is told of order.paid');

      const admin = await t.signIn({ admin: true });
      const buyer = await t.signIn();
      const order = await buyBasic(t, buyer, await createService(t, admin));
      const notice = await capture.waitFor(admin.user.email);
      expect(notice.text).toContain(`New paid order ${order._id}`);
      expect(capture.mails.filter((m) => m.text.includes(`New paid order ${order._id}`))).toEqual([]);
    } finally {
      spy.mockRestore();
      await t.close();
      await capture.close();
    }
  }, 120_000);
});
