import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionJson } from '@market/contracts';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { SessionUser } from '../common/access.decorator';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { sessionRoom, userRoom } from '../realtime/rooms';
import { SessionRepository } from './session.repository';

export const SESSION_COOKIE = 'token';

/** A session's last use is written at most this often (one write a minute, not one per request). */
const LAST_SEEN_EVERY_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SessionClaims {
  sub: string;
  /** The user's session version when signed: a password change or reset ends every older token. */
  sv: number;
  /** The session row: signing out revokes it. */
  sid: string;
  exp?: number;
}

/**
 * Issues and reads the session: a JWT in an httpOnly cookie naming a session row, bound to the
 * user's session version. A token is accepted only while its row is live, so signing out ends it
 * on the server, not only in the browser that held it.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    private readonly rows: SessionRepository,
    private readonly realtime: RealtimePublisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs the browser in; `request` gives the browser and address the sessions list shows. */
  async start(
    reply: FastifyReply,
    user: { id: string; sessionVersion: number },
    request?: FastifyRequest,
  ): Promise<void> {
    const seconds = this.config.sessionDays * 86_400;
    const sid = await this.rows.open(user.id, new Date(Date.now() + seconds * 1000), {
      userAgent: request?.headers['user-agent']?.slice(0, 300) ?? null,
      ip: request?.ip ?? null,
    });
    const token = await this.jwt.signAsync(
      { sub: user.id, sv: user.sessionVersion, sid } satisfies SessionClaims,
      { expiresIn: seconds },
    );
    reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(seconds));
  }

  /** Ends the session of this cookie on the server and in the browser; answers its id, if it had one. */
  async end(reply: FastifyReply, token: string | undefined): Promise<string | undefined> {
    reply.clearCookie(SESSION_COOKIE, this.cookieOptions(0));
    const claims = await this.claims(token);
    if (!claims) return undefined;
    await this.rows.revoke(claims.sid);
    this.realtime.disconnect([sessionRoom(claims.sid)]);
    return claims.sid;
  }

  /**
   * Ends every session of the user (password change or reset, e-mail change) and drops their
   * open sockets on every gateway; the caller starts a fresh session for the browser that asked,
   * whose socket reconnects with the new cookie.
   */
  async endAllOf(userId: string): Promise<void> {
    await this.rows.revokeAllOf(userId);
    this.realtime.disconnect([userRoom(userId)]);
  }

  /** The user's signed-in browsers, the one asking marked `current`. */
  async listOf(userId: string, currentSessionId: string | undefined): Promise<SessionJson[]> {
    const rows = await this.rows.liveOf(userId);
    return rows.map((row) => ({
      _id: row.id,
      current: row.id === currentSessionId,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
  }

  /** Ends one of the user's sessions (and its sockets); false when it is not a live one of theirs. */
  async endOne(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId) || !(await this.rows.revokeOwn(userId, sessionId))) return false;
    this.realtime.disconnect([sessionRoom(sessionId)]);
    return true;
  }

  /** Ends every session of the user but `keep` (a 2FA change, "sign out other browsers"); answers how many. */
  async endOthersOf(userId: string, keep: string | undefined): Promise<number> {
    const ended = await this.rows.revokeAllOf(userId, keep);
    if (ended.length > 0) this.realtime.disconnect(ended.map(sessionRoom));
    return ended.length;
  }

  /** The user behind a token, or undefined when it is missing, invalid, expired or revoked. */
  async resolve(token: string | undefined): Promise<SessionUser | undefined> {
    const claims = await this.claims(token);
    if (!claims) return undefined;
    const user = await this.rows.findLiveSessionUser(claims.sid, claims.sub);
    if (!user || user.sessionVersion !== claims.sv) return undefined;
    const now = new Date();
    if (now.getTime() - user.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
      void this.rows.touch(claims.sid, now).catch(() => undefined);
    }
    return {
      id: user.id,
      username: user.username,
      isAdmin: user.isAdmin,
      role: user.role,
      sessionId: claims.sid,
      expiresAt: claims.exp! * 1000,
    };
  }

  /** Verified claims of a well-formed token; tokens without an expiry or a session id are refused. */
  private async claims(token: string | undefined): Promise<SessionClaims | undefined> {
    if (!token || token.length > 2_000) return undefined;
    try {
      const claims = await this.jwt.verifyAsync<SessionClaims>(token);
      const wellFormed =
        typeof claims.exp === 'number' &&
        typeof claims.sid === 'string' &&
        UUID.test(claims.sid) &&
        typeof claims.sub === 'string' &&
        UUID.test(claims.sub) &&
        typeof claims.sv === 'number';
      return wellFormed ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  private cookieOptions(maxAge: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.https,
      maxAge,
    };
  }
}
