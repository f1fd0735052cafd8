import { ExecutionContext, Inject, Injectable, Type } from '@nestjs/common';
import { AuthGuard, IAuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../common/domain-error';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { oauthReplies } from './oauth-state.store';
import { OAuthProvider } from './oauth.service';

/** What the callback handler finds on the request after the guard ran. */
export interface OAuthOutcome {
  oauthUser?: unknown;
  /** One of SIGN_IN_ERRORS: the sign-in page shows its fixed text, never text from the request. */
  oauthError?: SignInError;
  /** What went wrong, for the log only. */
  oauthDetail?: string;
}

/** The error codes the sign-in page knows (`/auth/sign-in?error=<code>&provider=<provider>`). */
export const SIGN_IN_ERRORS = [
  'not_configured',
  'failed',
  'cancelled',
  'no_email',
  'provider_email_unverified',
  'email_linked',
  'email_unverified',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

const ERROR_OF_CODE: Record<string, SignInError> = {
  'AUTH.OAUTH_NO_EMAIL': 'no_email',
  'AUTH.OAUTH_EMAIL_UNVERIFIED': 'provider_email_unverified',
  'AUTH.OAUTH_EMAIL_LINKED': 'email_linked',
  'AUTH.OAUTH_ACCOUNT_UNVERIFIED': 'email_unverified',
};

/**
 * Runs a passport strategy on Fastify. Passport writes redirects the Node way
 * (statusCode, setHeader, end), so it gets a small adapter onto Fastify's reply. Failures do
 * not throw: they are left on the request for the handler to turn into a redirect to the
 * sign-in page. When the provider is not configured the guard lets the handler answer.
 */
export function oauthGuard(provider: OAuthProvider): Type<IAuthGuard> {
  @Injectable()
  class OAuthGuard extends AuthGuard(provider) {
    constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
      super();
    }

    getAuthenticateOptions() {
      return { session: false, property: 'oauthUser' };
    }

    async canActivate(context: ExecutionContext): Promise<boolean> {
      if (!this.config[provider]) return true;
      const http = context.switchToHttp();
      oauthReplies.set(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
      return (await super.canActivate(context)) as boolean;
    }

    getResponse(context: ExecutionContext) {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      return {
        get statusCode() {
          return reply.statusCode;
        },
        set statusCode(code: number) {
          void reply.code(code);
        },
        setHeader(name: string, value: string) {
          void reply.header(name, value);
        },
        end(body?: string) {
          void reply.send(body ?? '');
        },
      };
    }

    handleRequest<T>(error: unknown, user: T, info: unknown, context: ExecutionContext): T {
      if (error || !user) {
        const request = context.switchToHttp().getRequest<FastifyRequest & OAuthOutcome>();
        const query = request.query as { error?: unknown } | undefined;
        request.oauthError =
          error instanceof DomainError
            ? (ERROR_OF_CODE[error.code] ?? 'failed')
            : !error && query?.error === 'access_denied'
              ? 'cancelled'
              : 'failed';
        request.oauthDetail =
          error instanceof Error ? error.message : String((info as { message?: unknown })?.message ?? '');
      }
      return user;
    }
  }
  return OAuthGuard;
}

export const GoogleOAuthGuard = oauthGuard('google');
export const GithubOAuthGuard = oauthGuard('github');
