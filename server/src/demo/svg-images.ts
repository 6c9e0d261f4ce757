import type { Shape } from './demo-data';
import { Random } from './prng';
import { FURNITURE_DRAWINGS } from './svg-furniture';
import { HOME_DRAWINGS } from './svg-home';
import { type Ctx, n, rect, shade } from './svg-primitives';

/**
 * Demo product photos as SVG: a simple silhouette per kind of product, drawn in the product's colour on a
 * light background. Drawings use a 400x300 (landscape) or 300x400 (portrait) design box, floor near the
 * bottom, scaled onto a 1200x900 or 900x1200 canvas.
 */

const PORTRAIT: ReadonlySet<Shape> = new Set<Shape>([
  'stool',
  'bunkbed',
  'wardrobe',
  'sidetable',
  'chair',
  'officechair',
  'vitrine',
  'shelf',
  'coatrack',
  'chandelier',
  'pendant',
  'floorlamp',
  'tablelamp',
  'bulb',
  'curtain',
  'mirror',
  'vase',
  'candle',
  'plant',
  'faucet',
  'shower',
  'toilet',
  'umbrella',
  'vanity',
  'tent',
]);

const BACKGROUNDS = ['#f6f3ee', '#eef2f5', '#f3efe7', '#edf2ec', '#f7f2f2', '#f1f1f4', '#faf7f0', '#eef0ea'];
const FLOORS = ['#e4ddd2', '#d9dde2', '#e8e1d6', '#dfe6dc', '#e6dcdc'];

const DRAW: Readonly<Record<Shape, (k: Ctx) => string>> = { ...FURNITURE_DRAWINGS, ...HOME_DRAWINGS };

export interface ProductImage {
  svg: string;
  width: number;
  height: number;
}

/**
 * The `index`-th picture of a product: the same silhouette and proportions on every picture (they
 * depend on `seedKey`), with a different background, framing or mirror per index.
 */
export function drawProductImage(options: { shape: Shape; hex: string; seedKey: string; index: number; seed: number }): ProductImage {
  const portrait = PORTRAIT.has(options.shape);
  const width = portrait ? 900 : 1200;
  const height = portrait ? 1200 : 900;
  const box = portrait ? { w: 300, h: 400 } : { w: 400, h: 300 };
  const product = Random.derive(options.seed, options.seedKey);
  const v = [product.next(), product.next(), product.next()];
  const image = Random.derive(options.seed, `${options.seedKey}#${options.index}`);
  const accent = image.chance(0.5) ? '#6b4a2f' : '#3a3a3c';
  const ctx: Ctx = { c: options.hex, d: shade(options.hex, -0.3), l: shade(options.hex, 0.45), a: accent, v };
  const background = image.pick(BACKGROUNDS);
  const zoom = [1, 0.9, 1.45, 0.8][options.index % 4] ?? 1;
  const mirror = options.index % 4 === 1 ? -1 : 1;
  const scale = (width / box.w) * zoom;
  const dx = width / 2 + image.float(-20, 20);
  const dy = height / 2 + (options.index % 4 === 2 ? height * 0.08 : 0);
  const floorY = dy + ((portrait ? 362 : 246) - box.h / 2) * scale;
  const floor = options.index % 4 === 3 ? rect(0, floorY, width, height - floorY, image.pick(FLOORS)) : '';
  const outline = shade(options.hex, -0.45);
  const transform = `translate(${n(dx)} ${n(dy)}) scale(${n(scale * mirror)} ${n(scale)}) translate(${n(-box.w / 2)} ${n(-box.h / 2)})`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    rect(0, 0, width, height, background) +
    floor +
    `<g transform="${transform}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round">${DRAW[options.shape](ctx)}</g>` +
    `</svg>\n`;
  return { svg, width, height };
}
