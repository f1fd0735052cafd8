import { PassportStrategy } from '@nestjs/passport';
// passport-oauth2's StateStore type names Express requests; the store is handed Fastify's.
import type { StateStore } from 'passport-oauth2';
import { Profile as GithubProfile, Strategy as GithubOAuthStrategy } from 'passport-github2';
import { Profile as GoogleProfile, Strategy as GoogleOAuthStrategy } from 'passport-google-oauth20';
import { AppConfig, OAuthProviderConfig } from '../../config/app-config';
import { Account } from '../../users/account';
import { cookieStateStore } from './oauth-state.store';
import { OAuthService } from './oauth.service';

/** The options both providers share: client, endpoints, our callback and the cookie state store. */
function commonOptions(config: AppConfig, provider: OAuthProviderConfig, name: 'google' | 'github') {
  return {
    clientID: provider.clientId,
    clientSecret: provider.clientSecret,
    authorizationURL: provider.authorizationUrl,
    tokenURL: provider.tokenUrl,
    userProfileURL: provider.userProfileUrl,
    callbackURL: `${config.publicUrl}/api/auth/${name}/callback`,
    store: cookieStateStore(name, config.publicUrl.startsWith('https:')) as unknown as StateStore,
  };
}

/** Google sign-in; registered only when GOOGLE_CLIENT_ID/SECRET are set. */
export class GoogleStrategy extends PassportStrategy(GoogleOAuthStrategy, 'google') {
  constructor(
    config: AppConfig,
    provider: OAuthProviderConfig,
    private readonly oauth: OAuthService,
  ) {
    super({ ...commonOptions(config, provider, 'google'), scope: ['profile', 'email'] });
  }

  validate(_accessToken: string, _refreshToken: string, profile: GoogleProfile): Promise<Account> {
    const email = profile.emails?.[0];
    return this.oauth.signIn({
      provider: 'google',
      id: profile.id,
      email: email?.value,
      emailVerified: String((email as { verified?: unknown } | undefined)?.verified) === 'true',
      displayName: profile.displayName,
    });
  }
}

/** GitHub sign-in; registered only when GITHUB_CLIENT_ID/SECRET are set. */
export class GithubStrategy extends PassportStrategy(GithubOAuthStrategy, 'github') {
  constructor(
    config: AppConfig,
    provider: OAuthProviderConfig,
    private readonly oauth: OAuthService,
  ) {
    super({
      ...commonOptions(config, provider, 'github'),
      // GitHub's e-mail list lives beside the profile (https://api.github.com/user/emails).
      userEmailURL: `${provider.userProfileUrl}/emails`,
      // Keep every address with its primary/verified flags: only a verified one may link an account.
      allRawEmails: true,
      scope: ['user:email'],
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: GithubProfile): Promise<Account> {
    const emails = (profile.emails ?? []) as Array<{ value: string; primary?: boolean; verified?: boolean }>;
    const email = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
    return this.oauth.signIn({
      provider: 'github',
      id: String(profile.id),
      email: email?.value,
      emailVerified: email !== undefined,
      displayName: profile.displayName,
      username: profile.username,
    });
  }
}
