import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isCommonPassword } from '../common/password-policy';
import { join, resolve } from 'node:path';

export const LOG_LEVELS = ['error', 'warn', 'log', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Every environment variable the backend reads is parsed here, once, at start.
 * Nothing else reads process.env. A bad value throws a ConfigError naming the variable.
 */
export interface AppConfig {
  port: number;
  host: string;
  /**
   * Which peers may set X-Forwarded-For: false, a hop count, or proxy addresses/CIDRs (Fastify's
   * `trustProxy`). Never `true`: trusting every hop lets any client pick its own address.
   */
  trustProxy: false | number | string[];
  /** A newcomer trying the product: embedded database, loopback PUBLIC_URL, NODE_ENV not production. */
  newcomerSetup: boolean;
  /** Served over https: HSTS, upgrade-insecure-requests and secure cookies are on. */
  https: boolean;
  /** Whether the OpenAPI page and document are served at /api/docs (API_DOCS). */
  apiDocs: boolean;
  /** HTTP server timeouts (seconds): a whole request, its headers, an idle keep-alive connection. */
  timeouts: { requestSeconds: number; headersSeconds: number | undefined; keepAliveSeconds: number };
  publicUrl: string;
  publicOrigin: string;
  corsOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Port of the stand-alone socket gateway (`node dist/gateway.js`). */
  gatewayPort: number;
  /** Whether the API process also serves Socket.IO on its own port; false needs REDIS_URL and separate gateways. */
  socketsInApi: boolean;
  jwtSecret: string;
  sessionDays: number;
  /** After this many days a failed payment attempt leaves the buyer's My Orders (0: never). */
  failedOrderRetentionDays: number;
  /** Unpaid checkouts one buyer may hold open at once (pending payment, not discarded). */
  checkoutMaxOpen: number;
  seedAdmin: { username: string; password: string; email: string } | undefined;
  demoData: boolean;
  /** PSEUDO_LOCALE_PAGES: `?locale=en-XA` shows a page in the pseudo-locale (for the tests that look for text left out of the catalogs; off by default). */
  pseudoLocalePages: boolean;
  /** STAFF_2FA: whether staff must set a second factor before any other staff call (default: required in production, optional with demo data). */
  staffTwoFactor: 'required' | 'optional';
  /**
   * The 32-byte AES-256-GCM key sealing TOTP secrets at rest: derived from TWO_FACTOR_KEY, or from
   * the session key (JWT_SECRET) when it is unset.
   */
  twoFactorKey: Buffer;
  brandName: string;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  uploadDir: string;
  staticDir: string;
  /** Remote name to browser entry URL, over the remotes built under staticDir (read at run time). */
  remotesFile: string;
  /** How long a remote's host may take to send its server build before the page renders without it. */
  remoteFetchTimeoutMs: number;
  google: OAuthProviderConfig | undefined;
  github: OAuthProviderConfig | undefined;
  /** The built-in payment sandbox plays every provider without keys (PAYMENT_SANDBOX, on for a newcomer). */
  paymentSandbox: boolean;
  stripe: { secretKey: string | undefined; webhookSecret: string; apiBase: string | undefined };
  paypal: { clientId: string | undefined; clientSecret: string | undefined; apiBase: string | undefined };
  /** Redis key prefix of Bull and the rate limits (distinct per deployment or test run) and how often stored payment events are re-checked. */
  queue: { prefix: string; sweepSeconds: number };
  /** How often the scheduled sweeps that have no setting of their own run (see scheduler/scheduler.ts). */
  sweeps: {
    /** Failed payment attempts older than failedOrderRetentionDays leave buyers' lists. */
    failedOrdersSeconds: number;
    /** Checkouts left pending are settled with their provider. */
    staleCheckoutsSeconds: number;
  };
  /** Where new-order notices go; defaults to SEED_ADMIN_EMAIL. */
  orderNotifyEmail: string | undefined;
  /** In-app notifications and their mails, and when the timed ones fire. */
  notifications: {
    keepDays: number;
    /** A chat message still unread after this long is mailed (once per conversation per hour). */
    messageMailMinutes: number;
    /** After an order is completed without a review, the buyer is invited to write one. */
    reviewInviteHours: number;
    /** Requirements still not sent this long after payment: the buyer is reminded. */
    requirementsReminderHours: number;
    /** The buyer is reminded this long before a delivery is accepted by itself. */
    autoAcceptReminderHours: number;
    /** The admins are told this long before an order in work is due ("due within 24 hours"). */
    dueSoonHours: number;
    /** How often pending reminders are re-queued and old notifications swept (also at start). */
    sweepSeconds: number;
  };
  rateLimit: {
    authPerMinute: number;
    couponPerMinute: number;
    /** Sign-ups per client address per hour. */
    registerPerHour: number;
    /** Messages a user may post over REST per minute (sockets have their own limit). */
    messagesPerMinute: number;
    /** Checkouts, order-file uploads, e-mail switch and unsubscribe writes per route and user per minute. */
    writesPerMinute: number;
    /** Failed password sign-ins (or wrong old passwords) of one account before it waits loginLockSeconds. */
    loginFailures: number;
    loginLockSeconds: number;
  };
  logLevel: LogLevel;
  /** URLs per sitemap file under /sitemap.xml's index (the protocol allows at most 50,000). */
  sitemapChunkSize: number;
  /** Bytes the visitor HTML cache may hold (in each process, or in Redis for all of them). */
  htmlCacheMaxBytes: number;
  /** Where the generated session key is kept; undefined when JWT_SECRET gives it (backups carry the key either way). */
  jwtSecretFile: string | undefined;
  /** Scheduled backups of the running server: every `intervalMinutes` (off when undefined) into `dir`, keeping the last `keep`. */
  backup: { intervalMinutes: number | undefined; dir: string; keep: number };
  /** `json` (one JSON object a line, the default with NODE_ENV=production) or `pretty` (readable lines). */
  logFormat: 'json' | 'pretty';
  /** Port of the Prometheus `/metrics` server (API and gateway alike); undefined: no metrics server. */
  metricsPort: number | undefined;
  /** Address the metrics server listens on (METRICS_HOST): loopback unless a scraper elsewhere must reach it. */
  metricsHost: string;
  /** On SIGTERM, how long readiness answers 503 with the port still open, before it closes. */
  shutdownDelayMs: number;
  /** Where uploads live: the local folder `uploadDir` (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Per-user uploads in any 24 hours, and how often (and after how long) unreferenced files are removed. */
  uploadLimits: {
    user: { files: number; bytes: number };
    admin: { files: number; bytes: number };
    sweepMinutes: number;
    orphanHours: number;
  };
  /** Private files of orders and the order lifecycle's timers. */
  orderFiles: {
    /** Folder of the local driver (the S3 driver keeps them in the bucket under `order-files/`). */
    dir: string;
    maxBytes: number;
    maxPerOrder: number;
    /** Uploads one user may stream at once (per API process). */
    concurrentPerUser: number;
    /** What a buyer may upload to their orders in any 24 hours (admins are not counted). */
    dailyQuota: { files: number; bytes: number };
  };
  /** Hours after a delivery before it is accepted by itself (fractions allowed). */
  orderAutoAcceptHours: number;
  /**
   * How long personal data is kept (docs/configuration.md, "Retention"; the privacy page states
   * these). Notifications: `notifications.keepDays`; failed checkouts: `failedOrderRetentionDays`.
   */
  retention: {
    /** Session rows (sign-ins) after they expired or were ended. */
    sessionDays: number;
    /** Password-reset and e-mail verification tokens after they were used or expired. */
    tokenDays: number;
    /** Records of the unread-message e-mails after they were sent. */
    messageDigestDays: number;
    /** Request logs with IP addresses: the log collector's setting, stated on the privacy page (the API stores none). */
    requestLogDays: number;
    /** Payment providers' webhook events after they were processed (they can hold the buyer's e-mail). */
    paymentEventDays: number;
    /** How often the retention sweep runs (minutes; also at start). */
    sweepMinutes: number;
  };
  /** "Download my data": where the archives are written and how long a ready one can be downloaded. */
  dataExports: { dir: string; keepDays: number };
  /** Days an audit event is kept (AUDIT_KEEP_DAYS). */
  auditKeepDays: number;
  /** Hours a staff invitation link stays valid. */
  staffInvitationHours: number;
  /** The one currency the shop charges in (SHOP_CURRENCY, upper case): orders, payments, invoices. */
  shopCurrency: string;
  /** The daily exchange-rate job: the ECB reference-rate XML it reads (undefined: off) and how often. */
  exchangeRates: { url: string | undefined; everyMinutes: number };
  /** The owner's numbers (analytics/): the shop's day, and how long raw hits are kept before folding. */
  analytics: {
    /** IANA time zone whose days the figures use (SHOP_TIME_ZONE, default UTC). */
    timeZone: string;
    /** Days raw hits are kept; older ones are dropped, their counts live on in the daily rollups. */
    rawKeepDays: number;
  };
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Public base URL of the bucket (a CDN); unset: files are streamed through the API at /uploads/. */
      publicUrl: string | undefined;
    };

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userProfileUrl: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got "${raw}")`);
  }
  return raw as T;
}

/** An ISO 4217 alphabetic code (three letters, any case; answered in capitals). */
function timeZone(env: Env, name: string): string {
  const zone = text(env, name) ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(name, `must be an IANA time zone such as Europe/Berlin (got "${zone}")`);
  }
  return zone;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

/** A positive decimal number such as 72 or 0.001 (hours for tests). */
function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw.replace(/\/+$/, '');
}

function oauthProvider(
  env: Env,
  prefix: string,
  defaults: { authorizationUrl: string; tokenUrl: string; userProfileUrl: string },
): OAuthProviderConfig | undefined {
  const clientId = text(env, `${prefix}_CLIENT_ID`);
  const clientSecret = text(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      clientId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`,
      `must be set together with ${clientId ? `${prefix}_CLIENT_ID` : `${prefix}_CLIENT_SECRET`}`,
    );
  }
  const http = ['http:', 'https:'];
  return {
    clientId,
    clientSecret,
    authorizationUrl: url(env, `${prefix}_AUTH_URL`, http) ?? defaults.authorizationUrl,
    tokenUrl: url(env, `${prefix}_TOKEN_URL`, http) ?? defaults.tokenUrl,
    userProfileUrl: url(env, `${prefix}_USERINFO_URL`, http) ?? defaults.userProfileUrl,
  };
}

