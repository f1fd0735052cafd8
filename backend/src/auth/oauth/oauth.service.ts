import { Injectable } from '@nestjs/common';
import { invalid } from '../../common/domain-error';
import { UsersService } from '../../users/users.service';
import { Account } from '../../users/account';

export type OAuthProvider = 'google' | 'github';
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' };

/** What a provider told us about the person signing in. */
export interface OAuthIdentity {
  provider: OAuthProvider;
  id: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName?: string;
  username?: string;
}

@Injectable()
export class OAuthService {
  constructor(private readonly users: UsersService) {}

  /**
   * Finds the account linked to the provider identity; else links the account with the same
   * e-mail when both the provider and this site have verified that address; else creates an
   * account (no password, address verified by the provider) with a free username.
   */
  async signIn(identity: OAuthIdentity): Promise<Account> {
    const link = identity.provider === 'google' ? { googleId: identity.id } : { githubId: identity.id };
    const linked =
      identity.provider === 'google'
        ? await this.users.findByGoogleId(identity.id)
        : await this.users.findByGithubId(identity.id);
    if (linked) return linked;
    const name = PROVIDER_NAMES[identity.provider];
    if (!identity.email) {
      throw invalid(
        'AUTH.OAUTH_NO_EMAIL',
        `Your ${name} account did not share an e-mail address, so we cannot sign you in.`,
      );
    }
    if (!identity.emailVerified) {
      throw invalid(
        'AUTH.OAUTH_EMAIL_UNVERIFIED',
        `Your ${name} e-mail address is not verified. Verify it with ${name} and try again.`,
      );
    }
    const email = identity.email.trim().toLowerCase();
    const existing = await this.users.findByEmail(email);
    // Someone may have registered this address without owning it: linking would hand them the
    // owner's sign-in. The owner signs in with the password (or resets it) and verifies first.
    const unverified = invalid(
      'AUTH.OAUTH_ACCOUNT_UNVERIFIED',
      `An account with this e-mail address exists but its address is not verified, so ${name} sign-in cannot be linked to it.`,
    );
    if (existing && !existing.emailVerified) throw unverified;
    if (existing) {
      const other = identity.provider === 'google' ? existing.googleId : existing.githubId;
      if (other && other !== identity.id) {
        throw invalid(
          'AUTH.OAUTH_EMAIL_LINKED',
          `This e-mail address is already linked to another ${name} account.`,
        );
      }
      // Checked again in the statement that links: the address may have changed since it was read.
      const linkedNow = await this.users.linkProviderToVerified(existing.id, email, link);
      if (!linkedNow) throw unverified;
      return linkedNow;
    }
    const username = await this.users.freeUsername(
      identity.username,
      identity.displayName,
      email.split('@')[0],
    );
    return this.users.create({ username, email, emailVerified: true, ...link });
  }
}
