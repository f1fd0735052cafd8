import type { IncomingMessage } from 'node:http';
import { INestApplication, INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { closeRedis, logRedisOutages } from '../common/redis';
import type { AppConfig } from '../config/app-config';
import { metrics } from '../observability/metrics';
import { socketsRedisKey } from '../realtime/realtime.publisher';

export interface SocketsAdapterOptions {
  /** Origins a browser may open a socket from, besides the server's own host. */
  allowedOrigins: string[];
  /** With a URL, rooms span every process through the Redis adapter. */
  redisUrl?: string;
  /**
   * The deployment's Redis key prefix (QUEUE_PREFIX): its processes share rooms on its own
   * channels, so another shop (or test) on the same Redis never hears its broadcasts.
   */
  redisPrefix: string;
}

const REDIS_READY_MS = 5_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Serves Socket.IO on the app (the API's or the stand-alone gateway's) for the deployment's origins,
 * its rooms on the deployment's Redis; answers the adapter, whose `ping()` probes that Redis.
 */
export async function serveSockets(app: INestApplication, config: AppConfig): Promise<SocketsAdapter> {
  const sockets = new SocketsAdapter(app, {
    allowedOrigins: [config.publicOrigin, ...config.corsOrigins],
    redisUrl: config.redisUrl,
    redisPrefix: config.queue.prefix,
  });
  await sockets.connectToRedis();
  app.useWebSocketAdapter(sockets);
  return sockets;
}

/**
 * Socket.IO on the app's own HTTP server (Fastify's), with the origin check and CORS from config
 * and, with REDIS_URL, the Redis adapter so that rooms span every API and gateway process.
 * Call `connectToRedis()` before `app.useWebSocketAdapter(...)`.
 */
export class SocketsAdapter extends IoAdapter {
  private readonly logger = new Logger('Sockets');
  private pub: Redis | undefined;
  private sub: Redis | undefined;

  constructor(
    app: INestApplicationContext,
    private readonly options: SocketsAdapterOptions,
  ) {
    super(app);
  }

  async connectToRedis(): Promise<void> {
    if (!this.options.redisUrl) return;
    this.pub = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    this.sub = this.pub.duplicate();
    logRedisOutages(this.logger, this.pub);
    logRedisOutages(this.logger, this.sub);
    // Subscriptions are queued before this PING, so once it answers this process hears every broadcast.
    // Bounded: with Redis down the process still starts, and the clients subscribe when it returns.
    const ready = await Promise.race([
      this.sub.ping().then(() => true),
      delay(REDIS_READY_MS).then(() => false),
    ]);
    if (!ready)
      this.logger.warn(
        `Redis did not answer within ${REDIS_READY_MS} ms; sockets will join other processes when it does`,
      );
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const allowed = new Set(this.options.allowedOrigins);
    const server = super.createIOServer(port, {
      ...options,
      cors: { origin: this.options.allowedOrigins, credentials: true },
      // Refuses cross-site pages that would ride on a visitor's cookie (same check as the API's CSRF guard).
      allowRequest: (request: IncomingMessage, callback: (error: string | null, ok: boolean) => void) => {
        const ok = originAllowed(request, allowed);
        if (!ok) metrics.socketsRefused.inc({ reason: 'origin' });
        callback(null, ok);
      },
    }) as Server;
    if (this.pub && this.sub)
      server.adapter(createAdapter(this.pub, this.sub, { key: socketsRedisKey(this.options.redisPrefix) }));
    return server;
  }

  /** Resolves when Redis answers (at once without Redis). */
  async ping(): Promise<void> {
    if (this.pub)
      await Promise.race([
        this.pub.ping(),
        delay(REDIS_READY_MS).then(() => Promise.reject(new Error('Redis timeout'))),
      ]);
  }

  /** After the servers are closed (Nest calls this last): leaves Redis. */
  override async dispose(): Promise<void> {
    await Promise.all([this.pub, this.sub].map((client) => client && closeRedis(client)));
  }
}

function originAllowed(request: IncomingMessage, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.has(origin)) return true;
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}
