import { Injectable, Logger } from '@nestjs/common';
import { metrics } from '../observability/metrics';
import { RealtimeEvent } from './rooms';

/**
 * The Redis channels' key of a deployment's socket events, for the adapter and the emitter alike:
 * under its QUEUE_PREFIX, so deployments (or test servers) sharing a Redis never hear each other.
 */
export const socketsRedisKey = (prefix: string): string => `${prefix}:socket.io`;

/** What both a Socket.IO server and a @socket.io/redis-emitter Emitter offer for broadcasting. */
export interface BroadcastTarget {
  to(rooms: string | string[]): { emit(event: string, ...args: unknown[]): unknown };
  in(rooms: string | string[]): { disconnectSockets(close?: boolean): unknown };
}

/**
 * Publishes domain events to rooms. The target is the in-process Socket.IO server (events pass
 * in memory, or through its Redis adapter) or a Redis emitter when the gateway runs apart.
 * One broadcast per event whatever the number of recipients: rooms fan out, not queries.
 */
@Injectable()
export class RealtimePublisher {
  private readonly logger = new Logger('Realtime');
  private target: BroadcastTarget | undefined;

  useTarget(target: BroadcastTarget | undefined): void {
    this.target = target;
  }

  publish(event: RealtimeEvent, rooms: string[], payload: unknown): void {
    if (!this.target || rooms.length === 0) return;
    try {
      this.target.to(rooms).emit(event, payload);
      metrics.socketEventsEmitted.inc({ event });
    } catch (error) {
      // A failed broadcast must not undo or fail the write that caused it; clients refetch on reconnect.
      this.logger.warn(`Could not publish ${event}: ${(error as Error).message}`);
    }
  }

  /** Drops the sockets in these rooms on every gateway (revoked sessions: sign-out, password change). */
  disconnect(rooms: string[]): void {
    if (!this.target || rooms.length === 0) return;
    try {
      this.target.in(rooms).disconnectSockets(true);
    } catch (error) {
      this.logger.warn(`Could not disconnect revoked sockets: ${(error as Error).message}`);
    }
  }
}
