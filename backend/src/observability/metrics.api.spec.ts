import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiMetricsServer } from './observability.module';
import { conversationBetween } from '../../test/messaging-helpers';
import { sample, scrape } from '../../test/metrics-helpers';
import {
  buyBasic,
  createService,
  pressSandbox,
  stripeSandboxCheckout,
  waitFor,
} from '../../test/payments-fixtures';
import { connectSocket, sessionCookie } from '../../test/realtime-helpers';
import { createTestApp, SignedIn, TestApp } from '../../test/test-app';

describe('/metrics of the API', () => {
  let t: TestApp;
  let metricsUrl: string;
  let admin: SignedIn;
  const scratch = mkdtempSync(join(tmpdir(), 'metrics-'));

  beforeAll(async () => {
    // The mail outbox is a file, not a folder: every mail job fails (the failure counters).
    const outbox = join(scratch, 'outbox-is-a-file');
    writeFileSync(outbox, '');
    t = await createTestApp({ METRICS_PORT: '0', MAIL_OUTBOX_DIR: outbox });
    metricsUrl = t.app.get(ApiMetricsServer).url!;
    admin = await t.signIn({ admin: true });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("listens on loopback by default (METRICS_HOST): the machine's other addresses are refused", async () => {
    const port = Number(new URL(metricsUrl).port);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    if (outside) await expect(fetch(`http://${outside}:${port}/metrics`)).rejects.toThrow();
  });

  it('serves the named series on its own port, not on the public site', async () => {
    expect(new URL(metricsUrl).port).not.toBe(new URL(t.url).port);
    await t.http().get('/api/health').expect(200);
    const text = await scrape(metricsUrl);
    for (const name of [
      'gigly_http_request_duration_seconds',
      'gigly_http_requests_in_flight',
      'gigly_sockets_connected',
      'gigly_socket_connections_refused_total',
      'gigly_socket_events_emitted_total',
      'gigly_socket_messages_received_total',
      'gigly_socket_rate_limited_total',
      'gigly_queue_jobs',
      'gigly_queue_oldest_waiting_seconds',
      'gigly_queue_jobs_completed_total',
      'gigly_queue_jobs_failed_total',
      'gigly_queue_job_retries_total',
      'gigly_payment_webhook_events_total',
      'gigly_payment_refunds_total',
      'gigly_payment_reconciled_checkouts_total',
      'gigly_db_pool_connections',
      'gigly_db_query_errors_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    // The queues of this app report their depth by name.
    expect(text).toMatch(/gigly_queue_jobs\{queue="payments",state="waiting"\} \d/);
    expect(text).toMatch(/gigly_queue_jobs\{queue="mail",state="delayed"\} \d/);
    if (t.config.databaseUrl) expect(text).toMatch(/gigly_db_pool_connections\{state="idle"\} \d/);

    const publicSite = await t.http().get('/metrics');
    expect(publicSite.text ?? '').not.toContain('gigly_http');
    expect((await fetch(`${metricsUrl}/other`)).status).toBe(404);
  });

  it('counts a request under its route pattern and status class', async () => {
    const serviceId = await createService(t, admin);
    const labels = { method: 'GET', route: '/api/services/single-service/:id', status_class: '2xx' };
    const before = sample(await scrape(metricsUrl), 'gigly_http_request_duration_seconds_count', labels);
    await t.http().get(`/api/services/single-service/${serviceId}`).expect(200);
    const text = await scrape(metricsUrl);
    expect(sample(text, 'gigly_http_request_duration_seconds_count', labels)).toBe(before + 1);
    // The raw URL (with the id) is never a label.
    expect(text).not.toContain(serviceId);
    const notFound = { method: 'GET', route: '/api/services/single-service/:id', status_class: '4xx' };
    const missing = sample(text, 'gigly_http_request_duration_seconds_count', notFound);
    await t.http().get('/api/services/single-service/00000000-0000-4000-8000-000000000000').expect(404);
    expect(sample(await scrape(metricsUrl), 'gigly_http_request_duration_seconds_count', notFound)).toBe(
      missing + 1,
    );
  });

  it('raises the socket gauge on connect, lowers it on close, and counts refusals and messages', async () => {
    const { buyer, conversationId } = await conversationBetween(t, undefined, admin);
    const cookie = await sessionCookie(t, buyer);
    const before = await scrape(metricsUrl);
    const connected = sample(before, 'gigly_sockets_connected');
    const refused = sample(before, 'gigly_socket_connections_refused_total', { reason: 'unauthorized' });
    const foreign = sample(before, 'gigly_socket_connections_refused_total', { reason: 'origin' });
    const received = sample(before, 'gigly_socket_messages_received_total');
    const emitted = sample(before, 'gigly_socket_events_emitted_total', { event: 'message:new' });

    const socket = await connectSocket(t.url, cookie);
    expect(sample(await scrape(metricsUrl), 'gigly_sockets_connected')).toBe(connected + 1);
    await expect(connectSocket(t.url, 'token=forged')).rejects.toThrow('unauthorized');
    await expect(connectSocket(t.url, cookie, { origin: 'https://evil.example' })).rejects.toThrow();
    const ack = await socket.emit('message:send', { conversationId, message: 'counted' });
    expect(ack.ok).toBe(true);

    let text = await scrape(metricsUrl);
    expect(sample(text, 'gigly_socket_connections_refused_total', { reason: 'unauthorized' })).toBe(
      refused + 1,
    );
    expect(sample(text, 'gigly_socket_connections_refused_total', { reason: 'origin' })).toBe(foreign + 1);
    expect(sample(text, 'gigly_socket_messages_received_total')).toBe(received + 1);
    expect(sample(text, 'gigly_socket_events_emitted_total', { event: 'message:new' })).toBe(emitted + 1);

    socket.close();
    text = await waitFor(async () => {
      const now = await scrape(metricsUrl);
      return sample(now, 'gigly_sockets_connected') === connected ? now : undefined;
    });
    expect(sample(text, 'gigly_sockets_connected')).toBe(connected);
  });

  it('moves the webhook and queue counters on a sandbox purchase, and shows the failed mail jobs', async () => {
    const buyer = await t.signIn();
    const serviceId = await createService(t, admin);
    const before = await scrape(metricsUrl);
    const count = (text: string, outcome: string) =>
      sample(text, 'gigly_payment_webhook_events_total', { provider: 'stripe', outcome });

    const order = await buyBasic(t, buyer, serviceId);
    expect(order.payment.status).toBe('paid');
    const completed = (text: string) =>
      sample(text, 'gigly_queue_jobs_completed_total', { queue: 'payments' });
    // The event counts as processed inside its job; the job counts as completed a moment after
    // (on Redis, once Bull has moved it), so both are waited for.
    const paid = await waitFor(async () => {
      const text = await scrape(metricsUrl);
      const done =
        count(text, 'processed') === count(before, 'processed') + 1 && completed(text) > completed(before);
      return done ? text : undefined;
    });
    expect(count(paid, 'received')).toBe(count(before, 'received') + 1);

    // The sandbox delivers its event again when "Pay" is pressed twice: stored once, counted as a duplicate.
    const sessionId = await stripeSandboxCheckout(buyer, { serviceId, name: 'basic', price: 40 });
    await pressSandbox(t, 'stripe', sessionId, 'pay', 303);
    await pressSandbox(t, 'stripe', sessionId, 'pay');
    const afterTwice = await scrape(metricsUrl);
    expect(count(afterTwice, 'received')).toBeGreaterThanOrEqual(count(paid, 'received') + 1);

    // The paid orders' mails cannot be written: each try is retried, then the job counts as failed.
    const retried = await waitFor(async () => {
      const text = await scrape(metricsUrl);
      return sample(text, 'gigly_queue_job_retries_total', { queue: 'mail' }) >
        sample(before, 'gigly_queue_job_retries_total', { queue: 'mail' })
        ? text
        : undefined;
    }, 15_000);
    expect(sample(retried, 'gigly_queue_jobs_failed_total', { queue: 'mail' })).toBe(
      sample(before, 'gigly_queue_jobs_failed_total', { queue: 'mail' }),
    );
    const failed = await waitFor(async () => {
      const text = await scrape(metricsUrl);
      return sample(text, 'gigly_queue_jobs_failed_total', { queue: 'mail' }) >
        sample(before, 'gigly_queue_jobs_failed_total', { queue: 'mail' })
        ? text
        : undefined;
    }, 60_000);
    expect(sample(failed, 'gigly_queue_jobs_completed_total', { queue: 'mail' })).toBe(
      sample(before, 'gigly_queue_jobs_completed_total', { queue: 'mail' }),
    );
  }, 90_000);
});
