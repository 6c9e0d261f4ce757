import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config/env';
import { demoSize, prepareDatabase } from './prepare-database';

const root = join(__dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/**
 * `npm run dev`: the API restarts on server changes (tsx watch) on PORT+1, and `gatsby develop` serves the
 * site with hot reload on PORT, proxying /api and /img to the API.
 */
async function dev(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase({ config, size: demoSize(process.env.DEMO_SIZE) });
  await database.close();
  const apiPort = config.PORT + 1;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children: ChildProcess[] = [
    // The public address stays the site's port: the API's own PUBLIC_URL would otherwise default to PORT+1.
    spawn(bin('tsx'), ['watch', 'server/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: config.PUBLIC_URL },
    }),
    spawn(bin('gatsby'), ['develop', '-p', String(config.PORT), '-H', config.HOST], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PUBLIC_URL: config.PUBLIC_URL,
        UYUT_API_URL: apiUrl,
        UYUT_BUILD_TOKEN: config.BUILD_TOKEN,
        GATSBY_PRIMARY_CURRENCY: config.PRIMARY_CURRENCY,
        GATSBY_TELEMETRY_DISABLED: '1',
      },
    }),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
}

dev().catch((error: unknown) => {
  console.error('Уют dev failed to start:', error);
  process.exit(1);
});
