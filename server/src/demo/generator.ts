import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flattenTaxonomy } from '../catalogue/taxonomy';
import { gtinCheckDigit } from '../feeds/values';
import { slugify } from '@uyut/core';
import {
  CARRIERS,
  COLOURS,
  type Gender,
  LEAF_SPECS,
  LOOKS,
  MODEL_NAMES,
  PARAM_CHOICES,
  SIZES,
  type SizeChoice,
  STYLES,
  sentencesFor,
} from './demo-data';
import { FEED_FRAMES, FeedWriter } from './demo-feed-xml';
import type { Dimensions, Leaf, Offer, ProductPlan, SeriesTraits, ShopPlan } from './demo-plan';
import { DEMO_SNAPSHOT_DAYS, nicePrice, priceStory } from './demo-prices';
import { assignShopHabits, planShops } from './demo-shops-plan';
import { Random } from './prng';
import { drawProductImage } from './svg-images';

/** Bump when the output for the same seed and size changes, so stale demo data is regenerated. */
export const DEMO_GENERATOR_VERSION = 3;
export const DEFAULT_DEMO_SEED = 20260;

export type DemoSize = 'small' | 'default' | 'large' | { shops: number; products: number };

export const DEMO_SIZES = {
  small: { shops: 8, products: 300 },
  default: { shops: 60, products: 6000 },
  large: { shops: 150, products: 30000 },
} as const;

export interface DemoProgress {
  phase: 'generate' | 'import';
  done: number;
  total: number;
  label: string;
}

export interface DemoShop {
  slug: string;
  name: string;
  url: string;
  paid: boolean;
  format: 'heureka' | 'google';
  /** Shows inflated "old" prices; its discounts must come out unverified. */
  fakeDiscounts: boolean;
}

/** What a deliberate near-duplicate changes against the product it copies; everything else in its title is the same. */
export type NearDuplicateKind = 'size' | 'seats' | 'width' | 'colour' | 'model';

/**
 * The truth behind the demo feeds, written to `{dir}/labels.json`: the product plan every offer belongs to,
 * and the deliberate near-duplicates (different products whose titles differ in one detail only).
 */
export interface DemoLabels {
  /** `{shop slug}/{item id}` → product key (`p00042`); item ids are the same in every snapshot. */
  offers: Record<string, string>;
  nearDuplicates: { products: [string, string]; differs: NearDuplicateKind }[];
}

/** Written to `{dir}/generated.json` last, so its presence means a complete generation. */
export interface DemoStamp {
  generator: number;
  seed: number;
  shops: number;
  products: number;
  variants: number;
  images: number;
}

export interface GenerateDemoFeedsOptions {
  dir: string;
  size: DemoSize;
  seed?: number;
  onProgress?: (progress: DemoProgress) => void;
}

export function resolveDemoSize(size: DemoSize): { shops: number; products: number } {
  if (typeof size !== 'string') {
    if (!Number.isInteger(size.shops) || !Number.isInteger(size.products) || size.shops < 1 || size.products < 1) {
      throw new Error(`Invalid demo size ${JSON.stringify(size)}: shops and products must be positive integers`);
    }
    return size;
  }
  return DEMO_SIZES[size];
}

const SIDES = ['ляв', 'десен'];
const MODEL_SUFFIXES = ['', '', '', '', ' Плюс', ' Лукс', ' Комфорт', ' II', ' Нова', ' Премиум'];
const SUITABLE: Readonly<Record<Gender, string>> = { m: 'подходящ', f: 'подходяща', n: 'подходящо' };
const DEPARTMENT_ROOMS: Readonly<Record<string, string>> = {
  mebeli: 'всяка стая',
  matratsi: 'спалнята',
  osvetlenie: 'всяка стая',
  kilimi: 'хола и спалнята',
  tekstil: 'спалнята',
  dekoratsia: 'хола',
  kuhnya: 'кухнята',
  banya: 'банята',
  'detsko-obzavezhdane': 'детската стая',
  gradina: 'градината и терасата',
  ofis: 'офиса',
  sahranenie: 'всеки дом',
};

