import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { Server, Socket } from 'socket.io';
import { ROLE_PERMISSIONS } from '@market/contracts';
import type { SessionUser } from '../common/access.decorator';
import { SESSION_COOKIE, SessionService } from '../auth/session.service';
import { StaffEnrolment } from '../auth/staff-enrolment';
import { notFound, unauthorized } from '../common/domain-error';
import { ErrorBody, toErrorBody } from '../common/http-error.filter';
import { MessagingService } from '../messaging/messaging.service';
import { logContext } from '../observability/log-context';
import { metrics } from '../observability/metrics';
import { RealtimePublisher } from '../realtime/realtime.publisher';
import { conversationRoom, sessionRoom, staffRoom, userRoom } from '../realtime/rooms';

/** The handshake error of a staff member who must set a second factor first (STAFF_2FA=required). */
export const ENROLMENT_REQUIRED = 'AUTH.2FA_ENROLMENT_REQUIRED';

/** The event a draining server sends before closing a socket; clients reconnect after it. */
export const DRAINING_EVENT = 'server:draining';

type Answer = { ok: true; data?: unknown } | { ok: false; error: ErrorBody };
type Reply = (answer: Answer) => void;

interface SocketData {
  user: SessionUser;
  token: string | undefined;
  /** When this socket's recent `message:send`s arrived, for the rate limit. */
  sendTimes: number[];
}

type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

const NOT_FOUND = toErrorBody(notFound('CONVERSATION.NOT_FOUND', 'Conversation not found'));
const UNAUTHORIZED = toErrorBody(unauthorized('AUTH.REQUIRED', 'You must be signed in'));
const TOO_MANY: ErrorBody = {
  statusCode: 429,
  message: 'Too many messages, slow down',
  error: 'Too Many Requests',
  code: 'SOCKET.RATE_LIMITED',
};
/** Messages one socket may send per window; generous for a person typing, a stop for a flood. */
const SEND_LIMIT = 20;
const SEND_WINDOW_MS = 10_000;

