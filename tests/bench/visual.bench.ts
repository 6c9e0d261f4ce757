/**
 * Visually similar (issue 25 §5), all in one run:
 *  - quality: precision@10 on generated pictures of known families (server/test/fixtures/picture-families.ts) for our
 *    descriptor (background-trimmed colour histogram + mirrored outline grid) beside a naive baseline (a 4×4×4 RGB
 *    histogram of the whole picture, background and all);
 *  - cost: describing demo pictures (the SVG product photos the demo feeds name), per picture, as an import pays it;
 *  - search: the typed-array brute force (services/visual/visual-index.ts) at the demo size and at 100k offers, beside
 *    a naive baseline in the same run (objects with number arrays, every distance sorted, then one offer per product).
 *
 *   cd server && npx tsx ../tests/bench/visual.bench.ts
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { pictureFamilies, precisionAtK } from '../../server/test/fixtures/picture-families';
import { Random } from '../../server/src/demo/prng';
import { drawProductImage } from '../../server/src/demo/svg-images';
import { DESCRIPTOR_LENGTH, descriptorDistance } from '../../server/src/services/visual/descriptor';
import { describePicture } from '../../server/src/services/visual/pixels';
import { type VisualEntry, VisualIndex } from '../../server/src/services/visual/visual-index';
import { ms, stats } from './stats';

/** Listed offers with a described main picture in the default demo (6000 products, ~15k offers). */
const DEMO_OFFERS = 15_000;
const LARGE_OFFERS = 100_000;
const QUERIES = 300;
const LIMIT = 24;

async function naiveHistogram(png: Buffer): Promise<Float32Array> {
  const { data } = await sharp(png).resize(64, 64, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const histogram = new Float32Array(64);
  for (let i = 0; i < data.length; i += 3) histogram[((data[i]! >> 6) << 4) | ((data[i + 1]! >> 6) << 2) | (data[i + 2]! >> 6)]! += 1;
  const total = data.length / 3;
  return histogram.map((v) => v / total);
}

async function quality(): Promise<void> {
  const pictures = await pictureFamilies({ perFamily: 11 });
  const families = pictures.map((p) => p.family);
  const ours = await Promise.all(pictures.map((p) => describePicture({ bytes: p.png, allowSvg: false })));
  const naive = await Promise.all(pictures.map((p) => naiveHistogram(p.png)));
  const score = (vectors: Float32Array[]) =>
    precisionAtK({ families, distance: (a, b) => descriptorDistance(vectors[a]!, vectors[b]!), k: 10 });
  console.log(`\nprecision@10 on ${pictures.length} generated pictures in ${new Set(families).size} families (11 each)`);
  console.log(`  our descriptor (colour + outline, background trimmed): ${score(ours).toFixed(3)}`);
  console.log(`  naive baseline (whole-picture 4×4×4 RGB histogram):    ${score(naive).toFixed(3)}`);
}

async function describeCost(): Promise<void> {
  const hexes = ['#8a5a3c', '#3a5f8a', '#9a9a9a', '#c8b28a', '#2f2f2f', '#6b8e5a'];
  const shapes = ['sofa', 'chair', 'wardrobe', 'table', 'bed', 'tablelamp', 'vase', 'shelf'] as const;
  const svgs = Array.from({ length: 120 }, (_, i) =>
    Buffer.from(
      drawProductImage({ shape: shapes[i % shapes.length]!, hex: hexes[i % hexes.length]!, seedKey: `p${i}`, index: i % 4, seed: 1 }).svg,
    ),
  );
  await describePicture({ bytes: svgs[0]!, allowSvg: true });
  const samples: number[] = [];
  for (const svg of svgs) {
    const started = performance.now();
    await describePicture({ bytes: svg, allowSvg: true });
    samples.push(performance.now() - started);
  }
  const s = stats(samples);
  const total = samples.reduce((sum, v) => sum + v, 0);
  console.log(`\ndescribing a demo picture (SVG 1200×900 rasterised at 64 px), ${svgs.length} pictures, one at a time`);
  console.log(`  p50 ${ms(s.median)} ms  p99 ${ms(s.p99)} ms  mean ${ms(total / svgs.length)} ms`);
  console.log(
    `  → ~${(((total / svgs.length) * 6000) / 1000).toFixed(0)} s of one core for the default demo's ~6000 main pictures, paid once`,
  );
}

/** Offers spread over products (2–3 offers each) and 40 categories, with descriptors near a few hundred centres. */
function catalogue(size: number, random: Random): VisualEntry[] {
  const centres = Array.from({ length: 400 }, () => Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => random.next() * 0.4));
  return Array.from({ length: size }, (_, i) => {
    const centre = random.pick(centres);
    return {
      variantId: i + 1,
      productId: Math.floor(i / 2.5) + 1,
      categoryId: random.int(1, 40),
      vector: centre.map((v) => v + random.float(-0.05, 0.05)),
    };
  });
}

