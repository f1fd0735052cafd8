import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { forbidden, invalid, tooMany, unauthorized } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import type { Locale } from '@market/contracts';
import { MAIL_QUEUE } from '../mail/mail-queue';
import { Mail, MailService } from '../mail/mail.service';
import { loginLockedMail, passwordResetMail } from '../mail/templates/account-mails';
import { localeOr } from '../i18n/i18n';
import { InjectJobQueue, JobQueue } from '../queue/job-queue';
import { UploadsService } from '../uploads/uploads.service';
import { UsersService } from '../users/users.service';
import { Account } from '../users/account';
import { readDeviceToken, signDeviceToken, TrustedDevice } from './device-token';
import { assertProfilePicture } from '../users/profile-picture';
import { RegisterDto } from './dto/register.dto';
import { PasswordResetRepository } from './password-reset.repository';
import { RateLimitStore } from './rate-limit.store';
import { EmailVerificationService } from './email-verification.service';
import { SessionService } from './session.service';
import { SecondFactorProof, TwoFactorService } from './two-factor/two-factor.service';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The failure count of one account's password sign-in from browsers it has not signed in with. */
const loginKey = (username: string) => `login:${username.trim().toLowerCase()}`;
/** The failure count of one browser that signed in to the account before (its device cookie). */
const deviceKey = (device: TrustedDevice) => `login-device:${device.userId}:${device.nonce}`;
const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const challengeExpired = () =>
  unauthorized('AUTH.2FA_CHALLENGE_EXPIRED', 'This sign-in has expired. Please sign in again.');

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
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Registered by the API's root module; a process without it sends the mail itself.
    @Optional() @InjectJobQueue(MAIL_QUEUE) private readonly mailQueue?: JobQueue<Mail>,
  ) {}

  /**
   * Creates an account. The picture is either the bytes sent with a multipart sign-up (checked
   * like any upload) or, in JSON, the URL of a picture already uploaded to this site.
   */
  async register(dto: RegisterDto, picture?: Buffer, locale?: Locale): Promise<Account> {
    const username = dto.username.trim();
    const email = dto.email.trim().toLowerCase();
    const storedKind = dto.img && !picture ? await this.uploads.ownUploadKind(dto.img) : undefined;
    if (dto.img && (picture || storedKind === undefined)) {
      throw invalid(
        'USER.BAD_IMAGE',
        'Picture must be sent as the file "file" or be a picture uploaded to this site',
      );
    }
    if (dto.img) assertProfilePicture(storedKind);
    if (picture) this.uploads.inspect(picture, { allowVideo: false });
    await this.users.assertAvailable(username, email);
    const img = picture ? await this.uploads.store(picture, { allowVideo: false }) : (dto.img ?? null);
    let user: Account;
    try {
      user = await this.users.create({
        username,
        email,
        password: dto.password,
        country: dto.country,
        img,
        locale,
      });
    } catch (error) {
      if (picture && img) await this.uploads.remove(img);
      throw error;
    }
    await this.verification.sendLink(user);
    return user;
  }

  /**
   * Password sign-in, with OWASP's device cookies. Failures are counted per account as well as
   * per address: after LOGIN_LOCK_FAILURES of them the account's password sign-in waits
   * LOGIN_LOCK_SECONDS (the right password included), so rotating client addresses gains an
   * attacker nothing. That lock holds only browsers the account has not signed in with: one
   * that carries its `deviceToken` (from an earlier sign-in) has a count of its own, so nobody
   * who merely knows the username can keep the owner out. The owner is mailed when a lock
   * starts. Answers the user and a new device token for this browser, or, when the account has a
   * second factor, `secondFactor: true`: the sign-in is not done, and the failure count is not
   * cleared until the second step passes (wrong codes count like wrong passwords).
   */
  async login(
    username: string,
    password: string,
    deviceToken?: string,
  ): Promise<
    { user: Account; deviceToken: string; secondFactor: false } | { user: Account; secondFactor: true }
  > {
    const device = await this.trustedDevice(username, deviceToken);
    const key = device ? deviceKey(device) : loginKey(username);
    await this.assertSignInNotLocked(key, device !== undefined);
    const user = await this.users.verifyCredentials(username.trim(), password);
    if (!user) {
      await this.recordFailedSignIn(username.trim());
      await this.countSignInFailure(key, device === undefined ? username : undefined);
      throw unauthorized('AUTH.BAD_CREDENTIALS', 'Invalid username or password');
    }
    if (!user.active) throw forbidden('AUTH.DEACTIVATED', 'This account has been deactivated');
    if (await this.twoFactor.hasFactor(user.id)) return { user, secondFactor: true };
    await this.limits.clearFailures(key);
    await this.recordSignIn(user);
    return { user, deviceToken: signDeviceToken(this.config.jwtSecret, user.id), secondFactor: false };
  }

  /**
   * The second step of a sign-in (after a password, Google or GitHub): the challenge the cookie
   * names, checked against a TOTP code, a recovery code or a passkey. Failures count toward the
   * same lock as wrong passwords; the challenge is used once.
   */
  async finishSecondFactor(
    challengeId: string | undefined,
    proof: SecondFactorProof,
    deviceToken?: string,
  ): Promise<{ user: Account; deviceToken: string }> {
    const challenge = await this.twoFactor.liveChallenge(challengeId, 'second-factor');
    const user = challenge?.userId ? await this.users.findById(challenge.userId) : undefined;
    if (!challenge || !user) throw challengeExpired();
    const device = await this.trustedDevice(user.username, deviceToken);
    const key = device ? deviceKey(device) : loginKey(user.username);
    await this.assertSignInNotLocked(key, device !== undefined);
    if (!(await this.twoFactor.check(user.id, proof, challenge.webauthnChallenge))) {
      await this.countSignInFailure(key, device === undefined ? user.username : undefined);
      throw unauthorized('AUTH.2FA_CODE_INVALID', 'That code is not right. Please try again.');
    }
    if (!(await this.twoFactor.consumeChallenge(challenge.id))) throw challengeExpired();
    await this.limits.clearFailures(key);
    if (!user.active) throw forbidden('AUTH.DEACTIVATED', 'This account has been deactivated');
    await this.recordSignIn(user);
    return { user, deviceToken: signDeviceToken(this.config.jwtSecret, user.id) };
  }

  /** A new device token for a browser that signed in as `userId` another way (a passkey). */
  deviceTokenFor(userId: string): string {
    return signDeviceToken(this.config.jwtSecret, userId);
  }

  /** Refuses a sign-in while its failure count is locked (per browser for a trusted `device`). */
  private async assertSignInNotLocked(key: string, device: boolean): Promise<void> {
    const { retryAfterSeconds } = await this.lockOf(key);
    if (retryAfterSeconds > 0) {
      throw device
        ? tooMany(
            'AUTH.DEVICE_LOCKED',
            `Too many failed sign-ins from this browser. Please wait ${minutesOf(retryAfterSeconds)}, or reset your password.`,
            retryAfterSeconds,
          )
        : tooMany(
            'AUTH.ACCOUNT_LOCKED',
            `Too many failed sign-ins for this account. Sign in from a browser you have signed in with before, or reset your password; otherwise wait ${minutesOf(retryAfterSeconds)}.`,
            retryAfterSeconds,
          );
    }
  }

  /** Counts a failed sign-in; `username` (not for a trusted browser) gets the mail when its lock starts. */
  private async countSignInFailure(key: string, username: string | undefined): Promise<void> {
    const count = await this.limits.recordFailure(key, this.config.rateLimit.loginLockSeconds * 1000);
    // In the background: the answer takes as long whether or not the username has an account.
    if (username !== undefined && count === this.config.rateLimit.loginFailures) {
      void this.tellOwnerOfLock(username).catch((error: Error) =>
        this.logger.error(`Could not queue the sign-in pause mail: ${error.message}`),
      );
    }
  }

  /** A sign-in that passed every step: stamped on the account (`lastSignInAt`), audited for staff. */
  private async recordSignIn(user: Account): Promise<void> {
    await this.users.recordSignIn(user.id);
    if (user.isAdmin) {
      await this.audit.recordAlone(
        { id: user.id, username: user.username, role: user.staffRole },
        { action: 'auth.signin', target: { type: 'user', id: user.id } },
      );
    }
  }

  /**
   * A failed password sign-in to a staff account or to a username that has none is audited (a
   * buyer's typo is not the shop's business); the typed name is cut to a sane length.
   */
  private async recordFailedSignIn(username: string): Promise<void> {
    const account = await this.users.findByUsername(username);
    if (account && !account.isAdmin) return;
    const typed = username.slice(0, 64);
    await this.audit.recordAlone(
      { id: account?.id ?? null, username: account?.username ?? typed, role: account?.staffRole ?? null },
      { action: 'auth.signin_failed', target: { type: 'user', id: account?.id ?? typed } },
    );
  }

  /** The browser's device token when it is signed by this app for the account of `username`. */
  private async trustedDevice(
    username: string,
    token: string | undefined,
  ): Promise<TrustedDevice | undefined> {
    const device = readDeviceToken(this.config.jwtSecret, token);
    if (!device) return undefined;
    const user = await this.users.findByUsername(username.trim());
    return user?.id === device.userId ? device : undefined;
  }

  /** How long `key` stays locked (0: not locked). */
  private async lockOf(key: string): Promise<{ retryAfterSeconds: number }> {
    const { count, retryAfterSeconds } = await this.limits.failures(key);
    return {
      retryAfterSeconds: count < this.config.rateLimit.loginFailures ? 0 : Math.max(1, retryAfterSeconds),
    };
  }

  /** One mail per lock (sent when the failure that starts it is counted), through the mail queue. */
  private async tellOwnerOfLock(username: string): Promise<void> {
    const user = await this.users.findByUsername(username.trim());
    if (!user) return;
    const mail: Mail = {
      to: user.email,
      ...loginLockedMail(localeOr(user.locale), {
        brand: this.config.brandName,
        username: user.username,
        failures: this.config.rateLimit.loginFailures,
        minutes: Math.max(1, Math.ceil(this.config.rateLimit.loginLockSeconds / 60)),
        forgotUrl: `${this.config.publicUrl}/auth/forgot-password`,
      }),
    };
    if (this.mailQueue) await this.mailQueue.add(`login-locked-${user.id}-${Date.now()}`, mail);
    else await this.mail.send(mail);
  }

  private async assertNotLocked(key: string, code: string, what: string): Promise<void> {
    const { retryAfterSeconds } = await this.lockOf(key);
    if (retryAfterSeconds === 0) return;
    throw tooMany(
      code,
      `${what} Please wait ${minutesOf(retryAfterSeconds)} and try again, or reset your password.`,
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
        ...passwordResetMail(localeOr(user.locale), {
          brand: this.config.brandName,
          username: user.username,
          link,
        }),
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
    const user = await this.users.replacePassword(userId, password);
    await this.resetTokens.burnAllOf(userId, now);
    await this.sessions.endAllOf(userId);
    // Whoever opened the mailed link owns the account: failures counted against it (which anyone
    // who knows the username can cause) no longer keep its password sign-in locked.
    await this.limits.clearFailures(loginKey(user.username));
    await this.limits.clearFailures(`old-password:${user.id}`);
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

  /**
   * After an e-mail change: the old address hears of it, reset links mailed to it stop working, the
   * new one gets its verification link, other sessions end.
   */
  async emailChanged(oldEmail: string, user: Account): Promise<void> {
    await this.resetTokens.burnAllOf(user.id, new Date());
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
