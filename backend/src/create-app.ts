import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LogLevel, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { documentErrorAnswers, ErrorView, MessageAnswer } from './common/api-docs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { toErrorBody } from './common/http-error.filter';
import { HttpErrorFilter } from './common/http-error.filter';
import { createValidationPipe } from './common/validation.pipe';
import { DatabaseHandle } from './db/database';
import { serveUploads } from './uploads/serve-uploads';
import { UploadsService } from './uploads/uploads.service';

export const REMOTE_NAMES = ['catalog', 'checkout', 'messaging', 'admin'] as const;
const JSON_BODY_LIMIT = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Builds the API on Fastify with every plugin, guard and filter; `listen` is left to the caller. */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT, trustProxy: config.trustProxy });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: LOG_LEVELS[config.logLevel],
    // Keeps request.rawBody for JSON bodies: Stripe signs the exact bytes it sends.
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // helmet's default no-referrer makes browsers send `Origin: null` on same-site form posts
    // (the payment sandbox page), which the CSRF check must refuse; keep the browsers' default.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  fastify.addHook('onRequest', rejectForeignOrigin(config));
  fastify.setErrorHandler((error, _request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) Logger.error((error as Error).stack ?? String(error), 'Fastify');
    void reply.status(body.statusCode).send(body);
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });

  const document = documentErrorAnswers(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`${config.brandName} marketplace API`)
        .setVersion('1.0')
        .addCookieAuth('token')
        .build(),
      { extraModels: [ErrorView, MessageAnswer] },
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await serveFrontEnds(app, fastify, config);
  // Signals are handled by main.ts: it lets in-flight requests finish before closing the modules.
  await app.init();
  return app;
}

/**
 * CSRF defence for cookie sessions: a state-changing request that names another origin
 * (Origin, or Referer when Origin is absent) is refused. Server-to-server calls without
 * either header (webhooks) pass; they carry their own signatures.
 */
function rejectForeignOrigin(config: AppConfig) {
  const allowed = new Set([config.publicOrigin, ...config.corsOrigins]);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = 'invalid';
    }
    const selfOrigin = `${request.protocol}://${request.headers.host}`;
    if (allowed.has(origin) || origin === selfOrigin) return;
    await reply
      .status(403)
      .send({ statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' });
  };
}

/** The one-process shape: the shell at /, each remote under /remotes/<name>/, uploads under /uploads/. */
async function serveFrontEnds(app: NestFastifyApplication, fastify: FastifyInstance, config: AppConfig) {
  serveUploads(fastify, app.get(UploadsService));
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: join(config.staticDir, `mfe-${name}`, 'dist'),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  const shellDir = join(config.staticDir, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: cacheHeaders,
  });
  // Single-page fallback: every other GET that is not an API, upload or remote path gets the shell.
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    const index = join(shellDir, 'index.html');
    if (/^\/(api|uploads|remotes)(\/|$)/.test(path) || !existsSync(index)) {
      return reply.status(404).send({ statusCode: 404, message: `Cannot GET ${path}`, error: 'Not Found' });
    }
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(readFileSync(index));
  });
  fastify.get('/', (_request, reply) => {
    const index = join(shellDir, 'index.html');
    if (!existsSync(index))
      return reply.status(404).send({ statusCode: 404, message: 'Front end not built', error: 'Not Found' });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(readFileSync(index));
  });
}

/** Content-hashed bundles are cached for a year; entry points and manifests are always revalidated. */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  const entry = /(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/.test(path);
  reply.header('Cache-Control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
}
