/** The bench's settings (environment variables; see run.mjs) and the accounts it signs in with. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = Number(process.env.BENCH_SERVICES ?? 100_000);
export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
export const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
export const SOCKET_SECONDS = Number(process.env.BENCH_SOCKET_SECONDS ?? 5);
export const BROWSER = process.env.BENCH_BROWSER !== 'false';
/** Node flags for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses those). */
export const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
/** `media`: only the media figures, which need the browser but no large seed. */
export const ONLY = process.env.BENCH_ONLY;
export const DATA_ROOT = resolve(process.env.BENCH_DATA_DIR ?? join(ROOT, 'bench/.data'));
export const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'bench_gigly';
export const WARM_UP = Math.min(2, DURATION);
export const LCP_LOADS = 5;
export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
export const ADMIN = { username: 'benchadmin', password: 'bench-admin-123', email: 'benchadmin@example.com' };
export const BUYER = {
  username: 'benchbuyer',
  password: 'bench-buyer-123',
  email: 'benchbuyer@example.com',
  country: 'Canada',
};
/** `BENCH_ONLY=load`: minutes of mixed load per backend, and a factor on its request rates. */
export const LOAD_MINUTES = Number(process.env.BENCH_LOAD_MINUTES ?? 10);
export const LOAD_SCALE = Number(process.env.BENCH_LOAD_SCALE ?? 1);

/** Raw page hits seeded over the last 90 days for the analytics rows (BENCH_HITS). */
export const ANALYTICS_HITS = Number(process.env.BENCH_HITS ?? 5_000_000);
