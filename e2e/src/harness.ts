import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { RunningServer, ServerOptions, startServer } from './server';

export interface E2e {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * The built product (fresh data, demo data on) and one Chromium for a test file: started before
 * its tests, stopped after them. Call it at the top of the file, before the file's own hooks.
 * The product runs in the shape of the test run (e2e/src/server.ts SHAPE: embedded, or PostgreSQL +
 * Redis when DATABASE_URL and REDIS_URL are set); a file whose flows use the sockets or the
 * payments passes `{ separateGateway: true }` to run them, in the scaled shape, with the gateway
 * apart as ops do. `env` is added to the API's (a setting under test, e.g. STAFF_2FA).
 */
export function serverAndBrowser(options: ServerOptions = {}, env: Record<string, string> = {}): E2e {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let starting: Promise<unknown> | undefined;
  beforeAll(async () => {
    starting = Promise.all([
      startServer(env, options).then((started) => (server = started)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    await starting;
  }, 360_000);
  afterAll(async () => {
    // A start that outlived the hook's timeout is stopped once it is up, not left running.
    await starting?.catch(() => undefined);
    await browser?.close();
    await server?.stop();
    // startNode gives up (and stops what it started) after 180 s of its own.
  }, 240_000);
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} has not started (used outside a test?)`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