/**
 * Socket.IO at /socket.io, authenticated by the session cookie (origin check, CORS and the Redis
 * adapter come from `SocketsAdapter`). Each user is in their own room (`user:<id>`, staff also in
 * `staff:<permission>` for each permission of their role, every socket in `session:<id>`) and may join `conversation:<id>` rooms they take part
 * in. Clients emit `conversation:join` / `conversation:leave` `{ conversationId }` and
 * `message:send` `{ conversationId, message }`, each with an acknowledgement `{ ok, data | error }`.
 * Served by the API process (SOCKETS_IN_API) or by the stand-alone gateway (`gateway.ts`).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class SocketsGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown
{
  @WebSocketServer() private readonly server!: Server;

  constructor(
    private readonly sessions: SessionService,
    private readonly messaging: MessagingService,
    private readonly publisher: RealtimePublisher,
    private readonly enrolment: StaffEnrolment,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const token = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
      const refuse = () => {
        metrics.socketsRefused.inc({ reason: 'unauthorized' });
        next(new Error('unauthorized'));
      };
      this.sessions
        .resolve(token)
        .then(async (user) => {
          if (!user) return refuse();
          // STAFF_2FA=required: as over HTTP, a staff member still enrolling gets nothing live (no
          // staff rooms, no conversations) until a second factor is set; the client retries later.
          if (user.sessionId && (await this.enrolment.required(user))) {
            metrics.socketsRefused.inc({ reason: 'enrolment' });
            return next(new Error(ENROLMENT_REQUIRED));
          }
          Object.assign(socket.data as SocketData, { user, token, sendTimes: [] });
          next();
        })
        .catch(refuse);
    });
    // Events published in this process (and, through the Redis adapter, to every other one).
    this.publisher.useTarget(server);
  }

  handleConnection(socket: AppSocket): void {
    const { user } = socket.data;
    metrics.socketsConnected.inc();
    const rooms = [userRoom(user.id)];
    if (user.isAdmin && user.role) rooms.push(...ROLE_PERMISSIONS[user.role].map(staffRoom));
    if (user.sessionId) rooms.push(sessionRoom(user.sessionId));
    void socket.join(rooms);
    // The socket ends with its session's token (setTimeout holds at most ~24.8 days).
    if (user.expiresAt) {
      const expiry = setTimeout(
        () => socket.disconnect(true),
        Math.min(user.expiresAt - Date.now(), 2 ** 31 - 1),
      );
      expiry.unref();
      socket.once('disconnect', () => clearTimeout(expiry));
    }
  }

  handleDisconnect(): void {
    metrics.socketsConnected.dec();
  }

  @SubscribeMessage('conversation:join')
  join(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown, @Ack() ack?: Reply): void {
    this.run(socket, ack, async (user) => {
      const conversationId = idOf(payload);
      if (!(await this.messaging.canFollow(user, conversationId))) return { ok: false, error: NOT_FOUND };
      await socket.join(conversationRoom(conversationId));
      return { ok: true };
    });
  }

  @SubscribeMessage('conversation:leave')
  leave(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown, @Ack() ack?: Reply): void {
    void Promise.resolve(socket.leave(conversationRoom(idOf(payload)))).then(() => reply(ack, { ok: true }));
  }

  @SubscribeMessage('message:send')
  send(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown, @Ack() ack?: Reply): void {
    metrics.socketMessagesReceived.inc();
    const { sendTimes } = socket.data;
    const now = Date.now();
    while (sendTimes.length && sendTimes[0]! <= now - SEND_WINDOW_MS) sendTimes.shift();
    if (sendTimes.length >= SEND_LIMIT) {
      metrics.socketRateLimited.inc();
      return reply(ack, { ok: false, error: TOO_MANY });
    }
    sendTimes.push(now);
    this.run(socket, ack, async (user) => {
      const { conversationId, message } = (payload ?? {}) as { conversationId?: unknown; message?: unknown };
      const data = await this.messaging.sendMessage(
        user,
        typeof conversationId === 'string' ? conversationId : '',
        typeof message === 'string' ? message : '',
      );
      return { ok: true, data };
    });
  }

  /**
   * Tells this process's clients `server:draining` and closes their connections without a
   * Socket.IO disconnect, so each client reconnects on its own (through the load balancer, to
   * another gateway). Answers how many sockets were closed.
   */
  drain(): number {
    const local = [...this.server.of('/').sockets.values()];
    for (const socket of local) {
      socket.emit(DRAINING_EVENT, { reconnect: true });
      // Closing the transport (not socket.disconnect(), which clients take as final) makes them reconnect.
      socket.conn.close();
    }
    return local.length;
  }

  /** Before Nest closes the server: nothing more is published here, and the clients go elsewhere. */
  beforeApplicationShutdown(): void {
    this.publisher.useTarget(undefined);
    this.drain();
  }

  /**
   * Runs a client request as the socket's user, after checking the session still holds: a
   * signed-out, reset or demoted session is refused and the socket dropped, so a long-lived
   * socket never outlives the rights it was opened with.
   */
  private run(socket: AppSocket, ack: Reply | undefined, work: (user: SessionUser) => Promise<Answer>): void {
    const { user: opener, token } = socket.data;
    // Each client request over the socket gets an id of its own for the log lines (and jobs) it causes.
    logContext.run({ requestId: `ws-${randomUUID()}`, userId: opener.id }, () => {
      void this.sessions
        .resolve(token)
        .then(async (user) => {
          if (!user || user.isAdmin !== opener.isAdmin) {
            reply(ack, { ok: false, error: UNAUTHORIZED });
            socket.disconnect(true);
            return;
          }
          reply(ack, await work(user));
        })
        .catch((error: unknown) => reply(ack, { ok: false, error: toErrorBody(error) }));
    });
  }
}

function idOf(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  const id = (payload as { conversationId?: unknown } | null)?.conversationId;
  return typeof id === 'string' ? id : '';
}

/** One cookie's value from a Cookie header (the gateway process has no Fastify cookie plugin). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function reply(ack: Reply | undefined, answer: Answer): void {
  if (typeof ack === 'function') ack(answer);
}
