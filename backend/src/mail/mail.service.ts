import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each mail as one .eml file
 * into MAIL_OUTBOX_DIR so a developer can open it. Logs only the subject and recipient:
 * bodies can hold reset links, which are secrets.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.smtpUrl
      ? createTransport(config.mail.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mail.from, ...mail });
    if (this.config.mail.smtpUrl) {
      this.logger.log(`Sent "${mail.subject}" to ${mail.to}`);
      return;
    }
    await mkdir(this.config.mail.outboxDir, { recursive: true });
    const file = join(
      this.config.mail.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    this.logger.log(`Wrote "${mail.subject}" to ${mail.to} into ${file}`);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