/** The JWT secret: JWT_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = text(env, 'JWT_SECRET');
  if (given !== undefined) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
    return given;
  }
  return generatedSecret(dataDir, 'jwt-secret');
}

/**
 * The key of the TOTP secrets at rest: HKDF-SHA256 over TWO_FACTOR_KEY (at least 32 characters) or,
 * without it, over the session key, so a shop that never set it still seals its secrets.
 */
function twoFactorKey(env: Env, sessionKey: string): Buffer {
  const given = text(env, 'TWO_FACTOR_KEY');
  if (given !== undefined && given.length < 32) {
    throw new ConfigError('TWO_FACTOR_KEY', 'must be at least 32 characters');
  }
  return Buffer.from(hkdfSync('sha256', given ?? sessionKey, 'gigly', 'totp-secrets-v1', 32));
}

/** A random secret generated once and kept (mode 0600) in DATA_DIR under `name`. */
function generatedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot hold the generated ${name} (${(error as Error).message})`);
  }
}

/**
 * TRUST_PROXY: `false`, a hop count (`1` behind one proxy such as the shipped nginx), or a
 * comma-separated list of proxy addresses/CIDRs. `true` is refused: it would trust an
 * X-Forwarded-For written by the client itself, and every rate limit could be dodged.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, prefix, extra] = entry.split('/');
    if (extra !== undefined || !address || !isIP(address)) return false;
    const max = isIP(address) === 4 ? 32 : 128;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= max);
  });
  if (!valid) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be false, a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1) (got "${raw}")`,
    );
  }
  return entries;
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

