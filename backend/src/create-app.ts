import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { documentErrorAnswers, ErrorView, MessageAnswer } from './common/api-docs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { HttpErrorFilter } from './common/http-error.filter';
import { createValidationPipe } from './common/validation.pipe';
import { guardJsonBody, LARGE_JSON_BYTES } from './common/json-body-guard';
import { DatabaseHandle } from './db/database';
import { COMPRESSION, compressWholeAnswer } from './public-pages/compression';
import { PublicPages } from './public-pages/public-pages';
import { createRootLogger, PinoNestLogger } from './observability/logger';
import { observeHttp } from './observability/observe-http';
import { EARLY_EVENTS_CSP } from './public-pages/early-events';
import { serveUploads } from './uploads/serve-uploads';
import { serveSockets } from './sockets/sockets.adapter';
import { UploadsService } from './uploads/uploads.service';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Builds the API on Fastify with every plugin, guard and filter; `listen` is left to the caller. */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<NestFastifyApplication> {
  const log = createRootLogger(config);
  const adapter = new FastifyAdapter({
    // The largest any route takes; each route's own limit is enforced by guardJsonBody.
    bodyLimit: LARGE_JSON_BYTES,
    trustProxy: config.trustProxy,
    // A slow or idle client cannot hold a connection for ever (1 byte every few seconds included).
    requestTimeout: config.timeouts.requestSeconds * 1000,
    keepAliveTimeout: config.timeouts.keepAliveSeconds * 1000,
    // Headers must arrive within Node's 60 s unless HTTP_HEADERS_TIMEOUT_SECONDS says otherwise;
    // then Node also checks more often than its 30 s. Set by default, that faster check made a
    // stopping server reset keep-alive clients (test/resilience-shutdown.spec.ts), most likely
    // because Node does not restart those timers on a kept-alive connection (nodejs/node#58140),
    // so a busy connection can be cut as if it were slow. Behind a proxy that buffers headers, leave it unset.
    ...(config.timeouts.headersSeconds
      ? {
          http: {
            headersTimeout: config.timeouts.headersSeconds * 1000,
            connectionsCheckingInterval: Math.min(5_000, config.timeouts.headersSeconds * 500),
          },
        }
      : {}),
  } as ConstructorParameters<typeof FastifyAdapter>[0]);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database), adapter, {
    logger: new PinoNestLogger(log),
    // Keeps request.rawBody for JSON bodies: Stripe signs the exact bytes it sends.
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  observeHttp(fastify, log);

  await app.register(fastifyCookie);
  fastify.addHook('onSend', compressWholeAnswer);
  await app.register(fastifyCompress, COMPRESSION);
  // helmet's headers worked out once: they are the same for every answer (@fastify/helmet builds
  // its middleware again for every request, parsing the policy each time: a tenth of a health
  // probe's time; running the middleware per request still set a dozen headers one by one).
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The early-event contract is the one inline script (public-pages/early-events.ts).
          scriptSrc: ["'self'", EARLY_EVENTS_CSP],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          // Sockets are same-origin; some browsers do not let 'self' cover ws:/wss:, so name them.
          connectSrc: ["'self'", ...socketOrigins(config)],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Only over https: on plain http (a shop tried on a LAN address) it would block every script.
          upgradeInsecureRequests: config.https ? [] : null,
        },
      },
      hsts: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // helmet's default no-referrer makes browsers send `Origin: null` on same-site form posts
      // (the payment sandbox page), which the CSRF check must refuse; keep the browsers' default.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  fastify.addHook('onRequest', rejectForeignOrigin(config));
  fastify.addHook('preParsing', guardJsonBody);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  // Every error answer, also of Fastify's own errors and routes: Nest makes this filter Fastify's
  // error handler at init (replacing any set before).
  app.useGlobalFilters(new HttpErrorFilter());
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins, credentials: true });

  if (config.apiDocs) setUpApiDocs(app, config);

  await serveFrontEnds(app, fastify, config);
  if (config.socketsInApi) await serveSockets(app, config);
  // Signals are handled by main.ts: it lets in-flight requests finish before closing the modules.
  await app.init();
  return app;
}

/** The headers a response middleware that only sets fixed headers (helmet's) sets. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** ws:// or wss:// of the site and of every configured extra origin. */
function socketOrigins(config: AppConfig): string[] {
  return [config.publicOrigin, ...config.corsOrigins].map((origin) => origin.replace(/^http/, 'ws'));
}

function setUpApiDocs(app: NestFastifyApplication, config: AppConfig): void {
  // Built on the first request for it rather than at every start: scanning every route took about
  // 0.2 s of CPU per start of the API in its tests.
  const document = () =>
    documentErrorAnswers(
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

/**
 * The one-process shape: the shell at /, each remote built under STATIC_DIR (`mfe-<name>/dist`)
 * at /remotes/<name>/, uploads under /uploads/.
 */
async function serveFrontEnds(app: NestFastifyApplication, fastify: FastifyInstance, config: AppConfig) {
  serveUploads(fastify, app.get(UploadsService));
  const remotes = (existsSync(config.staticDir) ? readdirSync(config.staticDir) : []).filter(
    (folder) => /^mfe-[a-z][a-z0-9_-]*$/.test(folder) && existsSync(join(config.staticDir, folder, 'dist')),
  );
  for (const folder of remotes) {
    await app.register(fastifyStatic, {
      root: join(config.staticDir, folder, 'dist'),
      prefix: `/remotes/${folder.slice('mfe-'.length)}/`,
      decorateReply: false,
      preCompressed: true,
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
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  // Every other GET: the public pages' HTML, 404s, redirects, robots.txt and sitemaps.
  app.get(PublicPages).register(fastify, shellDir);
}

/** Content-hashed bundles are cached for a year; entry points and manifests are always revalidated. */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  const entry = /(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json)$/.test(path);
  reply.header('Cache-Control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
}
