/**
 * A built page served to browsers (issue 21 point 11), all on one server build and one page, autocannon in its own
 * process with 50 connections:
 *  - without compression (Accept-Encoding: identity): the floor;
 *  - with the Accept-Encoding Chromium sends, from a site folder without precompressed files, so @fastify/compress
 *    compresses every answer with brotli (what the server did before the build wrote `.br` and `.gz`);
 *  - the same, from a site folder the build step precompressed (scripts/precompress.ts): the `.br` file is sent as is.
 * Reads the static site `npm start` built (or SITE_DIR).
 *
 *   cd server && npx tsx ../tests/bench/site-serving.bench.ts
 *   cd server && PAGE=/products/divani SITE_DIR=/path/to/public npx tsx ../tests/bench/site-serving.bench.ts
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressSite } from '../../scripts/precompress';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { firstCategoryPage, PUBLIC } from './built-site';
import { type LoadFigures, load } from './load';

const CONNECTIONS = 50;
const SECONDS = 10;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A site folder holding only the page (and the 404 page), precompressed or not. */
async function siteWith(options: { source: string; page: string; precompressed: boolean }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-site-bench-'));
  for (const file of [join(options.page, 'index.html'), '404.html']) {
    if (!existsSync(join(options.source, file))) continue;
    mkdirSync(join(dir, file, '..'), { recursive: true });
    copyFileSync(join(options.source, file), join(dir, file));
  }
  if (options.precompressed) await precompressSite(dir);
  return dir;
}

/** One server over an empty catalogue (the page is a static file) serving `siteDir`, measured, then closed. */
async function serve(options: { siteDir: string; page: string; headers: Record<string, string> }): Promise<LoadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'uyut-site-bench-data-'));
  const database = openDatabase(`sqlite:${join(dataDir, 'bench.sqlite')}`);
  await migrateToLatest(database.db);
  const config = loadConfig({ DATA_DIR: dataDir, SITE_DIR: options.siteDir, LOG_LEVEL: 'silent' }, dataDir);
  const app = await buildApp({ db: database.db, config, serveSite: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${options.page}`;
  await load({ url, method: 'GET', bodies: [], headers: options.headers, connections: CONNECTIONS, duration: 2 });
  const figures = await load({ url, method: 'GET', bodies: [], headers: options.headers, connections: CONNECTIONS, duration: SECONDS });
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  return figures;
}

async function main(): Promise<void> {
  const source = process.env.SITE_DIR ?? PUBLIC;
  const page = process.env.PAGE ?? (existsSync(join(source, 'products/divani/index.html')) ? '/products/divani' : firstCategoryPage());
  if (page === null || !existsSync(join(source, page, 'index.html'))) {
    console.log(`No built page to serve in ${source}: run npm start first (or set SITE_DIR and PAGE).`);
    return;
  }
  const plainSite = await siteWith({ source, page, precompressed: false });
  const precompressedSite = await siteWith({ source, page, precompressed: true });
  const identity = await serve({ siteDir: plainSite, page, headers: { 'accept-encoding': 'identity' } });
  const perRequest = await serve({ siteDir: plainSite, page, headers: BROWSER });
  const precompressed = await serve({ siteDir: precompressedSite, page, headers: BROWSER });

  const size = (file: string) => `${(statSync(join(precompressedSite, page, file)).size / 1024).toFixed(0)} KB`;
  console.log(
    `\n## GET ${page} (${size('index.html')}, brotli ${size('index.html.br')}): ${CONNECTIONS} connections, ${SECONDS} s each (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log('  answer                                                   p50 ms   p99 ms    req/s  requests  non-2xx');
  const line = (name: string, f: LoadFigures) =>
    console.log(
      `  ${name.padEnd(55)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(8)} ${f.requestsPerSecond.toFixed(0).padStart(8)} ${String(f.requests).padStart(9)} ${String(f.non2xx + f.errors).padStart(8)}`,
    );
  line('identity (no compression)', identity);
  line('brotli compressed per request (before)', perRequest);
  line('brotli precompressed at build (after)', precompressed);
  await rm(plainSite, { recursive: true, force: true });
  await rm(precompressedSite, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('site serving bench failed', error);
  process.exitCode = 1;
});
