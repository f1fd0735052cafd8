#!/usr/bin/env node
/**
 * `npm run bench`: figures, never a pass or fail. For the embedded database and (when reachable)
 * PostgreSQL + Redis, each with SERVICES services (seed:bench): req/s and p50/p99 of the main
 * reads with their ratio to GET /api/health; socket delivery latency (POST to receipt) and the
 * memory of the process serving 1,000 sockets while 50 messages a second are posted (the API
 * itself on the embedded database, the stand-alone gateway with PostgreSQL + Redis); the scan
 * nodes of the category listing and search query plans; the gzip JavaScript a visitor and a
 * buyer download, and Largest Contentful Paint in headless Chromium.
 * Prints a table and writes bench/results.json. Needs `npm run build` first. What each part
 * measures lives in bench/lib/: http, sockets, query-plans, browser (and ../mobile.mjs), media;
 * backend.mjs runs them on one backend, report.mjs prints the table.
 *
 * `BENCH_ONLY=load` runs instead a mixed load (browsing, search, signed-in pages, purchases,
 * socket messages) for BENCH_LOAD_MINUTES (10) on each backend, at the rates of
 * lib/mixed-load.mjs times BENCH_LOAD_SCALE (1), and writes bench/results-load.json.
 *
 * Settings (environment): BENCH_SERVICES (100000), BENCH_DURATION seconds per endpoint (5),
 * BENCH_CONNECTIONS (50), BENCH_SOCKETS (1000), BENCH_MESSAGE_RATE messages per second (50),
 * BENCH_SOCKET_SECONDS (5), BENCH_BROWSER (true; false skips JavaScript and LCP, e.g. without
 * a front-end build), BENCH_DATA_DIR (bench/.data: the PGlite folder and uploads),
 * BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test: the
 * server), BENCH_DATABASE (bench_gigly: the bench's own database on that server),
 * BENCH_REDIS_URL (else REDIS_URL, else redis://127.0.0.1:6379), CHROMIUM_PATH (/usr/bin/chromium),
 * BENCH_API_NODE_ARGS (Node flags for the API, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: a CPU
 * profile of each API process, written when it stops).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchBackend, loadBackend } from './lib/backend.mjs';
import { loadTable } from './lib/mixed-load.mjs';
import { benchMedia, mediaTable } from './lib/media.mjs';
import { benchDatabase, postgresReachable, redisReachable, run, stopAll } from './lib/processes.mjs';
import { endProgress, setStepsTotal, step } from './lib/progress.mjs';
import { pglitePlans, postgresPlans } from './lib/query-plans.mjs';
import { bareNestReference, referenceLine } from './lib/reference.mjs';
import { benchTable } from './lib/report.mjs';
import {
  BROWSER,
  CONNECTIONS,
  DATA_ROOT,
  DURATION,
  LCP_LOADS,
  MESSAGE_RATE,
  ONLY,
  ROOT,
  ANALYTICS_HITS,
  SERVICES,
  SOCKET_SECONDS,
  SOCKETS,
} from './lib/settings.mjs';

async function main() {
  const needed = ['backend/dist/main.js', 'backend/dist/gateway.js', 'backend/dist/cli/seed-bench.js'];
  if (BROWSER) needed.push('shell/dist/index.html');
  for (const file of needed) {
    if (!existsSync(join(ROOT, file)))
      throw new Error(
        `${file} is missing: run \`npm run build\` first${BROWSER ? ' (or set BENCH_BROWSER=false)' : ''}`,
      );
  }
  const pgServer =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withPostgres = await postgresReachable(pgServer);
  const withRedis = withPostgres && (await redisReachable(redisUrl));
  // Per backend: seeding, starting, then the mixed load, or the 12 rows, sockets, plans (and the
  // two browser steps); the reference before and after; the media with the browser.
  setStepsTotal(
    (withPostgres ? 2 : 1) * (ONLY === 'load' ? 3 : BROWSER ? 17 : 15) +
      2 +
      (BROWSER && ONLY !== 'load' ? 1 : 0),
  );
  if (ONLY === 'media') {
    setStepsTotal(1);
    const media = await benchMedia();
    endProgress();
    writeFileSync(join(ROOT, 'bench/results-media.json'), `${JSON.stringify(media, null, 2)}\n`);
    process.stdout.write(`${mediaTable(media)}\n\nwritten to bench/results-media.json\n`);
    return;
  }

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    services: SERVICES,
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      sockets: SOCKETS,
      messagesPerSecond: MESSAGE_RATE,
      socketSeconds: SOCKET_SECONDS,
      browser: BROWSER,
      lcpLoads: LCP_LOADS,
    },
    backends: {},
  };

  step('reference: a bare Nest + Fastify endpoint');
  const referenceBefore = await bareNestReference();

  // Embedded: a PGlite folder kept between runs (bench/.data is git-ignored), seeded once.
  const dataDir = join(DATA_ROOT, 'embedded');
  mkdirSync(dataDir, { recursive: true });
  const marker = join(dataDir, `.seeded-${SERVICES}`);
  step(`embedded: seeding ${SERVICES} services`);
  if (!existsSync(marker)) {
    await run(
      process.execPath,
      ['backend/dist/cli/seed-bench.js', '--services', String(SERVICES), '--hits', String(ANALYTICS_HITS)],
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
    );
    writeFileSync(marker, new Date().toISOString());
  }
  if (ONLY === 'load') {
    results.backends.embedded = await loadBackend('embedded', { DATA_DIR: dataDir });
  } else {
    const embedded = await benchBackend('embedded', { DATA_DIR: dataDir });
    step('embedded: query plans');
    embedded.plans = await pglitePlans(dataDir, 'graphics-design', embedded.searchWord);
    results.backends.embedded = embedded;
  }

  if (withPostgres) {
    step(`postgres: seeding ${SERVICES} services`);
    const database = await benchDatabase(pgServer);
    if (database.count < SERVICES) {
      await run(
        process.execPath,
        [
          'backend/dist/cli/seed-bench.js',
          '--services',
          String(SERVICES - database.count),
          '--hits',
          String(ANALYTICS_HITS),
        ],
        {
          DATABASE_URL: database.url,
        },
      );
    }
    const env = { DATABASE_URL: database.url, DATA_DIR: join(DATA_ROOT, 'postgres') };
    if (withRedis) Object.assign(env, { REDIS_URL: redisUrl, QUEUE_PREFIX: 'bench' });
    const name = withRedis ? 'postgres + redis' : 'postgres';
    if (ONLY === 'load') {
      results.backends[name] = await loadBackend(name, env);
    } else {
      const figures = await benchBackend(name, env);
      step(`${name}: query plans`);
      figures.plans = await postgresPlans(database.url, 'graphics-design', figures.searchWord);
      results.backends[name] = figures;
    }
  } else {
    results.backends.postgres = { skipped: `PostgreSQL not reachable at ${pgServer}` };
  }

  step('reference: a bare Nest + Fastify endpoint, again');
  results.reference = { before: referenceBefore, after: await bareNestReference() };

  if (ONLY === 'load') {
    endProgress();
    writeFileSync(join(ROOT, 'bench/results-load.json'), `${JSON.stringify(results, null, 2)}\n`);
    const tables = Object.entries(results.backends).map(([name, load]) =>
      load.skipped ? `${name}: ${load.skipped}` : loadTable(name, load),
    );
    process.stdout.write(
      `${tables.join('\n\n')}\n\n${referenceLine(results.reference)}\nmachine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}; written to bench/results-load.json\n`,
    );
    return;
  }
  if (BROWSER) results.media = await benchMedia();

  endProgress();
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(
    `${benchTable(results)}${results.media ? mediaTable(results.media) : ''}\n\n${referenceLine(results.reference)}\nmachine: ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${results.machine.node}; written to bench/results.json\n`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`\nbench failed: ${error instanceof Error ? error.message : error}\n`);
    stopAll();
    process.exit(1);
  },
);
