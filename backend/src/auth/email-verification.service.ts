import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { localeOr } from '../i18n/i18n';
import { emailChangedMail, verifyEmailMail } from '../mail/templates/account-mails';
import { invalid } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { EmailVerificationRepository } from './email-verification.repository';

const LINK_TTL_MS = 48 * 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * E-mail verification: a single-use link (stored hashed, valid 48 hours, bound to the address it
 * was sent to) mailed at registration and at every e-mail change. Everything the spec offers works
 * while unverified; what a verified address unlocks is linking a Google or GitHub sign-in to the
 * account (see OAuthService), so nobody can register someone else's address and wait for them.
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    private readonly links: EmailVerificationRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a new link to the user's current address, in the background (the caller does not wait for SMTP). */
  async sendLink(user: { id: string; username: string; email: string; locale?: string }): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.links.replace(
      user.id,
      user.email.toLowerCase(),
      sha256(token),
      new Date(Date.now() + LINK_TTL_MS),
    );
    const link = `${this.config.publicUrl}/auth/verify-email/${token}`;
    void this.mail
      .send({
        to: user.email,
        ...verifyEmailMail(localeOr(user.locale), {
          brand: this.config.brandName,
          username: user.username,
          link,
        }),
      })
      .catch((error: Error) => this.logger.error(`Could not send the verification mail: ${error.message}`));
  }

  /**
   * Marks the address verified when the link is live and the account still has that address; the
   * address is compared in the same statement that marks it, so a change racing the link loses.
   */
  async verify(token: string): Promise<void> {
    const link = token.length <= 200 ? await this.links.consume(sha256(token), new Date()) : undefined;
    if (!link || !(await this.users.markEmailVerified(link.userId, link.email))) {
      throw invalid(
        'AUTH.VERIFY_TOKEN_INVALID',
        'This verification link is invalid or has expired. Sign in and ask for a new one in Settings.',
      );
    }
  }

  async resend(userId: string): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.emailVerified)
      throw invalid('AUTH.EMAIL_ALREADY_VERIFIED', 'Your e-mail address is already verified');
    await this.sendLink(user);
  }

  /** Tells the old address that the account's address changed (its owner may not have done it). */
  noticeToOldAddress(oldEmail: string, user: { username: string; email: string; locale?: string }): void {
    void this.mail
      .send({
        to: oldEmail,
        ...emailChangedMail(localeOr(user.locale), {
          brand: this.config.brandName,
          username: user.username,
          newEmail: user.email,
          forgotUrl: `${this.config.publicUrl}/auth/forgot-password`,
        }),
      })
      .catch((error: Error) =>
        this.logger.error(`Could not send the address change notice: ${error.message}`),
      );
  }
}
