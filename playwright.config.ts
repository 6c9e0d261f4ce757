import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);
export const baseURL = `http://localhost:${port}`;
/** The site the e2e build serves; `npm start` serves its own from public/. */
export const e2eSiteDir = 'var/e2e/public';
/** A second product built and served with PRIMARY_CURRENCY=EUR, for the currency journey. */
const euroPort = Number(process.env.E2E_EUR_PORT ?? port + 1000);
const euroBaseURL = `http://localhost:${euroPort}`;

/** README command one on a fresh e2e catalogue in its own data folder, with its own site folder and port. */
function product(options: { dataDir: string; port: number; url: string; primaryCurrency: 'BGN' | 'EUR' }) {
  return {
    command: `rm -rf ${options.dataDir} && tsx tests/e2e/seed.ts && tsx scripts/start.ts`,
    wait: { stdout: /Уют is running at/ },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      DATA_DIR: options.dataDir,
      /* Its own site folder: the tests never replace the site that `npm start` serves from public/. */
      SITE_DIR: `${options.dataDir}/public`,
      DEMO_SIZE: 'small',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.url,
      LOG_LEVEL: 'warn',
      PRIMARY_CURRENCY: options.primaryCurrency,
    },
  };
}

/**
 * End-to-end journeys in Debian's Chromium against the real product: README command one on a fresh,
 * small demo catalogue plus one hostile shop feed (tests/e2e/seed.ts) in its own data folder (imported through the
 * feed importer CLI, site built by Gatsby). The `eur` project runs the currency journey against a second product
 * built and served with PRIMARY_CURRENCY=EUR.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  /* A journey takes 10-20 s; CI machines are shared, so the bound is twice that and more. */
  timeout: 60_000,
  /* Hydration and live data wait for scripts that a loaded CI machine can hold up past the 5 s default. */
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'bg-BG',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'bgn', metadata: { primaryCurrency: 'BGN' } },
    { name: 'eur', testMatch: 'currency.spec.ts', use: { baseURL: euroBaseURL }, metadata: { primaryCurrency: 'EUR' } },
  ],
  webServer: [
    product({ dataDir: 'var/e2e', port, url: baseURL, primaryCurrency: 'BGN' }),
    product({ dataDir: 'var/e2e-eur', port: euroPort, url: euroBaseURL, primaryCurrency: 'EUR' }),
  ],
});
