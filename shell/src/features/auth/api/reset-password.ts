import { apiRequest } from '@market/api-client';

export function resetPassword(token: string, password: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}
