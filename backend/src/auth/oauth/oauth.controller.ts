import { Controller, Get, Inject, Logger, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Account } from '../../users/account';
import { ProvidersDto } from '../dto/providers.dto';
import { SignInResponder } from '../sign-in.responder';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { GithubOAuthGuard, GoogleOAuthGuard, OAuthOutcome, SignInError } from './oauth.guard';
import { OAuthProvider, PROVIDER_NAMES } from './oauth.service';

/**
 * Social sign-in. The API callbacks live under /api/auth/{provider}/callback; on success they
 * set the session cookie and send the browser to the front end's page /auth/{provider}/callback
 * with the `user` query parameter holding the user as JSON.
 */
@ApiTags('auth')
@Controller('auth')
export class OAuthController {
  private readonly logger = new Logger('OAuth');

  constructor(
    private readonly signIn: SignInResponder,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('providers')
  @ApiOkResponse({ type: ProvidersDto })
  providers(): ProvidersDto {
    return { google: this.config.google !== undefined, github: this.config.github !== undefined };
  }

  @Get('googlelogin')
  @UseGuards(GoogleOAuthGuard)
  @ApiFoundResponse({
    description: "Redirect to Google's consent page, or to /auth/sign-in?error=... when not configured",
  })
  googleLogin(@Res() reply: FastifyReply): void {
    this.notConfigured('google', reply);
  }

  @Get('google/callback')
  @UseGuards(GoogleOAuthGuard)
  @ApiFoundResponse({
    description: 'Redirect to /auth/google/callback?user=<JSON>, or to /auth/sign-in?error=...',
  })
  googleCallback(@Req() request: FastifyRequest & OAuthOutcome, @Res() reply: FastifyReply): Promise<void> {
    return this.finish('google', request, reply);
  }

  @Get('githublogin')
  @UseGuards(GithubOAuthGuard)
  @ApiFoundResponse({
    description: "Redirect to GitHub's consent page, or to /auth/sign-in?error=... when not configured",
  })
  githubLogin(@Res() reply: FastifyReply): void {
    this.notConfigured('github', reply);
  }

  @Get('github/callback')
  @UseGuards(GithubOAuthGuard)
  @ApiFoundResponse({
    description: 'Redirect to /auth/github/callback?user=<JSON>, or to /auth/sign-in?error=...',
  })
  githubCallback(@Req() request: FastifyRequest & OAuthOutcome, @Res() reply: FastifyReply): Promise<void> {
    return this.finish('github', request, reply);
  }

  /** Reached only when the provider is not configured (otherwise passport has redirected). */
  private notConfigured(provider: OAuthProvider, reply: FastifyReply): void {
    this.toSignIn(reply, provider, 'not_configured');
  }

  private async finish(provider: OAuthProvider, request: FastifyRequest & OAuthOutcome, reply: FastifyReply) {
    if (!this.config[provider]) return this.notConfigured(provider, reply);
    const user = request.oauthUser as Account | undefined;
    if (!user) {
      this.logger.warn(
        `${PROVIDER_NAMES[provider]} sign-in failed: ${request.oauthError ?? 'no user'} ${request.oauthDetail ?? ''}`,
      );
      return this.toSignIn(reply, provider, request.oauthError ?? 'failed');
    }
    // An account with a second factor stops at it, as a password sign-in does: the sign-in page
    // asks for the code (GET /api/auth/login/2fa tells it which methods).
    if (await this.twoFactor.hasFactor(user.id)) {
      await this.signIn.secondStep(reply, user);
      void reply
        .header('Cache-Control', 'no-store')
        .redirect(`${this.config.publicUrl}/auth/sign-in?step=2fa`, 302);
      return;
    }
    await this.signIn.signedIn(request, reply, user, undefined);
    const shown = {
      id: user.id,
      _id: user.id,
      username: user.username,
      email: user.email,
      img: user.img,
      isAdmin: user.isAdmin,
      country: user.country,
      createdAt: user.createdAt.toISOString(),
    };
    void reply
      .header('Cache-Control', 'no-store')
      .redirect(
        `${this.config.publicUrl}/auth/${provider}/callback?user=${encodeURIComponent(JSON.stringify(shown))}`,
        302,
      );
  }

  private toSignIn(reply: FastifyReply, provider: OAuthProvider, error: SignInError): void {
    void reply
      .header('Cache-Control', 'no-store')
      .redirect(`${this.config.publicUrl}/auth/sign-in?error=${error}&provider=${provider}`, 302);
  }
}
