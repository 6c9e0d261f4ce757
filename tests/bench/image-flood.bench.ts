/**
 * `/api/health` latency while a flood of cache-miss image renders hits the same server, beside the same
 * health load without the flood (the baseline, measured in the same run). Every flood request asks for a
 * box not rendered yet, the worst case for the image service.
 *
 *   cd server && npx tsx ../tests/bench/image-flood.bench.ts
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { imagePath } from '@uyut/core';
import type { FloodFigures, FloodRun } from './image-flood-load';
import type { LoadFigures, LoadRun } from './http-load';
import { Random } from '../../server/src/demo/prng';

const IMAGES = 600;
/** Square boxes every version of the image service renders. */
const EDGES = [160, 240, 320, 400, 480, 640, 800, 960, 1200] as const;
const FLOOD_CONNECTIONS = 600;
const SECONDS = 10;
const HEALTH_CONNECTIONS = 4;

function child<Run, Figures>(script: string, run: Run): Promise<Figures> {
  return new Promise<Figures>((resolve, reject) => {
    const process = fork(join(__dirname, script), { execArgv: ['--import', 'tsx'] });
    process.once('message', (answer: Figures) => resolve(answer));
    process.once('error', reject);
    process.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`${script} exited with ${code}`))));
    process.send(run as object);
  });
}

const health = (origin: string) =>
  child<LoadRun, LoadFigures>('http-load.ts', {
    url: `${origin}/api/health`,
    method: 'GET',
    bodies: [],
    connections: HEALTH_CONNECTIONS,
    duration: SECONDS,
  });

/** A 1200×900 PNG with gradients and shapes, closer to a product photo than a flat colour. */
function original(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e9dc"/><stop offset="1" stop-color="#8a5a44"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="180" y="420" width="840" height="260" rx="40" fill="#3b5b7a"/>
    <circle cx="960" cy="180" r="120" fill="#f7c873" opacity="0.8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-image-flood-'));
  const handle = openDatabase(`sqlite:${join(dir, 'bench.sqlite')}`);
  try {
    await migrateToLatest(handle.db);
    const file = join(dir, 'sofa.png');
    await writeFile(file, await original());
    const source = pathToFileURL(file).href;
    // One file behind every row; the query string keeps source_url unique (file:// ignores it).
    const rows = await handle.db
      .insertInto('images')
      .values(Array.from({ length: IMAGES }, (_, index) => ({ source_url: `${source}?copy=${index}`, width: null, height: null })))
      .returning('id')
      .execute();
    const random = new Random(7);
    const paths = rows
      .flatMap(({ id }) =>
        EDGES.flatMap((edge) =>
          (['jpg', 'webp'] as const).map((format) => imagePath({ type: 'variant', id, width: edge, height: edge, format })),
        ),
      )
      .map((path) => ({ path, order: random.next() }))
      .sort((a, b) => a.order - b.order)
      .map(({ path }) => path);

    const app = await buildApp({ db: handle.db, config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }, dir) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;

    const baseline = await health(origin);
    const [flooded, flood] = await Promise.all([
      health(origin),
      child<FloodRun, FloodFigures>('image-flood-load.ts', { origin, paths, connections: FLOOD_CONNECTIONS, durationMs: SECONDS * 1000 }),
    ]);
    await app.close();

    const format = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
    console.log(
      `\nGET /api/health, ${HEALTH_CONNECTIONS} connections for ${SECONDS} s each; flood: ${FLOOD_CONNECTIONS} connections of cache-miss /img requests (1200×900 PNG originals)\n`,
    );
    console.log(`${''.padEnd(26)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}${'req/s'.padStart(9)}`);
    for (const [label, figures] of [
      ['health alone (baseline)', baseline],
      ['health during the flood', flooded],
    ] as const) {
      console.log(
        `${label.padEnd(26)}${format(figures.p50)}${format(figures.p99)}${format(figures.max)}${figures.requestsPerSecond.toFixed(0).padStart(9)}`,
      );
    }
    const statuses = Object.entries(flood.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(`\nflood: ${flood.requests} requests in ${SECONDS} s (${statuses})`);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
