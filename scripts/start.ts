import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { loadConfig } from '../server/src/config/env';
import { CATALOGUE_VERSION, readMeta } from '../server/src/db/meta';
import { startServer } from '../server/src/server';
import { addPagePreloads } from './page-preloads';
import { precompressSite } from './precompress';
import { demoSize, prepareDatabase } from './prepare-database';
import { writeScriptManifest } from './script-manifest';
import { buildReason, hashSiteSources, installBuild, prepareBuildFolder, quietLogLevel, readStamp } from './site-build';
import { siteTextDefects } from './site-check';
import { writeSitemap } from './sitemap';

const root = join(__dirname, '..');

/**
 * `gatsby build` in the build folder, its output on this console. UYUT_SITE_BUILDER names a TypeScript program to run
 * there instead: the test of what start prints (start.test.ts) gives one that reads the API as the build does and
 * writes a small site, so everything else start does runs for real in seconds rather than a build's minutes.
 */
function runGatsbyBuild(options: { cwd: string; env: NodeJS.ProcessEnv }): { done: Promise<void>; kill: () => void } {
  const builder = process.env.UYUT_SITE_BUILDER;
  const [command, args] = builder
    ? [process.execPath, [...process.execArgv, builder]]
    : [join(root, 'node_modules', '.bin', 'gatsby'), ['build']];
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
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
  const app = await startServer({ config, database, onClose: () => build?.kill() });
  const localUrl = `http://localhost:${config.PORT}`;

  const current = {
    sourceHash: hashSiteSources(root),
    catalogueVersion: (await readMeta(database.db, CATALOGUE_VERSION)) ?? 'empty',
    publicUrl: config.PUBLIC_URL,
    primaryCurrency: config.PRIMARY_CURRENCY,
  };
  const reason = buildReason({ current, previous: readStamp(config.SITE_DIR) });
  if (reason) {
    console.log(`Building the site because ${reason}; the API is already answering at ${localUrl}/api`);
    const builtDir = prepareBuildFolder({ root, buildDir: join(config.DATA_DIR, 'site-build') });
    /* The build fetches a thousand pages of the API; their request lines would bury the build's own progress. */
    app.log.level = quietLogLevel(config.LOG_LEVEL);
    build = runGatsbyBuild({
      cwd: dirname(builtDir),
      env: {
        ...process.env,
        UYUT_API_URL: `http://127.0.0.1:${config.PORT}`,
        UYUT_BUILD_TOKEN: config.BUILD_TOKEN,
        PUBLIC_URL: config.PUBLIC_URL,
        GATSBY_PRIMARY_CURRENCY: config.PRIMARY_CURRENCY,
        GATSBY_TELEMETRY_DISABLED: '1',
      },
    });
    await build.done;
    build = undefined;
    app.log.level = config.LOG_LEVEL;
    assertCleanText(builtDir);
    await finishSite({ siteDir: builtDir, publicUrl: config.PUBLIC_URL });
    installBuild({ builtDir, siteDir: config.SITE_DIR, stamp: current });
    console.log(`The new site is in place in ${config.SITE_DIR}`);
  } else {
    console.log('The site is up to date with its sources and the catalogue; skipping the build');
  }
  console.log(`\nУют is running at ${localUrl}  (Ctrl-C to stop)\n`);
}

/** A build with a page that is not clean UTF-8 text (a NUL, a broken character) fails and is never served. */
function assertCleanText(siteDir: string): void {
  const defects = siteTextDefects(siteDir);
  if (defects.length === 0) return;
  const listed = defects.slice(0, 10).map(({ file, defect }) => `  ${file}: ${defect}`);
  throw new Error(`${defects.length} built files are not clean UTF-8 text:\n${listed.join('\n')}`);
}

/** What a new build gets after Gatsby: its sitemap and robots.txt, its script hashes, its pages' preload links and compressed files. */
async function finishSite(options: { siteDir: string; publicUrl: string }): Promise<void> {
  const { siteDir, publicUrl } = options;
  console.log(`Sitemap: ${writeSitemap({ siteDir, publicUrl })} pages`);
  writeScriptManifest({ siteDir, apiUrl: process.env.GATSBY_API_URL });
  console.log(`Preload links: ${addPagePreloads(siteDir)} pages`);
  console.log('Precompressing the site (brotli and gzip)…');
  const compressed = await precompressSite(siteDir);
  if (compressed > 0) console.log(`Precompressed ${compressed} site files`);
}

start().catch((error: unknown) => {
  console.error('Уют failed to start:', error);
  process.exit(1);
});
