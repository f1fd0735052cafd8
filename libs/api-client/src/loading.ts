import { useSyncExternalStore } from 'react';

/** Counts the requests in flight; the shell shows its full-screen overlay while the count is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const loadingTracker = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  isLoading(): boolean {
    return pending > 0;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(loadingTracker.subscribe, loadingTracker.isLoading, () => false);
}
