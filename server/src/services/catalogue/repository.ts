import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database';
import { CATALOGUE_VERSION, readMeta } from '../../db/meta';
import type { Category } from '../../db/schema';

function variantQuery(db: Db) {
  return db.selectFrom('variants as v').innerJoin('products as p', 'p.id', 'v.product_id');
}

const variantColumns = [
  'v.id',
  'v.product_id',
  'p.slug as product_slug',
  'v.name',
  'v.description',
  'v.slug',
  'v.url',
  'v.price',
  'v.price_before_discount',
  'v.currency',
  'v.voucher_code',
  'v.voucher_value',
  'v.voucher_type',
  'v.delivery_price',
  'v.delivery_days',
  'v.in_stock',
  'v.active',
  'v.installment_months',
  'v.installment_amount',
  'v.cooling_off_days',
  'v.condition',
  'v.params',
  'v.width_from',
  'v.width_to',
  'v.height_from',
  'v.height_to',
  'v.depth_from',
  'v.depth_to',
  'v.diameter_from',
  'v.diameter_to',
  'v.rating',
  'v.reviews_count',
  'v.tier',
  'v.lowest_price_30d',
  'v.discount_verified',
  'v.price_drop_at',
  'v.shop_id',
  'p.category_id',
] as const;

/**
 * A query over a list of ids, built and compiled by Kysely once per list length and executor (that costs more than
 * running it on a page of ids): it is compiled with stand-ins −1, −2, … for the ids (ids are positive), which each run
 * replaces. The server's own handle compiles once; a transaction compiles afresh for itself.
 */
