import { FormattedMessage } from 'react-intl';
import { GITHUB_LOGIN_URL, GOOGLE_LOGIN_URL, useAuthProviders } from '../api/get-providers';

function SocialButton({ href, provider }: { href: string; provider: string }) {
  return (
    <a href={href} className="btn social-button">
      <FormattedMessage
        id="shell.auth.continueWith"
        defaultMessage="Continue with {provider}"
        values={{ provider }}
      />
    </a>
  );
}

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
      {providers.google && <SocialButton href={GOOGLE_LOGIN_URL} provider="Google" />}
      {providers.github && <SocialButton href={GITHUB_LOGIN_URL} provider="GitHub" />}
    </div>
  );
}
