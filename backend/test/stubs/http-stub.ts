import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type StubHandler = (request: StubRequest) => { status: number; body: unknown } | undefined;

/**
 * A tiny HTTP server on 127.0.0.1 for provider stubs: records every request, answers JSON.
 * Give it a handler, or extend it and override `handle`.
 */
export class HttpStub {
  readonly requests: StubRequest[] = [];
  private server: Server | undefined;
  url = '';

  constructor(private readonly handler?: StubHandler) {}

  protected handle(request: StubRequest): { status: number; body: unknown } | undefined {
    return this.handler?.(request);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.requests.push(request);
      let answer: { status: number; body: unknown } | undefined;
      try {
        answer = this.handle(request);
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      answer ??= {
        status: 404,
        body: { error: { message: `No stub for ${request.method} ${request.path}` } },
      };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  }
}
