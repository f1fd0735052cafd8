import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { invalid, unauthorized } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { UploadsService } from '../uploads/uploads.service';
import { UsersService } from '../users/users.service';
import { UserRow } from '../users/users.schema';
import { RegisterDto } from './dto/register.dto';
import { PasswordResetRepository } from './password-reset.repository';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates an account. The picture is either the bytes sent with a multipart sign-up (checked
   * like any upload) or, in JSON, the URL of a picture already uploaded to this site.
   */
  async register(dto: RegisterDto, picture?: Buffer): Promise<UserRow> {
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
    try {
      return await this.users.create({ username, email, password: dto.password, country: dto.country, img });
    } catch (error) {
      if (picture && img) await this.uploads.remove(img);
      throw error;
    }
  }

  async login(username: string, password: string): Promise<UserRow> {
    const user = await this.users.verifyCredentials(username.trim(), password);
    if (!user) throw unauthorized('AUTH.BAD_CREDENTIALS', 'Invalid username or password');
    return user;
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
  }

  /** Changes the password after checking the old one; answers the updated user (new session version). */
  async updatePassword(userId: string, oldPassword: string, newPassword: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized('AUTH.REQUIRED', 'You must be signed in');
    if (!user.passwordHash) {
      throw invalid(
        'AUTH.NO_PASSWORD',
        'Google and GitHub sign-in accounts cannot change their password: they sign in through their provider.',
      );
    }
    if (!(await this.users.verifyPassword(user.passwordHash, oldPassword))) {
      throw invalid('AUTH.OLD_PASSWORD_INCORRECT', 'Old password is incorrect');
    }
    return this.users.replacePassword(user.id, newPassword);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
