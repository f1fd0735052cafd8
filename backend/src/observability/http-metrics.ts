import type { FastifyInstance } from 'fastify';
import { metrics, statusClass } from './metrics';

const STARTED = Symbol('metricsStarted');

/**
 * Request duration by method, route pattern (`/api/services/:id`, never the raw URL, so the
 * series stay few) and status class, and requests in flight. Requests that matched no route
 * are counted under the route `unmatched`.
 */
export function recordHttpMetrics(fastify: FastifyInstance): void {
  // Callback-style hooks: an async hook makes promises on every request for nothing to wait on.
  fastify.addHook('onRequest', (request, _reply, done) => {
    (request as unknown as Record<symbol, bigint>)[STARTED] = process.hrtime.bigint();
    metrics.httpInFlight.inc();
    done();
  });
  // A request the client gave up on never gets onResponse: it leaves the in-flight count here.
  fastify.addHook('onRequestAbort', (request, done) => {
    const state = request as unknown as Record<symbol, bigint | undefined>;
    if (state[STARTED] !== undefined) {
      state[STARTED] = undefined;
      metrics.httpInFlight.dec();
    }
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const started = (request as unknown as Record<symbol, bigint | undefined>)[STARTED];
    if (started === undefined) return done();
    (request as unknown as Record<symbol, bigint | undefined>)[STARTED] = undefined;
    metrics.httpInFlight.dec();
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
    done();
  });
}
