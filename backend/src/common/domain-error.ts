/**
 * Errors raised by services. They carry a stable code (`ORDER.ALREADY_PAID`) and a kind;
 * only the exception filter turns a kind into an HTTP status, so queue workers and socket
 * handlers can raise and catch the same errors.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'unsupported_media'
  | 'too_large'
  | 'too_many'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    /** For `too_many`: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** More fields for the error body: the `permission` a 403 lacked, the open orders blocking a deletion (`details`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (code: string, message: string) => new DomainError(code, 'not_found', message);
export const gone = (code: string, message: string) => new DomainError(code, 'gone', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(code, 'conflict', message, undefined, details);
export const invalid = (code: string, message: string) => new DomainError(code, 'invalid', message);
export const forbidden = (code: string, message: string, details?: Record<string, string>) =>
  new DomainError(code, 'forbidden', message, undefined, details);
export const unauthorized = (code: string, message: string) => new DomainError(code, 'unauthorized', message);
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError(code, 'too_many', message, retryAfterSeconds);
