import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The hostile shop of tests/fixtures/hostile-feed.xml: its name is markup and script too. */
export const HOSTILE_SHOP = {
  slug: 'zlonamerena',
  name: `Зло </script><script>alert('shop')</script><img src=x onerror=alert('shop-img')>`,
  url: 'https://zlo.example',
};

/** Runs the server CLI as an operator would; the workspace script runs in server/, so DATA_DIR is made absolute. */
function cli(args: string[]): void {
  const env = { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? 'var') };
  const run = spawnSync('npm', ['run', '--silent', 'cli', '-w', 'server', '--', ...args], { stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`cli ${args[0]} exited with ${run.status ?? run.signal}`);
}

/**
 * The e2e catalogue: the small demo, then the hostile feed through the real importer, before command one starts
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
}
