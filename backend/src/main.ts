import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { join } from 'node:path';
import { ConfigError, loadApiConfig } from './config/app-config';
import { createApp } from './create-app';
import { openDatabase } from './db/database';
import { startBackupSchedule } from './db/backup/backup-schedule';
import { seed } from './db/seed';
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
  startBackupSchedule(config, database);
}

/** Longest wait on SIGTERM for requests in flight and open connections before closing anyway. */
const DRAIN_MS = 10_000;

/**
 * SIGTERM/SIGINT (a deploy, a scale-down): stop accepting connections, answer every request
 * already received, each with `Connection: close`, and only then close the modules (database
 * pool, queues, sockets). Nest's own shutdown hooks would close the database first and break the
 * requests still running. Open keep-alive connections are not closed under a client: a client
 * may be writing its next request at that very moment and would see a reset. Each one's next
 * request is answered with `Connection: close`, so busy clients leave by themselves; connections
 * left open after DRAIN_MS are closed then.
 */
function stopGracefullyOnSignals(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as unknown as Server;
  const active = new Set<ServerResponse>();
  const connections = new Set<Socket>();
  let stopping = false;
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // WebSockets are closed with the socket server (app.close()), not waited for.
  server.on('upgrade', (_request: IncomingMessage, socket: Socket) => connections.delete(socket));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Socket.IO long-polling requests wait by design; they are closed with the socket server.
    if (request.url?.startsWith('/socket.io')) return;
    active.add(response);
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => active.delete(response));
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await drainBeforeClosing(app.get(Readiness), app.get<AppConfig>(APP_CONFIG).shutdownDelayMs);
    Logger.log(`${signal}: finishing ${active.size} request(s), then stopping`, 'Main');
    for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Stop listening only (net.Server#close): connections already open keep being served.
    NetServer.prototype.close.call(server);
    const deadline = Date.now() + DRAIN_MS;
    while ((active.size > 0 || connections.size > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
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
