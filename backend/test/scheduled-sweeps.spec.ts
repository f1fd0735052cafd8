import { ApiMetricsServer } from '../src/observability/observability.module';
import { sample, scrape } from './metrics-helpers';
import { waitFor } from './payments-fixtures';
import { replicaOf } from './restart.helper';
import { createTestApp, TestApp } from './test-app';
import { UploadsService } from '../src/uploads/uploads.service';
import { logContext } from '../src/observability/log-context';
import { Scheduler } from '../src/scheduler/scheduler';

// Apps on a busy machine, each sweep run a few times.
jest.setTimeout(300_000);

/** Every periodic sweep of the API, each once a second. */
const EVERY_SECOND = {
  PAYMENT_SWEEP_SECONDS: '1',
  NOTIFICATION_SWEEP_SECONDS: '1',
  FAILED_ORDER_SWEEP_SECONDS: '1',
  CHECKOUT_RECONCILE_SECONDS: '1',
  UPLOAD_SWEEP_MINUTES: String(1 / 60),
};
const JOBS = [
  'payment-events',
  'overdue-auto-accept',
  'notifications',
  'failed-orders',
  'stale-checkouts',
  'uploads',
];
/** Each sweep's wait: its runs come a second apart, later when the machine is busy. */
const RUNS_MS = 120_000;

const runs = (text: string, job: string) =>
  sample(text, 'gigly_scheduled_job_duration_seconds_count', { job });

describe('scheduled sweeps', () => {
  it('runs each sweep on its period through the queue, with its last run, duration and failures on /metrics', async () => {
    const t = await createTestApp({ ...EVERY_SECOND, METRICS_PORT: '0' });
    try {
      const metricsUrl = t.app.get(ApiMetricsServer).url!;
      const before = await scrape(metricsUrl);
      const startedAt = Date.now() / 1000;
      await waitFor(async () => {
        const text = await scrape(metricsUrl);
        return JOBS.every((job) => runs(text, job) >= runs(before, job) + 2);
      }, RUNS_MS);
      const text = await scrape(metricsUrl);
      for (const job of JOBS) {
        expect(sample(text, 'gigly_scheduled_job_last_run_timestamp_seconds', { job })).toBeGreaterThan(
          startedAt,
        );
        expect(sample(text, 'gigly_scheduled_job_failures_total', { job })).toBe(
          sample(before, 'gigly_scheduled_job_failures_total', { job }),
        );
        expect(text).toContain(`gigly_scheduled_job_failures_total{job="${job}"}`);
      }
      // The hourly ones are scheduled too (each `@Scheduled` method found, none left out).
      for (const job of ['retention', 'audit-retention', 'analytics-fold']) {
        expect(text).toContain(`gigly_scheduled_job_failures_total{job="${job}"}`);
      }

      // A sweep that fails is counted and logged; the next period runs it again.
      const failures = () =>
        scrape(metricsUrl).then((t) => sample(t, 'gigly_scheduled_job_failures_total', { job: 'uploads' }));
      const failedBefore = await failures();
      const sweep = jest
        .spyOn(t.app.get(UploadsService), 'sweep')
        .mockRejectedValue(new Error('The bucket is away'));
      await waitFor(async () => (await failures()) >= failedBefore + 2, RUNS_MS);
      sweep.mockRestore();
      const after = await scrape(metricsUrl);
      await waitFor(async () => runs(await scrape(metricsUrl), 'uploads') > runs(after, 'uploads'), RUNS_MS);
      expect(await failures()).toBe(sample(after, 'gigly_scheduled_job_failures_total', { job: 'uploads' }));
    } finally {
      await t.close();
    }
  });

  (process.env.REDIS_URL ? it : it.skip)(
    'runs each sweep once a period across two replicas (Redis)',
    async () => {
      const t: TestApp = await createTestApp(EVERY_SECOND);
      const replica = await replicaOf(t, EVERY_SECOND);
      try {
        // Each sweep's runs: the period each job stands for (the end of its id, in Bull and in the
        // in-process queue alike) and the replica whose worker took it.
        const taken: Array<{ task: string; period: string; by: string }> = [];
        for (const [by, app] of [
          ['a', t.app],
          ['b', replica.app],
        ] as const) {
          const scheduler = app.get(Scheduler);
          const run = scheduler.run.bind(scheduler);
          jest.spyOn(scheduler, 'run').mockImplementation((task) => {
            taken.push({ task, period: /\d+$/.exec(logContext.getStore()!.jobId!)![0], by });
            return run(task);
          });
        }
        await waitFor(
          async () => JOBS.every((job) => taken.filter((run) => run.task === job).length >= 4),
          RUNS_MS,
        );
        for (const job of JOBS) {
          const periods = taken.filter((run) => run.task === job).map((run) => run.period);
          // One run a period: no period run twice, by the same replica or the other.
          expect(new Set(periods).size).toBe(periods.length);
        }
        // Both workers take jobs: the schedule is the queue's, not one replica's.
        expect(new Set(taken.map((run) => run.by))).toEqual(new Set(['a', 'b']));
      } finally {
        await replica.close();
        await t.close();
      }
    },
  );
});
