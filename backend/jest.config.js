const swc = ['@swc/jest', require('./scripts/swc-options')];

/**
 * Suites whose outcome no database server or Redis changes: they start the embedded shape (or no
 * database) whatever the environment says, or read files only. They run in the embedded pass of
 * `npm test`; the PostgreSQL + Redis pass (DATABASE_URL set) leaves them out rather than repeat them.
 */
const SAME_ON_EVERY_SHAPE = [
  'test/start.spec.ts',
  'test/config.spec.ts',
  'test/deploy.spec.ts',
  'test/scaled-compose.spec.ts',
  'src/db/backup/backup-restore-checks.api.spec.ts',
  'src/db/pglite-thread.spec.ts',
  'src/common/request-bodies.api.spec.ts',
  'test/security-http.spec.ts',
  'test/module-boundaries.spec.ts',
  'src/privacy/export-archive.spec.ts',
];

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: process.env.DATABASE_URL
    ? SAME_ON_EVERY_SHAPE.map((file) => `<rootDir>/${file.replace(/\./g, '\\.')}$`)
    : [],
  transform: {
    '^.+\\.ts$': swc,
    // ESM-only dependencies that Node 20 loads through require(esm) but Jest cannot.
    '^.+/node_modules/(content-disposition|@scure/base|@noble/hashes|intl-messageformat|@formatjs)/.+\\.js$':
      ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // (otplib's nested copy of @noble/hashes sits under another package's node_modules.)
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|@scure/base|@noble/hashes|intl-messageformat|@formatjs)/).*/node_modules/',
  ],
  moduleNameMapper: { '^@market/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  setupFiles: ['<rootDir>/../tools/jest-no-keep-alive.js'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Above the background waits' deadline (EVENTUALLY_MS, 60 s, test/payments-fixtures.ts), so a
  // wait that never ends fails with what it waited for; a test's own longer limit still applies.
  testTimeout: 90_000,
  // Four workers on two cores: a file often waits (a timer, a queue, a restart), and the others fill
  // that time. Idle 2-core machine, the embedded specs alone: 3 workers 309 s (CPU busy 84 %), 4
  // workers 288 s (88 %) on 1 Dec.; 554 s and 452 s on a slower day. PGlite and a Nest app per
  // file take ~0.5 GB each.
  maxWorkers: 4,
};
