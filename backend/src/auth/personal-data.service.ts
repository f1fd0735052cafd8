import { Injectable } from '@nestjs/common';
import { EmailVerificationRepository } from './email-verification.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { TwoFactorRepository } from './two-factor/two-factor.repository';

/**
 * What auth keeps about a person (session rows, reset and verification tokens, second factors), as the privacy
 * module erases and expires it. Kept apart from AuthService, which signs people in.
 */
@Injectable()
export class AuthPersonalData {
  constructor(
    private readonly sessions: SessionService,
    private readonly sessionRows: SessionRepository,
    private readonly resetTokens: PasswordResetRepository,
    private readonly verificationTokens: EmailVerificationRepository,
    private readonly secondFactors: TwoFactorRepository,
  ) {}

  /** When the caller's session was opened: a Google or GitHub account confirms by a recent sign-in. */
  sessionOpenedAt(sessionId: string): Promise<Date | undefined> {
    return this.sessionRows.openedAt(sessionId);
  }

  /**
   * Ends every session and socket of the user and removes their session rows, tokens and second
   * factors (authenticator secret, recovery codes, passkeys): the user row stays, so no cascade does.
   */
  async forget(userId: string): Promise<void> {
    await this.sessions.endAllOf(userId);
    await this.sessionRows.deleteAllOf(userId);
    await this.resetTokens.deleteAllOf(userId);
    await this.verificationTokens.deleteAllOf(userId);
    await this.secondFactors.deleteAllOf(userId);
  }

  /** Session rows ended before `sessionsBefore`, tokens spent before `tokensBefore`; answers how many rows went. */
  async sweep(sessionsBefore: Date, tokensBefore: Date): Promise<{ sessions: number; tokens: number }> {
    const sessions = await this.sessionRows.deleteEndedBefore(sessionsBefore);
    const tokens =
      (await this.resetTokens.deleteSpentBefore(tokensBefore)) +
      (await this.verificationTokens.deleteSpentBefore(tokensBefore));
    return { sessions, tokens };
  }
}
