import { GITHUB_LOGIN_URL, GOOGLE_LOGIN_URL, useAuthProviders } from '../api/get-providers';

/** 'Continue with Google' leaves the site for the server's social sign-in; GitHub only when configured. */
export function SocialButtons() {
  const providers = useAuthProviders();
  return (
    <div className="d-grid gap-2 mt-3">
      <div className="text-center text-body-secondary small">or</div>
      <a href={GOOGLE_LOGIN_URL} className="btn social-button">
        Continue with Google
      </a>
      {providers.github && (
        <a href={GITHUB_LOGIN_URL} className="btn social-button">
          Continue with GitHub
        </a>
      )}
    </div>
  );
}
