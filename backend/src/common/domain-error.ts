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
    /** What the client needs to act on the refusal (e.g. the open orders blocking a deletion), sent as `details`. */
    readonly details?: object,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (code: string, message: string) => new DomainError(code, 'not_found', message);
export const conflict = (code: string, message: string, details?: object) =>
  new DomainError(code, 'conflict', message, undefined, details);
export const invalid = (code: string, message: string) => new DomainError(code, 'invalid', message);
export const forbidden = (code: string, message: string) => new DomainError(code, 'forbidden', message);
export const unauthorized = (code: string, message: string) => new DomainError(code, 'unauthorized', message);
export const tooMany = (code: string, message: string, retryAfterSeconds: number) =>
  new DomainError(code, 'too_many', message, retryAfterSeconds);
