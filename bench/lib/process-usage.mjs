/** What the bench's processes use, read from /proc (Linux); undefined elsewhere. */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux's common builds). */
const TICKS_PER_SECOND = 100;

/** Resident memory of a process in MB. */
export function rssMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `[name, CPU ms used so far (user and system)]` of a process (all its threads) or, with `tid`,
 * of one of its threads; undefined when gone.
 */
function processCpu(pid, tid) {
  try {
    const stat = readFileSync(
      tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
      'utf8',
    );
    // The name is in parentheses and may hold spaces; the fields after it are numbered from 3.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [name, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND];
  } catch {
    return undefined;
  }
}

/** CPU ms a process has used so far. */
export function cpuMs(pid) {
  return processCpu(pid)?.[1];
}

/** CPU ms a process's main thread (a Node process's event loop) has used so far. */
export function mainThreadCpuMs(pid) {
  return processCpu(pid, pid)?.[1];
}

/**
 * CPU ms used so far by every process of this machine named `postgres` (the server and its
 * backends): the database's share of a measurement, when the bench has the server to itself.
 * A backend that exits between two readings takes its share with it, so read around a run
 * whose connections stay open.
 */
export function postgresCpuMs() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of entries) {
    const usage = processCpu(pid);
    if (usage?.[0] === 'postgres') total += usage[1];
  }
  return total;
}
