/** The printed table of `npm run bench`. */
import { mobileTable, PHONE_PROFILE } from '../mobile.mjs';
import { CONNECTIONS, DURATION } from './settings.mjs';

export function benchTable(results) {
  const lines = [];
  // Each row as a share of a bare Nest + Fastify endpoint on the same machine (reference.mjs):
  // comparable between machines, as the requests a second are not.
  const bare = results.reference.before.requestsPerSecond || 1;
  const pad = (text, width) => String(text).padEnd(width);
  const num = (text, width) => String(text).padStart(width);
  for (const [name, r] of Object.entries(results.backends)) {
    if (r.skipped) {
      lines.push(`\n${name}: skipped (${r.skipped})`);
      continue;
    }
    lines.push(
      `\n${name} (${results.services.toLocaleString('en-US')} services, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    lines.push(
      `| ${pad('endpoint', 56)} | ${num('req/s', 7)} | ${num('p50 ms', 6)} | ${num('p99 ms', 6)} | ${num('× bare', 8)} | ${num('failed', 7)} |`,
    );
    lines.push(
      `|${'-'.repeat(58)}|${'-'.repeat(9)}|${'-'.repeat(8)}|${'-'.repeat(8)}|${'-'.repeat(10)}|${'-'.repeat(9)}|`,
    );
    for (const row of r.http) {
      lines.push(
        `| ${pad(row.endpoint, 56)} | ${num(row.requestsPerSecond, 7)} | ${num(row.p50Ms, 6)} | ${num(row.p99Ms, 6)} | ${num((row.requestsPerSecond / bare).toFixed(2), 8)} | ${num(row.failed, 7)} |`,
      );
    }
    const cpu = r.newSearchCpuMs;
    if (cpu?.api !== undefined) {
      const database =
        cpu.database === undefined ? ' (with its PGlite worker)' : `, ${cpu.database} ms in PostgreSQL`;
      // Fifty at once, each answered within 100 ms: 500 a second.
      const cores = ((500 * (cpu.api + (cpu.database ?? 0))) / 1000).toFixed(1);
      lines.push(
        `new search pages: ${cpu.api} ms of CPU each in the API process${database}; 500 a second (fifty at once within p99 100 ms) would take ${cores} cores of this machine`,
      );
    }
    const s = r.sockets;
    lines.push(
      `sockets on the ${s.servedBy}: ${s.sockets} (${s.adminSockets} admin, the rest over ${s.buyers} buyers), ${s.messages} messages at ${s.messagesPerSecond}/s in ${s.sendSeconds} s${s.failedPosts ? ` (${s.failedPosts} POSTs failed)` : ''}`,
      `  delivered ${s.delivered}/${s.expected}, POST to receipt p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, max ${s.maxMs} ms; goal p99 < ${s.goal.p99BelowMs} ms: ${s.goal.met ? 'met' : 'missed'}`,
      `  ${s.servedBy} RSS ${s.rssMB.afterMessages} MB with the sockets (peak ${s.rssMB.peak}, ${s.rssMB.beforeSockets} MB before them)`,
    );
    for (const plan of r.plans ?? []) {
      lines.push(`plan ${plan.query}: ${plan.scans.join('; ')} (${plan.executionMs} ms)`);
    }
    for (const [label, js] of Object.entries(r.javascript)) {
      lines.push(
        `JS ${label}: ${js.gzipKB} KB gzip in ${js.scripts} scripts (${Object.entries(js.gzipKBByOwner)
          .map(([owner, size]) => `${owner} ${size}`)
          .join(', ')})${js.adminCode ? '  ** ADMIN CODE DOWNLOADED **' : ''}`,
      );
    }
    for (const [label, lcp] of Object.entries(r.lcp))
      lines.push(
        `LCP ${label}: ${lcp.averageMs} ms (average of ${lcp.loads.length}: ${lcp.loads.join(', ')})`,
      );
    if (r.mobile) {
      const p = PHONE_PROFILE;
      lines.push(
        `phone profile (${p.latencyMs} ms RTT, ${((p.downloadBytesPerSecond * 8) / 2 ** 20).toFixed(1)} Mbit/s down, ${Math.round((p.uploadBytesPerSecond * 8) / 1024)} kbit/s up, CPU ${p.cpuSlowdown}x; median of 3 cold loads; goal ≤ 1.5 s and ≤ 300 KB):`,
        mobileTable(r.mobile),
      );
    }
  }
  return lines.join('\n');
}
