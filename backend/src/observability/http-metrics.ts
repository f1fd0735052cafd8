import type { FastifyInstance } from 'fastify';
import { metrics, statusClass } from './metrics';

const STARTED = Symbol('metricsStarted');

/**
 * Request duration by method, route pattern (`/api/services/:id`, never the raw URL, so the
 * series stay few) and status class, and requests in flight. Requests that matched no route
 * are counted under the route `unmatched`.
 */
export function recordHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    (request as unknown as Record<symbol, bigint>)[STARTED] = process.hrtime.bigint();
    metrics.httpInFlight.inc();
  });
  // A request the client gave up on never gets onResponse: it leaves the in-flight count here.
  fastify.addHook('onRequestAbort', async (request) => {
    const state = request as unknown as Record<symbol, bigint | undefined>;
    if (state[STARTED] === undefined) return;
    state[STARTED] = undefined;
    metrics.httpInFlight.dec();
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const started = (request as unknown as Record<symbol, bigint | undefined>)[STARTED];
    if (started === undefined) return;
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
  });
}
