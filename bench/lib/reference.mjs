/** The machine's own pace, measured in the same run as the product's figures. */
import { cannon } from './http.mjs';
import { startProcess } from './processes.mjs';
import { WARM_UP } from './settings.mjs';

/**
 * A bare Nest + Fastify endpoint (`bare-nest.cjs`) under the load of the API's rows: the ceiling
 * of any Nest endpoint on this machine at this moment. Machines here differ by twice and more
 * from one session to the next, and drift within one: the bench measures it before and after.
 */
export async function bareNestReference() {
  const server = await startProcess('reference', {});
  try {
    await cannon(server.url, '/api/health', {}, WARM_UP);
    return await cannon(server.url, '/api/health');
  } finally {
    await server.stop();
  }
}

/** The line printed under the tables. */
export function referenceLine({ before, after }) {
  const figure = (row) => `${row.requestsPerSecond.toLocaleString('en-US')} req/s (p99 ${row.p99Ms} ms)`;
  return `reference: a bare Nest + Fastify endpoint on this machine answered ${figure(before)} before the run, ${figure(after)} after`;
}
