import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { Account } from '../users/account';
import { toUserView, UserView } from '../users/user.view';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_COOKIE_SECONDS } from './device-token';
import { SessionService } from './session.service';
import { CHALLENGE_SECONDS, TwoFactorService } from './two-factor/two-factor.service';

/** Names the second step of a sign-in (an `auth_challenges` row); sent to the auth routes only. */
export const CHALLENGE_COOKIE = 'signin_challenge';
const CHALLENGE_COOKIE_PATH = '/api/auth';

/**
 * How every kind of sign-in ends in the browser, in one place: the session and device cookies
 * and the usual user answer, or, for an account with a second factor, the challenge cookie and
 * no session.
 */
@Injectable()
export class SignInResponder {
  constructor(
    private readonly sessions: SessionService,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs the browser in and answers the user as POST /api/auth/login does. */
  async signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: Account,
    deviceToken: string | undefined,
  ): Promise<UserView> {
    await this.sessions.start(reply, user, request);
    if (deviceToken) {
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        ...this.cookieOptions(DEVICE_COOKIE_SECONDS),
        path: DEVICE_COOKIE_PATH,
      });
    }
    if (request.cookies?.[CHALLENGE_COOKIE]) this.clearChallenge(reply);
    return this.userView(user);
  }

  /** The user answer of login and the session check, with the staff enrolment flag. */
  async userView(user: Account): Promise<UserView> {
    const view = toUserView(user, { private: true });
    if (await this.twoFactor.enrolmentRequired(user)) view.twoFactorEnrolmentRequired = true;
    return view;
  }

  /** Stops a sign-in at its second step: the challenge cookie, no session. */
  async secondStep(reply: FastifyReply, user: Account): Promise<TwoFactorRequiredJson> {
    const challenge = await this.twoFactor.openSignInChallenge(user.id);
    this.setChallenge(reply, challenge.id);
    return this.twoFactor.secondStepOf(challenge);
  }

  /** Names the challenge of a sign-in in progress (second step, or a passwordless passkey). */
  setChallenge(reply: FastifyReply, challengeId: string): void {
    reply.setCookie(CHALLENGE_COOKIE, challengeId, {
      ...this.cookieOptions(CHALLENGE_SECONDS),
      path: CHALLENGE_COOKIE_PATH,
    });
  }

  clearChallenge(reply: FastifyReply): void {
    reply.clearCookie(CHALLENGE_COOKIE, { ...this.cookieOptions(0), path: CHALLENGE_COOKIE_PATH });
  }

  private cookieOptions(maxAge: number) {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.config.https, maxAge };
  }
}
