import { act } from '@testing-library/react';
import type { FetchAnswers } from '@market/ui/testing';
import { REMOTES_MANIFEST_URL } from '../load-exposed-module';
import type { RealtimeEvents, RealtimeModule } from '../messaging';

/**
 * A stand-in for messaging/Realtime in a remote's tests: hand `module` to the mocked `loadRemote`,
 * then `announce` an event as the socket would deliver it. `listeners` tells who subscribes.
 */
export function fakeRealtime<E extends keyof RealtimeEvents = 'order:updated'>() {
  const listeners = new Set<(payload: RealtimeEvents[E]) => void>();
  const module = {
    subscribe: (_event: E, listener: (payload: RealtimeEvents[E]) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as RealtimeModule;
  const announce = (payload: RealtimeEvents[E]) =>
    act(() => listeners.forEach((listener) => listener(payload)));
  return { module, listeners, announce };
}

/**
 * For a live order page's test: answers (for `mockFetch`) in which /remotes.json lists the
 * messaging remote (which `fakeRealtime` stands in for) and `url` gives the order last handed to
 * `change`, first `order`. `reads` counts how often the page asked for it.
 */
export function liveOrder(url: string, order: unknown) {
  let current = order;
  let reads = 0;
  const answers: FetchAnswers = {
    [`GET ${REMOTES_MANIFEST_URL}`]: {
      body: { messaging: { entry: '/remotes/messaging/remoteEntry.js', routes: [] } },
    },
    [`GET ${url}`]: () => {
      reads += 1;
      return { body: current };
    },
  };
  return {
    answers,
    reads: () => reads,
    change: (next: unknown) => {
      current = next;
    },
  };
}
