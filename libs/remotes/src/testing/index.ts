import { act } from '@testing-library/react';
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
