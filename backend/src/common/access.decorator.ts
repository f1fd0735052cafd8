import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorView } from './api-docs';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@market/contracts';

/** Who may call a route: anyone (default), any signed-in user, or admins only. */
export type AccessLevel = 'public' | 'user' | 'admin';
export const ACCESS_KEY = 'access';

/** Sets the rule the session guard enforces, and documents the answers it gives. */
export const Access = (level: AccessLevel) => {
  if (level === 'public') return SetMetadata(ACCESS_KEY, level);
  const signedIn = [
    SetMetadata(ACCESS_KEY, level),
    ApiCookieAuth('token'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorView }),
  ];
  if (level === 'user') return applyDecorators(...signedIn);
  return applyDecorators(...signedIn, ApiForbiddenResponse({ description: 'Admins only', type: ErrorView }));
};

/** The signed-in user of a request, as the session guard found it. */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** A staff member's role (null for a buyer): what `@Permission` checks. */
  role: StaffRole | null;
  /** The session row behind the cookie and when its token expires (ms since epoch); set for cookie sessions. */
  sessionId?: string;
  expiresAt?: number;
}

export type RequestWithUser = FastifyRequest & { user?: SessionUser };

/** `@CurrentUser() user: SessionUser` (or `SessionUser | undefined` on public routes). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<RequestWithUser>().user,
);
