/**
 * Server tests: real SQLite (or PostgreSQL when DATABASE_URL names one: test/test-database.ts), real files, `app.inject`.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  /* A few of Fastify's dependencies ship ES modules only (and @fastify/cookie loads one with import()); Node loads them natively, Jest needs them compiled. */
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(content-disposition|cookie|@fastify/cookie)/)'],
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/postgres-setup.ts',
  globalTeardown: '<rootDir>/test/postgres-teardown.ts',
};
