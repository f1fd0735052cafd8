import { act, render } from '@testing-library/react';
import { authStore } from '@market/api-client';
import { messagingSocket } from './socket';
import { useMessagingSocket, type MessagingHandlers } from './use-messaging-socket';

jest.mock('./socket', () => ({ messagingSocket: jest.fn() }));

/** Just enough of a socket.io client: listeners by event, and a connected flag. */
class FakeSocket {
  connected = false;
  private listeners = new Map<string, Set<(payload?: unknown) => void>>();
  on(event: string, listener: (payload?: unknown) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: (payload?: unknown) => void) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

function Listener({ handlers }: { handlers: MessagingHandlers }) {
  useMessagingSocket(handlers);
  return null;
}

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  (messagingSocket as jest.Mock).mockClear().mockReturnValue(socket);
  authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false });
});
afterEach(() => authStore.clear());

describe('useMessagingSocket', () => {
  it('passes events on, and reports a reconnection so the screen refetches what it missed', () => {
    const onConnect = jest.fn();
    const onMessage = jest.fn();
    const { unmount } = render(<Listener handlers={{ 'message:new': onMessage, onConnect }} />);
    socket.fire('connect');
    expect(onConnect).toHaveBeenLastCalledWith(true);
    socket.fire('message:new', { _id: 'm1' });
    expect(onMessage).toHaveBeenCalledWith({ _id: 'm1' });
    socket.fire('disconnect');
    socket.fire('connect');
    expect(onConnect).toHaveBeenCalledTimes(2);
    unmount();
    expect(socket.count('message:new')).toBe(0);
    expect(socket.count('connect')).toBe(0);
  });

  it('on an already open socket, joins at once without a refetch', () => {
    socket.connected = true;
    const onConnect = jest.fn();
    render(<Listener handlers={{ onConnect }} />);
    expect(onConnect).toHaveBeenCalledWith(false);
  });

  it('opens nothing for a visitor and lets go when the user signs out', () => {
    authStore.clear();
    render(<Listener handlers={{}} />);
    expect(messagingSocket).not.toHaveBeenCalled();
    act(() => authStore.set({ _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false }));
    expect(socket.count('message:new')).toBe(1);
    act(() => authStore.clear());
    expect(socket.count('message:new')).toBe(0);
  });
});
