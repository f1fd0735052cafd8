import type { UserPreferencesJson } from '@market/contracts';
import { apiRequest } from './http-client';

/** The signed-in user's language and currency (`GET /api/me/preferences`). */
export function getPreferences(): Promise<UserPreferencesJson> {
  return apiRequest<UserPreferencesJson>('/me/preferences', { background: true });
}

/**
 * Stores either or both (`PUT /api/me/preferences`); answers what is stored now. An unknown
 * language or currency is refused with a 400 naming the field, and nothing changes.
 */
export function savePreferences(changes: Partial<UserPreferencesJson>): Promise<UserPreferencesJson> {
  return apiRequest<UserPreferencesJson>('/me/preferences', { method: 'PUT', body: changes });
}
