import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { join } from 'node:path';
import { ConfigError, loadApiConfig } from './config/app-config';
import { createApp } from './create-app';
import { openDatabase } from './db/database';
import { appTables } from './app.tables';
import { seed } from './app.seed';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { drainBeforeClosing, Readiness } from './health/readiness';

async function main(): Promise<void> {
  let config;
  try {
    config = loadApiConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
    tables: appTables,
  }).catch((error: Error) => {
    // One line naming the setting to look at, as for a bad variable.
    const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR (embedded database)';
    console.error(`Cannot open the database: ${where}: ${error.message}`);
    process.exit(1);
  });
  const app = await createApp(config, database);
  await seed(app, config);
  stopGracefullyOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  Logger.log(`Listening on ${config.publicUrl} (${database.kind} database)`, 'Main');
  const sandboxed = [!config.stripe.secretKey && 'Stripe', !config.paypal.clientId && 'PayPal'].filter(
    Boolean,
  );
  if (sandboxed.length) {
    Logger.warn(
      `!!! PAYMENT SANDBOX: ${sandboxed.join(' and ')} payments are simulated by the built-in sandbox; no real money is taken !!!`,
      'Main',
    );
  }
}

/** Longest wait on SIGTERM for requests in flight and open connections before closing anyway. */
const DRAIN_MS = 10_000;
/** After SIGTERM, a keep-alive connection that has carried no request for this long is closed. */
const IDLE_CLOSE_MS = 5_000;

/**
 * SIGTERM/SIGINT (a deploy, a scale-down): stop accepting connections, answer every request
 * already received, each with `Connection: close`, and only then close the modules (database
 * pool, queues, sockets). Nest's own shutdown hooks would close the database first and break the
 * requests still running.
 *
 * Closing an idle keep-alive connection races with a client writing its next request on it (the
 * client sees a reset), so a connection in use is never closed under its client: its next request
 * is answered with `Connection: close` and the client leaves by itself. Only a connection idle for
 * IDLE_CLOSE_MS (at once if it already was at the signal) is closed; whatever is left at DRAIN_MS.
 * Socket.IO connections (WebSockets, long polls) are closed with the socket server, not waited for.
 */
function stopGracefullyOnSignals(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as unknown as Server;
  /** Each open HTTP connection: its requests in flight, and when it last finished one. */
  const connections = new Map<Socket, { inFlight: Set<ServerResponse>; idleSince: number }>();
  let stopping = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { inFlight: new Set(), idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('upgrade', (_request: IncomingMessage, socket: Socket) => connections.delete(socket));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    if (request.url?.startsWith('/socket.io')) {
      connections.delete(request.socket);
      return;
    }
    connection.inFlight.add(response);
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      connection.inFlight.delete(response);
      connection.idleSince = Date.now();
    });
  });
  const closeLongIdleConnections = () => {
    const idleBefore = Date.now() - IDLE_CLOSE_MS;
    for (const [socket, { inFlight, idleSince }] of connections) {
      if (inFlight.size === 0 && idleSince <= idleBefore) socket.destroy();
    }
  };
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await drainBeforeClosing(app.get(Readiness), app.get<AppConfig>(APP_CONFIG).shutdownDelayMs);
    const inFlight = [...connections.values()].flatMap((connection) => [...connection.inFlight]);
    Logger.log(`${signal}: finishing ${inFlight.length} request(s), then stopping`, 'Main');
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Stop listening only (net.Server#close): connections already open keep being served.
    NetServer.prototype.close.call(server);
    const deadline = Date.now() + DRAIN_MS;
    while (connections.size > 0 && Date.now() < deadline) {
      closeLongIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.closeAllConnections();
    await app.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
