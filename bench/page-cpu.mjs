#!/usr/bin/env node
/**
 * A rendered page's CPU, one build against another (figures, never a pass or fail):
 *
 *   node bench/page-cpu.mjs BEFORE_CHECKOUT [AFTER_CHECKOUT (this one)] [--rounds N (6)]
 *                            [--warm-up PAGES (1000)] [--uncounted]
 *
 * Each checkout must be built (`npm ci` and the builds). A round starts both checkouts' APIs side by
 * side on the embedded database with the demo data (`NODE_ENV=production DEMO_DATA=true`, fresh
 * data folders), warms both with 1,000 search pages, then asks both for the same 600 new ones in turn
 * (every one a miss of the page cache, Brotli asked; which goes first flips each page), and reads
 * each process's CPU from /proc (every thread, and the API thread alone) around those 600. Asked
 * in turn, whatever the machine does meanwhile falls on both: one after the other (a run of each
 * build, then the next pair), single pairs on a shared 2-core VM read ±10 %. Each figure is printed
 * with its standard error over the rounds.
 * `--uncounted` asks as a link prefetch (`Sec-Purpose: prefetch`), which the analytics do not count
 * as a page view: the figure then leaves out the counting (a build with analytics against one
 * without, to see what the rest of a change costs). Nothing else reads that header.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs, mainThreadCpuMs } from './lib/process-usage.mjs';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 6;
// Pages before the measured ones: with 100, V8 still compiled hot code on its own threads through
// the 600 (an eighth of the process's CPU).
const warmUpAt = args.indexOf('--warm-up');
const WARM_UP = warmUpAt >= 0 ? Number(args.splice(warmUpAt, 2)[1]) : 1_000;
const uncountedAt = args.indexOf('--uncounted');
const uncounted = uncountedAt >= 0 && args.splice(uncountedAt, 1).length > 0;
const [before, after = '.'] = args.map((path) => resolve(path));
if (!before || !(rounds > 0)) {
  console.error('usage: node bench/page-cpu.mjs BEFORE_CHECKOUT [AFTER_CHECKOUT] [--rounds N] [--warm-up PAGES] [--uncounted]');
  process.exit(2);
}

const PAGES = 600;
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating'];
async function page(base, path) {
  const headers = { 'accept-encoding': 'br', ...(uncounted && { 'sec-purpose': 'prefetch' }) };
  const response = await fetch(base + path, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
}

/** `checkout`'s API on the embedded database with the demo data, up; `stop()` ends it. */
async function startApi(checkout, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'page-cpu-'));
  const api = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      PAYMENT_SANDBOX: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => api.once('exit', done));
  const stop = async () => {
    api.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || api.exitCode !== null) {
      await stop();
      throw new Error(`${checkout}: the API did not start`);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  const usage = () => ({ total: cpuMs(api.pid), main: mainThreadCpuMs(api.pid) });
  return { base, usage, stop };
}

/**
 * One round: both APIs started side by side, warmed, then asked for the same 600 pages in turn
 * (the order flipped each page); milliseconds of CPU a page for each, whole process and API thread.
 */
async function round(apis) {
  for (let i = 0; i < WARM_UP; i++) {
    for (const api of apis) await page(api.base, `/search?query=logo&maxDelivery=${i}`);
  }
  const starts = apis.map((api) => api.usage());
  for (let i = 0; i < PAGES; i++) {
    const path = `/search?query=design&sort=${SORTS[i % SORTS.length]}&maxDelivery=${1 + i / 3}`;
    for (const api of i % 2 ? [...apis].reverse() : apis) await page(api.base, path);
  }
  return apis.map((api, i) => {
    const end = api.usage();
    return { total: (end.total - starts[i].total) / PAGES, main: (end.main - starts[i].main) / PAGES };
  });
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value) => `${value.toFixed(2)} ms`;
const over = (a, b) => `${b >= a ? '+' : '−'}${Math.abs((b / a - 1) * 100).toFixed(1)} %`;

const say = (line) => process.stdout.write(`${line}\n`);
const runs = { before: [], after: [] };
for (let n = 1; n <= rounds; n++) {
  const apis = [];
  try {
    apis.push(await startApi(before, 4390), await startApi(after, 4391));
    const [b, a] = await round(apis);
    runs.before.push(b);
    runs.after.push(a);
    say(
      `round ${n}: whole ${ms(b.total)} -> ${ms(a.total)} (${over(b.total, a.total)}), API thread ${ms(b.main)} -> ${ms(a.main)} (${over(b.main, a.main)})`,
    );
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}
for (const key of ['total', 'main']) {
  const [b, a] = [mean(runs.before.map((run) => run[key])), mean(runs.after.map((run) => run[key]))];
  // The change round by round, and its standard error over the rounds.
  const changes = runs.before.map((run, i) => (runs.after[i][key] / run[key] - 1) * 100);
  const spread = Math.sqrt(
    changes.reduce((sum, c) => sum + (c - mean(changes)) ** 2, 0) / Math.max(1, rounds - 1),
  );
  say(
    `mean of ${rounds}, ${key === 'total' ? 'whole process' : 'API thread   '}: ${ms(b)} -> ${ms(a)} (${over(b, a)}; round by round ${mean(changes) >= 0 ? '+' : '−'}${Math.abs(mean(changes)).toFixed(1)} % ± ${(spread / Math.sqrt(rounds)).toFixed(1)} % standard error)`,
  );
}
