import { createServer } from 'node:http';
import { cookieValue, startSocketServer } from './socket-server';

describe('cookieValue', () => {
  it('finds the named cookie among others', () => {
    expect(cookieValue('a=1; token=abc.def; b=2', 'token')).toBe('abc.def');
    expect(cookieValue('xtoken=1;token=%7Bq%7D', 'token')).toBe('{q}');
    expect(cookieValue('token="quoted"', 'token')).toBe('quoted');
  });

  it('answers undefined for a missing or undecodable cookie', () => {
    expect(cookieValue(undefined, 'token')).toBeUndefined();
    expect(cookieValue('a=1; tokenx=2', 'token')).toBeUndefined();
    expect(cookieValue('token=%E0%A4%A', 'token')).toBeUndefined();
  });
});

describe('startSocketServer with Redis unreachable', () => {
  it('still starts (after a bounded wait) and closes without hanging', async () => {
    const http = createServer();
    const started = Date.now();
    const sockets = await startSocketServer(
      http,
      {
        sessions: { resolve: async () => undefined },
        messaging: { canFollow: async () => false, sendMessage: async () => undefined },
      },
      { allowedOrigins: [], redisUrl: 'redis://127.0.0.1:1' },
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    await sockets.close();
    http.close();
  }, 30_000);
});
