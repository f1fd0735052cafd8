import type { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig, LogLevel } from '../config/app-config';
import { logContext } from './log-context';

const PINO_LEVEL: Record<LogLevel, pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
};

/** Fields never written, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'password',
  'token',
  'cookie',
  'authorization',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/**
 * Secrets and personal data inside free text (request paths included): the token segment of
 * reset, verification and staff invitation links, bearer tokens, `password=`/`token=` pairs, and the local part of
 * e-mail addresses.
 */
export function scrub(text: string): string {
  return text
    .replace(
      /((?:reset-password|verify-email|accept-invite|staff\/invitations)\/)[^\s/?#&"']+/gi,
      '$1[redacted]',
    )
    .replace(/([?&](?:token|code|key)=)[^\s&"']+/gi, '$1[redacted]')
    .replace(/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, '$1 [redacted]')
    .replace(/\b(password|passwd|secret|token)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, '$1$2[redacted]')
    .replace(/\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,}|localhost)\b/g, '$1***@$2');
}

/**
 * The process's pino logger: JSON lines (LOG_FORMAT=json) or readable lines (pretty), at the
 * level of LOG_LEVEL (`log` is pino's `info`). Each line carries the request/job context.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): Pino {
  const options: pino.LoggerOptions = {
    level: PINO_LEVEL[config.logLevel],
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // The client address is kept for the audit log, never written to the logs.
    mixin: () => {
      const { ip: _ip, ...context } = logContext.getStore() ?? {};
      return context;
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  if (config.logFormat === 'pretty') {
    return pino(
      options,
      destination ?? pretty({ sync: true, colorize: process.stdout.isTTY, ignore: 'pid,hostname' }),
    );
  }
  return pino(options, destination ?? pino.destination({ sync: true }));
}

/** Nest's logger interface over pino: Nest's context (`[Sockets]`) becomes the `context` field. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    // Nest passes (message, stack, context) for errors.
    const [stack, context] = params.length >= 2 ? params : [undefined, params[0]];
    this.write('error', message, [context], typeof stack === 'string' ? stack : undefined);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: pino.Level, message: unknown, params: unknown[], stack?: string): void {
    const last = params[params.length - 1];
    const context = typeof last === 'string' ? last : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (stack) fields.stack = scrub(stack);
    if (message instanceof Error) {
      fields.err = message;
      this.pino[level](fields, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...message });
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
