import type { OrderUpdatedJson } from '@market/contracts';
import { subscribe } from './realtime-module';
import { messagingSocket } from './socket';

jest.mock('./socket', () => ({ messagingSocket: jest.fn() }));

/** A socket keeping its listeners, so the test can play the server. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  return {
    on: (event: string, listener: (payload?: unknown) => void) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event: string, listener: (payload?: unknown) => void) => listeners.get(event)?.delete(listener),
    fire: (event: string, payload?: unknown) =>
      listeners.get(event)?.forEach((listener) => listener(payload)),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('messaging/Realtime', () => {
  it("listens on the user's one socket, and after a reconnect, until unsubscribed", () => {
    const socket = fakeSocket();
    jest.mocked(messagingSocket).mockReturnValue(socket as never);
    const onEvent = jest.fn();
    const onConnect = jest.fn();
    const unsubscribe = subscribe('order:updated', onEvent, onConnect);
    const event: OrderUpdatedJson = { _id: 'o1', stage: 'delivered', step: 'delivered' };
    socket.fire('order:updated', event);
    socket.fire('connect');
    expect(onEvent).toHaveBeenCalledWith(event);
    expect(onConnect).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(socket.count()).toBe(0);
  });

  it('listens to nothing without a signed-in user', () => {
    jest.mocked(messagingSocket).mockReturnValue(null);
    expect(() => subscribe('order:updated', jest.fn())()).not.toThrow();
  });
});
