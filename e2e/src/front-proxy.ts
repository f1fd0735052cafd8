import { createServer, request } from 'node:http';
import { connect, Socket } from 'node:net';

/**
 * The split deploy/nginx.conf makes, for the browser tests of the scaled shape: on one public
 * port, /socket.io/ (polling and WebSocket upgrades) goes to the gateway, everything else to the
 * API. Bodies and headers pass unchanged, with X-Forwarded-For set to the client's address.
 */
export async function startFrontProxy(
  port: number,
  upstreams: { api: number; gateway: number },
): Promise<{ close(): Promise<void> }> {
  const upstreamOf = (url = '/') => (url.startsWith('/socket.io/') ? upstreams.gateway : upstreams.api);
  const sockets = new Set<Socket>();
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: upstreamOf(incoming.url),
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  // WebSocket: replay the upgrade request to the gateway, then pass bytes both ways.
  server.on('upgrade', (incoming, client: Socket, head: Buffer) => {
    const upstream = connect(upstreamOf(incoming.url), '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => (socket === client ? upstream : client).destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
