import { useEffect, useState } from 'react';
import { apiRequest } from '@market/api-client';

export interface AuthProviders {
  google: boolean;
  github: boolean;
}

export function getProviders(): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('/auth/providers', { background: true });
}

/** Which social sign-ins the server has configured; none until it answers. */
export function useAuthProviders(): AuthProviders {
  const [providers, setProviders] = useState<AuthProviders>({ google: false, github: false });
  useEffect(() => {
    let active = true;
    getProviders()
      .then(
        (answer) =>
          active && setProviders({ google: answer?.google === true, github: answer?.github === true }),
      )
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return providers;
}

export const GOOGLE_LOGIN_URL = '/api/auth/googlelogin';
export const GITHUB_LOGIN_URL = '/api/auth/githublogin';
