/**
 * Filter engine benchmark (issue 4 Performance; research performance_anchors.md §7, §8.1).
 *  - builds a synthetic catalogue straight into a file SQLite database with bulk inserts (100k variants; also 1M
 *    with BENCH_1M=1), reporting how long that takes;
 *  - builds the in-memory index from it (seconds, MB per 1M variants), and times re-settling its pinned broad
 *    selections after a change (the work each refresh of the change log adds);
 *  - replays a seeded query mix (browse leaf/mid/root, 1–3 filters, worst case = root without filters, deep page)
 *    through the engine (exact counts for every facet plus the 50-bin histogram and the page of 24), beside the naive
 *    SQLite baseline (one GROUP BY per facet, each without its own filter) on the same data and queries; the engine
 *    twice: cold (facet cache cleared before every query; pinned selections stay, they are kept exact on change) and as
 *    served (the cache also keeps other broad selections);
 *  - POST /api/v2/variant/filtering via inject beside a Fastify hello-world route.
 *
 *   cd server && npx tsx ../tests/bench/filtering.bench.ts          (BENCH_1M=1 adds the 1M run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { Random } from '../../server/src/demo/prng';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { buildFilterIndex } from '../../server/src/index/catalogue-index';
import type { FilterIndex } from '../../server/src/index/filter-index';
import { resolveListing } from '../../server/src/services/catalogue/filtering';
import { emptyListingQuery, type ListingQuery, serialiseListingQuery } from '@uyut/core';
import { ms, stats } from './stats';
import { generate, NOW, queryMix } from './synthetic';

const ENGINE_QUERIES = 3000;
const WARMUP = 500;
const NAIVE_QUERIES = 100;
const HTTP_REQUESTS = 1000;
const SETTLE_SEED = 7;
const SETTLE_ROUNDS = 5;

/** The naive baseline: one SQL GROUP BY per facet, each without its own filter, plus count, histogram and page. */
function naive(options: { sqlite: SQLite.Database; index: FilterIndex; query: ListingQuery }): void {
  const { sqlite, index, query } = options;
  const category = query.base.kind === 'category' && query.base.categorySlug ? index.categoryBySlug.get(query.base.categorySlug)! : null;
  const subtree: number[] = [];
  if (category) for (const c of index.categories.values()) if (c.pre >= category.pre && c.pre < category.end) subtree.push(c.id);
  const groups: Record<string, string[]> = {
    category: category ? [`p.category_id IN (${subtree.join(',')})`] : [],
    feature: query.features.map(
      (f) =>
        ({ 'free-shipping': 'v.delivery_price = 0', 'in-stock': 'v.in_stock = 1', discount: 'v.price_before_discount > v.price' })[
          f as 'in-stock'
        ],
    ),
    params: Object.entries(query.params).map(
      ([name, values]) =>
        `EXISTS (SELECT 1 FROM json_each(v.params) j WHERE json_extract(j.value, '$.name') = '${index.params[index.paramBySlug.get(name)!]!.name}' AND json_extract(j.value, '$.value') IN (${values
          .map((value) => `'${index.values[index.valueBySlug(index.paramBySlug.get(name)!, value)!]!.name}'`)
          .join(',')}))`,
    ),
    manufacturer: query.manufacturers.length ? [`p.manufacturer_id IN (${query.manufacturers.map((m) => m.slice(6)).join(',')})`] : [],
    shop: query.shops.length ? [`v.shop_id IN (${query.shops.map((s) => s.slice(5)).join(',')})`] : [],
    price: [
      query.price.from !== null ? `v.price >= ${query.price.from * 100}` : '',
      query.price.to !== null ? `v.price <= ${query.price.to * 100}` : '',
    ].filter(Boolean),
    dimension: query.dimensions.width ? [`v.width_to >= ${query.dimensions.width.from! * 10}`] : [],
  };
  const where = (except: string) =>
    ['v.active = 1', ...Object.entries(groups).flatMap(([name, conditions]) => (name === except ? [] : conditions))].join(' AND ');
  const from = 'FROM variants v JOIN products p ON p.id = v.product_id';
  sqlite.prepare(`SELECT count(*) ${from} WHERE ${where('')}`).get();
  sqlite.prepare(`SELECT p.category_id, count(*) ${from} WHERE ${where('')} GROUP BY p.category_id`).all();
  sqlite
    .prepare(
      `SELECT sum(v.delivery_price = 0), sum(v.in_stock = 1), sum(v.voucher_code IS NOT NULL), sum(v.price_before_discount > v.price), sum(v.installment_months > 0), sum(v.delivery_days <= 3) ${from} WHERE ${where('feature')}`,
    )
    .get();
  sqlite
    .prepare(
      `SELECT json_extract(j.value, '$.name') n, json_extract(j.value, '$.value') x, count(*) ${from}, json_each(v.params) j WHERE ${where('params')} GROUP BY n, x`,
    )
    .all();
  sqlite.prepare(`SELECT p.manufacturer_id, count(*) ${from} WHERE ${where('manufacturer')} GROUP BY p.manufacturer_id`).all();
  sqlite.prepare(`SELECT v.shop_id, count(*) ${from} WHERE ${where('shop')} GROUP BY v.shop_id`).all();
  sqlite.prepare(`SELECT min(v.price), max(v.price) ${from} WHERE ${where('price')}`).get();
  sqlite.prepare(`SELECT v.price / 10000 b, count(*) ${from} WHERE ${where('price')} GROUP BY b`).all();
  sqlite.prepare(`SELECT min(v.width_from), max(v.width_to), count(v.width_from) ${from} WHERE ${where('dimension')}`).get();
  sqlite.prepare(`SELECT v.id ${from} WHERE ${where('')} ORDER BY v.price, v.id LIMIT 24 OFFSET ${(query.page - 1) * 24}`).all();
}

