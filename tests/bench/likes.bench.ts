/**
 * Likes benchmark (issue 24 "Security and reliability"): 200k likes of 50k variants by 20k visitors in a file SQLite
 * database, then
 *  - the engine (LikeService.batch) answering a batch of 50 variant ids for a visitor: from its cache (one read of the
 *    like_versions row, docs/adr/0007-likes.md "Cache"), beside its cache-miss path (a new service each batch: the
 *    version, the ids' like_counts rows and the caller's liked items read) and the naive baseline on the same data
 *    and batches (two queries per id: COUNT of its likes and whether the caller likes it);
 *  - POST /api/v1/bg/like/variant with 50 ids on a real listening server, driven by autocannon from another process,
 *    beside a Fastify hello-world route of the same server, the same batch answered by a new LikeService each
 *    request (the cache-miss path over HTTP) and the same request answered with a fixed list of 50 like infos (no
 *    work behind it: what the framework, the parse, the checks and the answer's bytes cost alone), in alternating
 *    rounds of the same run so that other work on the machine falls on all four alike.
 *
 *   cd server && npx tsx ../tests/bench/likes.bench.ts
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { createServer, uyut } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { Random } from '../../server/src/demo/prng';
import { readingOwner } from '../../server/src/services/accounts';
import { LikeService } from '../../server/src/services/likes/like-service';
import { idListJsonParser } from '../../server/src/services/likes/id-list-body';
import { BatchBodySchema, LikeInfoSchema } from '../../server/src/services/likes/schemas';
import { type LoadFigures, load } from './load';
import { ms, stats } from './stats';

const LIKES = 200_000;
const ITEMS = 50_000;
const VISITORS = 20_000;
const BATCH = 50;
const BATCHES = 2000;
const CONNECTIONS = 16;
const SECONDS = 3;
const ROUNDS = 4;
const SEED = 24;
const NOW = '2026-11-01T10:00:00.000Z';
/** The benchmarked caller: its visitor cookie, and the key its likes are stored under. */
const COOKIE = 'b'.repeat(43);
const CALLER = createHash('sha256').update(COOKIE).digest('hex');

const visitorKey = (n: number) => createHash('sha256').update(`visitor ${n}`).digest('hex');

