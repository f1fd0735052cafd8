module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  testTimeout: 120000,
};
