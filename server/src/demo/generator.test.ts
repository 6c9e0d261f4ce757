import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenTaxonomy } from '../catalogue/taxonomy';
import type { FeedItem } from '../feeds/feed-format';
import { detectFeedFormat } from '../feeds/detect-format';
import { FEED_FORMATS } from '../feeds/formats';
import { hasValidGtinCheckDigit } from '../feeds/values';
import { COLOUR_HEX, LEAF_SPECS } from './demo-data';
import { DEMO_SNAPSHOT_DAYS } from './demo-prices';
import { type DemoLabels, type DemoShop, demoFeedPath, freeModelName, generateDemoFeeds } from './generator';
import { Random } from './prng';
import { drawProductImage } from './svg-images';

function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const sub of ['feeds', 'images', ...DEMO_SNAPSHOT_DAYS.filter((d) => d > 0).map((d) => `history/${d}`)]) {
    for (const name of readdirSync(join(dir, sub))) files.set(`${sub}/${name}`, readFileSync(join(dir, sub, name)));
  }
  files.set('shops.json', readFileSync(join(dir, 'shops.json')));
  files.set('labels.json', readFileSync(join(dir, 'labels.json')));
  return files;
}

/** Every item of the feeds in `feeds/` (or `history/{days}/`), each parsed in its detected format. */
async function parseAll(dir: string, days = 0) {
  const items: { shop: string; item: FeedItem; format: string }[] = [];
  const failures: unknown[] = [];
  const warnings: string[] = [];
  for (const file of readdirSync(join(dir, 'feeds'))) {
    const path = demoFeedPath({ dir, slug: file.replace(/\.xml$/, ''), days });
    const format = detectFeedFormat(path) ?? 'unknown';
    if (format === 'unknown') throw new Error(`Unknown format of ${path}`);
    for await (const record of FEED_FORMATS[format].parse(path, { allowFileUrls: true })) {
      if (record.ok) {
        items.push({ shop: file, item: record.item, format });
        warnings.push(...record.warnings);
      } else {
        failures.push(record);
      }
    }
  }
  return { items, failures, warnings };
}