function compiledPerLength<R>(compile: (db: Db, ids: number[]) => CompiledQuery<R>): (db: Db, ids: readonly number[]) => Promise<R[]> {
  const compiledBy = new WeakMap<Db, Map<number, CompiledQuery<R>>>();
  return async (db, ids) => {
    let compiled = compiledBy.get(db);
    if (compiled === undefined) compiledBy.set(db, (compiled = new Map()));
    let query = compiled.get(ids.length);
    if (query === undefined) {
      query = compile(
        db,
        ids.map((_, i) => -(i + 1)),
      );
      compiled.set(ids.length, query);
    }
    const parameters = query.parameters.map((p) => (typeof p === 'number' && p < 0 ? ids[-p - 1]! : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/** A query without parameters, built and compiled once per executor. */
function compiledOnce<R>(compile: (db: Db) => CompiledQuery<R>): (db: Db) => CompiledQuery<R> {
  const compiledBy = new WeakMap<Db, CompiledQuery<R>>();
  return (db) => {
    let query = compiledBy.get(db);
    if (query === undefined) compiledBy.set(db, (query = compile(db)));
    return query;
  };
}

/* Read on every listing request: built and compiled once, so each read is only the database round trip. */
const catalogueStateQuery = compiledOnce((db) =>
  db
    .selectNoFrom((eb) => [
      eb.selectFrom('meta').select('value').where('key', '=', CATALOGUE_VERSION).as('version'),
      eb
        .selectFrom('catalogue_changes')
        .select((c) => c.fn.max('id').as('id'))
        .as('lastChange'),
    ])
    .compile(),
);

const variantRows = compiledPerLength((db, ids) => variantQuery(db).select(variantColumns).where('v.id', 'in', ids).compile());
const imageRows = compiledPerLength((db, ids) =>
  db
    .selectFrom('variant_images')
    .select(['variant_id', 'image_id'])
    .where('variant_id', 'in', ids)
    .orderBy('variant_id')
    .orderBy('position')
    .compile(),
);
const shopRows = compiledPerLength((db, ids) =>
  db.selectFrom('shops').select(['id', 'name', 'slug', 'paid']).where('id', 'in', ids).compile(),
);
const categoryRows = compiledPerLength((db, ids) =>
  db.selectFrom('categories').select(['id', 'name', 'long_name', 'slug']).where('id', 'in', ids).compile(),
);
const offerCountRows = compiledPerLength((db, ids) =>
  db
    .selectFrom('variants')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('product_id', 'in', ids)
    .where('active', '=', 1)
    .groupBy('product_id')
    .compile(),
);

/*
 * The catalogue's SQL. Every function takes the executor first: the server's handle, or a transaction (a Kysely
 * `Transaction` is a `Db`), so a caller can read or write in one.
 */

/**
 * What any catalogue change moves, in one read: `key` names the catalogue version and the newest change-log id,
 * `lastChange` is that id.
 */
export async function catalogueState(db: Db): Promise<{ key: string; lastChange: number }> {
  const [row] = (await db.executeQuery(catalogueStateQuery(db))).rows;
  const lastChange = Number(row?.lastChange ?? 0);
  return { key: `${row?.version ?? ''}:${lastChange}`, lastChange };
}

/** Up to `limit` changes after the change id `after`, oldest first, each with its variant's product when it still exists. */
export async function changesAfter(
  db: Db,
  options: { after: number; limit: number },
): Promise<Array<{ id: number; variantId: number; productId: number | null }>> {
  const rows = await db
    .selectFrom('catalogue_changes as c')
    .leftJoin('variants as v', 'v.id', 'c.variant_id')
    .select(['c.id', 'c.variant_id', 'v.product_id'])
    .where('c.id', '>', options.after)
    .orderBy('c.id')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({ id: r.id, variantId: r.variant_id, productId: r.product_id }));
}

/** Shops with at least one active offer, for the build's shop listings. */
export async function eshopsWithOffers(db: Db) {
  return db
    .selectFrom('shops as s')
    .select(['s.id', 's.slug', 's.name'])
    .where((eb) => eb.exists(eb.selectFrom('variants as v').select('v.id').whereRef('v.shop_id', '=', 's.id').where('v.active', '=', 1)))
    .orderBy('s.id')
    .execute();
}

/** Distinct voucher codes of active offers per shop, ordered by shop and code. */
export async function activeVoucherCodes(db: Db) {
  return db
    .selectFrom('variants')
    .select(['shop_id', 'voucher_code'])
    .distinct()
    .where('active', '=', 1)
    .where('voucher_code', 'is not', null)
    .orderBy('shop_id')
    .orderBy('voucher_code')
    .$narrowType<{ voucher_code: string }>()
    .execute();
}

/** The catalogue version (bumped when categories or shops change): what the category tree is rebuilt on. */
export async function catalogueVersion(db: Db): Promise<string | undefined> {
  return readMeta(db, CATALOGUE_VERSION);
}

export async function categories(db: Db): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
}

/** Active variants per category (own products only; the service rolls counts up the tree). */
export async function activeVariantCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('v.active', '=', 1)
    .groupBy('p.category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

/** Variants by id (active or not), in no particular order; unknown ids are left out. */
export async function variantsByIds(db: Db, ids: readonly number[]) {
  return ids.length === 0 ? [] : variantRows(db, ids);
}

export async function variantsOfProducts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return variantQuery(db)
    .select(variantColumns)
    .where('v.product_id', 'in', productIds)
    .orderBy('v.active', 'desc')
    .orderBy('v.price')
    .execute();
}

/** Shops by id, in no particular order; unknown ids are left out. */
export async function shopsByIds(db: Db, ids: readonly number[]) {
  return ids.length === 0 ? [] : shopRows(db, ids);
}

/** Categories by id, in no particular order; unknown ids are left out. */
export async function categoriesByIds(db: Db, ids: readonly number[]) {
  return ids.length === 0 ? [] : categoryRows(db, ids);
}

/** Image ids per variant, in feed order. */
export async function imagesOf(db: Db, variantIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (variantIds.length === 0) return result;
  for (const row of await imageRows(db, variantIds)) result.set(row.variant_id, [...(result.get(row.variant_id) ?? []), row.image_id]);
  return result;
}

/** Active offers per product, for `alternativeOffersCount`. */
export async function activeOfferCounts(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  return new Map((await offerCountRows(db, productIds)).map((r) => [r.product_id, Number(r.n)]));
}

export async function product(db: Db, id: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .select(['p.id', 'p.slug', 'p.name', 'p.description', 'p.category_id', 'p.ean', 'm.name as manufacturer'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** Products that have at least one variant, ordered by id, for keyset paging (`after` = last id seen). */
export async function productsAfter(db: Db, options: { after: number; limit: number }) {
  return db
    .selectFrom('products as p')
    .leftJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
    .select(['p.id', 'p.slug', 'p.name', 'p.description', 'p.category_id', 'p.ean', 'm.name as manufacturer'])
    .where('p.id', '>', options.after)
    .where((eb) => eb.exists(eb.selectFrom('variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id')))
    .orderBy('p.id')
    .limit(options.limit)
    .execute();
}

export async function productOfVariant(db: Db, variantId: number) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.id', 'p.slug'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}

/** One variant row with its product's slug and category: what a card needs besides its shop, category and images. */
export type VariantRow = Awaited<ReturnType<typeof variantsByIds>>[number];
export type ShopRow = Awaited<ReturnType<typeof shopsByIds>>[number];
export type CategoryRow = Awaited<ReturnType<typeof categoriesByIds>>[number];
