import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/** What a queue reports at each scrape (see JobQueue.stats). */
export interface QueueStats {
  waiting: number;
  active: number;
  delayed: number;
  /** Age of the oldest waiting job in ms, 0 when none waits. */
  oldestWaitingMs: number;
}

/** What a PostgreSQL pool reports at each scrape (node-postgres Pool counts). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const queues = new Map<object, { name: string; stats(): Promise<QueueStats> }>();
const pools = new Set<PoolStats>();

/** Reports this queue's depth at each scrape until the returned function is called (on close). */
export function trackQueue(queue: { name: string; stats(): Promise<QueueStats> }): () => void {
  queues.set(queue, queue);
  return () => queues.delete(queue);
}

/** Reports this pool's connections at each scrape until the returned function is called (on close). */
export function trackPool(pool: PoolStats): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

/** Stats of every tracked queue, summed by name (several apps in one test process may share a name). */
async function queueStats(): Promise<Map<string, QueueStats>> {
  const byName = new Map<string, QueueStats>();
  for (const queue of queues.values()) {
    const stats = await queue.stats().catch(() => undefined);
    if (!stats) continue;
    const sum = byName.get(queue.name) ?? { waiting: 0, active: 0, delayed: 0, oldestWaitingMs: 0 };
    byName.set(queue.name, {
      waiting: sum.waiting + stats.waiting,
      active: sum.active + stats.active,
      delayed: sum.delayed + stats.delayed,
      oldestWaitingMs: Math.max(sum.oldestWaitingMs, stats.oldestWaitingMs),
    });
  }
  return byName;
}

/**
 * Every Prometheus series of the backend, one set per process (the API or a gateway), on
 * prom-client's default registry, served by `metrics-server.ts` on METRICS_PORT. Counters only
 * grow; a dashboard takes their `rate()`. Names start with `gigly_`; prom-client's own process
 * metrics (event-loop lag, heap, GC) keep their standard names.
 */
export const metrics = {
  httpDuration: new Histogram({
    name: 'gigly_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  }),
  httpInFlight: new Gauge({ name: 'gigly_http_requests_in_flight', help: 'HTTP requests being answered' }),

  socketsConnected: new Gauge({ name: 'gigly_sockets_connected', help: 'Sockets connected to this process' }),
  socketsRefused: new Counter({
    name: 'gigly_socket_connections_refused_total',
    help: 'Socket connections refused, by reason (unauthorized, origin, enrolment)',
    labelNames: ['reason'] as const,
  }),
  socketEventsEmitted: new Counter({
    name: 'gigly_socket_events_emitted_total',
    help: 'Realtime events published to rooms, by event',
    labelNames: ['event'] as const,
  }),
  socketMessagesReceived: new Counter({
    name: 'gigly_socket_messages_received_total',
    help: 'Messages clients sent over sockets (message:send)',
  }),
  socketRateLimited: new Counter({
    name: 'gigly_socket_rate_limited_total',
    help: 'Socket sends refused by the per-socket rate limit',
  }),

  queueJobs: new Gauge({
    name: 'gigly_queue_jobs',
    help: 'Jobs of a queue by state (waiting, active, delayed)',
    labelNames: ['queue', 'state'] as const,
    async collect() {
      this.reset();
      for (const [queue, stats] of await queueStats()) {
        for (const state of ['waiting', 'active', 'delayed'] as const)
          this.set({ queue, state }, stats[state]);
      }
    },
  }),
  queueOldestWaiting: new Gauge({
    name: 'gigly_queue_oldest_waiting_seconds',
    help: "Age of the queue's oldest waiting job (0 when none waits)",
    labelNames: ['queue'] as const,
    async collect() {
      this.reset();
      for (const [queue, stats] of await queueStats()) this.set({ queue }, stats.oldestWaitingMs / 1000);
    },
  }),
  queueCompleted: new Counter({
    name: 'gigly_queue_jobs_completed_total',
    help: 'Jobs run to success by this process',
    labelNames: ['queue'] as const,
  }),
  queueFailed: new Counter({
    name: 'gigly_queue_jobs_failed_total',
    help: 'Jobs that failed their last try in this process',
    labelNames: ['queue'] as const,
  }),
  queueRetries: new Counter({
    name: 'gigly_queue_job_retries_total',
    help: 'Failed tries that will be retried',
    labelNames: ['queue'] as const,
  }),

  scheduledLastRun: new Gauge({
    name: 'gigly_scheduled_job_last_run_timestamp_seconds',
    help: 'When a scheduled job (a sweep) last finished in this process, by job',
    labelNames: ['job'] as const,
  }),
  scheduledDuration: new Histogram({
    name: 'gigly_scheduled_job_duration_seconds',
    help: 'How long each run of a scheduled job took in this process, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  }),
  scheduledFailures: new Counter({
    name: 'gigly_scheduled_job_failures_total',
    help: 'Runs of a scheduled job that failed in this process, by job',
    labelNames: ['job'] as const,
  }),

  paymentEvents: new Counter({
    name: 'gigly_payment_webhook_events_total',
    help: 'Payment provider events by outcome (received, duplicate, processed, failed)',
    labelNames: ['provider', 'outcome'] as const,
  }),
  analyticsHits: new Counter({
    name: 'gigly_analytics_hits_total',
    help: 'Page views counted and written (analytics)',
  }),
  analyticsHitsDropped: new Counter({
    name: 'gigly_analytics_hits_dropped_total',
    help: 'Page views that could not be written (the database refused the batch)',
  }),
  refunds: new Counter({
    name: 'gigly_payment_refunds_total',
    help: 'Refunds made, by provider',
    labelNames: ['provider'] as const,
  }),
  reconciledCheckouts: new Counter({
    name: 'gigly_payment_reconciled_checkouts_total',
    help: 'Stale pending checkouts settled by the reconciler',
  }),

  dbPool: new Gauge({
    name: 'gigly_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle, waiting clients)',
    labelNames: ['state'] as const,
    collect() {
      this.reset();
      if (pools.size === 0) return;
      let total = 0;
      let idle = 0;
      let waiting = 0;
      for (const pool of pools) {
        total += pool.totalCount;
        idle += pool.idleCount;
        waiting += pool.waitingCount;
      }
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  }),
  dbQueryErrors: new Counter({ name: 'gigly_db_query_errors_total', help: 'Database queries that failed' }),
};

let defaultsOn = false;

/** prom-client's process metrics (event-loop lag, heap, GC, CPU), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics();
}

export { register as metricsRegistry };

/** `2xx`, `4xx`... */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