function time(samples: number[], work: () => void): void {
  const started = performance.now();
  work();
  samples.push(performance.now() - started);
}

async function inject(send: () => Promise<unknown>, count: number): Promise<number[]> {
  for (let i = 0; i < 100; i++) await send();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await send();
    samples.push(performance.now() - started);
  }
  return samples;
}

const row = (name: string, samples: number[]) => {
  const s = stats(samples);
  console.log(`  ${name.padEnd(44)} ${ms(s.median)} ${ms(s.p90)} ${ms(s.p99)} ${ms(s.max)}`);
  return s;
};

async function run(variants: number, options: { http: boolean }): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-filter-bench-'));
  const file = join(dir, 'bench.sqlite');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  const tree = generate({ file, variants });
  console.log(`\n## ${variants.toLocaleString('en')} variants`);
  console.log(`  synthetic catalogue into SQLite (bulk insert): ${tree.seconds.toFixed(1)} s`);

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const buildStarted = performance.now();
  const index = await buildFilterIndex(database.db);
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;
  const perMillion = (bytes: number) => ((bytes / index.liveCount()) * 1e6) / 2 ** 20;
  console.log(`  index build from SQLite: ${buildSeconds.toFixed(2)} s (${((buildSeconds / variants) * 1e6).toFixed(1)} s per 1M)`);
  console.log(
    `  index memory: typed arrays ${(index.bytes() / 2 ** 20).toFixed(1)} MB = ${perMillion(index.bytes()).toFixed(0)} MB per 1M variants (${(index.bytes() / index.liveCount()).toFixed(0)} B/variant); RSS growth ${((rssAfter - rssBefore) / 2 ** 20).toFixed(0)} MB`,
  );

  const settleSamples: number[] = [];
  const sample = new Random(SETTLE_SEED);
  for (let i = 0; i < SETTLE_ROUNDS; i++) {
    index.remove(sample.int(1, variants));
    time(settleSamples, () => index.settle());
  }
  const settle = stats(settleSamples);
  console.log(
    `  pinned broad selections re-settled after a change (whole catalogue + its top-level and mid category): median ${settle.median.toFixed(1)} ms, max ${settle.max.toFixed(1)} ms`,
  );

  const queries = queryMix({ index, tree, count: WARMUP + ENGINE_QUERIES });
  const now = new Date(NOW);
  const isWorst = (query: ListingQuery) => query.base.kind === 'category' && query.base.categorySlug === null;
  const replay = (cached: boolean) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    const worst: number[] = [];
    index.clearCache();
    queries.forEach((query, i) => {
      if (!cached) index.clearCache();
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      index.query(resolveListing(index, { query, now }).indexQuery);
      const elapsed = performance.now() - started;
      if (i < WARMUP) return;
      wall.push(elapsed);
      cpu.push(process.cpuUsage(cpuStarted).user / 1000);
      if (isWorst(query)) worst.push(elapsed);
    });
    return { wall, cpu, worst };
  };
  const cold = replay(false);
  const served = replay(true);
  const sqlite = new SQLite(file, { readonly: true });
  const naiveCount = Math.round(NAIVE_QUERIES / Math.max(1, variants / 200_000));
  const naiveSamples: number[] = [];
  for (const query of queries.slice(WARMUP, WARMUP + naiveCount)) time(naiveSamples, () => naive({ sqlite, index, query }));
  const naiveWorst: number[] = [];
  for (let i = 0; i < 2; i++)
    time(naiveWorst, () => naive({ sqlite, index, query: emptyListingQuery({ kind: 'category', categorySlug: null }) }));
  sqlite.close();

  console.log(
    `\n  engine, in-process, exact counts for every facet + 50-bin histogram + page of 24 (ms; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log('  query set                                      median      p90      p99      max');
  const e = row(`index cold (cache cleared), mix of ${cold.wall.length}`, cold.wall);
  row('  same, CPU time per query', cold.cpu);
  row(`  of which root without filter / deep page (${cold.worst.length})`, cold.worst);
  const w = row('index as served (facet cache on), same mix', served.wall);
  row(`  of which root without filter / deep page`, served.worst);
  const n = row(`naive SQLite GROUP BY per facet (${naiveCount} of the mix)`, naiveSamples);
  const nw = row('naive SQLite, root without filter (2)', naiveWorst);
  const subset = stats(cold.wall.slice(0, naiveCount));
  console.log(
    `  ratio index cold / naive on the same ${naiveCount} queries: p50 ${(subset.median / n.median).toFixed(4)} (${(n.median / subset.median).toFixed(0)}× faster), p99 ${(subset.p99 / n.p99).toFixed(4)} (${(n.p99 / subset.p99).toFixed(0)}× faster)`,
  );
  console.log(`  worst case: index cold max ${stats(cold.worst).max.toFixed(2)} ms vs naive median ${nw.median.toFixed(0)} ms`);
  console.log(
    `  targets (issue 4): ${variants >= 1e6 ? 'p50 ≤ 8, p99 ≤ 25, max ≤ 50' : 'p50 ≤ 1, p99 ≤ 4'} ms → cold p50 ${e.median.toFixed(2)}, p99 ${e.p99.toFixed(2)}; served p50 ${w.median.toFixed(2)}, p99 ${w.p99.toFixed(2)}`,
  );

  if (options.http) {
    const app = await buildApp({ db: database.db, config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir) });
    const urls = queries.slice(WARMUP).map(serialiseListingQuery);
    let i = 0;
    const filtering = await inject(
      () => app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: urls[i++ % urls.length]! } }),
      HTTP_REQUESTS,
    );
    const rootHttp = await inject(
      () => app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: '/products' } }),
      200,
    );
    const hello = Fastify();
    hello.get('/hello', async () => ({ hello: 'world' }));
    await hello.ready();
    const baseline = await inject(() => hello.inject('/hello'), HTTP_REQUESTS);
    console.log(`\n  HTTP via inject, sequential (ms; autocannon over a real port: http.bench.ts)`);
    console.log('  route                                          median      p90      p99      max');
    row('POST variant/filtering, the mix', filtering);
    row('POST variant/filtering, /products (root)', rootHttp);
    row('Fastify hello world (baseline)', baseline);
    await app.close();
    await hello.close();
  }
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  await run(100_000, { http: true });
  if (process.env.BENCH_1M === '1') await run(1_000_000, { http: true });
}

main().catch((error: unknown) => {
  console.error('filtering bench failed', error);
  process.exitCode = 1;
});
