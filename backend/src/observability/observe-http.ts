import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger as Pino } from 'pino';
import { recordHttpMetrics } from './http-metrics';
import { scrub } from './logger';
import { LogContext, logContext, SANE_REQUEST_ID } from './log-context';

const CONTEXT = Symbol('logContext');
type WithContext = FastifyRequest & { [CONTEXT]?: LogContext; user?: { id?: string } };

/**
 * Request ids, request logs and HTTP metrics for the API. Each request gets an id (a sane
 * incoming X-Request-Id, else a new UUID), sent back as X-Request-Id and carried by every log
 * line written while it is handled; when it is answered one line says method, route, path,
 * status, duration and the signed-in user. Headers, bodies and query strings are never logged, and
 * token segments of paths are redacted.
 */
export function observeHttp(fastify: FastifyInstance, log: Pino): void {
  // Callback-style hooks on purpose: `enterWith` then covers what Fastify runs next in the same
  // turn. The context is entered again before the handler, since reading a body loses it.
  fastify.addHook('onRequest', (request, reply, done) => {
    const incoming = request.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const context: LogContext = { requestId, ip: request.ip, userAgent: request.headers['user-agent'] };
    (request as WithContext)[CONTEXT] = context;
    void reply.header('X-Request-Id', requestId);
    logContext.enterWith(context);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = (request as WithContext)[CONTEXT];
    if (context) logContext.enterWith(context);
    done();
  });
  recordHttpMetrics(fastify);
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? 'unmatched';
    // Probes answer every few seconds per pod (503 while draining); their lines only at LOG_LEVEL=debug.
    const level = route.startsWith('/api/health') ? 'debug' : status >= 500 ? 'error' : 'info';
    // The line is made only when it is written (a probe's never is at the usual levels).
    if (log.isLevelEnabled(level)) {
      const line = {
        requestId: (request as WithContext)[CONTEXT]?.requestId,
        userId: (request as WithContext).user?.id,
        method: request.method,
        route,
        // Written as a field, which the logger's scrubbing of text does not reach: reset links carry their token in the path.
        path: scrub(request.url.split('?')[0]),
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      };
      log[level](line, level === 'error' ? 'request failed' : 'request');
    }
    done();
  });
}
