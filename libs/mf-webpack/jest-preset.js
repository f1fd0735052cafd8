/** Jest + React Testing Library in jsdom for a front-end app or lib, compiled with SWC. */
const path = require('node:path');

const LIBS = path.resolve(__dirname, '..');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  // A test that draws a whole screen (a form, a table of 50 rows, three pages of it) in jsdom took
  // 10–16 s on a loaded 2-core CI machine, against Jest's default limit of 5 s; more under heavier
  // load. A deadline for "it never happened", not a speed check (see jest-setup.js's waits).
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        // The ESM-only FormatJS packages (react-intl and what it stands on) become CommonJS for Jest.
        module: { type: 'commonjs' },
      },
    ],
  },
  // FormatJS (react-intl and what it imports) and ECharts ship ES modules only: compiled like the sources.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(react-intl|@formatjs|intl-messageformat|echarts|zrender|tslib)/).*/node_modules/',
  ],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'style-stub.js'),
    '\\.(webm|mp4|png|jpe?g|svg)$': path.join(__dirname, 'file-stub.js'),
    '^@/(.*)$': path.join(dir, 'src/$1'),
    '^@market/contracts$': path.join(LIBS, 'contracts/src/index.ts'),
    '^@market/ui$': path.join(LIBS, 'ui/src/index.ts'),
    '^@market/ui/orders$': path.join(LIBS, 'ui/src/orders/index.ts'),
    '^@market/ui/server$': path.join(LIBS, 'ui/src/server.ts'),
    '^@market/ui/testing$': path.join(LIBS, 'ui/src/testing/index.ts'),
    '^@market/api-client$': path.join(LIBS, 'api-client/src/index.ts'),
    '^@market/router$': path.join(LIBS, 'router/src/index.ts'),
    '^@market/remotes$': path.join(LIBS, 'remotes/src/index.ts'),
    '^@market/remotes/testing$': path.join(LIBS, 'remotes/src/testing/index.ts'),
  },
  setupFiles: [path.join(__dirname, 'jest-setup.js')],
});
