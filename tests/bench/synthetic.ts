/**
 * The synthetic catalogue the filtering benchmarks share (research performance_anchors.md §7.1): a seeded 3-level
 * category tree, 300 shops, 5,000 manufacturers and N variants written straight into a migrated SQLite file with
 * bulk inserts, plus the replayable query mix (browse leaf/mid/root, 1–3 filters, root without filters, deep page).
 */
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { Random } from '../../server/src/demo/prng';
import type { FilterIndex } from '../../server/src/index/filter-index';
import { emptyListingQuery, type ListingQuery } from '@uyut/core';

const SEED = 1;
export const NOW = '2026-11-01T10:00:00.000Z';

const PARAMS: Array<[string, number, number]> = [
  ['Цвят', 24, 3],
  ['Материал', 40, 2],
  ['Стил', 12, 1],
  ['Форма', 8, 1],
  ['Брой места', 6, 1],
  ['Покритие', 30, 1],
  ['Серия', 200, 1],
  ['Механизъм', 5, 1],
];

/** Zipf-like index in [0, n): heavy head, long tail. */
const zipf = (r: Random, n: number) => Math.min(n - 1, Math.floor(n * r.next() ** 2.5));

export function generate(options: { file: string; variants: number }): {
  seconds: number;
  leaves: number[];
  mids: number[];
  roots: number[];
} {
  const started = performance.now();
  const sqlite = new SQLite(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const r = new Random(SEED);
  const roots: number[] = [];
  const mids: number[] = [];
  const leaves: number[] = [];
  const insertCategory = sqlite.prepare(
    'INSERT INTO categories (id, parent_id, slug, name, long_name, position, description, menu) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertShop = sqlite.prepare('INSERT INTO shops (id, slug, name, url, paid, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insertManufacturer = sqlite.prepare('INSERT INTO manufacturers (id, slug, name) VALUES (?, ?, ?)');
  const insertProduct = sqlite.prepare(
    'INSERT INTO products (id, slug, name, description, category_id, manufacturer_id, ean, mpn, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)',
  );
  const insertVariant =
    sqlite.prepare(`INSERT INTO variants (id, product_id, shop_id, item_id, name, slug, description, url, price, price_before_discount, currency,
    voucher_code, delivery_price, delivery_days, in_stock, active, installment_months, params, width_from, width_to, height_from, height_to, depth_from, depth_to,
    rating, reviews_count, content_hash, created_at, updated_at, discount_verified)
    VALUES (?, ?, ?, ?, ?, ?, '', '', ?, ?, 'BGN', ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`);
  sqlite.transaction(() => {
    let id = 1;
    for (let a = 0; a < 15; a++) {
      const root = id++;
      roots.push(root);
      insertCategory.run(root, null, `root-${a}`, `Отдел ${a}`, `Отдел ${a}`, a, `Описание на отдел ${a}`, 'primary');
      for (let b = 0; b < 10; b++) {
        const mid = id++;
        mids.push(mid);
        insertCategory.run(mid, root, `mid-${a}-${b}`, `Група ${a}.${b}`, `Отдел ${a} | Група ${a}.${b}`, b, null, null);
        for (let c = 0; c < 10; c++) {
          const leaf = id++;
          leaves.push(leaf);
          insertCategory.run(
            leaf,
            mid,
            `leaf-${a}-${b}-${c}`,
            `Вид ${a}.${b}.${c}`,
            `Отдел ${a} | Група ${a}.${b} | Вид ${a}.${b}.${c}`,
            c,
            null,
            null,
          );
        }
      }
    }
    for (let s = 1; s <= 300; s++) insertShop.run(s, `shop-${s}`, `Магазин ${s}`, 'https://shop.example', s % 3 === 0 ? 1 : 0, NOW);
    for (let m = 1; m <= 5000; m++) insertManufacturer.run(m, `brand-${m}`, `Марка ${m}`);
    const products = Math.ceil(options.variants / 3);
    const productCategory = new Int32Array(products + 1);
    for (let p = 1; p <= products; p++) {
      productCategory[p] = leaves[zipf(r, leaves.length)]!;
      insertProduct.run(p, `product-${p}`, `Продукт ${p}`, '', productCategory[p], r.chance(0.1) ? null : 1 + zipf(r, 5000), NOW, NOW);
    }
    for (let v = 1; v <= options.variants; v++) {
      const product = 1 + ((v * 2654435761) % products);
      const price = Math.round(
        Math.min(2_000_000, Math.max(500, Math.exp(r.float(Math.log(500), Math.log(2_000_000)) * 0.6 + Math.log(20000) * 0.4))),
      );
      const discounted = r.chance(0.3);
      const params = PARAMS.flatMap(([name, values, most]) =>
        r.chance(0.8) ? Array.from({ length: r.int(1, most) }, () => ({ name, value: `${name} ${zipf(r, values)}` })) : [],
      );
      const width = r.chance(0.7) ? r.int(20, 300) * 10 : null;
      insertVariant.run(
        v,
        product,
        1 + zipf(r, 300),
        `item-${v}`,
        `Вариант ${v}`,
        `variant-${v}`,
        price,
        discounted ? Math.round(price * r.float(1.05, 1.6)) : null,
        r.chance(0.1) ? 'UYUT10' : null,
        r.chance(0.3) ? 0 : 499,
        r.chance(0.2) ? null : r.int(0, 14),
        r.chance(0.8) ? 1 : 0,
        r.chance(0.2) ? 12 : null,
        JSON.stringify(params),
        width,
        width,
        r.chance(0.6) ? r.int(30, 220) * 10 : null,
        null,
        r.chance(0.6) ? r.int(30, 120) * 10 : null,
        null,
        r.chance(0.3) ? null : r.int(10, 50) / 10,
        zipf(r, 500),
        new Date(Date.parse(NOW) - r.int(0, 365) * 86_400_000).toISOString(),
        NOW,
        discounted && r.chance(0.5) ? 1 : 0,
      );
    }
  })();
  sqlite.close();
  return { seconds: (performance.now() - started) / 1000, leaves, mids, roots };
}

export type Tree = ReturnType<typeof generate>;

export function queryMix(options: { index: FilterIndex; tree: Tree; count: number }): ListingQuery[] {
  const r = new Random(SEED + 1);
  const { index, tree } = options;
  const slug = (id: number) => index.categories.get(id)!.slug;
  const paramValues = (name: string) => {
    const param = index.params.findIndex((p) => p.name === name);
    return index.values.filter((v) => v.param === param).map((v) => [index.params[param]!.slug, v.slug] as const);
  };
  const colours = paramValues('Цвят');
  const materials = paramValues('Материал');
  return Array.from({ length: options.count }, (): ListingQuery => {
    const kind = r.next();
    if (kind < 0.03)
      return {
        ...emptyListingQuery({ kind: 'category', categorySlug: null }),
        sort: r.chance(0.5) ? 'cheapest' : 'relevance',
        page: r.chance(0.3) ? 50 : 1,
      };
    const roll = r.next();
    const category = roll < 0.6 ? r.pick(tree.leaves.slice(0, 300)) : roll < 0.9 ? r.pick(tree.mids) : r.pick(tree.roots);
    const query = emptyListingQuery({ kind: 'category', categorySlug: slug(category) });
    if (kind < 0.4) return query;
    const filters = r.int(1, 3);
    for (let f = 0; f < filters; f++) {
      const which = r.int(0, 5);
      if (which === 0) {
        const [name, value] = r.pick(colours.slice(0, 12));
        (query.params[name] ??= []).push(value);
      } else if (which === 1) {
        const [name, value] = r.pick(materials.slice(0, 12));
        (query.params[name] ??= []).push(value);
      } else if (which === 2) query.manufacturers.push(`brand-${1 + Math.floor(r.next() ** 2 * 200)}`);
      else if (which === 3) query.shops.push(`shop-${1 + Math.floor(r.next() ** 2 * 60)}`);
      else if (which === 4) query.price = { from: r.int(1, 10) * 20, to: r.int(11, 60) * 50 };
      else query.features.push(r.pick(['free-shipping', 'in-stock', 'discount'] as const));
    }
    if (r.chance(0.1)) query.dimensions = { width: { from: r.int(5, 100), to: null } };
    if (r.chance(0.2)) query.sort = r.pick(['cheapest', 'expensive', 'newest', 'rating'] as const);
    return query;
  });
}
