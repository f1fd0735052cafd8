import { apiRequest, authStore, uploadFile, type AuthUser } from '@market/api-client';

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

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * Saves the settings form: the new picture is uploaded first and an upload failure stops the save
 * (spec §5); the answer replaces the stored user so the header and profile follow at once.
 */
export async function saveProfile(
  id: string,
  values: ProfileValues,
  picture: File | null,
  onUploading: (busy: boolean) => void,
): Promise<SaveOutcome> {
  let img: string | undefined;
  if (picture) {
    onUploading(true);
    try {
      img = await uploadFile(picture);
    } catch {
      return { ok: false, message: 'Failed to upload the new image.' };
    } finally {
      onUploading(false);
    }
  }
  try {
    const user = await updateUser(id, img ? { ...values, img } : values);
    const current = authStore.get();
    if (current && current.id === id) authStore.set({ ...current, ...user });
    return { ok: true, message: 'Profile updated successfully!' };
  } catch {
    return { ok: false, message: 'Failed to update profile.' };
  }
}
