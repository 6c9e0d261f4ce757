/**
 * Catalogue benchmark on the default demo catalogue (~15k offers):
 *  - POST /api/v2/variant/filtering latency over a URL mix beside a Fastify hello-world route, both via inject.
 *
 *   cd server && npx tsx ../tests/bench/catalogue.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedDemoCatalogue } from '../../server/src/demo/seed';
import { ms, stats } from './stats';

const REQUESTS = 400;

async function timeRequests(send: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 50; i++) await send(i);
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await send(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'uyut-bench-'));
  const database = openDatabase(`sqlite:${join(dataDir, 'bench.sqlite')}`);
  await migrateToLatest(database.db);
  const seeded = await seedDemoCatalogue({ db: database.db, dataDir, size: 'default', onProgress: () => undefined });
  console.log(`\nDefault demo catalogue: ${seeded.variants} offers from ${seeded.shops} shops (import throughput: import.bench.ts)`);

  const app = await buildApp({ db: database.db, config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, dataDir) });
  const categories = (await app.inject('/api/v2/catalogue/categories')).json() as Array<{ slug: string; count: number }>;
  const urls = ['/', ...categories.filter((c) => c.count > 0).map((c) => `/products/${c.slug}`)];
  const filtering = await timeRequests((i) =>
    app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: urls[i % urls.length]! } }),
  );
  const worst = await timeRequests(() => app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: '/' } }));
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.ready();
  const baseline = await timeRequests(() => hello.inject('/hello'));

  console.log(`\nHTTP via inject, ${REQUESTS} sequential requests each (ms)`);
  console.log('  route                                        median      p90      p99      max');
  for (const [name, samples] of [
    ['variant/filtering, mix of all listings', filtering],
    ['variant/filtering, root (worst case)', worst],
    ['Fastify hello world (baseline)', baseline],
  ] as const) {
    const s = stats(samples);
    console.log(`  ${name.padEnd(42)} ${ms(s.median)} ${ms(s.p90)} ${ms(s.p99)} ${ms(s.max)}`);
  }
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('catalogue bench failed', error);
  process.exitCode = 1;
});
