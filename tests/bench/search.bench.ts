/**
 * Search suggestion benchmark (issue 25 Performance; docs/adr/0009-search-suggestions.md):
 *  - the synthetic catalogue of the filtering benches (tests/bench/synthetic.ts, 1M variants by default), its
 *    category, product, manufacturer and shop names rewritten into Bulgarian furniture words so that words repeat
 *    the way real titles do;
 *  - the suggestion index: build time (product names read plus the index) and the heap it holds;
 *  - a seeded query mix (whole words, prefixes while typing, two words, Latin-typed words, typos) through the engine
 *    (SuggestionIndex.search), beside SQLite FTS5 on the same names in the same run, with exact offer counts per
 *    group (a join to the active variants and a GROUP BY each); FTS5 neither transliterates nor forgives typos, so
 *    its answers are often fewer;
 *  - GET /v2/search over HTTP (a listening server, keep-alive, one request at a time), compressed as a browser asks
 *    and uncompressed, with the garbage-collection pauses seen during each, beside a Fastify hello-world server's
 *    route, measured the same way.
 *
 *   cd server && npx tsx ../tests/bench/search.bench.ts      (BENCH_SEARCH_VARIANTS=100000 for a quick run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { normaliseSearchQuery, searchWords, slugify } from '@uyut/core';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { Random } from '../../server/src/demo/prng';
import { productNames } from '../../server/src/services/search/repository';
import { SuggestionIndex } from '../../server/src/services/search/suggestion-index';
import { ms, stats } from './stats';
import { generate } from './synthetic';

const VARIANTS = Number(process.env.BENCH_SEARCH_VARIANTS ?? 1_000_000);
const SEED = 25;
const QUERIES = 3000;
const WARMUP = 500;
const FTS_QUERIES = 60;
const HTTP_REQUESTS = 2000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROOTS = [
  'Мебели',
  'Осветление',
  'Градина',
  'Кухня',
  'Баня',
  'Текстил',
  'Декорация',
  'Детска стая',
  'Офис',
  'Спалня',
  'Хол',
  'Съхранение',
  'Инструменти',
  'Уреди',
  'Подове',
];
const NOUNS = [
  'диван',
  'маса',
  'стол',
  'шкаф',
  'легло',
  'лампа',
  'килим',
  'огледало',
  'рафт',
  'скрин',
  'табуретка',
  'кресло',
  'гардероб',
  'бюро',
  'полилей',
  'възглавница',
  'завеса',
  'матрак',
  'пейка',
  'етажерка',
  'закачалка',
  'ваза',
  'саксия',
  'тоалетка',
  'витрина',
];
const ADJECTIVES = [
  'ъглов',
  'трапезен',
  'разтегателен',
  'дървен',
  'метален',
  'кожен',
  'модерен',
  'класически',
  'сгъваем',
  'двоен',
  'детски',
  'градински',
  'офис',
  'стенен',
  'висящ',
  'кръгъл',
  'бял',
  'черен',
  'сив',
  'дъбов',
];
const SYLLABLES = ['ве', 'ро', 'на', 'ли', 'ма', 'ра', 'то', 'ко', 'ле', 'ни', 'са', 'до', 'ри', 'мо', 'ла', 'те', 'бо', 'ка'];

const pick = <T>(r: Random, list: readonly T[]) => list[r.int(0, list.length - 1)]!;
const model = (r: Random) => Array.from({ length: r.int(2, 3) }, () => pick(r, SYLLABLES)).join('');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Rewrites the synthetic names into furniture words (the generator names things "Продукт 17", "Вид 1.2.3"). */
function rename(file: string): void {
  const sqlite = new SQLite(file);
  const r = new Random(SEED);
  sqlite.transaction(() => {
    const categories = sqlite.prepare('SELECT id, parent_id FROM categories ORDER BY id').all() as Array<{
      id: number;
      parent_id: number | null;
    }>;
    const setCategory = sqlite.prepare('UPDATE categories SET name = ? WHERE id = ?');
    let root = 0;
    for (const c of categories)
      setCategory.run(c.parent_id === null ? ROOTS[root++ % ROOTS.length]! : capital(`${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}и`), c.id);
    const setProduct = sqlite.prepare('UPDATE products SET name = ? WHERE id = ?');
    const products = (sqlite.prepare('SELECT max(id) AS n FROM products').get() as { n: number }).n;
    for (let p = 1; p <= products; p++)
      setProduct.run(capital(`${pick(r, ADJECTIVES)} ${pick(r, NOUNS)} ${capital(model(r))} ${r.int(40, 240)} см`), p);
    const setManufacturer = sqlite.prepare('UPDATE manufacturers SET name = ? WHERE id = ?');
    for (let m = 1; m <= 5000; m++) setManufacturer.run(capital(`${slugify(model(r))}${m}`), m);
    const setShop = sqlite.prepare('UPDATE shops SET name = ? WHERE id = ?');
    for (let s = 1; s <= 300; s++) setShop.run(`${capital(model(r))} Дом ${s}`, s);
  })();
  sqlite.close();
}

