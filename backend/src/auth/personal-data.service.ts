import { Injectable } from '@nestjs/common';
import { EmailVerificationRepository } from './email-verification.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

/**
 * What auth keeps about a person (session rows, reset and verification tokens), as the privacy
 * module erases and expires it. Kept apart from AuthService, which signs people in.
 */
@Injectable()
export class AuthPersonalData {
  constructor(
    private readonly sessions: SessionService,
    private readonly sessionRows: SessionRepository,
    private readonly resetTokens: PasswordResetRepository,
    private readonly verificationTokens: EmailVerificationRepository,
  ) {}

  /** When the caller's session was opened: a Google or GitHub account confirms by a recent sign-in. */
  sessionOpenedAt(sessionId: string): Promise<Date | undefined> {
    return this.sessionRows.openedAt(sessionId);
  }

  /** Ends every session and socket of the user and removes their session rows and tokens. */
  async forget(userId: string): Promise<void> {
    await this.sessions.endAllOf(userId);
    await this.sessionRows.deleteAllOf(userId);
    await this.resetTokens.deleteAllOf(userId);
    await this.verificationTokens.deleteAllOf(userId);
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
