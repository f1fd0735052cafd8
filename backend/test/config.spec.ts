import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadApiConfig } from '../src/config/app-config';
import { FROM_SOURCE } from './from-source';

/**
 * A bad variable stops the API at once with one line naming it. Each rule is checked through the
 * entry point's own configuration step, in-process (a start-up per case made this file the suite's
 * slowest); the real entry point is started for what only a process shows: its exit code and
 * its one line.
 */
describe('configuration errors at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'market-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [...FROM_SOURCE, join(__dirname, '..', 'src', 'main.ts')], {
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://nope' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['RATE_LIMIT_AUTH_PER_MINUTE', { RATE_LIMIT_AUTH_PER_MINUTE: '0' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'only-the-id' }],
    [
      'SEED_ADMIN_EMAIL',
      {
        SEED_ADMIN_USERNAME: 'owner',
        SEED_ADMIN_PASSWORD: 'long-enough-1',
        SEED_ADMIN_EMAIL: 'not-an-address',
      },
    ],
    ['MAIL_FROM', { MAIL_FROM: 'Gigly <nobody>' }],
    ['ORDER_NOTIFY_EMAIL', { ORDER_NOTIFY_EMAIL: 'ops at example.com' }],
    ['DATA_DIR', { DATA_DIR: '/dev/null/data' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/99' }],
    // Outside a local trial the sandbox must be asked for; live Stripe needs its webhook secret.
    ['STRIPE_SECRET_KEY', { NODE_ENV: 'production' }],
    ['STRIPE_SECRET_KEY', { PUBLIC_URL: 'https://shop.example.test' }],
    [
      'PAYPAL_CLIENT_ID',
      { PAYMENT_SANDBOX: 'false', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
    ],
    ['STRIPE_WEBHOOK_SECRET', { PAYMENT_SANDBOX: 'true', STRIPE_SECRET_KEY: 'sk_live_x' }],
    ['LOG_FORMAT', { LOG_FORMAT: 'xml' }],
    ['METRICS_PORT', { METRICS_PORT: '70000' }],
    ['METRICS_HOST', { METRICS_PORT: '9464', METRICS_HOST: 'every interface' }],
    ['SHUTDOWN_DELAY_MS', { SHUTDOWN_DELAY_MS: 'soon' }],
    ['STAFF_2FA', { STAFF_2FA: 'sometimes' }],
    ['TWO_FACTOR_KEY', { TWO_FACTOR_KEY: 'too-short' }],
    ['PAYMENT_EVENT_KEEP_DAYS', { PAYMENT_EVENT_KEEP_DAYS: '0' }],
  ])('refuses %s with one clear line naming it', (variable, env) => {
    let refused: unknown;
    try {
      loadApiConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as ConfigError).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it('requires a second factor of staff in production, unless demo data is on or STAFF_2FA says otherwise', () => {
    const staff2fa = (env: Record<string, string>) =>
      loadApiConfig({ DATA_DIR: dataDir, PAYMENT_SANDBOX: 'true', ...env }).staffTwoFactor;
    expect(staff2fa({ NODE_ENV: 'production' })).toBe('required');
    expect(staff2fa({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toBe('optional');
    expect(staff2fa({})).toBe('optional');
    expect(staff2fa({ STAFF_2FA: 'required' })).toBe('required');
    expect(staff2fa({ NODE_ENV: 'production', STAFF_2FA: 'optional' })).toBe('optional');
  });

  it('derives the key of the TOTP secrets from TWO_FACTOR_KEY, or from the session key without it', () => {
    const keyOf = (env: Record<string, string>) =>
      loadApiConfig({ DATA_DIR: dataDir, PAYMENT_SANDBOX: 'true', ...env }).twoFactorKey;
    const session = { JWT_SECRET: 's'.repeat(40) };
    expect(keyOf(session)).toHaveLength(32);
    expect(keyOf(session).equals(keyOf(session))).toBe(true);
    expect(keyOf(session).equals(keyOf({ JWT_SECRET: 't'.repeat(40) }))).toBe(false);
    // With TWO_FACTOR_KEY, changing the session key leaves the TOTP secrets readable.
    const own = { TWO_FACTOR_KEY: 'k'.repeat(32) };
    expect(keyOf({ ...session, ...own }).equals(keyOf({ JWT_SECRET: 't'.repeat(40), ...own }))).toBe(true);
    expect(keyOf({ ...session, ...own }).equals(keyOf(session))).toBe(false);
  });

  it('exits with code 1 and that one line, before listening', () => {
    const result = start({ MAIL_FROM: 'Gigly <nobody>' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: MAIL_FROM /);
    expect(result.stdout).not.toMatch(/Listening/);
  }, 150_000);

  it('exits with one line naming DATABASE_URL when the database cannot be reached', () => {
    // Port 1 on loopback: refused at once, nothing listens there.
    const result = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', PAYMENT_SANDBOX: 'true' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the database: DATABASE_URL: /);
  }, 150_000);
});
