import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server, ServerOptions } from 'socket.io';
import { io as connectIo } from 'socket.io-client';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { socketsRedisKey } from '../realtime/realtime.publisher';
import { SocketsAdapter } from './sockets.adapter';

describe('SocketsAdapter with Redis unreachable', () => {
  it('still starts (after a bounded wait) and closes without hanging', async () => {
    const http = createServer();
    const started = Date.now();
    const adapter = new SocketsAdapter(http as never, {
      allowedOrigins: [],
      redisUrl: 'redis://127.0.0.1:1',
      redisPrefix: 'test',
    });
    await adapter.connectToRedis();
    const server = adapter.create(0, { path: '/socket.io' } as ServerOptions);
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(adapter.ping()).rejects.toThrow();
    await adapter.close(server);
    await adapter.dispose();
    http.close();
  }, 30_000);
});

(process.env.REDIS_URL ? describe : describe.skip)('SocketsAdapter on a shared Redis', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close();
  });

  /** A Socket.IO server of deployment `prefix` on its own port; every socket joins room "r". */
  async function serverOf(prefix: string): Promise<{ io: Server; url: string }> {
    const http = createServer();
    const adapter = new SocketsAdapter(http as never, {
      allowedOrigins: [],
      redisUrl: process.env.REDIS_URL,
      redisPrefix: prefix,
    });
    await adapter.connectToRedis();
    const io = adapter.create(0, { path: '/socket.io' } as ServerOptions) as Server;
    io.on('connection', (socket) => void socket.join('r'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    opened.push({
      close: async () => {
        await adapter.close(io);
        await adapter.dispose();
        http.close();
      },
    });
    return { io, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  }

  async function clientOf(url: string): Promise<{ heard: string[]; until(word: string): Promise<void> }> {
    const client = connectIo(url, { path: '/socket.io', transports: ['websocket'] });
    opened.push({ close: async () => void client.close() });
    const heard: string[] = [];
    const waiters: (() => void)[] = [];
    client.on('word', (word: string) => {
      heard.push(word);
      waiters.splice(0).forEach((wake) => wake());
    });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    return {
      heard,
      until: async (word) => {
        while (!heard.includes(word)) await new Promise<void>((wake) => waiters.push(wake));
      },
    };
  }

  it("shares rooms within a deployment's prefix and never with another deployment's", async () => {
    const tag = randomBytes(4).toString('hex');
    const [shopA1, shopA2, shopB1, shopB2] = await Promise.all(
      [`a-${tag}`, `a-${tag}`, `b-${tag}`, `b-${tag}`].map(serverOf),
    );
    const [onA2, onB1] = await Promise.all([clientOf(shopA2.url), clientOf(shopB1.url)]);

    shopA1.io.to('r').emit('word', 'from shop A');
    await onA2.until('from shop A');
    // An API apart from the gateways publishes through the emitter, on the same channels.
    const redis = new Redis(process.env.REDIS_URL!);
    opened.push({ close: async () => void redis.disconnect() });
    new Emitter(redis, { key: socketsRedisKey(`a-${tag}`) }).to('r').emit('word', 'from shop A’s API');
    await onA2.until('from shop A’s API');
    // Redis handled A's broadcast before B's: had B's processes shared A's channel, B's socket
    // would have heard A's word first.
    shopB2.io.to('r').emit('word', 'from shop B');
    await onB1.until('from shop B');
    expect(onB1.heard).toEqual(['from shop B']);
    expect(onA2.heard).toEqual(['from shop A', 'from shop A’s API']);
  }, 30_000);
});
