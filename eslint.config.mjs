import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'backend/src/db/migrations/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Config files and scripts run in Node (CommonJS or ES modules).
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Drives a page in Chromium: its functions run in the browser.
    files: ['shell/scripts/make-promo-video.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The page's first script, served as it is (no bundler).
    files: ['shell/src/boot.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  ...boundaries(),
  {
    // A global module hides who needs what: only the settings and the database are everywhere.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config/config.module.ts', 'backend/src/db/database.module.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='Global']",
          message:
            '@Global() only on config and database: import the module where it is used, or let the module above fill a port of the one below.',
        },
      ],
    },
  },
);

/**
 * The boundaries of the workspace (docs/architecture.md, "Rules the linter keeps"), as import
 * rules: apps stand on libs only, a remote never imports another remote or the shell, Drizzle
 * stays in repositories and schemas, and a backend module reaches another one only through what
 * that module exports as a service (never its tables or repository).
 */
function boundaries() {
  const APPS = ['@market/shell', '@market/backend', '@market/mfe-*', '@market/e2e'];
  const restrict = (files, patterns, extra = {}) => ({
    files,
    ...extra,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const remoteRule = (name) =>
    restrict(
      [`mfe-${name}/src/**/*.{ts,tsx}`],
      [
        {
          group: [...APPS, '**/shell/src/**', '**/backend/src/**', '**/mfe-*/src/**'],
          message: 'A remote stands on libs/ only: what another app has reaches it through @market/remotes.',
        },
      ],
    );
  const otherApps = {
    group: [...APPS, '**/shell/src/**', '**/backend/src/**', '**/mfe-*/src/**'],
    message: 'A remote stands on libs/ only: what another app has reaches it through @market/remotes.',
  };
  // Inside a remote's feature (features/<x>/{api,components,lib}/…), imports stay in the feature,
  // or go to the remote's shared/ (@/shared/…) or a lib.
  const featureRule = (name) =>
    restrict(
      [`mfe-${name}/src/features/**/*.{ts,tsx}`],
      [
        otherApps,
        {
          group: ['../../*', '../../**', '@/features/**'],
          message:
            "A feature does not reach into another feature: move what both use to the remote's shared/.",
        },
      ],
    );
  // The backend shares only the wire shapes with the front ends: of the libs, @market/contracts.
  const backendLibs = {
    group: ['@market/*', '!@market/contracts', '**/libs/*/src/**'],
    message: 'Of the libs, the backend imports only @market/contracts (the wire shapes it shares).',
  };
  return [
    restrict(
      ['libs/*/src/**/*.{ts,tsx}'],
      [
        {
          group: [...APPS, '**/shell/src/**', '**/backend/src/**', '**/mfe-*/src/**'],
          message: 'A lib never imports an app.',
        },
      ],
    ),
    restrict(
      ['shell/src/**/*.{ts,tsx}'],
      [
        {
          group: ['@market/mfe-*', '@market/backend', '**/backend/src/**', '**/mfe-*/src/**'],
          message: 'The shell loads remotes at run time (Module Federation), never by import.',
        },
      ],
    ),
    ...['catalog', 'checkout', 'messaging', 'admin'].map(remoteRule),
    ...['catalog', 'checkout', 'messaging', 'admin'].map(featureRule),
    restrict(
      ['backend/src/**/*.ts'],
      [
        backendLibs,
        {
          group: ['drizzle-orm', 'drizzle-orm/*'],
          message:
            'Drizzle stays in repositories, schemas and read ports (and db/): use the module repository.',
        },
        {
          group: ['../*/*.schema', '../*/*.repository', '../../*/*.schema', '../../*/*.repository'],
          message:
            "Another module's tables and repository are its own: import its service (and its domain types).",
        },
      ],
      // Tests may reach into any module to arrange and check what they test.
      {
        ignores: [
          'backend/src/**/*.repository.ts',
          'backend/src/**/*.read-port.ts',
          'backend/src/**/*.schema.ts',
          'backend/src/db/**',
          // Command-line tools put modules together by hand, as the app module does.
          'backend/src/cli/**',
          'backend/src/**/*.spec.ts',
        ],
      },
    ),
    // A repository joins only its own tables; what it reads of another module comes through that
    // module's read port (`*.read-port.ts`: a subquery or the filters it allows), or its service.
    restrict(
      ['backend/src/**/*.repository.ts', 'backend/src/**/*.read-port.ts'],
      [
        backendLibs,
        {
          group: ['../*/*.schema', '../*/*.repository', '../../*/*.schema', '../../*/*.repository'],
          message:
            "A repository reads another module's data through that module's read port (*.read-port.ts) or its service, never its tables or repository.",
        },
      ],
    ),
    // db/ is under every module and names none of them: the connection, migrations and backups
    // stand on config/ and observability/ alone (the table registry and the seed are the
    // composition root's, beside app.module.ts).
    ...[
      ['backend/src/db/*.ts', '^\\.\\./(?!config/|observability/)'],
      ['backend/src/db/*/**/*.ts', '^\\.\\./\\.\\./(?!config/|observability/)'],
    ].map(([files, regex]) =>
      restrict(
        [files],
        [
          backendLibs,
          {
            regex,
            message:
              'db/ stands on config/ and observability/ only: a tool that needs a module goes in cli/.',
          },
        ],
        { ignores: ['backend/src/**/*.spec.ts'] },
      ),
    ),
  ];
}
