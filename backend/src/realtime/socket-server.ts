import { randomUUID } from 'node:crypto';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { Server, Socket } from 'socket.io';
import type { SessionUser } from '../auth/access.decorator';
import { SESSION_COOKIE } from '../auth/session.service';
import { notFound, unauthorized } from '../common/domain-error';
import { ErrorBody, toErrorBody } from '../common/http-error.filter';
import { closeRedis, logRedisOutages } from '../common/redis';
import { logContext } from '../observability/log-context';
import { metrics } from '../observability/metrics';
import { ADMINS_ROOM, conversationRoom, sessionRoom, userRoom } from './rooms';

/** What the socket layer needs from the rest of the app; kept narrow so the gateway process stays small. */
export interface SocketServerDeps {
  sessions: { resolve(token: string | undefined): Promise<SessionUser | undefined> };
  messaging: {
    canFollow(user: SessionUser, conversationId: string): Promise<boolean>;
    sendMessage(user: SessionUser, conversationId: string, text: string): Promise<unknown>;
  };
}

export interface SocketServerOptions {
  /** Origins a browser may open a socket from, besides the server's own host. */
  allowedOrigins: string[];
  /** With a URL, rooms span every process through the Redis adapter. */
  redisUrl?: string;
}

export interface SocketServerHandle {
  io: Server;
  /**
   * Tells this process's clients `server:draining` and closes their connections without a
   * Socket.IO disconnect, so each client reconnects on its own (through the load balancer, to
   * another gateway). Answers how many sockets were closed.
   */
  drain(): number;
  /** Resolves when Redis answers (at once without Redis). */
  ping(): Promise<void>;
  /** Drains every client and leaves Redis; the HTTP server itself is left to its owner. */
  close(): Promise<void>;
}

/** The event a draining server sends before closing a socket; clients reconnect after it. */
export const DRAINING_EVENT = 'server:draining';

type Ack = (answer: { ok: true; data?: unknown } | { ok: false; error: ErrorBody }) => void;

interface SocketData {
  user: SessionUser;
  token: string | undefined;
}

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
const REDIS_READY_MS = 5_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Socket.IO on an HTTP server, authenticated by the session cookie. Each user is in their own
 * room (`user:<id>`, admins also in `admins`) and may join `conversation:<id>` rooms they take
 * part in. Clients emit `conversation:join` / `conversation:leave` `{ conversationId }` and
 * `message:send` `{ conversationId, message }`, each with an acknowledgement `{ ok, data | error }`.
 */