/** Taxonomy leaves joined with their demo specs. */
function demoLeaves(): Leaf[] {
  const flat = flattenTaxonomy();
  const bySlug = new Map(flat.map((c) => [c.slug, c]));
  const rootOf = (slug: string): string => {
    const category = bySlug.get(slug);
    return category?.parentSlug ? rootOf(category.parentSlug) : slug;
  };
  const specs = new Map(LEAF_SPECS.map((s) => [s.leaf, s]));
  return flat
    .filter((c) => c.isLeaf)
    .map((c) => {
      const leafSpec = specs.get(c.name);
      if (!leafSpec) throw new Error(`No demo spec for the category "${c.longName}"`);
      return { ...leafSpec, longName: c.longName, department: rootOf(c.slug) };
    });
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const span = (rng: Random, [min, max]: readonly [number, number]) => roundTo(rng.float(min, max), max >= 300 ? 10 : 5);
const fixed = (value: number): readonly [number, number] => [value, value];
function planDimensions(leaf: Leaf, size: SizeChoice | null, rng: Random): Dimensions {
  const isBed = leaf.shape === 'bed' || leaf.shape === 'bunkbed';
  let width = leaf.w ? fixed(span(rng, leaf.w)) : null;
  let depth = leaf.d ? fixed(span(rng, leaf.d)) : null;
  let diameter = leaf.dia ? fixed(span(rng, leaf.dia)) : null;
  let height = leaf.h ? fixed(span(rng, leaf.h)) : null;
  if (size?.w !== undefined && size.d !== undefined) {
    width = fixed(isBed ? size.w + roundTo(rng.float(40, 120), 10) : size.w);
    depth = fixed(isBed ? size.d + roundTo(rng.float(60, 160), 10) : size.d);
  }
  if (size?.dia !== undefined) diameter = fixed(size.dia);
  if (leaf.extendable && width) width = [width[0], width[0] + roundTo(rng.float(400, 800), 100)];
  if (leaf.adjustable && leaf.h) height = [roundTo(leaf.h[0], 10), roundTo(leaf.h[1], 10)];
  return { width, height, depth, diameter };
}

function ean13(counter: number): string {
  const body = `380${String((counter * 7919 + 104729) % 1_000_000_000).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

const SEATS_PARAM = PARAM_CHOICES.seats[0];
/** Share of products that are deliberate near-duplicates of an earlier product of their category. */
const NEAR_DUPLICATE_SHARE = 0.12;
/** Near-duplicates a product gets at most. */
const FAMILY_MEMBERS = 2;

/** The kinds of near-duplicate that `base` (with its near-duplicates so far, `family`) can still get. */
function nearDuplicateKinds(base: ProductPlan, family: readonly ProductPlan[]): NearDuplicateKind[] {
  const { leaf } = base;
  const kinds: NearDuplicateKind[] = ['model'];
  const colours = new Set(family.flatMap((p) => p.colours.map((c) => c.colour.code)));
  if (LOOKS[leaf.look].palette.some((k) => !colours.has(COLOURS[k].code))) kinds.push('colour');
  if (leaf.sizes && SIZES[leaf.sizes].some((choice) => !family.some((p) => p.size?.label === choice.label))) kinds.push('size');
  else if (!leaf.sizes && base.dimensions.width && !leaf.extendable) kinds.push('width');
  if (base.seats !== null && PARAM_CHOICES.seats[1].some((value) => !family.some((p) => p.seats === value))) kinds.push('seats');
  return kinds;
}

/** Random model names drawn for a product before it gets a numbered one: a catalogue of a million runs out of name pairs in popular categories. */
const MODEL_NAME_DRAWS = 50;

/** A model name not yet taken: `first`, else a random one (up to MODEL_NAME_DRAWS in all), else the last of those numbered from 2. */
export function freeModelName(options: { first: string; isTaken: (name: string) => boolean; randomName: () => string }): string {
  let name = options.first;
  for (let draws = 1; options.isTaken(name) && draws < MODEL_NAME_DRAWS; draws++) name = options.randomName();
  const drawn = name;
  for (let number = 2; options.isTaken(name); number++) name = `${drawn} ${number}`;
  return name;
}

/**
 * One product of the demo catalogue. A manufacturer names its products in a category distinctly (`models`
 * holds the names taken), except in a series: a near-duplicate copies the brand, model name, side, size,
 * seats, width and colour of `series.base` and changes exactly one of them.
 */
function planProduct(options: {
  index: number;
  leaf: Leaf;
  rng: Random;
  eanCounter: { next: number };
  models: Set<string>;
  series: SeriesTraits | null;
}): ProductPlan {
  const { index, leaf, rng, series } = options;
  const base = series?.base ?? null;
  const look = LOOKS[leaf.look];
  const key = `p${String(index + 1).padStart(5, '0')}`;
  let model = `${rng.pick(MODEL_NAMES)}${rng.pick(MODEL_SUFFIXES)}`;
  let brand = rng.pick(look.brands);
  const material = rng.pick(look.materials);
  const style = rng.pick(STYLES);
  let size = leaf.sizes ? rng.pick(SIZES[leaf.sizes]) : null;
  let side = leaf.sides ? rng.pick(SIDES) : null;
  const taken = (name: string) => options.models.has(`${leaf.leaf}/${brand}/${name}`);
  const family = series ? [series.base, ...series.members] : [];
  if (series) {
    const { base: original, differs } = series;
    brand = original.brand;
    model = original.model;
    side = original.side;
    size = original.size;
    if (differs === 'model')
      for (let tries = 0; tries < 100 && taken(model); tries++) model = `${original.model} ${series.rng.int(2, 99) * 10}`;
    if (differs === 'size' && leaf.sizes)
      size = series.rng.pick(SIZES[leaf.sizes].filter((choice) => !family.some((p) => p.size?.label === choice.label)));
  } else {
    model = freeModelName({ first: model, isTaken: taken, randomName: () => `${rng.pick(MODEL_NAMES)}${rng.pick(MODEL_SUFFIXES)}` });
  }
  options.models.add(`${leaf.leaf}/${brand}/${model}`);
  const dimensions = planDimensions(leaf, size, rng);
  if (series?.differs === 'width' && base?.dimensions.width) {
    base.showWidth = true;
    const widths = family.map((p) => p.dimensions.width?.[0]);
    const [from] = base.dimensions.width;
    const choices = [-400, -300, -200, -100, 100, 200, 300, 400]
      .map((step) => from + step)
      .filter((width) => width >= 300 && !widths.includes(width));
    dimensions.width = fixed(series.rng.pick(choices));
  } else if (base?.showWidth && base.dimensions.width) {
    dimensions.width = base.dimensions.width;
  }

  const params = [
    { name: 'Материал', value: material },
    { name: 'Стил', value: style },
  ];
  if (size) params.push({ name: leaf.shape === 'bed' || leaf.shape === 'bunkbed' ? 'Размер на матрака' : 'Размер', value: size.label });
  for (const paramKey of leaf.params ?? []) {
    const [name, values] = PARAM_CHOICES[paramKey];
    if (!params.some((p) => p.name === name)) params.push({ name, value: rng.pick(values) });
  }
  const seatsParam = params.find((p) => p.name === SEATS_PARAM);
  if (seatsParam && base?.seats && series) {
    seatsParam.value =
      series.differs === 'seats'
        ? series.rng.pick(PARAM_CHOICES.seats[1].filter((value) => !family.some((p) => p.seats === value)))
        : base.seats;
  }

  const [min, max] = leaf.price;
  const price = nicePrice((min + (max - min) * rng.next() ** 1.7) * (size?.factor ?? 1));

  const room = leaf.room ?? DEPARTMENT_ROOMS[leaf.department] ?? 'всеки дом';
  const opening = rng.pick([
    `${leaf.noun} ${model} от ${brand} съчетава ${style.toLowerCase()} дизайн и практичност.`,
    `${leaf.noun} ${model} е ${SUITABLE[leaf.gender]} за ${room}.`,
    `Моделът ${model} на ${brand} внася уют и стил в ${room}.`,
  ]);
  const [detail] = rng.sample(sentencesFor(leaf), 1);
  const { width, height, depth } = dimensions;
  const closing =
    rng.chance(0.5) && width && height && depth
      ? `Размери (Ш x В x Д): ${width[0] / 10} x ${height[0] / 10} x ${depth[0] / 10} см.`
      : `Основен материал: ${material.toLowerCase()}.`;
  const description = [opening, detail, rng.chance(0.7) ? closing : null].filter(Boolean).join(' ');

  const palette = look.palette.map((k) => COLOURS[k]);
  const colourCount = rng.chance(0.18) ? rng.int(2, 3) : 1;
  const familyColours = family.flatMap((p) => p.colours.map((c) => c.colour));
  const chosen = !base
    ? rng.sample(palette, colourCount)
    : series?.differs === 'colour'
      ? [series.rng.pick(palette.filter((colour) => !familyColours.includes(colour)))]
      : base.colours.slice(0, 1).map((c) => c.colour);
  const hasEan = rng.chance(0.7);
  const hasMpn = rng.chance(0.9);
  const brandCode = slugify(brand).replace(/-/g, '').slice(0, 3).toUpperCase();
  const modelCode = `${slugify(model).replace(/-/g, '').slice(0, 3).toUpperCase()}${String(index + 1).padStart(5, '0')}`;
  const colours = chosen.map((colour) => {
    const imageCount = 1 + rng.weightedIndex([20, 35, 30, 15]);
    return {
      colour,
      ean: hasEan ? ean13(options.eanCounter.next++) : null,
      mpn: hasMpn ? `${brandCode}-${modelCode}-${colour.code}` : null,
      images: Array.from({ length: imageCount }, (_, n) => `${key}-${colour.code.toLowerCase()}-${n + 1}.svg`),
      priceFactor: rng.chance(0.3) ? rng.float(1, 1.06) : 1,
    };
  });
  return {
    key,
    leaf,
    model,
    brand,
    material,
    style,
    size,
    side,
    dimensions,
    params,
    price,
    description,
    colours,
    seats: seatsParam?.value ?? null,
    showWidth: series?.differs === 'width' || base?.showWidth === true,
  };
}

function planOffer(options: {
  product: ProductPlan;
  colour: number;
  groupId: string | null;
  shop: ShopPlan;
  rng: Random;
  historyRng: Random;
}): Offer {
  const { product, rng, shop } = options;
  const factor = product.colours[options.colour]?.priceFactor ?? 1;
  const price = nicePrice((product.price / 100) * factor * rng.float(0.93, 1.07));
  let voucher: Offer['voucher'] = null;
  if (rng.chance(0.1)) {
    const percent = rng.chance(0.6) || price < 10000;
    const value = percent ? rng.pick([5, 10, 15]) : rng.pick([10, 20, 50].filter((v) => v * 500 <= price));
    const code = `${shop.code}${rng.pick(['PROMO', 'UYUT', 'DOM', 'SALE'])}${value}`;
    voucher = percent
      ? { code, value: `${value}%`, description: `${value}% отстъпка с код ${code}` }
      : { code, value: `${value}.00`, description: `Отстъпка ${value} лв. при поръчка с код ${code}` };
  }
  const inStock = rng.chance(0.4);
  const deliveryDays = inStock ? 0 : Math.min(14, Math.max(1, shop.speed + rng.weightedIndex([6, 5, 4, 3, 2, 2, 1, 1, 1, 1]) + 1));
  const free = rng.chance(0.35);
  const base = product.leaf.bulky ? rng.float(29, 119) : rng.float(4.9, 9.9);
  const carriers = rng.sample(CARRIERS, rng.int(1, 2));
  const deliveries = carriers.map((id, i) => {
    const deliveryPrice = free && i === 0 ? 0 : Math.round(base * (1 + i * 0.2)) * 100 - 10;
    return {
      id,
      price: deliveryPrice,
      cod: id === 'VLASTNI_PREPRAVA' && rng.chance(0.5) ? null : deliveryPrice + rng.pick([150, 200, 290]),
    };
  });
  const months = price >= 50_000 && rng.chance(0.5) ? rng.pick([6, 12, 24]) : null;
  return {
    product,
    colour: options.colour,
    groupId: options.groupId,
    price,
    ...priceStory({ price, shop, rng: options.historyRng }),
    installment: months === null ? null : { months, amount: Math.ceil(price / months) },
    voucher,
    deliveryDays,
    deliveries,
    sendEan: rng.chance(0.97) && shop.sendsIdentifiers,
    sendMpn: rng.chance(0.85) && shop.sendsIdentifiers,
    sendManufacturer: rng.chance(0.95),
    images: rng.chance(0.8) ? (product.colours[options.colour]?.images.length ?? 1) : 1,
  };
}

/**
 * Writes deterministic demo data into `dir`: `feeds/{shop}.xml` (Heureka XML or, for about 30% of the shops,
 * Google Merchant XML), the same feeds as they were days before in `history/{days}/{shop}.xml`, `shops.json`,
 * the true product of every offer and the deliberate near-duplicates in `labels.json` (DemoLabels), SVG product
 * pictures in `images/` (the feeds point at them with file:// URLs) and `generated.json` last.
 * The same seed and size always give byte-identical files in the same directory.
 */
export async function generateDemoFeeds(options: GenerateDemoFeedsOptions): Promise<DemoStamp & { shopList: DemoShop[] }> {
  const dir = resolve(options.dir);
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const counts = resolveDemoSize(options.size);
  const feedDir = join(dir, 'feeds');
  const imageDir = join(dir, 'images');
  rmSync(join(dir, 'generated.json'), { force: true });
  rmSync(join(dir, 'labels.json'), { force: true });
  rmSync(feedDir, { recursive: true, force: true });
  rmSync(imageDir, { recursive: true, force: true });
  rmSync(join(dir, 'history'), { recursive: true, force: true });
  mkdirSync(feedDir, { recursive: true });
  for (const days of DEMO_SNAPSHOT_DAYS) if (days > 0) mkdirSync(join(dir, 'history', String(days)), { recursive: true });
  mkdirSync(imageDir, { recursive: true });

  const shops = planShops(counts.shops, Random.derive(seed, 'shops'));
  assignShopHabits(shops, Random.derive(seed, 'shop-habits'));
  const historyRng = Random.derive(seed, 'history');
  const leaves = demoLeaves();
  const total = counts.products + shops.length;
  const report = (done: number, label: string) => options.onProgress?.({ phase: 'generate', done, total, label });

  const rng = Random.derive(seed, 'catalogue');
  const seriesRng = Random.derive(seed, 'series');
  const offersByShop = shops.map(() => [] as Offer[]);
  const eanCounter = { next: 1 };
  const products: ProductPlan[] = [];
  const models = new Set<string>();
  /** Products that are no near-duplicate themselves, per category, with their near-duplicates: those with fewer than FAMILY_MEMBERS, in the order they came. */
  const openFamilies = new Map<string, { base: ProductPlan; members: ProductPlan[] }[]>();
  const nearDuplicates: DemoLabels['nearDuplicates'] = [];
  let images = 0;
  for (let index = 0; index < counts.products; index++) {
    const leaf = leaves[rng.weightedIndex(leaves.map((l) => l.weight))] as Leaf;
    const open = openFamilies.get(leaf.leaf) ?? [];
    const family = seriesRng.chance(NEAR_DUPLICATE_SHARE) && open.length > 0 ? seriesRng.pick(open) : null;
    const kinds = family ? nearDuplicateKinds(family.base, [family.base, ...family.members]) : [];
    const series = family && kinds.length > 0 ? { ...family, differs: seriesRng.pick(kinds), rng: seriesRng } : null;
    const product = planProduct({ index, leaf, rng, eanCounter, models, series });
    products.push(product);
    if (family && series) {
      family.members.push(product);
      if (family.members.length === FAMILY_MEMBERS) open.splice(open.indexOf(family), 1);
      nearDuplicates.push({ products: [family.base.key, product.key], differs: series.differs });
    } else if (open.length > 0) {
      open.push({ base: product, members: [] });
    } else {
      openFamilies.set(leaf.leaf, [{ base: product, members: [] }]);
    }
    const eligible = shops
      .map((shop, i) => ({ shop, i }))
      .filter(({ shop }) => shop.departments === 'all' || shop.departments.has(leaf.department));
    const sellers = rng.sample(
      eligible.length > 0 ? eligible : shops.map((shop, i) => ({ shop, i })),
      1 + rng.weightedIndex([42, 27, 16, 9, 6]),
      (s) => s.shop.weight,
    );
    for (const { shop, i } of sellers) {
      const all = product.colours.map((_, c) => c);
      const offered = all.length > 1 && rng.chance(0.3) ? rng.sample(all, rng.int(1, all.length - 1)).sort() : all;
      const groupId = offered.length > 1 ? `${shop.code}-G${product.key.slice(1)}` : null;
      for (const colour of offered) offersByShop[i]?.push(planOffer({ product, colour, groupId, shop, rng, historyRng }));
    }
    for (const colour of product.colours) {
      colour.images.forEach((file, n) => {
        const { svg } = drawProductImage({
          shape: leaf.shape,
          hex: colour.colour.hex,
          seedKey: `${product.key}-${colour.colour.code}`,
          index: n,
          seed,
        });
        writeFileSync(join(imageDir, file), svg);
        images++;
      });
    }
    if ((index + 1) % 100 === 0 || index + 1 === counts.products) report(index + 1, 'products');
  }

  shops.forEach((shop, i) => {
    const offers = offersByShop[i];
    if (!offers || offers.length > 0 || products.length === 0) return;
    const own = products.filter((p) => shop.departments === 'all' || shop.departments.has(p.leaf.department));
    const product = rng.pick(own.length > 0 ? own : products);
    offers.push(planOffer({ product, colour: 0, groupId: null, shop, rng, historyRng }));
  });

  let variants = 0;
  const labels: DemoLabels = { offers: {}, nearDuplicates };
  shops.forEach((shop, i) => {
    const frame = FEED_FRAMES[shop.format];
    const itemId = (n: number) => `${shop.code}-${String(n + 1).padStart(6, '0')}`;
    (offersByShop[i] ?? []).forEach((offer, n) => (labels.offers[`${shop.slug}/${itemId(n)}`] = offer.product.key));
    DEMO_SNAPSHOT_DAYS.forEach((days, snapshot) => {
      const writer = new FeedWriter(demoFeedPath({ dir, slug: shop.slug, days }));
      writer.write(frame.head);
      (offersByShop[i] ?? []).forEach((offer, n) => {
        if (offer.prices[snapshot] === null) return;
        writer.write(frame.item({ offer, shop, itemId: itemId(n), imageDir, snapshot }));
      });
      writer.write(frame.tail);
      writer.close();
    });
    variants += offersByShop[i]?.length ?? 0;
    report(counts.products + i + 1, shop.name);
  });

  const shopList: DemoShop[] = shops.map(({ slug, name, url, paid, format, fakeDiscounts }) => ({
    slug,
    name,
    url,
    paid,
    format,
    fakeDiscounts,
  }));
  writeFileSync(join(dir, 'shops.json'), `${JSON.stringify(shopList, null, 2)}\n`);
  writeFileSync(join(dir, 'labels.json'), `${JSON.stringify(labels)}\n`);
  const stamp: DemoStamp = { generator: DEMO_GENERATOR_VERSION, seed, shops: shops.length, products: counts.products, variants, images };
  writeFileSync(join(dir, 'generated.json'), `${JSON.stringify(stamp, null, 2)}\n`);
  return { ...stamp, shopList };
}

/** Where the demo feed of a shop as of `days` before the seeding time is. */
export function demoFeedPath(location: { dir: string; slug: string; days: number }): string {
  return location.days === 0
    ? join(location.dir, 'feeds', `${location.slug}.xml`)
    : join(location.dir, 'history', String(location.days), `${location.slug}.xml`);
}
