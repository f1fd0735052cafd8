import type { OrderUpdatedJson } from '@market/contracts';
import { loadExposedModule } from './load-exposed-module';

/**
 * What the messaging remote exposes to the other remotes about its socket. mfe-messaging
 * implements this type, so a change here breaks its build rather than a live page.
 */

/** Server events another remote may listen to, with their payloads. */
export interface RealtimeEvents {
  'order:updated': OrderUpdatedJson;
}

/** messaging/Realtime: the signed-in user's one socket (the bell's and the chat's), shared. */
export interface RealtimeModule {
  /**
   * Calls `listener` on each `event` until the returned function is called. `onConnect` is called
   * on every later (re)connection: events are not replayed, so refetch what may have been missed.
   * Without a signed-in user it listens to nothing.
   */
  subscribe<E extends keyof RealtimeEvents>(
    event: E,
    listener: (payload: RealtimeEvents[E]) => void,
    onConnect?: () => void,
  ): () => void;
}

/** Loaded on first use, so no socket code ships in a remote's own bundle. */
export function loadRealtime(): Promise<RealtimeModule> {
  return loadExposedModule<RealtimeModule>('messaging', 'Realtime');
}
