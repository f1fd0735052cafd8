import { io, type Socket } from 'socket.io-client';
import { authStore } from '@market/api-client';

/** Server → client events of the gateway (docs/operations.md "Real-time messaging"); `notification:new` feeds the bell. */
export type MessagingEvent =
  'message:new' | 'offer:new' | 'offer:updated' | 'conversation:updated' | 'notification:new';

let socket: Socket | null = null;
let openedFor: string | null = null;

/**
 * One socket per signed-in user for the whole remote (list, conversation page, header badge and bell).
 * Same origin, path /socket.io, authenticated by the session cookie; reconnects on its own.
 * It is closed when the user signs out or another user signs in.
 */
export function messagingSocket(): Socket | null {
  const user = authStore.get();
  if (!user) return null;
  if (socket && openedFor === user.id) return socket;
  closeSocket();
  openedFor = user.id;
  socket = io({
    path: '/socket.io',
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  // A refused handshake ("unauthorized") is not retried by the client: try again later, the session may be back.
  socket.on('connect_error', () => {
    const current = socket;
    if (current && !current.active) setTimeout(() => current === socket && current.connect(), 5_000);
  });
  // The server drops a socket when its session ends (sign-out elsewhere, password change, expiry).
  // The client does not retry such a drop by itself: try again with whatever cookie it now has.
  socket.on('disconnect', (reason) => {
    const current = socket;
    if (reason === 'io server disconnect' && current) {
      setTimeout(() => current === socket && current.connect(), 1_000);
    }
  });
  return socket;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
  openedFor = null;
}

authStore.subscribe(() => {
  if (authStore.get()?.id !== openedFor) closeSocket();
});
