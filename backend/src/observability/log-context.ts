import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written while handling one thing carries: the request id of an HTTP
 * request (or of a socket event), the signed-in user, and for queue jobs the id of the request
 * that queued them (`causeId`), so one purchase can be followed from checkout to mail.
 */
export interface LogContext {
  requestId?: string;
  /** The client address of an HTTP request (the audit log records it). */
  ip?: string;
  /** Its User-Agent header (never logged: the analytics hash it with the IP to tell a checkout's visitor). */
  userAgent?: string;
  userId?: string;
  causeId?: string;
  queue?: string;
  jobId?: string;
}

export const logContext = new AsyncLocalStorage<LogContext>();

/** The id to pass on to work this request or job starts (a queued job, a published event). */
export function currentCauseId(): string | undefined {
  const context = logContext.getStore();
  return context?.requestId ?? context?.causeId;
}

/** A client's X-Request-Id is kept only when it is short and plain; otherwise a new one is made. */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
