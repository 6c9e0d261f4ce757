/**
 * Abuse benchmark (issue 21 points 4, 6 and 7): what hostile clients can do to a real server listening on a port over a
 * 20k-variant SQLite catalogue (synthetic.ts), each line beside its baseline in the same run. `/api/health` is probed
 * by autocannon from another process (4 connections) while the abuse runs.
 *  - slow bodies: 1,000 sockets trickle a request body, against the server with Fastify's default limits (no request
 *    timeout, no connection cap: the baseline) and with ours (REQUEST_TIMEOUT_MS 3 s here): sockets still open after 8 s;
 *  - the build export: 10 connections asking `/api/v2/catalogue/products` without the build token (refused now) beside
 *    the same 10 connections paging it with the token, as the export answered everyone before;
 *  - click inflation: one client follows one `/go` link as fast as it can for 5 s: requests made (each was stored
 *    before) against clicks stored and 429s.
 *
 *   cd server && npx tsx ../tests/bench/abuse.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, uyut } from '../../server/src/app';
import { type Config, loadConfig } from '../../server/src/config/env';
import { type DatabaseHandle, openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { type LoadFigures, load } from './load';
import { generate } from './synthetic';

const VARIANTS = 20_000;
const SLOW_SOCKETS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(app: FastifyInstance, options: { database: DatabaseHandle; config: Config }): Promise<string> {
  await app.register(uyut, { db: options.database.db, config: options.config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.catalogue.refreshIndex();
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Sockets trickling a body for `seconds`; answers how many the server has not closed by then, and health meanwhile. */
async function slowBodies(origin: string, seconds: number): Promise<{ open: number; health: LoadFigures }> {
  const { port } = new URL(origin);
  const sockets: Socket[] = [];
  const closed = new Set<Socket>();
  for (let i = 0; i < SLOW_SOCKETS; i++) {
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => closed.add(socket));
    socket.on('close', () => closed.add(socket));
    socket.write(
      'POST /api/v2/variant/filtering HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"url":"',
    );
    sockets.push(socket);
  }
  const trickle = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write('a')), 500);
  const health = await load({ url: `${origin}/api/health`, method: 'GET', bodies: [], connections: 4, duration: seconds });
  clearInterval(trickle);
  const open = sockets.filter((socket) => !closed.has(socket)).length;
  sockets.forEach((socket) => socket.destroy());
  return { open, health };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-abuse-bench-'));
  const file = join(dir, 'bench.sqlite');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database.db);
  generate({ file, variants: VARIANTS });
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '3000', CLICK_RATE_LIMIT: '60' }, dir);

  const unbounded = Fastify({ logger: false });
  const ours = createServer({ limits: config });
  const [plain, bounded] = [await listen(unbounded, { database, config }), await listen(ours, { database, config })];

  const slowBefore = await slowBodies(plain, 8);
  await unbounded.close();
  const slowAfter = await slowBodies(bounded, 8);
  await sleep(500);

  const token = { authorization: `Bearer ${config.BUILD_TOKEN}` };
  const idle = await load({ url: `${bounded}/api/health`, method: 'GET', bodies: [], connections: 4, duration: 5 });
  const [, exportOpen] = await Promise.all([
    load({
      url: `${bounded}/api/v2/catalogue/products?limit=200`,
      method: 'GET',
      bodies: [],
      headers: token,
      connections: 10,
      duration: 12,
    }),
    load({ url: `${bounded}/api/health`, method: 'GET', bodies: [], connections: 4, duration: 10 }),
  ]);
  const [refused, exportRefused] = await Promise.all([
    load({ url: `${bounded}/api/v2/catalogue/products?limit=200`, method: 'GET', bodies: [], connections: 10, duration: 5 }),
    load({ url: `${bounded}/api/health`, method: 'GET', bodies: [], connections: 4, duration: 5 }),
  ]);

  const variant = await database.db.selectFrom('variants').select('id').where('active', '=', 1).executeTakeFirstOrThrow();
  /* Synthetic offers have no shop URL, and a click on one goes to our product page unrecorded. */
  await database.db.updateTable('variants').set({ url: 'https://shop.example/p/1' }).where('id', '=', variant.id).execute();
  const flood = await load({ url: `${bounded}/go/${variant.id}?src=1`, method: 'GET', bodies: [], connections: 10, duration: 5 });
  const stored = await database.db
    .selectFrom('clicks')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const row = (name: string, f: LoadFigures) =>
    console.log(
      `  ${name.padEnd(64)} ${f.p50.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(8)} ${f.requestsPerSecond.toFixed(0).padStart(8)}`,
    );
  console.log(`\n## Abuse, ${VARIANTS.toLocaleString('en')} variants (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(
    `  ${SLOW_SOCKETS} sockets trickling a body, still open after 8 s: Fastify defaults (baseline) ${slowBefore.open}, ours ${slowAfter.open}`,
  );
  console.log(`  /api/health during it                                           p50 ms   p99 ms    req/s`);
  row('idle server (baseline)', idle);
  row('slow bodies, Fastify defaults', slowBefore.health);
  row('slow bodies, ours', slowAfter.health);
  row('10 connections paging the product export with the token', exportOpen);
  row('10 connections asking the product export without it (401)', exportRefused);
  console.log(`  product export without the token: ${refused.requests} requests, ${refused.non2xx} refused`);
  console.log(
    `  one client following /go for 5 s: ${flood.requests} requests (each was a stored click before), ${stored.n} stored, ${flood.requests - config.CLICK_RATE_LIMIT} refused with 429 past CLICK_RATE_LIMIT ${config.CLICK_RATE_LIMIT}`,
  );
  await ours.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('abuse bench failed', error);
  process.exitCode = 1;
});
