import type { RealtimeModule } from '@market/remotes';
import { messagingSocket } from './socket';

/**
 * messaging/Realtime: other remotes (the buyer's and the admin's order pages) listen on this
 * remote's one socket instead of opening their own.
 */
export const subscribe: RealtimeModule['subscribe'] = (event, listener, onConnect) => {
  const socket = messagingSocket();
  if (!socket) return () => undefined;
  const connect = () => onConnect?.();
  // The payload types are the contract's (RealtimeEvents); socket.io's own typing knows none.
  const name: string = event;
  socket.on(name, listener);
  socket.on('connect', connect);
  return () => {
    socket.off(name, listener);
    socket.off('connect', connect);
  };
};
