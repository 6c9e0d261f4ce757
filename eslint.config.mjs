import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/import-boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules', 'public', '.cache', 'var', 'test-results', 'playwright-report', 'src/client/schema.gen.ts', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**', 'gatsby-*', 'server/**', 'plugins/**', 'packages/core/**'],
    plugins: { uyut: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'uyut/import-boundaries': 'error' },
  },
  {
    /* The shared rules run in browsers, in the build and in the server alike: no environment of their own. */
    files: ['packages/core/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'window', 'document', 'localStorage', 'navigator', 'require', 'Buffer'].map((name) => ({
          name,
          message: '@uyut/core is pure: settings and the environment are passed in.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'server/src/cli.ts', 'server/src/scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