/** An address to listen on: an IP address or a host name (`0.0.0.0` for every interface). */
function listenAddress(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !isIP(value) && !/^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$/.test(value)) {
    throw new ConfigError(name, `must be an IP address or a host name (got "${value}")`);
  }
  return value;
}

/** A bare address: no spaces or angle brackets, one @ with text on both sides ('no-reply@localhost' is fine). */
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

function emailAddress(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !ADDRESS.test(value)) {
    throw new ConfigError(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

/** A sender: 'address' or 'Display Name <address>'. */
function sender(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  if (!ADDRESS.test(address.trim())) {
    throw new ConfigError(name, `must be an address or 'Name <address>' (got "${value}")`);
  }
  return value;
}

/** How often the queue's own sweeps run (stored payment events, overdue auto-acceptances, stalled jobs). */
export const queueSweepMs = (config: AppConfig): number => config.queue.sweepSeconds * 1000;

/**
 * The API takes payments only with real keys, or through the built-in sandbox where it may play
 * the providers (a local trial, or PAYMENT_SANDBOX=true). The gateway and the migrator take none.
 */
export function assertPaymentsConfigured(config: AppConfig): void {
  if (config.paymentSandbox) return;
  const missing = !config.stripe.secretKey
    ? 'STRIPE_SECRET_KEY'
    : !config.paypal.clientId
      ? 'PAYPAL_CLIENT_ID'
      : undefined;
  if (missing) {
    throw new ConfigError(
      missing,
      'is not set: set the Stripe and PayPal keys, or PAYMENT_SANDBOX=true to take test payments through the built-in sandbox',
    );
  }
}

/** The API's configuration as its entry point takes it: every variable, and the payment keys. */
export function loadApiConfig(env: Env = process.env): AppConfig {
  const config = loadConfig(env);
  assertPaymentsConfigured(config);
  return config;
}

const INTERVAL_UNITS: Record<string, number> = { m: 1, h: 60, d: 1440 };

/** A period such as `30m`, `6h` or `1d`, in minutes (at least 1 minute, at most 30 days). */
function interval(env: Env, name: string): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const match = /^(\d+)\s*([mhd])$/i.exec(raw);
  const minutes = match ? Number(match[1]) * INTERVAL_UNITS[match[2].toLowerCase()] : NaN;
  if (!(minutes >= 1 && minutes <= 43200)) {
    throw new ConfigError(name, `must be a period like 30m, 6h or 1d, up to 30d (got "${raw}")`);
  }
  return minutes;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const dataDir = resolve(text(env, 'DATA_DIR') ?? '.data');
  const staticDir = resolve(text(env, 'STATIC_DIR') ?? join(__dirname, '..', '..', '..'));
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const socketsInApi = boolean(env, 'SOCKETS_IN_API', true);
  if (!socketsInApi && !redisUrl) {
    throw new ConfigError(
      'SOCKETS_IN_API',
      'can be false only with REDIS_URL (separate gateways hear events through Redis)',
    );
  }

  const adminUsername = text(env, 'SEED_ADMIN_USERNAME');
  const adminPassword = text(env, 'SEED_ADMIN_PASSWORD');
  const adminEmail = emailAddress(env, 'SEED_ADMIN_EMAIL');
  const anyAdmin = adminUsername || adminPassword || adminEmail;
  if (anyAdmin && !(adminUsername && adminPassword && adminEmail)) {
    const missing = !adminUsername
      ? 'SEED_ADMIN_USERNAME'
      : !adminPassword
        ? 'SEED_ADMIN_PASSWORD'
        : 'SEED_ADMIN_EMAIL';
    throw new ConfigError(missing, 'must be set with the other SEED_ADMIN_* variables');
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('SEED_ADMIN_PASSWORD', 'must be at least 8 characters');
  }
  if (adminPassword && isCommonPassword(adminPassword)) {
    throw new ConfigError('SEED_ADMIN_PASSWORD', 'is one of the most common passwords: choose another');
  }

  const corsOrigins = (text(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError('CORS_ORIGINS', `holds an invalid origin "${origin}"`);
      }
    });

  const logLevel = (text(env, 'LOG_LEVEL') ?? 'log') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const secret = jwtSecret(env, dataDir);
  const production = text(env, 'NODE_ENV') === 'production';
  const newcomerSetup = databaseUrl === undefined && isLoopbackUrl(publicUrl) && !production;
  const stripeKey = text(env, 'STRIPE_SECRET_KEY');
  const paypalId = text(env, 'PAYPAL_CLIENT_ID');
  const paymentSandbox = boolean(env, 'PAYMENT_SANDBOX', newcomerSetup);
  const stripeWebhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeKey && !stripeWebhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'must be set with STRIPE_SECRET_KEY (the webhook signing secret)',
    );
  }

  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    trustProxy: trustProxy(env),
    newcomerSetup,
    https: publicUrl.startsWith('https:'),
    apiDocs: boolean(env, 'API_DOCS', true),
    timeouts: {
      requestSeconds: integer(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 300, 1, 3600),
      headersSeconds:
        text(env, 'HTTP_HEADERS_TIMEOUT_SECONDS') === undefined
          ? undefined
          : integer(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 60, 1, 600),
      keepAliveSeconds: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1, 3600),
    },
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    corsOrigins,
    dataDir,
    databaseUrl,
    redisUrl,
    gatewayPort: integer(env, 'GATEWAY_PORT', 3001, 0, 65535),
    socketsInApi,
    jwtSecret: secret,
    sessionDays: integer(env, 'SESSION_DAYS', 7, 1, 365),
    failedOrderRetentionDays: integer(env, 'FAILED_ORDER_RETENTION_DAYS', 30, 0, 3650),
    checkoutMaxOpen: integer(env, 'CHECKOUT_MAX_OPEN', 10, 1, 1000),
    seedAdmin: adminUsername
      ? { username: adminUsername, password: adminPassword!, email: adminEmail! }
      : undefined,
    demoData: boolean(env, 'DEMO_DATA', newcomerSetup),
    pseudoLocalePages: boolean(env, 'PSEUDO_LOCALE_PAGES', false),
    // Required in production; optional with demo data, whose shared demo admin has no phone to enrol.
    staffTwoFactor: oneOf(
      env,
      'STAFF_2FA',
      ['required', 'optional'],
      production && !boolean(env, 'DEMO_DATA', newcomerSetup) ? 'required' : 'optional',
    ),
    twoFactorKey: twoFactorKey(env, secret),
    brandName: text(env, 'BRAND_NAME') ?? 'Gigly',
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: sender(env, 'MAIL_FROM') ?? 'Gigly <no-reply@localhost>',
      outboxDir: resolve(text(env, 'MAIL_OUTBOX_DIR') ?? join(dataDir, 'outbox')),
    },
    uploadDir: resolve(text(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    staticDir,
    remotesFile: resolve(text(env, 'REMOTES_FILE') ?? join(staticDir, 'remotes.json')),
    remoteFetchTimeoutMs: integer(env, 'REMOTE_FETCH_TIMEOUT_MS', 3000, 100, 60_000),
    google: oauthProvider(env, 'GOOGLE', {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://www.googleapis.com/oauth2/v4/token',
      userProfileUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
    }),
    github: oauthProvider(env, 'GITHUB', {
      authorizationUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userProfileUrl: 'https://api.github.com/user',
    }),
    paymentSandbox,
    stripe: {
      secretKey: stripeKey,
      // The sandbox signs its own events with a secret of its own, never one derived from the session key.
      webhookSecret:
        stripeWebhookSecret ??
        (paymentSandbox ? `whsec_${generatedSecret(dataDir, 'sandbox-webhook-secret')}` : ''),
      apiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']),
    },
    paypal: {
      clientId: paypalId,
      clientSecret: text(env, 'PAYPAL_CLIENT_SECRET'),
      apiBase: url(env, 'PAYPAL_API_BASE', ['http:', 'https:']),
    },
    queue: {
      prefix: text(env, 'QUEUE_PREFIX') ?? 'market',
      sweepSeconds: integer(env, 'PAYMENT_SWEEP_SECONDS', 30, 1, 86400),
    },
    sweeps: {
      failedOrdersSeconds: integer(env, 'FAILED_ORDER_SWEEP_SECONDS', 3600, 1, 86400),
      staleCheckoutsSeconds: integer(env, 'CHECKOUT_RECONCILE_SECONDS', 300, 1, 86400),
    },
    orderNotifyEmail: emailAddress(env, 'ORDER_NOTIFY_EMAIL') ?? adminEmail,
    notifications: {
      keepDays: integer(env, 'NOTIFICATIONS_KEEP_DAYS', 90, 1, 3650),
      messageMailMinutes: decimal(env, 'MESSAGE_MAIL_MINUTES', 15, 0.0001, 10080),
      reviewInviteHours: decimal(env, 'REVIEW_INVITE_HOURS', 72, 0.0001, 24 * 365),
      requirementsReminderHours: decimal(env, 'ORDER_REQUIREMENTS_REMINDER_HOURS', 24, 0.0001, 24 * 365),
      autoAcceptReminderHours: decimal(env, 'ORDER_AUTO_ACCEPT_REMINDER_HOURS', 24, 0.0001, 24 * 365),
      dueSoonHours: decimal(env, 'ORDER_DUE_SOON_HOURS', 24, 0.0001, 24 * 365),
      sweepSeconds: integer(env, 'NOTIFICATION_SWEEP_SECONDS', 60, 1, 86400),
    },
    rateLimit: {
      authPerMinute: integer(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 10, 1, 100000),
      couponPerMinute: integer(env, 'RATE_LIMIT_COUPON_PER_MINUTE', 20, 1, 100000),
      registerPerHour: integer(env, 'RATE_LIMIT_REGISTER_PER_HOUR', 20, 1, 100000),
      messagesPerMinute: integer(env, 'RATE_LIMIT_MESSAGES_PER_MINUTE', 30, 1, 100000),
      writesPerMinute: integer(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 20, 1, 100000),
      loginFailures: integer(env, 'LOGIN_LOCK_FAILURES', 10, 1, 1000),
      loginLockSeconds: integer(env, 'LOGIN_LOCK_SECONDS', 900, 1, 86400),
    },
    logLevel,
    sitemapChunkSize: integer(env, 'SITEMAP_CHUNK_SIZE', 50000, 1, 50000),
    htmlCacheMaxBytes: integer(env, 'HTML_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
    jwtSecretFile: text(env, 'JWT_SECRET') === undefined ? join(dataDir, 'jwt-secret') : undefined,
    backup: {
      intervalMinutes: interval(env, 'BACKUP_INTERVAL'),
      dir: resolve(text(env, 'BACKUP_DIR') ?? join(dataDir, 'backups')),
      keep: integer(env, 'BACKUP_KEEP', 7, 1, 1000),
    },
    storage: storageConfig(env),
    uploadLimits: {
      user: {
        files: integer(env, 'UPLOAD_QUOTA_FILES', 20, 1, 1_000_000),
        bytes: integer(env, 'UPLOAD_QUOTA_MB', 50, 1, 1_000_000) * 1024 * 1024,
      },
      admin: {
        files: integer(env, 'UPLOAD_ADMIN_QUOTA_FILES', 500, 1, 1_000_000),
        bytes: integer(env, 'UPLOAD_ADMIN_QUOTA_MB', 5000, 1, 1_000_000) * 1024 * 1024,
      },
      sweepMinutes: decimal(env, 'UPLOAD_SWEEP_MINUTES', 60, 0, 10080),
      orphanHours: integer(env, 'UPLOAD_ORPHAN_HOURS', 24, 1, 8760),
    },
    orderFiles: {
      dir: resolve(text(env, 'ORDER_FILES_DIR') ?? join(dataDir, 'order-files')),
      maxBytes: integer(env, 'ORDER_FILE_MB', 100, 1, 10_000) * 1024 * 1024,
      maxPerOrder: integer(env, 'ORDER_FILES_MAX', 50, 1, 10_000),
      concurrentPerUser: integer(env, 'ORDER_FILE_CONCURRENT_UPLOADS', 2, 1, 100),
      dailyQuota: {
        files: integer(env, 'UPLOAD_QUOTA_ORDER_FILES', 100, 1, 1_000_000),
        bytes: integer(env, 'UPLOAD_QUOTA_ORDER_FILES_MB', 1000, 1, 1_000_000) * 1024 * 1024,
      },
    },
    orderAutoAcceptHours: decimal(env, 'ORDER_AUTO_ACCEPT_HOURS', 72, 0.0001, 24 * 365),
    retention: {
      sessionDays: integer(env, 'SESSION_RETENTION_DAYS', 30, 1, 3650),
      tokenDays: integer(env, 'AUTH_TOKEN_RETENTION_DAYS', 7, 1, 3650),
      messageDigestDays: integer(env, 'MESSAGE_DIGEST_RETENTION_DAYS', 30, 1, 3650),
      requestLogDays: integer(env, 'REQUEST_LOG_RETENTION_DAYS', 14, 1, 3650),
      paymentEventDays: integer(env, 'PAYMENT_EVENT_KEEP_DAYS', 90, 1, 3650),
      sweepMinutes: integer(env, 'RETENTION_SWEEP_MINUTES', 60, 1, 10080),
    },
    dataExports: {
      dir: resolve(text(env, 'DATA_EXPORTS_DIR') ?? join(dataDir, 'exports')),
      keepDays: integer(env, 'DATA_EXPORT_KEEP_DAYS', 7, 1, 30),
    },
    auditKeepDays: integer(env, 'AUDIT_KEEP_DAYS', 3650, 1, 36_500),
    staffInvitationHours: 72,
    shopCurrency: shopCurrency(env),
    exchangeRates: {
      url: exchangeRatesUrl(env, production),
      everyMinutes: interval(env, 'EXCHANGE_RATES_INTERVAL') ?? 1440,
    },
    analytics: {
      timeZone: timeZone(env, 'SHOP_TIME_ZONE'),
      rawKeepDays: integer(env, 'ANALYTICS_RAW_KEEP_DAYS', 30, 1, 3650),
    },
    ...observabilityConfig(env),
  };
}

/**
 * SHOP_CURRENCY: an ISO 4217 code written with two decimals. Amounts are kept in hundredths
 * everywhere (prices, orders, invoices), so a currency of 0 or 3 decimals cannot be the shop's.
 */
function shopCurrency(env: Env): string {
  const code = (text(env, 'SHOP_CURRENCY') ?? 'USD').toUpperCase();
  let decimals: number | undefined;
  try {
    decimals = /^[A-Z]{3}$/.test(code)
      ? new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits
      : undefined;
  } catch {
    decimals = undefined;
  }
  if (decimals === undefined) {
    throw new ConfigError('SHOP_CURRENCY', `must be an ISO 4217 currency code such as USD (got "${code}")`);
  }
  if (decimals !== 2) {
    throw new ConfigError('SHOP_CURRENCY', `must be a currency written with two decimals (got "${code}")`);
  }
  return code;
}

const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** EXCHANGE_RATES_URL: the ECB's daily file by default in production (else none), `off` for none. */
function exchangeRatesUrl(env: Env, production: boolean): string | undefined {
  const raw = text(env, 'EXCHANGE_RATES_URL');
  if (raw?.toLowerCase() === 'off') return undefined;
  return url(env, 'EXCHANGE_RATES_URL', ['http:', 'https:']) ?? (production ? ECB_DAILY_URL : undefined);
}

function storageConfig(env: Env): StorageConfig {
  const driver = text(env, 'STORAGE') ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError('STORAGE', `must be local or s3 (got "${driver}")`);
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('S3_BUCKET', 'must be set when STORAGE=s3');
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'must be set together with the other S3 key (or neither, for the default credential chain)',
    );
  }
  return {
    driver,
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
    accessKeyId,
    secretAccessKey,
    publicUrl: url(env, 'S3_PUBLIC_URL', ['http:', 'https:']),
  };
}

function observabilityConfig(
  env: Env,
): Pick<AppConfig, 'logFormat' | 'metricsPort' | 'metricsHost' | 'shutdownDelayMs'> {
  const logFormat = text(env, 'LOG_FORMAT') ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') {
    throw new ConfigError('LOG_FORMAT', `must be json or pretty (got "${logFormat}")`);
  }
  return {
    logFormat,
    metricsPort:
      text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 0, 65535),
    metricsHost: listenAddress(env, 'METRICS_HOST') ?? '127.0.0.1',
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0, 0, 120_000),
  };
}
