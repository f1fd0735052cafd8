import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { assertPaymentsConfigured, ConfigError, loadConfig } from './config/app-config';
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
    config = loadConfig();
    assertPaymentsConfigured(config);
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

/** Longest wait for in-flight requests on SIGTERM before closing anyway. */
const DRAIN_MS = 10_000;
/** After the last in-flight answer, keep-alive clients still get this long to send a request (answered with Connection: close). */
const LINGER_MS = 500;

/**
 * SIGTERM/SIGINT (a deploy, a scale-down): stop accepting connections, answer every request
 * already received and ask keep-alive clients to close (`Connection: close`), and only then
 * close the modules (database pool, queues, sockets). Nest's own shutdown hooks would close the
 * database first and break the requests still running; Node's `server.close()` would drop
 * idle keep-alive connections a client may be writing to at that very moment.
 */
function stopGracefullyOnSignals(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as unknown as Server;
  const active = new Set<ServerResponse>();
  let stopping = false;
  let lastAnswer = 0;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Socket.IO long-polling requests wait by design; they are closed with the socket server.
    if (request.url?.startsWith('/socket.io')) return;
    active.add(response);
    if (stopping) response.setHeader('Connection', 'close');
    response.once('close', () => {
      active.delete(response);
      lastAnswer = Date.now();
    });
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await drainBeforeClosing(app.get(Readiness), app.get<AppConfig>(APP_CONFIG).shutdownDelayMs);
    Logger.log(`${signal}: finishing ${active.size} request(s), then stopping`, 'Main');
    for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
    // Stop listening only (net.Server#close): connections already open keep being served.
    NetServer.prototype.close.call(server);
    lastAnswer = Date.now();
    const deadline = Date.now() + DRAIN_MS;
    while ((active.size > 0 || Date.now() - lastAnswer < LINGER_MS) && Date.now() < deadline) {
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
