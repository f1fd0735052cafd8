import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerException } from '@nestjs/throttler';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { RateLimitStore } from './rate-limit.store';

/**
 * Which configured limit a route uses:
 * - `auth`: RATE_LIMIT_AUTH_PER_MINUTE per route and client address;
 * - `coupon`: RATE_LIMIT_COUPON_PER_MINUTE per client address, one budget shared by every route
 *   that takes a coupon code (verify and both checkouts), counted only when a code is sent;
 * - `register`: RATE_LIMIT_REGISTER_PER_HOUR sign-ups per client address;
 * - `messages`: RATE_LIMIT_MESSAGES_PER_MINUTE messages per signed-in user;
 * - `writes`: RATE_LIMIT_WRITES_PER_MINUTE calls per route and signed-in user (client address
 *   when signed out): checkouts, order files, e-mail switches and unsubscribe posts, where a
 *   person acts a few times a minute and a script hundreds of times.
 */
export type RateLimitKind = 'auth' | 'coupon' | 'register' | 'messages' | 'writes';
const RATE_LIMIT_KEY = 'rateLimit';
const MINUTE_MS = 60_000;

/**
 * Per-client limit on one route, with the number taken from config at run time (the stock
 * `@Throttle` decorator needs it at import time). Counts per route and client IP in the
 * RateLimitStore (Redis when configured, shared by all replicas); over the limit answers 429.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kinds = this.reflector.get<RateLimitKind[] | undefined>(RATE_LIMIT_KEY, context.getHandler()) ?? [];
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: { id: string } }>();
    for (const kind of kinds) {
      const budget = this.budget(kind, context, request);
      if (!budget) continue;
      const { blocked, retryAfterSeconds } = await this.store.hit(budget.key, budget.windowMs, budget.limit);
      if (blocked) {
        void http.getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
        throw new ThrottlerException();
      }
    }
    return true;
  }

  /** The counter a call is charged to, or undefined when this call is not counted. */
  private budget(
    kind: RateLimitKind,
    context: ExecutionContext,
    request: FastifyRequest & { user?: { id: string } },
  ): { key: string; limit: number; windowMs: number } | undefined {
    const limits = this.config.rateLimit;
    switch (kind) {
      case 'coupon': {
        const body = request.body as { couponCode?: unknown } | undefined;
        const guessesCode = request.routeOptions.url === '/api/coupon/verify' || !!body?.couponCode;
        return guessesCode
          ? { key: `coupon:${request.ip}`, limit: limits.couponPerMinute, windowMs: MINUTE_MS }
          : undefined;
      }
      case 'register':
        return { key: `register:${request.ip}`, limit: limits.registerPerHour, windowMs: 60 * MINUTE_MS };
      case 'messages':
        return {
          key: `messages:${request.user?.id ?? request.ip}`,
          limit: limits.messagesPerMinute,
          windowMs: MINUTE_MS,
        };
      case 'writes':
        return {
          key: `writes:${context.getClass().name}.${context.getHandler().name}:${request.user?.id ?? request.ip}`,
          limit: limits.writesPerMinute,
          windowMs: MINUTE_MS,
        };
      case 'auth':
        return {
          key: `auth:${context.getClass().name}.${context.getHandler().name}:${request.ip}`,
          limit: limits.authPerMinute,
          windowMs: MINUTE_MS,
        };
    }
  }
}

/** `@RateLimit('auth')` on a route handler: at most the configured number of calls (see RateLimitKind). */
export const RateLimit = (...kinds: RateLimitKind[]) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, kinds),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts; try again later' }),
  );
