import 'reflect-metadata';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SessionService } from './auth/session.service';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { openDatabase } from './db/database';
import { MessagingService } from './messaging/messaging.service';
import { GatewayModule } from './realtime/gateway.module';
import { RealtimePublisher } from './realtime/realtime.publisher';
import { startSocketServer } from './realtime/socket-server';

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/**
 * The socket gateway on its own (`node dist/gateway.js`): Socket.IO on GATEWAY_PORT with the
 * Redis adapter, so any number of gateways behind a load balancer hear what the API publishes
 * through the Redis emitter. It needs the same JWT_SECRET, DATABASE_URL and REDIS_URL as the API.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('REDIS_URL', 'is required by the stand-alone gateway');
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL', 'is required by the stand-alone gateway');
  Logger.overrideLogger(LOG_LEVELS[config.logLevel]);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
    poolSize: 5,
  });
  const context = await NestFactory.createApplicationContext(GatewayModule.forRoot(config, database), {
    logger: LOG_LEVELS[config.logLevel],
  });

  const httpServer = createServer((request, response) => {
    const healthy = request.method === 'GET' && request.url?.split('?')[0] === '/health';
    response.writeHead(healthy ? 200 : 404, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    response.end(
      JSON.stringify(
        healthy ? { status: 'ok' } : { statusCode: 404, message: 'Not found', error: 'Not Found' },
      ),
    );
  });
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

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sockets.close();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
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
