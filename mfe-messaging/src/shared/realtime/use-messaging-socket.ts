import { useEffect, useRef } from 'react';
import { useAuthUser } from '@market/api-client';
import type { NotificationJson } from '@market/contracts';
import type { Conversation, Message, Offer } from '@/shared/api/messaging-types';
import { messagingSocket, type MessagingEvent } from './socket';

interface EventPayloads {
  'message:new': Message;
  'offer:new': Offer;
  'offer:updated': Offer;
  'conversation:updated': Conversation;
  'notification:new': NotificationJson;
}

export type MessagingHandlers = { [E in MessagingEvent]?: (payload: EventPayloads[E]) => void } & {
  /**
   * Called at mount when already connected (missed = false) and on every later (re)connection
   * (missed = true): rejoin rooms, and refetch what may have been missed while the connection
   * was down, since events are not replayed.
   */
  onConnect?: (missed: boolean) => void;
};

/** Listens to messaging events while mounted; the latest handlers are always used. */
export function useMessagingSocket(handlers: MessagingHandlers): void {
  const user = useAuthUser();
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!user) return undefined;
    const socket = messagingSocket();
    if (!socket) return undefined;
    const events: MessagingEvent[] = [
      'message:new',
      'offer:new',
      'offer:updated',
      'conversation:updated',
      'notification:new',
    ];
    const listeners = events.map((event) => {
      const listener = (payload: EventPayloads[typeof event]) =>
        (latest.current[event] as ((value: typeof payload) => void) | undefined)?.(payload);
      socket.on(event, listener);
      return [event, listener] as const;
    });
    const onConnect = () => latest.current.onConnect?.(true);
    socket.on('connect', onConnect);
    if (socket.connected) latest.current.onConnect?.(false);
    return () => {
      listeners.forEach(([event, listener]) => socket.off(event, listener));
      socket.off('connect', onConnect);
    };
  }, [user?.id]);
}

/** Emits a client event and resolves with its acknowledgement (or rejects when it is refused). */
export function emitWithAck(
  event: 'conversation:join' | 'conversation:leave',
  conversationId: string,
): Promise<void> {
  const socket = messagingSocket();
  if (!socket) return Promise.resolve();
  return new Promise((resolve, reject) => {
    socket
      .timeout(10_000)
      .emit(event, { conversationId }, (error: Error | null, answer?: { ok: boolean }) => {
        if (error || !answer?.ok) reject(error ?? new Error(`${event} refused`));
        else resolve();
      });
  });
}
