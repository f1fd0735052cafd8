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
  fastify.addHook('onResponse', async (request, reply) => {
    const started = (request as unknown as Record<symbol, bigint | undefined>)[STARTED];
    if (started === undefined) return;
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
