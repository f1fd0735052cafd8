import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { SessionUser } from './access.decorator';

export const SESSION_COOKIE = 'token';

interface SessionClaims {
  sub: string;
  sv: number;
}

/** Issues and reads the session: a JWT in an httpOnly cookie, bound to the user's session version. */
@Injectable()
export class SessionService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(reply: FastifyReply, user: { id: string; sessionVersion: number }): Promise<void> {
    const token = await this.jwt.signAsync(
      { sub: user.id, sv: user.sessionVersion } satisfies SessionClaims,
      {
        expiresIn: `${this.config.sessionDays}d`,
      },
    );
    reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(this.config.sessionDays * 86_400));
  }

  end(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, this.cookieOptions(0));
  }

  /** The user behind a token, or undefined when it is missing, invalid, expired or revoked. */
  async resolve(token: string | undefined): Promise<SessionUser | undefined> {
    if (!token) return undefined;
    let claims: SessionClaims;
    try {
      claims = await this.jwt.verifyAsync<SessionClaims>(token);
    } catch {
      return undefined;
    }
    const user = await this.users.findSessionUser(claims.sub);
    if (!user || user.sessionVersion !== claims.sv) return undefined;
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }

  private cookieOptions(maxAge: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.publicUrl.startsWith('https:'),
      maxAge,
    };
  }
}
