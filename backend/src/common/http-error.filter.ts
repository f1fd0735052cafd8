import { BodyRejected } from './json-body-guard';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DomainError, DomainErrorKind } from './domain-error';

/** The one error shape on the wire. `fields` lists validation messages per field. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code?: string;
  fields?: Record<string, string[]>;
  /** `AUTH.PERMISSION`: the permission the staff member's role lacks. */
  permission?: string;
  /** What the client needs to act on the refusal (e.g. the open orders blocking a deletion). */
  details?: unknown;
}

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  unsupported_media: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  too_many: HttpStatus.TOO_MANY_REQUESTS,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Thrown by the validation pipe with messages per field. */
export class ValidationFailed extends HttpException {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join('; '), HttpStatus.BAD_REQUEST);
  }
}

/**
 * Errors raised by the database driver when it cannot reach the server. Drizzle wraps the
 * driver's error ("Failed query: ...") and keeps it as `cause`, so the chain is followed.
 */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause && depth < 3 && isDatabaseUnavailable(cause, depth + 1)) return true;
  const code = (error as { code?: string })?.code;
  const message = String((error as Error)?.message ?? '');
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin_shutdown: the connection was terminated
    code === '57P03' ||
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
  );
}

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ValidationFailed) {
    return { statusCode: 400, message: error.message, error: REASON[400], fields: error.fields };
  }
  if (error instanceof DomainError) {
    const statusCode = STATUS_OF_KIND[error.kind];
    return {
      ...error.details,
      statusCode,
      message: error.message,
      error: REASON[statusCode],
      code: error.code,
    };
  }
  if (error instanceof ThrottlerException) {
    return { statusCode: 429, message: 'Too many requests, please try again later.', error: REASON[429] };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? error.message);
    return { statusCode, message, error: REASON[statusCode] ?? 'Error' };
  }
  if (error instanceof BodyRejected) {
    return {
      statusCode: error.statusCode,
      message: error.message,
      error: REASON[error.statusCode],
      code: error.code,
    };
  }
  // Other errors of the HTTP layer that carry a 4xx status. (Nest hands Fastify's own errors, such
  // as malformed JSON or an unsupported content type, to the filters as HttpExceptions.)
  const status = (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      message: String((error as Error).message),
      error: REASON[status] ?? 'Error',
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, message: 'Service temporarily unavailable, please retry.', error: REASON[503] };
  }
  return { statusCode: 500, message: 'Internal server error', error: REASON[500] };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(error);
    if (body.statusCode >= 500) this.logger.error((error as Error)?.stack ?? String(error));
    if (error instanceof DomainError && error.retryAfterSeconds) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