/** The seeded query mix: whole words, prefixes, two words, Latin-typed words and typos of title words. */
function queryMix(titles: readonly string[]): string[] {
  const r = new Random(SEED + 1);
  const queries: string[] = [];
  while (queries.length < QUERIES) {
    const words = searchWords(pick(r, titles)).filter((w) => /\p{L}/u.test(w));
    const word = pick(r, words);
    const kind = r.int(0, 4);
    if (kind === 0) queries.push(word);
    else if (kind === 1) queries.push(word.slice(0, r.int(1, Math.max(1, word.length - 1))));
    else if (kind === 2) queries.push(`${words[0]} ${(words[1] ?? word).slice(0, 3)}`);
    else if (kind === 3) queries.push(slugify(word));
    else if (word.length >= 5) queries.push(`${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  }
  return queries;
}

/** FTS5 over the same names, each group answered with exact offer counts. */
function ftsBaseline(sqlite: SQLite.Database): (query: string) => number {
  sqlite.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS names_fts USING fts5(title, kind UNINDEXED, ref UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`,
  );
  sqlite.exec(`DELETE FROM names_fts;
    INSERT INTO names_fts (title, kind, ref) SELECT name, 6, id FROM categories;
    INSERT INTO names_fts (title, kind, ref) SELECT name, 3, id FROM manufacturers;
    INSERT INTO names_fts (title, kind, ref) SELECT name, 4, id FROM shops;
    INSERT INTO names_fts (title, kind, ref) SELECT name, 1, id FROM products;`);
  const groups = [
    sqlite.prepare(`SELECT p.category_id AS ref, count(*) AS n FROM names_fts f JOIN products p ON p.category_id = f.ref
      JOIN variants v ON v.product_id = p.id AND v.active = 1 WHERE names_fts MATCH ? AND f.kind = 6 GROUP BY p.category_id ORDER BY n DESC LIMIT 10`),
    sqlite.prepare(`SELECT p.manufacturer_id AS ref, count(*) AS n FROM names_fts f JOIN products p ON p.manufacturer_id = f.ref
      JOIN variants v ON v.product_id = p.id AND v.active = 1 WHERE names_fts MATCH ? AND f.kind = 3 GROUP BY p.manufacturer_id ORDER BY n DESC LIMIT 5`),
    sqlite.prepare(`SELECT v.shop_id AS ref, count(*) AS n FROM names_fts f JOIN variants v ON v.shop_id = f.ref AND v.active = 1
      WHERE names_fts MATCH ? AND f.kind = 4 GROUP BY v.shop_id ORDER BY n DESC LIMIT 5`),
    sqlite.prepare(`SELECT v.product_id AS ref, count(*) AS n FROM names_fts f JOIN variants v ON v.product_id = f.ref AND v.active = 1
      WHERE names_fts MATCH ? AND f.kind = 1 GROUP BY v.product_id ORDER BY n DESC LIMIT 5`),
  ];
  return (query) => {
    const words = searchWords(query);
    const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
    return groups.reduce((sum, statement) => sum + statement.all(match).length, 0);
  };
}

const row = (name: string, samples: number[]) => {
  const s = stats(samples);
  console.log(`  ${name.padEnd(50)} ${ms(s.median)} ${ms(s.p90)} ${ms(s.p99)} ${ms(s.max)}`);
  return s;
};

function timed(queries: readonly string[], answer: (query: string) => unknown): number[] {
  return queries.map((query) => {
    const started = performance.now();
    answer(query);
    return performance.now() - started;
  });
}

/*
 * The client is node:http with a keep-alive agent, not fetch: fetch's objects outlive young-generation collections in
 * this same process, so every scavenge copied them and its pause landed on the server's answers as a tail of its own.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection, its body read to the end; resolves with the bytes that crossed the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/** Garbage-collection pauses observed while `run` goes on: how many, their sum and the longest. */
async function gcPauses<T>(run: () => Promise<T>): Promise<{ result: T; count: number; totalMs: number; maxMs: number }> {
  const pauses: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  const result = await run();
  await new Promise((resolve) => setImmediate(resolve));
  observer.disconnect();
  return { result, count: pauses.length, totalMs: pauses.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...pauses) };
}