export async function startSocketServer(
  httpServer: HttpServer,
  deps: SocketServerDeps,
  options: SocketServerOptions,
): Promise<SocketServerHandle> {
  const logger = new Logger('Sockets');
  const allowed = new Set(options.allowedOrigins);
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    httpServer,
    {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: options.allowedOrigins, credentials: true },
      // Refuses cross-site pages that would ride on a visitor's cookie (same check as the API's CSRF guard).
      allowRequest: (request, callback) => {
        const ok = originAllowed(request, allowed);
        if (!ok) metrics.socketsRefused.inc({ reason: 'origin' });
        callback(null, ok);
      },
    },
  );

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    sub = pub.duplicate();
    logRedisOutages(logger, pub);
    logRedisOutages(logger, sub);
    io.adapter(createAdapter(pub, sub));
    // Subscriptions are queued before this PING, so once it answers this process hears every broadcast.
    // Bounded: with Redis down the process still starts, and the clients subscribe when it returns.
    const ready = await Promise.race([sub.ping().then(() => true), delay(REDIS_READY_MS).then(() => false)]);
    if (!ready)
      logger.warn(
        `Redis did not answer within ${REDIS_READY_MS} ms; sockets will join other processes when it does`,
      );
  }

  io.use((socket, next) => {
    const token = cookieValue(socket.request.headers.cookie, SESSION_COOKIE);
    const refuse = () => {
      metrics.socketsRefused.inc({ reason: 'unauthorized' });
      next(new Error('unauthorized'));
    };
    deps.sessions.resolve(token).then((user) => {
      if (!user) return refuse();
      socket.data.user = user;
      socket.data.token = token;
      next();
    }, refuse);
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    metrics.socketsConnected.inc();
    socket.once('disconnect', () => metrics.socketsConnected.dec());
    const rooms = [userRoom(data.user.id)];
    if (data.user.isAdmin) rooms.push(ADMINS_ROOM);
    if (data.user.sessionId) rooms.push(sessionRoom(data.user.sessionId));
    void socket.join(rooms);
    // The socket ends with its session's token (setTimeout holds at most ~24.8 days).
    if (data.user.expiresAt) {
      const expiry = setTimeout(
        () => socket.disconnect(true),
        Math.min(data.user.expiresAt - Date.now(), 2 ** 31 - 1),
      );
      expiry.unref();
      socket.once('disconnect', () => clearTimeout(expiry));
    }
    const sendTimes: number[] = [];

    /**
     * Runs a client request as the socket's user, after checking the session still holds: a
     * signed-out, reset or demoted session is refused and the socket dropped, so a long-lived
     * socket never outlives the rights it was opened with.
     */
    const run = (ack: Ack | undefined, work: (user: SessionUser) => Promise<Parameters<Ack>[0]>) =>
      // Each client request over the socket gets an id of its own for the log lines (and jobs) it causes.
      logContext.run({ requestId: `ws-${randomUUID()}`, userId: data.user.id }, () => {
        void deps.sessions
          .resolve(data.token)
          .then(async (user) => {
            if (!user || user.isAdmin !== data.user.isAdmin) {
              reply(ack, { ok: false, error: UNAUTHORIZED });
              socket.disconnect(true);
              return;
            }
            reply(ack, await work(user));
          })
          .catch((error: unknown) => reply(ack, { ok: false, error: toErrorBody(error) }));
      });

    socket.on('conversation:join', (payload: unknown, ack?: Ack) =>
      run(ack, async (user) => {
        const conversationId = idOf(payload);
        if (!(await deps.messaging.canFollow(user, conversationId))) return { ok: false, error: NOT_FOUND };
        await socket.join(conversationRoom(conversationId));
        return { ok: true };
      }),
    );

    socket.on('conversation:leave', (payload: unknown, ack?: Ack) => {
      void Promise.resolve(socket.leave(conversationRoom(idOf(payload)))).then(() =>
        reply(ack, { ok: true }),
      );
    });

    socket.on('message:send', (payload: unknown, ack?: Ack) => {
      metrics.socketMessagesReceived.inc();
      const now = Date.now();
      while (sendTimes.length && sendTimes[0]! <= now - SEND_WINDOW_MS) sendTimes.shift();
      if (sendTimes.length >= SEND_LIMIT) {
        metrics.socketRateLimited.inc();
        return reply(ack, { ok: false, error: TOO_MANY });
      }
      sendTimes.push(now);
      run(ack, async (user) => {
        const { conversationId, message } = (payload ?? {}) as {
          conversationId?: unknown;
          message?: unknown;
        };
        const data = await deps.messaging.sendMessage(
          user,
          typeof conversationId === 'string' ? conversationId : '',
          typeof message === 'string' ? message : '',
        );
        return { ok: true, data };
      });
    });
  });

  const drain = () => {
    const local = [...io.of('/').sockets.values()] as unknown as Socket[];
    for (const socket of local) {
      socket.emit(DRAINING_EVENT, { reconnect: true });
      // Closing the transport (not socket.disconnect(), which clients take as final) makes them reconnect.
      socket.conn.close();
    }
    return local.length;
  };

  return {
    io: io as unknown as Server,
    drain,
    async ping() {
      if (pub)
        await Promise.race([
          pub.ping(),
          delay(REDIS_READY_MS).then(() => Promise.reject(new Error('Redis timeout'))),
        ]);
    },
    async close() {
      drain();
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.all([pub, sub].map((client) => client && closeRedis(client)));
    },
  };
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

function reply(ack: Ack | undefined, answer: Parameters<Ack>[0]): void {
  if (typeof ack === 'function') ack(answer);
}

function originAllowed(request: IncomingMessage, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}
