const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
  },
];

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': swc,
    // ESM-only dependencies that Node 20 loads through require(esm) but Jest cannot.
    '^.+/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  moduleNameMapper: { '^@market/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
  // PGlite and the Nest app per file are memory hungry; two workers fit two cores.
  maxWorkers: 2,
};
