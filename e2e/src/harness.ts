import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { RunningServer, startServer } from './server';

export interface E2e {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * The built product (fresh data, demo data on) and one Chromium for a test file: started before
 * its tests, stopped after them. Call it at the top of the file, before the file's own hooks.
 */
export function serverAndBrowser(): E2e {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
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
