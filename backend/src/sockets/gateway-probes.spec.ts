import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { Readiness } from '../health/readiness';
import { gatewayProbes } from './gateway-probes';

describe('the gateway probes', () => {
  let server: Server;
  let url: string;
  const readiness = new Readiness();
  // Connections kept alive, as a load balancer's probes are (the tests' default closes each).
  const keptAlive = new Agent();
  const probe = (path: string) => fetch(`${url}${path}`, { dispatcher: keptAlive } as unknown as RequestInit);

  beforeAll(async () => {
    server = createServer(
      gatewayProbes(readiness, { db: async () => undefined, redis: async () => undefined }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await keptAlive.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers ready on a kept-alive connection, then draining with the connection closed after it', async () => {
    const ready = await probe('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', db: 'ok', redis: 'ok' });
    expect(ready.headers.get('connection')).toBe('keep-alive');

    readiness.startDraining();
    const draining = await probe('/health/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining', db: 'ok', redis: 'ok' });
    expect(draining.headers.get('connection')).toBe('close');
    const live = await probe('/health/live');
    expect(live.headers.get('connection')).toBe('close');
  });
});
