import { ApiError, apiRequest, authStore, uploadFile, type AuthUser } from '@market/api-client';
import type { ErrorText } from '@market/ui';

export interface ProfileValues {
  username: string;
  email: string;
  country: string;
  phone: string;
  /** Sent only with a new e-mail address (accounts with a password must confirm the change). */
  currentPassword?: string;
}

export function updateUser(id: string, values: ProfileValues & { img?: string }): Promise<AuthUser> {
  return apiRequest<AuthUser>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: values });
}

/** The server's reasons to show beside the fields they are about. */
export type ProfileFieldErrors = Partial<Record<keyof ProfileValues, string>>;

/**
 * How a save went: saved, the picture not uploaded, or the profile not saved (with the server's
 * reason when it sent one, in the reader's words; the screen says its own texts in the page's
 * language).
 */
export type SaveOutcome =
  | { ok: true }
  | { ok: false; problem: 'upload' }
  | { ok: false; problem: 'save'; serverMessage?: string; fields?: ProfileFieldErrors };

const FIELD_OF_CODE: Record<string, keyof ProfileValues> = {
  'USER.USERNAME_TAKEN': 'username',
  'USER.EMAIL_TAKEN': 'email',
  'USER.PASSWORD_REQUIRED': 'currentPassword',
  'USER.PASSWORD_INCORRECT': 'currentPassword',
  'AUTH.PASSWORD_CHECKS_LOCKED': 'currentPassword',
};
const PROFILE_FIELDS: (keyof ProfileValues)[] = ['username', 'email', 'country', 'phone', 'currentPassword'];

/**
 * The field reasons of a refused save: validation messages per field, or a conflict naming one
 * (worded by `errorText`).
 */
export function profileFieldErrors(error: unknown, errorText: ErrorText): ProfileFieldErrors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields: ProfileFieldErrors = {};
  for (const name of PROFILE_FIELDS) {
    const reason: unknown = error.fields?.[name];
    const text = Array.isArray(reason) ? reason.join(' ') : reason;
    if (typeof text === 'string' && text) fields[name] = text;
  }
  const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (field && !fields[field]) fields[field] = errorText(error, error.message);
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Saves the settings form: the new picture is uploaded first and an upload failure stops the save
 * (nothing is saved that points at a picture not stored); the answer replaces the stored user so
 * the header and profile follow at once. The server's reasons are worded by `errorText`.
 */
export async function saveProfile(
  id: string,
  values: ProfileValues,
  picture: File | null,
  onUploading: (busy: boolean) => void,
  errorText: ErrorText,
): Promise<SaveOutcome> {
  let img: string | undefined;
  if (picture) {
    onUploading(true);
    try {
      img = await uploadFile(picture);
    } catch {
      return { ok: false, problem: 'upload' };
    } finally {
      onUploading(false);
    }
  }
  try {
    const user = await updateUser(id, img ? { ...values, img } : values);
    const current = authStore.get();
    if (current && current.id === id) authStore.set({ ...current, ...user });
    return { ok: true };
  } catch (error) {
    const fields = profileFieldErrors(error, errorText);
    // The reasons go beside their fields; the spec's text stays the summary (and the fallback).
    return {
      ok: false,
      problem: 'save',
      serverMessage: fields ? undefined : errorText(error, '') || undefined,
      fields,
    };
  }
}
