/**
 * Image service benchmark: cold path (read original, resize, encode, write cache) against warm path
 * (disk cache hit), both through `app.inject`, with a bare sharp resize as the ceiling.
 *
 *   cd server && npx tsx ../tests/bench/images.bench.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { imagePath } from '@uyut/core';
import { stats } from './stats';

const REQUESTS = 50;
const BOX = { width: 320, height: 320 } as const;

/** A 1200×900 PNG with gradients and shapes, closer to a product photo than a flat colour. */
function original(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e9dc"/><stop offset="1" stop-color="#8a5a44"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="180" y="420" width="840" height="260" rx="40" fill="#3b5b7a"/>
    <rect x="220" y="300" width="760" height="180" rx="30" fill="#4f7396"/>
    <circle cx="960" cy="180" r="120" fill="#f7c873" opacity="0.8"/>
    <text x="80" y="860" font-size="64" fill="#222">Ъглов диван</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-images-bench-'));
  const handle = openDatabase('sqlite::memory:');
  try {
    await migrateToLatest(handle.db);
    const png = await original();
    const file = join(dir, 'sofa.png');
    await writeFile(file, png);
    const source = pathToFileURL(file).href;
    // One file behind every row; the query string keeps source_url unique (file:// ignores it).
    const rows = await handle.db
      .insertInto('images')
      .values(Array.from({ length: REQUESTS + 1 }, (_, index) => ({ source_url: `${source}?copy=${index}`, width: null, height: null })))
      .returning('id')
      .execute();
    const urls = rows.map(({ id }) => imagePath({ type: 'variant', id, ...BOX, format: 'webp' }));
    const [warmUp, ...measured] = urls;
    if (warmUp === undefined) throw new Error('no images inserted');

    const app = await buildApp({ db: handle.db, config: loadConfig({ DATA_DIR: dir }, dir) });
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    };
    await get(warmUp);

    const cold: number[] = [];
    for (const url of measured) cold.push(await time(() => get(url)));
    const warm: number[] = [];
    for (const url of measured) warm.push(await time(() => get(url)));
    const raw: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      raw.push(
        await time(() =>
          sharp(png)
            .resize({ ...BOX, fit: 'contain', background: '#ffffff' })
            .webp({ quality: 78 })
            .toBuffer(),
        ),
      );
    }
    await app.close();

    const rowsOut = [
      ['cold (render + write cache)', stats(cold)],
      ['warm (disk cache hit)', stats(warm)],
      ['raw sharp resize→webp (ceiling)', stats(raw)],
    ] as const;
    const format = (value: number) => value.toFixed(2).padStart(9);
    console.log(`\n1200×900 PNG → ${BOX.width}-${BOX.height} webp, ${REQUESTS} sequential requests each (ms)\n`);
    console.log(`${'path'.padEnd(34)}${'median'.padStart(9)}${'p90'.padStart(9)}${'min'.padStart(9)}`);
    for (const [label, { median, p90, min }] of rowsOut) console.log(`${label.padEnd(34)}${format(median)}${format(p90)}${format(min)}`);
    console.log(`\ncold/warm median ratio: ${(stats(cold).median / stats(warm).median).toFixed(1)}×`);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
