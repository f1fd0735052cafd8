import { apiRequest } from '@market/api-client';

export function requestPasswordReset(email: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>('/auth/forgot-password', { method: 'POST', body: { email } });
}
