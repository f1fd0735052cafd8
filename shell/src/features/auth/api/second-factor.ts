import { startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest, withErrorFallback, type AuthUser } from '@market/api-client';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { LOGIN_FALLBACK, signedInUser } from './sign-in';

export type SecondFactorProof = { code: string } | { recoveryCode: string } | { webauthn: unknown };

/** The second step of a sign-in in progress (after a reload, or back from Google or GitHub). */
export function getSecondStep(): Promise<TwoFactorRequiredJson> {
  return apiRequest<TwoFactorRequiredJson>('/auth/login/2fa', { background: true });
}

/** Finishes the sign-in with a code, a recovery code or a passkey's assertion. */
export async function finishSecondStep(proof: SecondFactorProof): Promise<AuthUser> {
  const answer = await withErrorFallback(
    apiRequest<unknown>('/auth/login/2fa', { method: 'POST', body: proof }),
    LOGIN_FALLBACK,
  );
  return signedInUser(answer);
}

/** Asks the browser for a passkey assertion to the server's request options. */
export function passkeyAssertion(options: Record<string, unknown>) {
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** Passwordless: any passkey of this site signs its owner in. */
export async function signInWithPasskey(): Promise<AuthUser> {
  const options = await apiRequest<Record<string, unknown>>('/auth/passkeys/login/options', {
    method: 'POST',
  });
  const webauthn = await passkeyAssertion(options);
  const answer = await withErrorFallback(
    apiRequest<unknown>('/auth/passkeys/login', { method: 'POST', body: { webauthn } }),
    LOGIN_FALLBACK,
  );
  return signedInUser(answer);
}