function naiveNearest(entries: readonly { variantId: number; productId: number; vector: number[] }[], query: number[]): number[] {
  const scored = entries.map((e) => ({ e, d: e.vector.reduce((sum, v, i) => sum + (v - query[i]!) ** 2, 0) }));
  scored.sort((a, b) => a.d - b.d || a.e.variantId - b.e.variantId);
  const seen = new Set<number>();
  const out: number[] = [];
  for (const { e } of scored) {
    if (seen.has(e.productId)) continue;
    seen.add(e.productId);
    out.push(e.variantId);
    if (out.length === LIMIT) break;
  }
  return out;
}

function search(size: number): void {
  const random = new Random(size);
  const entries = catalogue(size, random);
  const started = performance.now();
  const index = new VisualIndex(entries);
  const buildMs = performance.now() - started;
  const plain = entries.map((e) => ({ variantId: e.variantId, productId: e.productId, vector: Array.from(e.vector) }));
  const queries = Array.from({ length: QUERIES }, () => random.pick(entries).vector.map((v) => v + random.float(-0.03, 0.03)));
  const categories = new Set(Array.from({ length: 10 }, (_, i) => i + 1));
  const time = (run: (q: Float32Array) => unknown, count = QUERIES) => {
    const samples: number[] = [];
    for (const q of queries.slice(0, count)) {
      const t = performance.now();
      run(q);
      samples.push(performance.now() - t);
    }
    return stats(samples);
  };
  for (const q of queries.slice(0, 3))
    if (index.nearest({ vector: q, limit: LIMIT }).join() !== naiveNearest(plain, Array.from(q)).join())
      throw new Error('index and baseline disagree');
  const ours = time((q) => index.nearest({ vector: q, limit: LIMIT }));
  const subtree = time((q) => index.nearest({ vector: q, limit: LIMIT, categoryIds: categories }));
  const naive = time((q) => naiveNearest(plain, Array.from(q)), size > 50_000 ? 40 : QUERIES);
  const mb = (index.size * (DESCRIPTOR_LENGTH * 4 + 12)) / 1024 ** 2;
  console.log(
    `\nnearest ${LIMIT} products among ${size} offers (${DESCRIPTOR_LENGTH} floats each; index ${mb.toFixed(1)} MB, built in ${buildMs.toFixed(0)} ms)`,
  );
  console.log(`  typed-array brute force, whole catalogue:  p50 ${ms(ours.median)} ms  p99 ${ms(ours.p99)} ms`);
  console.log(`  typed-array brute force, 10 of 40 categories: p50 ${ms(subtree.median)} ms  p99 ${ms(subtree.p99)} ms`);
  console.log(`  naive baseline (objects, sort all):        p50 ${ms(naive.median)} ms  p99 ${ms(naive.p99)} ms`);
}

async function main(): Promise<void> {
  await quality();
  await describeCost();
  search(DEMO_OFFERS);
  search(LARGE_OFFERS);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
