import { createServer, Server } from 'node:http';
import { collectProcessMetrics, metricsRegistry } from './metrics';

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464 */
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` in the Prometheus text format on a port of its own (METRICS_PORT), so the
 * public site, its proxy and its Ingress never expose it; anything else is a 404.
 */
export async function startMetricsServer(port: number, host: string): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, message: 'Not found', error: 'Not Found' }));
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
        response.end(text);
      },
      (error: Error) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(`# metrics failed: ${error.message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
