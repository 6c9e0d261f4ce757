/**
 * HTTP benchmark (issue 4 Performance; research performance_anchors.md §7.3 layer 2b): a real server listening on a
 * port over a 100k-variant SQLite catalogue (synthetic.ts), driven by autocannon from another process with 16
 * connections, without pipelining; server CPU time per request is printed beside each line (it is not inflated by
 * other load on the machine the way latencies are):
 *  - GET /hello, a Fastify hello-world route on the same server and process (the baseline);
 *  - POST /api/v2/variant/filtering of the most asked listing only (after its first answer, every one is kept), first
 *    without Accept-Encoding, then, like every line after it, with the Accept-Encoding Chromium sends;
 *  - POST /api/v2/variant/filtering replaying the engine's query mix with popular listings asked more often (seeded);
 *  - the same route over distinct URLs only (each rendered once: what a cache miss costs; the warm-up's answers are
 *    older than a kept answer lives, and the replay comes 30 s later, when these have expired too).
 *
 *   cd server && npx tsx ../tests/bench/http.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, uyut } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { Random } from '../../server/src/demo/prng';
import { buildFilterIndex } from '../../server/src/index/catalogue-index';
import { serialiseListingQuery } from '@uyut/core';
import { type LoadFigures, type LoadRun, load as runLoad } from './load';
import { generate, queryMix } from './synthetic';

const VARIANTS = 100_000;
const CONNECTIONS = 16;
const SECONDS = 15;
const MIX = 3000;
const REPLAY = 50_000;
const DISTINCT = 2000;
const SEED = 3;
/** What Chromium sends: listing answers travel gzip-encoded to browsers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The load's figures plus the server's CPU time per request (user + system, this process: robust to other load). */
async function load(run: LoadRun): Promise<LoadFigures & { cpuUs: number }> {
  const cpu = process.cpuUsage();
  const figures = await runLoad(run);
  const used = process.cpuUsage(cpu);
  return { ...figures, cpuUs: (used.user + used.system) / Math.max(1, figures.requests) };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-http-bench-'));
  const file = join(dir, 'bench.sqlite');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  const tree = generate({ file, variants: VARIANTS });
  const mix = queryMix({ index: await buildFilterIndex(database.db), tree, count: MIX }).map(serialiseListingQuery);
  /* Popular listings are asked more often: the replay draws from the mix with a heavy head. */
  const r = new Random(SEED);
  const replay = Array.from({ length: REPLAY }, () => JSON.stringify({ url: mix[Math.floor(MIX * r.next() ** 3)]! }));
  const distinct = [...new Set(mix)].slice(0, DISTINCT).map((url) => JSON.stringify({ url }));

  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir);
  const app = createServer({ limits: config });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.register(uyut, { db: database.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.catalogue.refreshIndex();
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const filtering = `${origin}/api/v2/variant/filtering`;

  await load({ url: filtering, method: 'POST', bodies: distinct.slice(0, 200), connections: CONNECTIONS, duration: 3 });
  const hello = await load({ url: `${origin}/hello`, method: 'GET', bodies: [], connections: CONNECTIONS, duration: SECONDS });
  const misses = await load({
    url: filtering,
    method: 'POST',
    bodies: distinct,
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: SECONDS,
    amount: distinct.length,
  });
  const oneUrl = [JSON.stringify({ url: mix[0]! })];
  const plain = await load({ url: filtering, method: 'POST', bodies: oneUrl, connections: CONNECTIONS, duration: SECONDS });
  const one = await load({ url: filtering, method: 'POST', bodies: oneUrl, headers: BROWSER, connections: CONNECTIONS, duration: SECONDS });
  const popular = await load({
    url: filtering,
    method: 'POST',
    bodies: replay,
    headers: BROWSER,
    connections: CONNECTIONS,
    duration: SECONDS,
  });

  const used = new Set(replay.slice(0, popular.requests)).size;
  console.log(
    `\n## HTTP, ${VARIANTS.toLocaleString('en')} variants: autocannon in its own process, ${CONNECTIONS} connections, no pipelining (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    '  route                                                       p50 ms   p99 ms   max ms    req/s  requests  non-2xx  server CPU µs/req',
  );
  const line = (name: string, f: LoadFigures & { cpuUs: number }) =>
    console.log(
      `  ${name.padEnd(57)} ${f.p50.toFixed(2).padStart(7)} ${f.p99.toFixed(2).padStart(8)} ${f.max.toFixed(0).padStart(8)} ${f.requestsPerSecond.toFixed(0).padStart(8)} ${String(f.requests).padStart(9)} ${String(f.non2xx + f.errors).padStart(8)} ${f.cpuUs.toFixed(0).padStart(18)}`,
    );
  line('GET /hello (Fastify hello world, same server)', hello);
  line('POST variant/filtering, one listing (kept), no compression', plain);
  line('POST variant/filtering, one listing (kept answers)', one);
  line(`POST variant/filtering, mix replay (${used} distinct URLs)`, popular);
  line(`POST variant/filtering, ${distinct.length} distinct URLs once each`, misses);
  console.log(
    `  target (issue 4): variant/filtering p99 ≤ 10 ms at ${CONNECTIONS} connections → one listing p99 ${one.p99.toFixed(2)} ms, mix replay p99 ${popular.p99.toFixed(2)} ms`,
  );
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('http bench failed', error);
  process.exitCode = 1;
});
