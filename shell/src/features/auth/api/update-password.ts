import { apiRequest } from '@market/api-client';

export function updatePassword(oldPassword: string, newPassword: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>('/auth/update-password', {
    method: 'PUT',
    body: { oldPassword, newPassword },
  });
}
