import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from './config/app-config';
import { openDatabase } from './db/database';
import { GatewayModule } from './sockets/gateway.module';
import { gatewayProbes } from './sockets/gateway-probes';
import { serveSockets } from './sockets/sockets.adapter';
import { SocketsGateway } from './sockets/sockets.gateway';
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
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config, database),
    new FastifyAdapter(),
    { logger },
  );
  const sockets = await serveSockets(app, config);

  // No API routes: every HTTP request besides Socket.IO's is a probe (or a 404), answered on the raw response.
  const readiness = new Readiness();
  const probes = gatewayProbes(readiness, { db: () => database.ping(), redis: () => sockets.ping() });
  app
    .getHttpAdapter()
    .getInstance()
    .all('/*', (request, reply) => {
      reply.hijack();
      probes(request.raw, reply.raw);
    });

  await app.listen({ port: config.gatewayPort, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.gatewayPort;
  Logger.log(`Socket gateway listening on port ${port} (path /socket.io)`, 'Gateway');

  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer(config.metricsPort, config.metricsHost);
  if (metricsServer) Logger.log(`Metrics on ${metricsServer.url}/metrics`, 'Gateway');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first so the load balancer stops sending new sockets here; then the clients
    // are told to reconnect, which takes them to another gateway, and the port closes.
    await drainBeforeClosing(readiness, config.shutdownDelayMs);
    Logger.log(
      `Draining: ${app.get(SocketsGateway).drain()} socket(s) told to reconnect elsewhere`,
      'Gateway',
    );
    await app.close();
    await metricsServer?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
