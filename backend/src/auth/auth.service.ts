import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { escapeHtml } from '../common/html';
import { invalid, tooMany, unauthorized } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { UploadsService } from '../uploads/uploads.service';
import { UsersService } from '../users/users.service';
import { Account } from '../users/account';
import { RegisterDto } from './dto/register.dto';
import { PasswordResetRepository } from './password-reset.repository';
import { RateLimitStore } from './rate-limit.store';
import { EmailVerificationService } from './email-verification.service';
import { SessionService } from './session.service';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export const FORGOT_PASSWORD_ANSWER =
  'If that e-mail address is registered, a password reset link has been sent to it.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    private readonly resetTokens: PasswordResetRepository,
    private readonly limits: RateLimitStore,
    private readonly sessions: SessionService,
    private readonly verification: EmailVerificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates an account. The picture is either the bytes sent with a multipart sign-up (checked
   * like any upload) or, in JSON, the URL of a picture already uploaded to this site.
   */
  async register(dto: RegisterDto, picture?: Buffer): Promise<Account> {
    const username = dto.username.trim();
    const email = dto.email.trim().toLowerCase();
    if (dto.img && (picture || !(await this.uploads.isOwnUploadUrl(dto.img)))) {
      throw invalid(
        'USER.BAD_IMAGE',
        'Picture must be sent as the file "file" or be a picture uploaded to this site',
      );
    }
    if (picture) this.uploads.inspect(picture, { allowVideo: false });
    await this.users.assertAvailable(username, email);
    const img = picture ? await this.uploads.store(picture, { allowVideo: false }) : (dto.img ?? null);
    let user: Account;
    try {
      user = await this.users.create({ username, email, password: dto.password, country: dto.country, img });
    } catch (error) {
      if (picture && img) await this.uploads.remove(img);
      throw error;
    }
    await this.verification.sendLink(user);
    return user;
  }

  /**
   * Password sign-in. Failures are counted per account as well as per address: after
   * LOGIN_LOCK_FAILURES of them the account's password sign-in waits LOGIN_LOCK_SECONDS (the
   * right password included), so rotating client addresses gains an attacker nothing.
   */
  async login(username: string, password: string): Promise<Account> {
    const account = `login:${username.trim().toLowerCase()}`;
    await this.assertNotLocked(account, 'AUTH.ACCOUNT_LOCKED', 'Too many failed sign-ins for this account.');
    const user = await this.users.verifyCredentials(username.trim(), password);
    if (!user) {
      await this.limits.recordFailure(account, this.config.rateLimit.loginLockSeconds * 1000);
      throw unauthorized('AUTH.BAD_CREDENTIALS', 'Invalid username or password');
    }
    await this.limits.clearFailures(account);
    return user;
  }

  private async assertNotLocked(key: string, code: string, what: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.limits.failures(key);
    if (count < this.config.rateLimit.loginFailures) return;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw tooMany(
      code,
      `${what} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
      retryAfterSeconds,
    );
  }

  /**
   * Mails a single-use reset link when the address belongs to an account. The caller answers the
   * same whether or not it does, and the mail goes out in the background so the response time
   * does not tell either.
   */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email.trim());
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.resetTokens.insert(user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const link = `${this.config.publicUrl}/auth/reset-password/${token}`;
    void this.mail
      .send({
        to: user.email,
        subject: `Reset your ${this.config.brandName} password`,
        text:
          `Hello ${user.username},\n\nSomeone asked to reset the password of your ${this.config.brandName} account.\n` +
          `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
          `If it was not you, ignore this e-mail: your password stays as it is.\n`,
        html:
          `<p>Hello ${escapeHtml(user.username)},</p><p>Someone asked to reset the password of your ` +
          `${escapeHtml(this.config.brandName)} account. Open this link within one hour to choose a new password:</p>` +
          `<p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
      })
      .catch((error: Error) => this.logger.error(`Could not send the password reset mail: ${error.message}`));
  }

  /** Sets a new password from a reset token, burns the token and ends every session of the user. */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = new Date();
    const userId = token.length <= 200 ? await this.resetTokens.consume(sha256(token), now) : undefined;
    if (!userId) {
      throw invalid(
        'AUTH.RESET_TOKEN_INVALID',
        'This password reset link is invalid or has expired. Please request a new one.',
      );
    }
    await this.users.replacePassword(userId, password);
    await this.resetTokens.burnAllOf(userId, now);
    await this.sessions.endAllOf(userId);
  }

  /**
   * Before an e-mail change: a password account must give its current password (wrong ones count
   * toward the same limit as on update-password). Google/GitHub-only accounts have none to give.
   */
  async assertMayChangeEmail(userId: string, currentPassword: string | undefined): Promise<void> {
    const user = await this.users.getById(userId);
    if (!user.passwordHash) return;
    if (!currentPassword) {
      throw invalid('USER.PASSWORD_REQUIRED', 'Enter your current password to change your e-mail address');
    }
    const key = `old-password:${user.id}`;
    await this.assertNotLocked(key, 'AUTH.PASSWORD_CHECKS_LOCKED', 'Too many wrong passwords.');
    if (!(await this.users.verifyPassword(user.passwordHash, currentPassword))) {
      await this.limits.recordFailure(key, this.config.rateLimit.loginLockSeconds * 1000);
      throw invalid('USER.PASSWORD_INCORRECT', 'Current password is incorrect');
    }
    await this.limits.clearFailures(key);
  }

  /** After an e-mail change: the old address hears of it, the new one gets its link, other sessions end. */
  async emailChanged(oldEmail: string, user: Account): Promise<void> {
    this.verification.noticeToOldAddress(oldEmail, user);
    await this.verification.sendLink(user);
    await this.sessions.endAllOf(user.id);
  }

  /** Changes the password after checking the old one; answers the updated user (new session version). */
  async updatePassword(userId: string, oldPassword: string, newPassword: string): Promise<Account> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized('AUTH.REQUIRED', 'You must be signed in');
    if (!user.passwordHash) {
      throw invalid(
        'AUTH.NO_PASSWORD',
        'Google and GitHub sign-in accounts cannot change their password: they sign in through their provider.',
      );
    }
    const key = `old-password:${user.id}`;
    await this.assertNotLocked(key, 'AUTH.PASSWORD_CHECKS_LOCKED', 'Too many wrong old passwords.');
    if (!(await this.users.verifyPassword(user.passwordHash, oldPassword))) {
      await this.limits.recordFailure(key, this.config.rateLimit.loginLockSeconds * 1000);
      throw invalid('AUTH.OLD_PASSWORD_INCORRECT', 'Old password is incorrect');
    }
    await this.limits.clearFailures(key);
    return this.users.replacePassword(user.id, newPassword);
  }
}
