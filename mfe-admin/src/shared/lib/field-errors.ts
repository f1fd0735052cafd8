import { ApiError } from '@market/api-client';

/**
 * The first message per field of a 400 answer (`fields` of the API's error shape, keys as
 * `title` or `packages.0.desc`), kept to the given keys when they are named.
 */
export function fieldErrorsOf(error: unknown, keys?: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields as Record<string, string | string[]>)) {
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string' && first && (!keys || keys.includes(key))) errors[key] = first;
  }
  return errors;
}