describe('Random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = new Random(7);
    const b = new Random(7);
    const c = new Random(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('demo data', () => {
  it('has a spec for every taxonomy leaf and nothing else', () => {
    const leaves = flattenTaxonomy()
      .filter((c) => c.isLeaf)
      .map((c) => c.name)
      .sort();
    expect(LEAF_SPECS.map((s) => s.leaf).sort()).toEqual(leaves);
  });

  it('draws distinct images per product and the same image for the same product', () => {
    const draw = (seedKey: string, index = 0) => drawProductImage({ shape: 'sofa', hex: '#8d9094', seedKey, index, seed: 1 }).svg;
    expect(draw('p00001-gr')).toBe(draw('p00001-gr'));
    expect(draw('p00001-gr')).not.toBe(draw('p00002-gr'));
    expect(draw('p00001-gr', 0)).not.toBe(draw('p00001-gr', 1));
    for (const shape of new Set(LEAF_SPECS.map((s) => s.shape))) {
      expect(drawProductImage({ shape, hex: '#123456', seedKey: 'x', index: 0, seed: 1 }).svg).toContain('fill="#123456"');
    }
    expect(drawProductImage({ shape: 'floorlamp', hex: '#2a2a2c', seedKey: 'x', index: 0, seed: 1 })).toMatchObject({
      width: 900,
      height: 1200,
    });
    expect(drawProductImage({ shape: 'rug', hex: '#2a2a2c', seedKey: 'x', index: 0, seed: 1 })).toMatchObject({ width: 1200, height: 900 });
  });
});

describe('freeModelName', () => {
  const names = (...list: string[]) => {
    let next = 0;
    return () => list[next++ % list.length] as string;
  };

  it('keeps the first name when it is free, else draws until one is free', () => {
    expect(freeModelName({ first: 'Верона', isTaken: () => false, randomName: names('Рим') })).toBe('Верона');
    expect(freeModelName({ first: 'Верона', isTaken: (name) => name !== 'Рим', randomName: names('Милано', 'Рим') })).toBe('Рим');
  });

  it('numbers the last drawn name once draws keep hitting taken names, as in a catalogue of a million', () => {
    const taken = new Set(['Верона', 'Рим', 'Рим 2']);
    expect(freeModelName({ first: 'Верона', isTaken: (name) => taken.has(name), randomName: names('Рим') })).toBe('Рим 3');
  });
});

describe('generateDemoFeeds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uyut-demo-'));
  let shops: DemoShop[];
  let parsed: Awaited<ReturnType<typeof parseAll>>;
  let firstRun: Map<string, Buffer>;
  let stamp: Awaited<ReturnType<typeof generateDemoFeeds>>;

  beforeAll(async () => {
    stamp = await generateDemoFeeds({ dir, size: 'small', seed: 11 });
    firstRun = readTree(dir);
    shops = JSON.parse(readFileSync(join(dir, 'shops.json'), 'utf8')) as DemoShop[];
    parsed = await parseAll(dir);
  });

  it('gives byte-identical files for the same seed', async () => {
    await generateDemoFeeds({ dir, size: 'small', seed: 11 });
    const again = readTree(dir);
    expect([...again.keys()].sort()).toEqual([...firstRun.keys()].sort());
    for (const [name, bytes] of firstRun) expect(again.get(name)?.equals(bytes)).toBe(true);
  });

  it('gives different feeds for another seed', async () => {
    const other = mkdtempSync(join(tmpdir(), 'uyut-demo-other-'));
    await generateDemoFeeds({ dir: other, size: 'small', seed: 12 });
    const feed = (root: string) => readFileSync(join(root, 'feeds', 'domart.xml'), 'utf8').replaceAll(root, '');
    expect(feed(other)).not.toBe(feed(dir));
  });

  it('writes the small size within the expected ranges', () => {
    expect(shops).toHaveLength(8);
    expect(readdirSync(join(dir, 'feeds')).sort()).toEqual(shops.map((s) => `${s.slug}.xml`).sort());
    expect(shops[0]).toEqual({
      slug: 'mebeli-viktoria',
      name: 'Мебели Виктория',
      url: 'https://www.mebeli-viktoria.example/',
      paid: expect.any(Boolean),
      format: expect.stringMatching(/^(heureka|google)$/),
      fakeDiscounts: false,
    });
    expect(stamp).toMatchObject({ shops: 8, products: 300, variants: parsed.items.length });
    expect(parsed.items.length).toBeGreaterThanOrEqual(550);
    expect(parsed.items.length).toBeLessThanOrEqual(850);
  });

  it('parses every generated item without errors or warnings', () => {
    expect(parsed.failures).toEqual([]);
    expect(parsed.warnings).toEqual([]);
  });

  it('uses only categories of our taxonomy', () => {
    const longNames = new Set(flattenTaxonomy().map((c) => c.longName.toLowerCase()));
    const leafNames = new Set(flattenTaxonomy().map((c) => c.name.toLowerCase()));
    for (const { item } of parsed.items) {
      const segments = (item.categoryText ?? '').split(/\s*[|>]\s*/);
      const path = segments
        .filter((s) => s !== 'Начало')
        .join(' | ')
        .toLowerCase();
      expect(longNames.has(path) || leafNames.has(path)).toBe(true);
    }
  });

  it('has realistic shares of old prices, vouchers, free delivery, EANs and stock', () => {
    const share = (test: (item: FeedItem) => boolean) => parsed.items.filter(({ item }) => test(item)).length / parsed.items.length;
    expect(share((i) => i.priceBeforeDiscount !== null && i.priceBeforeDiscount > i.price)).toBeGreaterThan(0.2);
    expect(share((i) => i.priceBeforeDiscount !== null)).toBeLessThan(0.4);
    const heurekaShare = (test: (item: FeedItem) => boolean) =>
      parsed.items.filter(({ item, format }) => format === 'heureka' && test(item)).length /
      parsed.items.filter((i) => i.format === 'heureka').length;
    expect(heurekaShare((i) => i.voucher !== null)).toBeGreaterThan(0.04);
    expect(heurekaShare((i) => i.voucher !== null)).toBeLessThan(0.16);
    expect(share((i) => i.deliveries.some((d) => d.price === 0))).toBeGreaterThan(0.25);
    expect(share((i) => i.deliveries.some((d) => d.price === 0))).toBeLessThan(0.45);
    expect(share((i) => i.ean !== null)).toBeGreaterThan(0.55);
    expect(share((i) => i.ean !== null)).toBeLessThan(0.8);
    const heureka = parsed.items.filter((i) => i.format === 'heureka');
    expect(heureka.every(({ item }) => item.deliveryDays !== null && item.deliveryDays >= 0 && item.deliveryDays <= 14)).toBe(true);
    expect(
      parsed.items.filter((i) => i.format === 'google').every(({ item }) => item.deliveryDays === 0 || item.deliveryDays === null),
    ).toBe(true);
    expect(parsed.items.every(({ item }) => item.ean === null || (item.ean.length === 13 && hasValidGtinCheckDigit(item.ean)))).toBe(true);
  });

  it('offers some products in several shops under the same EAN', () => {
    const shopsByEan = new Map<string, Set<string>>();
    for (const { shop, item } of parsed.items) if (item.ean) shopsByEan.set(item.ean, (shopsByEan.get(item.ean) ?? new Set()).add(shop));
    const shared = [...shopsByEan.values()].filter((set) => set.size > 1).length;
    expect(shared).toBeGreaterThan(30);
    expect(Math.max(...[...shopsByEan.values()].map((s) => s.size))).toBeLessThanOrEqual(5);
  });

  it('labels every offer with its true product and lists deliberate near-duplicates of products it offers', () => {
    const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as DemoLabels;
    const offerKey = ({ shop, item }: (typeof parsed.items)[number]) => `${shop.replace(/\.xml$/, '')}/${item.itemId}`;
    expect(Object.keys(labels.offers).sort()).toEqual(parsed.items.map(offerKey).sort());
    const offered = new Set(Object.values(labels.offers));
    expect(labels.nearDuplicates.length).toBeGreaterThan(10);
    for (const { products } of labels.nearDuplicates) {
      expect(products[0]).not.toBe(products[1]);
      expect(offered.has(products[0]) && offered.has(products[1])).toBe(true);
    }
  });

  it('offers some products in several shops without EAN or MPN, under titles that differ', () => {
    const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as DemoLabels;
    const titles = new Map<string, Set<string>>();
    for (const { shop, item } of parsed.items) {
      if (item.ean !== null || item.mpn !== null) continue;
      const product = labels.offers[`${shop.replace(/\.xml$/, '')}/${item.itemId}`] ?? '';
      titles.set(product, (titles.get(product) ?? new Set()).add(item.productName));
    }
    expect([...titles.values()].filter((set) => set.size > 1).length).toBeGreaterThan(5);
  });

  it('groups colour variants of a shop by ITEMGROUP_ID', () => {
    const groups = new Map<string, Set<string>>();
    for (const { shop, item } of parsed.items) {
      if (!item.itemGroupId) continue;
      const key = `${shop}/${item.itemGroupId}`;
      groups.set(key, (groups.get(key) ?? new Set()).add(item.params.find((p) => p.name === 'Цвят')?.value ?? ''));
    }
    expect(groups.size).toBeGreaterThan(5);
    for (const colours of groups.values()) expect(colours.size).toBeGreaterThan(1);
  });

  it('gives every item Bulgarian text, colour, material, style, dimensions and a drawn picture in its colour', () => {
    for (const { item } of parsed.items) {
      const colour = item.params.find((p) => p.name === 'Цвят')?.value;
      expect(colour && COLOUR_HEX[colour]).toBeTruthy();
      expect(item.params.map((p) => p.name)).toEqual(expect.arrayContaining(['Материал', 'Стил']));
      expect(item.description?.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(item.productName).toMatch(/[а-я]/);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      const file = fileURLToPath(item.images[0] ?? '');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`fill="${COLOUR_HEX[colour ?? '']}"`);
    }
    const withDimensions = parsed.items.filter(({ item }) => Object.values(item.dimensions).some(Boolean)).length;
    expect(withDimensions / parsed.items.length).toBeGreaterThan(0.7);
  });

  it('skews products towards popular categories', () => {
    const count = (text: string) => parsed.items.filter(({ item }) => item.categoryText?.endsWith(text)).length;
    expect(count('Ъглови дивани')).toBeGreaterThan(count('Рецепции'));
  });

  it('writes both feed formats, about 30% Google Merchant', () => {
    const google = shops.filter((shop) => shop.format === 'google');
    expect(google.length).toBeGreaterThanOrEqual(1);
    expect(google.length).toBeLessThan(shops.length);
    for (const shop of shops) expect(detectFeedFormat(join(dir, 'feeds', `${shop.slug}.xml`))).toBe(shop.format);
    expect(new Set(parsed.items.map((i) => i.format))).toEqual(new Set(['heureka', 'google']));
  });

  it('writes older snapshots with changed prices, later arrivals, and fake-discount shops with inflated old prices', async () => {
    const oldest = await parseAll(dir, DEMO_SNAPSHOT_DAYS[0]);
    expect(oldest.failures).toEqual([]);
    const before = new Map(oldest.items.map(({ shop, item }) => [`${shop}/${item.itemId}`, item.price]));
    const changed = parsed.items.filter(
      ({ shop, item }) => before.has(`${shop}/${item.itemId}`) && before.get(`${shop}/${item.itemId}`) !== item.price,
    ).length;
    expect(changed / parsed.items.length).toBeGreaterThan(0.15);
    expect(oldest.items.length).toBeLessThan(parsed.items.length);

    const fake = new Set(shops.filter((s) => s.fakeDiscounts).map((s) => `${s.slug}.xml`));
    expect(fake.size).toBe(1);
    const claimed = parsed.items.filter(({ shop, item }) => fake.has(shop) && item.priceBeforeDiscount !== null);
    expect(claimed.length / parsed.items.filter(({ shop }) => fake.has(shop)).length).toBeGreaterThan(0.5);
  });
});
