import { ApiError, apiRequest, authStore } from '@market/api-client';
import { DELETE_ACCOUNT_WORD, type OpenOrdersDetails, type TwoFactorStatusJson } from '@market/contracts';
import type { ErrorText } from '@market/ui';

export type DeleteOutcome =
  | { ok: true }
  | {
      ok: false;
      /** The server's reason in the reader's words, or '' when it gave none (the screen says its own). */
      message: string;
      field?: 'password' | 'confirm' | 'code';
      openOrders?: OpenOrdersDetails['orders'];
    };

const FIELD_OF_CODE: Record<string, 'password' | 'confirm' | 'code'> = {
  'ACCOUNT.PASSWORD_REQUIRED': 'password',
  'ACCOUNT.PASSWORD_INCORRECT': 'password',
  'ACCOUNT.CONFIRMATION_REQUIRED': 'confirm',
  'ACCOUNT.SECOND_FACTOR_REQUIRED': 'code',
  'ACCOUNT.SECOND_FACTOR_INCORRECT': 'code',
};

/** The signed-in person's second factors (which decide what the deletion asks for). */
export const getSecondFactors = () => apiRequest<TwoFactorStatusJson>('/auth/2fa', { background: true });

/**
 * Deletes the signed-in account; on success the stored user is cleared (the server ended every
 * session). A refusal is worded by `errorText`.
 */
export async function deleteAccount(
  errorText: ErrorText,
  password: string | undefined,
  confirm: string,
  code?: string,
): Promise<DeleteOutcome> {
  try {
    await apiRequest('/me', { method: 'DELETE', body: { password, confirm, code } });
    authStore.clear();
    return { ok: true };
  } catch (error) {
    const message = errorText(error, '');
    if (!(error instanceof ApiError)) return { ok: false, message };
    if (error.code === 'ACCOUNT.OPEN_ORDERS') {
      return {
        ok: false,
        message,
        openOrders: (error.details as OpenOrdersDetails | undefined)?.orders ?? [],
      };
    }
    return { ok: false, message, field: error.code ? FIELD_OF_CODE[error.code] : undefined };
  }
}

export { DELETE_ACCOUNT_WORD };
