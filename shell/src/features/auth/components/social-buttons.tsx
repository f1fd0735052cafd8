import { FormattedMessage } from 'react-intl';
import { GITHUB_LOGIN_URL, GOOGLE_LOGIN_URL, useAuthProviders } from '../api/get-providers';

/**
 * 'Continue with Google' (and GitHub) leave the site for the server's social sign-in: each shown
 * only when the server says it is configured, the whole block only when one is.
 */
export function SocialButtons() {
  const providers = useAuthProviders();
  if (!providers.google && !providers.github) return null;
  return (
    <div className="d-grid gap-2 mt-3">
      <div className="text-center text-body-secondary small">
        <FormattedMessage id="shell.auth.or" defaultMessage="or" />
      </div>
      {providers.google && (
        <a href={GOOGLE_LOGIN_URL} className="btn social-button">
          <FormattedMessage
            id="shell.auth.continueWith"
            defaultMessage="Continue with {provider}"
            values={{ provider: 'Google' }}
          />
        </a>
      )}
      {providers.github && (
        <a href={GITHUB_LOGIN_URL} className="btn social-button">
          <FormattedMessage
            id="shell.auth.continueWith"
            defaultMessage="Continue with {provider}"
            values={{ provider: 'GitHub' }}
          />
        </a>
      )}
    </div>
  );
}
