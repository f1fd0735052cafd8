import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full collection on demand (Node's `gc`, exposed from a flag set at run time), so a memory
 * bound measures what the process holds, not garbage a busy machine has not collected yet.
 */
export function collector(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

/** The JS heap and every Buffer the process still holds after a full collection. */
export function liveBytes(gc: () => void): number {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
