#!/usr/bin/env node
/**
 * A rendered page's CPU, one build against another (figures, never a pass or fail):
 *
 *   node bench/page-cpu.mjs BEFORE_CHECKOUT [AFTER_CHECKOUT (this one)] [--pairs N (6)]
 *
 * Each checkout must be built (`npm ci` and the builds). Each run starts that checkout's API on the
 * embedded database with the demo data (`NODE_ENV=production DEMO_DATA=true`, a fresh data
 * folder), asks for 100 search pages to warm up, then 600 new ones one after another (every one a
 * miss of the page cache, Brotli asked), and reads the process's CPU from /proc (every thread, and
 * the API thread alone) around those 600. The two builds run in turn, the order flipped each pair,
 * so a drift of the machine falls on both. Single pairs on a shared 2-core machine read ±10 %: take
 * the means of six pairs or more.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs, mainThreadCpuMs } from './lib/process-usage.mjs';

const args = process.argv.slice(2);
const pairsAt = args.indexOf('--pairs');
const pairs = pairsAt >= 0 ? Number(args.splice(pairsAt, 2)[1]) : 6;
const [before, after = '.'] = args.map((path) => resolve(path));
if (!before || !(pairs > 0)) {
  console.error('usage: node bench/page-cpu.mjs BEFORE_CHECKOUT [AFTER_CHECKOUT] [--pairs N]');
  process.exit(2);
}

const WARM_UP = 100;
const PAGES = 600;
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating'];
async function page(base, path) {
  const response = await fetch(base + path, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
}

/** One run of `checkout`'s API: milliseconds of CPU a page, whole process and API thread. */
async function measure(checkout, port) {
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
  const stopped = new Promise((done) => api.once('exit', done));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || api.exitCode !== null)
        throw new Error(`${checkout}: the API did not start`);
      await new Promise((wake) => setTimeout(wake, 250));
    }
    for (let i = 0; i < WARM_UP; i++) await page(base, `/search?query=logo&maxDelivery=${i}`);
    const start = { total: cpuMs(api.pid), main: mainThreadCpuMs(api.pid) };
    for (let i = 0; i < PAGES; i++)
      await page(base, `/search?query=design&sort=${SORTS[i % SORTS.length]}&maxDelivery=${1 + i / 3}`);
    return {
      total: (cpuMs(api.pid) - start.total) / PAGES,
      main: (mainThreadCpuMs(api.pid) - start.main) / PAGES,
    };
  } finally {
    api.kill('SIGINT');
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value) => `${value.toFixed(2)} ms`;
const over = (a, b) => `${b >= a ? '+' : '−'}${Math.abs((b / a - 1) * 100).toFixed(1)} %`;

const say = (line) => process.stdout.write(`${line}\n`);
const runs = { before: [], after: [] };
for (let pair = 1; pair <= pairs; pair++) {
  const order = pair % 2 ? ['before', 'after'] : ['after', 'before'];
  for (const which of order) runs[which].push(await measure(which === 'before' ? before : after, 4390));
  const [b, a] = [runs.before.at(-1), runs.after.at(-1)];
  say(
    `pair ${pair}: whole ${ms(b.total)} -> ${ms(a.total)} (${over(b.total, a.total)}), API thread ${ms(b.main)} -> ${ms(a.main)}`,
  );
}
for (const key of ['total', 'main']) {
  const [b, a] = [mean(runs.before.map((run) => run[key])), mean(runs.after.map((run) => run[key]))];
  say(
    `mean of ${pairs}, ${key === 'total' ? 'whole process' : 'API thread   '}: ${ms(b)} -> ${ms(a)} (${over(b, a)})`,
  );
}
