/**
 * Lighthouse's mobile performance audit (its defaults: simulated slow 4G, CPU 4× slower, a phone's
 * screen) of each page, as issue 32 states its goal: the performance score and total blocking time,
 * median of RUNS runs by score. Lighthouse lives in bench/lighthouse/ (its own package.json and
 * lockfile, installed here on first use): about 190 MB that the product and its tests do not need.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from './browser.mjs';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'lighthouse');
const RUNS = 3;
/**
 * Chrome sometimes leaves a load's trace without the events Lighthouse starts from (seen here:
 * NO_NAVSTART on the first page of a run); Lighthouse's own advice is to run it again.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function load(name) {
  if (!existsSync(join(DIR, 'node_modules', name))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: DIR,
      stdio: 'inherit',
    });
  }
  return import(pathToFileURL(createRequire(join(DIR, 'package.json')).resolve(name)).href);
}

/** { [path]: { score, blockingMs, lcpMs } } for each of `paths` on `baseUrl`. */
export async function lighthouseScores(baseUrl, paths, { executablePath } = {}) {
  const { default: lighthouse } = await load('lighthouse');
  const chromeLauncher = await load('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  const scores = {};
  try {
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        let lhr;
        for (let attempt = 1; ; attempt += 1) {
          ({ lhr } = await lighthouse(`${baseUrl}${path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            logLevel: 'error',
          }));
          const error = lhr.runtimeError;
          if (!error) break;
          if (attempt === ATTEMPTS || !TRACE_ERRORS.has(error.code))
            throw new Error(`Lighthouse on ${path}: ${error.message}`);
        }
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100),
          blockingMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        });
      }
      runs.sort((a, b) => a.score - b.score);
      scores[path] = runs[Math.floor(runs.length / 2)];
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
