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

/** Which configured per-minute limit a route uses (RATE_LIMIT_AUTH_PER_MINUTE, RATE_LIMIT_COUPON_PER_MINUTE). */
export type RateLimitKind = 'auth' | 'coupon';
const RATE_LIMIT_KEY = 'rateLimit';
const WINDOW_MS = 60_000;

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
    const kind = this.reflector.get<RateLimitKind | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!kind) return true;
    const limit =
      kind === 'auth' ? this.config.rateLimit.authPerMinute : this.config.rateLimit.couponPerMinute;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const key = `${kind}:${context.getClass().name}.${context.getHandler().name}:${request.ip}`;
    const { blocked, retryAfterSeconds } = await this.store.hit(key, WINDOW_MS, limit);
    if (blocked) {
      void http.getResponse<FastifyReply>().header('Retry-After', String(retryAfterSeconds));
      throw new ThrottlerException();
    }
    return true;
  }
}

/** `@RateLimit('auth')` on a route handler: at most the configured number of calls per minute per IP. */
export const RateLimit = (kind: RateLimitKind) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, kind),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts; try again in a minute' }),
  );
