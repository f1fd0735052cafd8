import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readiness } from '../health/readiness';

type Check = () => Promise<unknown>;

function send(response: ServerResponse, status: number, body: unknown, closing: boolean): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    // Draining: the client leaves after this answer. A keep-alive connection busy with a probe
    // when the port closes is not idle, so closing the server leaves it open, and a prober
    // polling on it held the gateway open (503s, never refused) as long as it kept asking.
    ...(closing ? { Connection: 'close' } : {}),
  });
  response.end(JSON.stringify(body));
}

/**
 * The stand-alone gateway's HTTP answers besides Socket.IO: `/health` (kept as it was),
 * `/health/live` (the process answers) and `/health/ready` (every check passes and the gateway
 * is not draining); anything else is a 404 JSON error.
 */
export function gatewayProbes(readiness: Readiness, checks: Record<string, Check>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const answer = (status: number, body: unknown) => send(response, status, body, readiness.isDraining);
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || !['/health', '/health/live', '/health/ready'].includes(path ?? '')) {
      return answer(404, { statusCode: 404, message: 'Not found', error: 'Not Found' });
    }
    if (path !== '/health/ready') return answer(200, { status: 'ok' });
    void Promise.all(
      Object.entries(checks).map(async ([name, check]) => [
        name,
        await check().then(
          () => 'ok',
          () => 'down',
        ),
      ]),
    ).then((results) => {
      const body: Record<string, string> = { status: 'ready', ...Object.fromEntries(results) };
      if (readiness.isDraining) body.status = 'draining';
      else if (results.some(([, state]) => state !== 'ok')) body.status = 'not-ready';
      answer(body.status === 'ready' ? 200 : 503, body);
    });
  };
}
