import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The hostile shop of tests/fixtures/hostile-feed.xml: its name is markup and script too. */
export const HOSTILE_SHOP = {
  slug: 'zlonamerena',
  name: `Зло </script><script>alert('shop')</script><img src=x onerror=alert('shop-img')>`,
  url: 'https://zlo.example',
};

/** The shop of tests/fixtures/watchdog-feed.xml, whose one product the watchdog journey watches. */
export const WATCHDOG_SHOP = {
  slug: 'pazach',
  name: 'Пазач',
  url: 'https://pazach.example',
  feed: resolve(__dirname, '../fixtures/watchdog-feed.xml'),
};

/**
 * Runs the server CLI as an operator would, on the data folder `env.DATA_DIR` (default: this process's); the workspace
 * script runs in server/, so DATA_DIR is made absolute.
 */
export function cli(args: string[], env: Record<string, string> = {}): void {
  const dataDir = env.DATA_DIR ?? process.env.DATA_DIR ?? 'var';
  env = { ...process.env, ...env, DATA_DIR: resolve(dataDir) };
  const run = spawnSync('npm', ['run', '--silent', 'cli', '-w', 'server', '--', ...args], { stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`cli ${args[0]} exited with ${run.status ?? run.signal}`);
}

/**
 * The e2e catalogue: the small demo, then the hostile and the watchdog feeds through the real importer, before command one starts
 * (which seeds only an empty database) and builds the site with both.
 */
if (require.main === module) {
  cli(['demo', '--size', process.env.DEMO_SIZE ?? 'small']);
  cli([
    'import',
    resolve(__dirname, '../fixtures/hostile-feed.xml'),
    '--shop',
    HOSTILE_SHOP.slug,
    '--name',
    HOSTILE_SHOP.name,
    '--url',
    HOSTILE_SHOP.url,
  ]);
  cli(['import', WATCHDOG_SHOP.feed, '--shop', WATCHDOG_SHOP.slug, '--name', WATCHDOG_SHOP.name, '--url', WATCHDOG_SHOP.url]);
}
