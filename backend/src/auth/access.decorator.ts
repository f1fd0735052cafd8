import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who may call a route: anyone (default), any signed-in user, or admins only. */
export type AccessLevel = 'public' | 'user' | 'admin';
export const ACCESS_KEY = 'access';

export const Access = (level: AccessLevel) =>
  level === 'public'
    ? SetMetadata(ACCESS_KEY, level)
    : applyDecorators(SetMetadata(ACCESS_KEY, level), ApiCookieAuth('token'));

/** The signed-in user of a request, as the session guard found it. */
export interface SessionUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export type RequestWithUser = FastifyRequest & { user?: SessionUser };

/** `@CurrentUser() user: SessionUser` (or `SessionUser | undefined` on public routes). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<RequestWithUser>().user,
);