async function latencies(send: (i: number) => Promise<unknown>, count: number): Promise<number[]> {
  for (let i = 0; i < 200; i++) await send(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await send(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main(): Promise<void> {
  console.log(`search suggestions, ${VARIANTS.toLocaleString('en')} variants; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
  const dir = await mkdtemp(join(tmpdir(), 'uyut-search-bench-'));
  const file = join(dir, 'bench.sqlite');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  const generated = generate({ file, variants: VARIANTS });
  rename(file);
  console.log(`  synthetic catalogue: ${generated.seconds.toFixed(1)} s`);

  const app = await buildApp({ db: database.db, config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir) });
  const filterIndex = await app.catalogue.filterIndex();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let started = performance.now();
  const products = await productNames(database.db);
  const namesMs = performance.now() - started;
  started = performance.now();
  let index: SuggestionIndex | undefined = new SuggestionIndex({ index: filterIndex, products });
  const buildMs = performance.now() - started;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  console.log(`  suggestion index: product names read ${(namesMs / 1000).toFixed(2)} s, index built ${(buildMs / 1000).toFixed(2)} s`);
  console.log(
    `  heap held (names + index): ${heapMb.toFixed(0)} MB; ${products.length.toLocaleString('en')} products, ${index.vocabularySize.toLocaleString('en')} words`,
  );

  const queries = queryMix(products.map((p) => p.name));
  const engine = index;
  timed(queries.slice(0, WARMUP), (q) => engine.search(q));
  const sqlite = new SQLite(file);
  const fts = ftsBaseline(sqlite);
  let engineHits = 0;
  let ftsHits = 0;
  const ftsQueries = queries.slice(0, FTS_QUERIES);
  for (const q of ftsQueries) {
    engineHits += engine.search(q).reduce((sum, g) => sum + g.items.length, 0);
    ftsHits += fts(q);
  }
  console.log(`\n  per query (ms)                                       p50      p90      p99      max`);
  const engineStats = row(
    `engine (SuggestionIndex.search), ${QUERIES} queries`,
    timed(queries, (q) => engine.search(q)),
  );
  row(`SQLite FTS5 + exact counts, ${FTS_QUERIES} queries`, timed(ftsQueries, fts));
  console.log(`  items answered over the first ${FTS_QUERIES} queries: engine ${engineHits}, FTS5 ${ftsHits}`);

  index = undefined;
  await app.searchSuggestions.fresh();
  const urls = queries.map((q) => `/v2/search?q=${encodeURIComponent(normaliseSearchQuery(q) ?? 'а')}`);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const sizes: number[] = [];
  const httpRow = async (name: string, headers: Record<string, string>) => {
    const measured = await gcPauses(() =>
      latencies(async (i) => sizes.push(await get(`${base}${urls[i % urls.length]!}`, headers)), HTTP_REQUESTS),
    );
    const s = row(name, measured.result);
    console.log(
      `    GC during it: ${measured.count} pauses, ${measured.totalMs.toFixed(1)} ms in all, longest ${measured.maxMs.toFixed(2)} ms; ` +
        `median body ${stats(sizes.splice(0)).median} bytes`,
    );
    return s;
  };
  const httpStats = await httpRow('GET /v2/search over HTTP (gzip, deflate, br)', { 'accept-encoding': 'gzip, deflate, br' });
  await httpRow('GET /v2/search, accept-encoding: identity', { 'accept-encoding': 'identity' });
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const helloBase = await hello.listen({ port: 0, host: '127.0.0.1' });
  row('Fastify hello world over HTTP (baseline)', await latencies(() => get(`${helloBase}/hello`), HTTP_REQUESTS));
  console.log(
    `\n  targets: engine p99 ≤ 3 ms (${engineStats.p99 <= 3 ? 'met' : 'missed'}), HTTP p99 ≤ 10 ms (${httpStats.p99 <= 10 ? 'met' : 'missed'})`,
  );
  await hello.close();
  agent.destroy();
  await app.close();
  sqlite.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

void main();