function fill(file: string, r: Random): void {
  const sqlite = new SQLite(file);
  const insert = sqlite.prepare(
    "INSERT OR IGNORE INTO likes (item_type, item_id, visitor_key, consent, created_at) VALUES ('variant', ?, ?, 0, ?)",
  );
  sqlite.transaction(() => {
    for (let i = 0; i < LIKES; i++) insert.run(String(1 + Math.floor(r.next() * ITEMS)), visitorKey(Math.floor(r.next() * VISITORS)), NOW);
    for (let i = 0; i < 200; i++) insert.run(String(1 + Math.floor(r.next() * ITEMS)), CALLER, NOW);
  })();
  sqlite.close();
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-likes-bench-'));
  const file = join(dir, 'bench.sqlite');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  const r = new Random(SEED);
  fill(file, r);
  const batches = Array.from({ length: BATCHES }, () => Array.from({ length: BATCH }, () => String(1 + Math.floor(r.next() * ITEMS))));

  const likes = new LikeService(database.db);
  const owner = { visitorKey: CALLER };
  const engine = async (ids: string[]) => likes.batch({ itemType: 'variant', ids, owner, flags: {} });
  const uncached = async (ids: string[]) => new LikeService(database.db).batch({ itemType: 'variant', ids, owner, flags: {} });
  const naive = async (ids: string[]) =>
    Promise.all(
      ids.map(async (itemId) => {
        const base = database.db.selectFrom('likes').where('item_type', '=', 'variant').where('item_id', '=', itemId);
        const [count, mine] = await Promise.all([
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          base.select('id').where('visitor_key', '=', CALLER).executeTakeFirst(),
        ]);
        return { item_id: itemId, liked_by_user: mine !== undefined, likes_count: Number(count.n) };
      }),
    );
  const time = async (run: (ids: string[]) => Promise<unknown>) => {
    for (const ids of batches.slice(0, 200)) await run(ids);
    const samples: number[] = [];
    for (const ids of batches) {
      /* A turn of the event loop between batches, as between requests: batches of one turn share their version read. */
      await new Promise((resolve) => setImmediate(resolve));
      const start = performance.now();
      await run(ids);
      samples.push(performance.now() - start);
    }
    return stats(samples);
  };
  const naiveFigures = await time(naive);
  const uncachedFigures = await time(uncached);
  const engineFigures = await time(engine);

  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir);
  const app = createServer({ limits: config });
  app.get('/hello', { config: { access: 'public' } }, async () => ({ hello: 'world' }));
  await app.register(uyut, { db: database.db, config });
  const schema = { body: BatchBodySchema, response: { 200: { type: 'array', items: LikeInfoSchema } } };
  /* The fixed answer: a batch's 50 like infos, as the route would answer them, with no work behind them. */
  const fixed = batches[0]!.map((id) => ({ item_id: id, liked_by_user: false, saved_by_user: false, likes_count: 1, answers_count: 0 }));
  await app.register(async (scope) => {
    /* The likes routes' own body parser, schemas and owner. */
    idListJsonParser(scope);
    scope.post<{ Body: string[] }>('/uncached/like/variant', { config: { access: 'visitor' }, schema }, async (request) =>
      new LikeService(database.db).batch({
        itemType: 'variant',
        ids: request.body,
        owner: readingOwner(request, app.cookiePolicy),
        flags: {},
      }),
    );
    scope.post('/fixed/like/variant', { config: { access: 'visitor' }, schema }, async () => fixed);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const bodies = batches.map((ids) => JSON.stringify(ids));
  const headers = { cookie: `__Host-visitor=${COOKIE}`, 'content-type': 'application/json' };
  const likesUrl = `${origin}/api/v1/bg/like/variant?answersCount=true`;
  const uncachedUrl = `${origin}/uncached/like/variant`;
  const fixedUrl = `${origin}/fixed/like/variant`;
  await load({ url: likesUrl, method: 'POST', bodies, headers, connections: CONNECTIONS, duration: 2 });
  const rounds: Array<{ hello: LoadFigures; batch: LoadFigures; uncachedBatch: LoadFigures; fixedAnswer: LoadFigures }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const hello = await load({ url: `${origin}/hello`, method: 'GET', bodies: [], connections: CONNECTIONS, duration: SECONDS });
    const batch = await load({ url: likesUrl, method: 'POST', bodies, headers, connections: CONNECTIONS, duration: SECONDS });
    const uncachedBatch = await load({ url: uncachedUrl, method: 'POST', bodies, headers, connections: CONNECTIONS, duration: SECONDS });
    const fixedAnswer = await load({ url: fixedUrl, method: 'POST', bodies, headers, connections: CONNECTIONS, duration: SECONDS });
    rounds.push({ hello, batch, uncachedBatch, fixedAnswer });
  }
  const summed = (pick: (round: (typeof rounds)[number]) => LoadFigures): LoadFigures => {
    const figures = rounds.map(pick);
    const total = (of: (f: LoadFigures) => number) => figures.reduce((sum, f) => sum + of(f), 0);
    return {
      p50: total((f) => f.p50) / ROUNDS,
      p99: Math.max(...figures.map((f) => f.p99)),
      max: Math.max(...figures.map((f) => f.max)),
      requestsPerSecond: total((f) => f.requestsPerSecond) / ROUNDS,
      requests: total((f) => f.requests),
      non2xx: total((f) => f.non2xx),
      errors: total((f) => f.errors),
    };
  };
  const hello = summed((r) => r.hello);
  const batch = summed((r) => r.batch);
  const uncachedBatch = summed((r) => r.uncachedBatch);
  const fixedAnswer = summed((r) => r.fixedAnswer);

  console.log(
    `\n## Likes, ${LIKES.toLocaleString('en')} likes of ${ITEMS.toLocaleString('en')} variants; a batch of ${BATCH} ids for a visitor (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log('  engine                                      p50 ms   p90 ms   p99 ms   max ms');
  const row = (name: string, f: ReturnType<typeof stats>) =>
    console.log(`  ${name.padEnd(42)}${ms(f.median)}${ms(f.p90)}${ms(f.p99)}${ms(f.max)}`);
  row(`naive: 2 queries per id (${BATCH * 2} queries)`, naiveFigures);
  row('LikeService.batch, cache miss (3 statements)', uncachedFigures);
  row('LikeService.batch, cached (1 version read)', engineFigures);
  console.log(
    `  target: engine p99 ≤ 0.5 ms → ${engineFigures.p99.toFixed(3)} ms (naive ${(naiveFigures.p99 / engineFigures.p99).toFixed(1)}× slower)`,
  );
  console.log(
    `\n  HTTP, autocannon in its own process, ${CONNECTIONS} connections, no pipelining; ${ROUNDS} alternating rounds of ${SECONDS} s (p50 averaged, p99 the worst round; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log('  route                                          p50 ms   p99 ms    req/s  requests  non-2xx');
  const line = (name: string, f: LoadFigures) =>
    console.log(
      `  ${name.padEnd(45)}${f.p50.toFixed(2).padStart(8)}${f.p99.toFixed(2).padStart(9)}${f.requestsPerSecond.toFixed(0).padStart(9)}${String(f.requests).padStart(10)}${String(f.non2xx + f.errors).padStart(9)}`,
    );
  line('GET /hello (Fastify hello world, same server)', hello);
  line(`POST /api/v1/bg/like/variant, ${BATCH} ids`, batch);
  line(`the same, cache miss each request`, uncachedBatch);
  line(`the same body, a fixed answer (no work)`, fixedAnswer);
  const ofHello = (f: LoadFigures) => (f.requestsPerSecond / hello.requestsPerSecond).toFixed(2);
  console.log(
    `  target: likes batch ≥ 0.5× hello-world throughput → ${ofHello(batch)}× (cache miss ${ofHello(uncachedBatch)}×; ` +
      `the same request answered with no work behind it reaches ${ofHello(fixedAnswer)}×)`,
  );
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('likes bench failed', error);
  process.exitCode = 1;
});
