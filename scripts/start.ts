import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config/env';
import { CATALOGUE_VERSION, readMeta } from '../server/src/db/meta';
import { startServer } from '../server/src/server';
import { precompressSite } from './precompress';
import { demoSize, prepareDatabase } from './prepare-database';
import { writeScriptManifest } from './script-manifest';
import { buildReason, hashSiteSources, readStamp, writeStamp } from './site-build';

const root = join(__dirname, '..');
function runGatsbyBuild(env: NodeJS.ProcessEnv): { done: Promise<void>; kill: () => void } {
  const child = spawn(join(root, 'node_modules', '.bin', 'gatsby'), ['build'], { cwd: root, env, stdio: 'inherit' });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`gatsby build exited with ${code ?? signal}`))));
  });
  return { done, kill: () => child.kill('SIGTERM') };
}

/**
 * Command one: migrate, import the demo catalogue into an empty database, serve every API, build the
 * static site when its sources or the catalogue changed, write its script hashes and compressed files, and serve
 * it on the same port.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  const database = await prepareDatabase({ config, size: demoSize(process.env.DEMO_SIZE) });

  let build: ReturnType<typeof runGatsbyBuild> | undefined;
  await startServer({ config, database, onClose: () => build?.kill() });
  const localUrl = `http://localhost:${config.PORT}`;

  const current = {
    sourceHash: hashSiteSources(root),
    catalogueVersion: (await readMeta(database.db, CATALOGUE_VERSION)) ?? 'empty',
    publicUrl: config.PUBLIC_URL,
  };
  const reason = buildReason({ current, previous: readStamp(config.SITE_DIR) });
  if (reason) {
    console.log(`Building the site because ${reason}; the API is already answering at ${localUrl}/api`);
    build = runGatsbyBuild({
      ...process.env,
      UYUT_API_URL: `http://127.0.0.1:${config.PORT}`,
      UYUT_BUILD_TOKEN: config.BUILD_TOKEN,
      PUBLIC_URL: config.PUBLIC_URL,
      GATSBY_TELEMETRY_DISABLED: '1',
    });
    await build.done;
    build = undefined;
    writeStamp(config.SITE_DIR, current);
  } else {
    console.log('The site is up to date with its sources and the catalogue; skipping the build');
  }
  /* Also after a skipped build: both steps are cheap when nothing changed, and a site built before them needs them. */
  writeScriptManifest({ siteDir: config.SITE_DIR, apiUrl: process.env.GATSBY_API_URL });
  const compressed = await precompressSite(config.SITE_DIR);
  if (compressed > 0) console.log(`Precompressed ${compressed} site files (brotli and gzip)`);
  console.log(`\nУют is running at ${localUrl}  (Ctrl-C to stop)\n`);
}

start().catch((error: unknown) => {
  console.error('Уют failed to start:', error);
  process.exit(1);
});
