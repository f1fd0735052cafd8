import { createServer } from 'node:http';
import type { ServerOptions } from 'socket.io';
import { SocketsAdapter } from './sockets.adapter';

describe('SocketsAdapter with Redis unreachable', () => {
  it('still starts (after a bounded wait) and closes without hanging', async () => {
    const http = createServer();
    const started = Date.now();
    const adapter = new SocketsAdapter(http as never, {
      allowedOrigins: [],
      redisUrl: 'redis://127.0.0.1:1',
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
