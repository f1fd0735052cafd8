import 'reflect-metadata';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SessionService } from './auth/session.service';
import { ConfigError, loadConfig } from './config/app-config';
import { openDatabase } from './db/database';
import { MessagingService } from './messaging/messaging.service';
import { GatewayModule } from './realtime/gateway.module';
import { RealtimePublisher } from './realtime/realtime.publisher';
import { gatewayProbes } from './realtime/gateway-probes';
import { startSocketServer } from './realtime/socket-server';
import { drainBeforeClosing, Readiness } from './health/readiness';
import { createRootLogger, PinoNestLogger } from './observability/logger';
import { startMetricsServer } from './observability/metrics-server';

/**
 * The socket gateway on its own (`node dist/gateway.js`): Socket.IO on GATEWAY_PORT with the
 * Redis adapter, so any number of gateways behind a load balancer hear what the API publishes
 * through the Redis emitter. It needs the same JWT_SECRET, DATABASE_URL and REDIS_URL as the API.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('REDIS_URL', 'is required by the stand-alone gateway');
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required by the stand-alone gateway');
  const logger = new PinoNestLogger(createRootLogger(config));
  Logger.overrideLogger(logger);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
    poolSize: 5,
  });
  const context = await NestFactory.createApplicationContext(GatewayModule.forRoot(config, database), {
    logger,
  });

  const readiness = new Readiness();
  const httpServer = createServer(
    gatewayProbes(readiness, {
      db: () => database.ping(),
      // Called only once the port listens, after `sockets` below is set.
      redis: () => sockets.ping(),
    }),
  );
  const sockets = await startSocketServer(
    httpServer,
    { sessions: context.get(SessionService), messaging: context.get(MessagingService) },
    { allowedOrigins: [config.publicOrigin, ...config.corsOrigins], redisUrl: config.redisUrl },
  );
  // Messages sent over a gateway's sockets are broadcast through the adapter to every gateway.
  context.get(RealtimePublisher).useTarget(sockets.io);

  await new Promise<void>((resolve) => httpServer.listen(config.gatewayPort, config.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.gatewayPort;
  Logger.log(`Socket gateway listening on port ${port} (path /socket.io)`, 'Gateway');

  const metricsServer =
    config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.host);
  if (metricsServer) Logger.log(`Metrics on ${metricsServer.url}/metrics`, 'Gateway');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first so the load balancer stops sending new sockets here; then the port
    // closes and the clients are told to reconnect, which takes them to another gateway.
    await drainBeforeClosing(readiness, config.shutdownDelayMs);
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    Logger.log(`Draining: ${sockets.drain()} socket(s) told to reconnect elsewhere`, 'Gateway');
    await sockets.close();
    await closed;
    await metricsServer?.close();
    await context.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
