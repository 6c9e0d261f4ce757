/** Site, shared rules (packages/) and build tests (jsdom). Server tests run from server/jest.config.js. @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/tests/setup/jsdom-environment.mjs',
  roots: ['<rootDir>/src', '<rootDir>/packages', '<rootDir>/plugins', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jwt-decode|openapi-fetch)/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tests/setup/style-mock.ts',
    '^gatsby$': '<rootDir>/tests/setup/gatsby-mock.tsx',
  },
};
