/**
 * The browser flows whose outcome depends on the database, the queues or the sockets: on
 * PostgreSQL + Redis (DATABASE_URL set, the scaled pass of .ci/run) only these run again, against
 * the API with a stand-alone gateway where they use sockets. The other files (the screenshot,
 * axe and dark-mode sweeps, public pages, first taps, remotes and media) look at what the front
 * ends draw, which no database changes: they run once, in the embedded pass.
 */
const SCALED_FLOWS = [
  'account-flows',
  'admin-orders',
  'checkout',
  'invoices',
  'messaging',
  'notifications',
  'order-lifecycle',
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: process.env.DATABASE_URL
    ? SCALED_FLOWS.map((name) => `<rootDir>/tests/${name}.e2e.ts`)
    : ['<rootDir>/tests/**/*.e2e.ts'],
  // The demo data migrated and seeded once for the run; each file's server starts from a copy.
  setupFiles: ['<rootDir>/../tools/jest-no-keep-alive.js'],
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  // A whole flow's deadline, generous on purpose: the waits inside it end on their event (each page
  // wait on PAGE_TIMEOUT_MS, src/browser.ts). Under load (npm test beside other work on 2 cores,
  // load average 12-30) an admin flow of a dozen page loads and screenshots took over 120 s.
  testTimeout: 600_000,
  // Three files at a time: the suite has the machine to itself (tools/run-tests.sh runs it after the
  // backend's specs), and with three its servers and Chromiums keep both cores busy (vmstat 95-99 %).
  // Idle 2-core machine, 1 Dec. (Jest's times): 2 workers 422 s, 3 workers 378 and 389 s,
  // 4 workers 378 s.
  maxWorkers: 3,
};
