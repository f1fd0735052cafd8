import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { escapeHtml } from '../common/html';
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
  async sendLink(user: { id: string; username: string; email: string }): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.links.replace(
      user.id,
      user.email.toLowerCase(),
      sha256(token),
      new Date(Date.now() + LINK_TTL_MS),
    );
    const link = `${this.config.publicUrl}/auth/verify-email/${token}`;
    const brand = this.config.brandName;
    void this.mail
      .send({
        to: user.email,
        subject: `Confirm your e-mail address for ${brand}`,
        text:
          `Hello ${user.username},\n\nPlease confirm that this is your e-mail address for your ${brand} account.\n` +
          `Open this link within 48 hours:\n\n${link}\n\nIf you did not create an account or change your address, ignore this e-mail.\n`,
        html:
          `<p>Hello ${escapeHtml(user.username)},</p><p>Please confirm that this is your e-mail address for your ` +
          `${escapeHtml(brand)} account. Open this link within 48 hours:</p><p><a href="${link}">Confirm my e-mail address</a></p>` +
          `<p>If you did not create an account or change your address, ignore this e-mail.</p>`,
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
  noticeToOldAddress(oldEmail: string, user: { username: string; email: string }): void {
    const brand = this.config.brandName;
    void this.mail
      .send({
        to: oldEmail,
        subject: `Your ${brand} e-mail address was changed`,
        text:
          `Hello ${user.username},\n\nThe e-mail address of your ${brand} account was changed to ${user.email}.\n` +
          `If you did not do this, reset your password at ${this.config.publicUrl}/auth/forgot-password and contact us.\n`,
      })
      .catch((error: Error) =>
        this.logger.error(`Could not send the address change notice: ${error.message}`),
      );
  }
}
