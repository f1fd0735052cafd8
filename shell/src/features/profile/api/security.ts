import { startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '@market/api-client';
import type {
  PasskeyJson,
  RecoveryCodesJson,
  SessionJson,
  TotpSetupJson,
  TwoFactorStatusJson,
} from '@market/contracts';

/** The calls of the security screen: the second factor (TOTP, passkeys) and the sessions list. */
export const getTwoFactor = () => apiRequest<TwoFactorStatusJson>('/auth/2fa');

export const setUpTotp = () => apiRequest<TotpSetupJson>('/auth/2fa/totp/setup', { method: 'POST' });

export const enableTotp = (code: string) =>
  apiRequest<RecoveryCodesJson>('/auth/2fa/totp/enable', { method: 'POST', body: { code } });

export const disableTotp = (body: { password?: string; code: string }) =>
  apiRequest<{ message: string }>('/auth/2fa', { method: 'DELETE', body });

/** Creates a passkey in the browser (its own dialog) and registers it. */
export async function addPasskey(name: string): Promise<PasskeyJson> {
  const options = await apiRequest<Record<string, unknown>>('/auth/passkeys/register/options', {
    method: 'POST',
  });
  const webauthn = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return apiRequest<PasskeyJson>('/auth/passkeys', {
    method: 'POST',
    body: { webauthn, ...(name ? { name } : {}) },
  });
}

export const renamePasskey = (id: string, name: string) =>
  apiRequest<PasskeyJson>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } });

export const removePasskey = (id: string) =>
  apiRequest<{ message: string }>(`/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const getSessions = () => apiRequest<SessionJson[]>('/auth/sessions');

export const endSession = (id: string) =>
  apiRequest<{ message: string }>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endOtherSessions = () =>
  apiRequest<{ ended: number }>('/auth/sessions?others=1', { method: 'DELETE' });
