import { convertMinor, type CurrencyCode, DEFAULT_PRIMARY_CURRENCY } from '@uyut/core';
import type { Db } from '../db/database';
import type { CampaignRule, CampaignTag, PromoCandidate } from '../catalogue/campaigns';
import { qualifies } from '../catalogue/campaigns';
import { runningCampaigns } from '../catalogue/campaigns-registry';
import { lastChangeId, readChangesAfter } from '../catalogue/change-log';
import { verifiedDiscount } from '../catalogue/pricing';
import { FilterIndex } from './filter-index';
import { BASE_FLAGS, FEATURE_BITS, type IndexedVariant } from './types';
import { parseParams } from '../catalogue/params';

const CHUNK = 20_000;
const FAST_DELIVERY_DAYS = 3;
/** Params that mark an eco product (the /eco listing): name or value mentions eco, FSC, organic or recycled. */
const ECO = /еко|eco|fsc|органич|рецикл/i;

function variantRows(db: Db) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.product_id',
      'p.category_id',
      'p.manufacturer_id',
      'v.shop_id',
      'v.active',
      'v.price',
      'v.currency',
      'v.price_before_discount',
      'v.voucher_code',
      'v.delivery_price',
      'v.delivery_days',
      'v.in_stock',
      'v.installment_months',
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
      'v.created_at',
      'v.discount_verified',
      'v.price_drop_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof variantRows>['execute']>>[number];

const TAG_FLAGS: Readonly<Record<CampaignTag, number>> = { blackFriday: BASE_FLAGS.blackFriday, gardenSales: BASE_FLAGS.gardenSeason };
/** The base flags campaigns set (the /products/black-friday and /products/garden-season listings). */
export const PROMO_FLAGS = BASE_FLAGS.blackFriday | BASE_FLAGS.gardenSeason;

/** The promo flags of the running campaigns `campaigns` that the offer qualifies for. */
export function promoFlags(campaigns: readonly CampaignRule[], offer: PromoCandidate): number {
  let flags = 0;
  for (const campaign of campaigns) if (qualifies(campaign, offer)) flags |= TAG_FLAGS[campaign.tag];
  return flags;
}

/** What an index is built for: the campaigns running now, and the primary currency its prices are compared in. */
export interface IndexContext {
  campaigns?: readonly CampaignRule[];
  currency?: CurrencyCode;
}

/** A database row as the index stores it: its price in minor units of the primary currency (spec §9 fixed rate). */
export function toIndexedVariant(row: Row, context: IndexContext = {}): IndexedVariant {
  const { campaigns = [], currency = DEFAULT_PRIMARY_CURRENCY } = context;
  /* The importer keeps BGN and EUR offers only; a price in any other currency is indexed as it is. */
  const price = convertMinor({ amount: row.price, from: row.currency, to: currency }) ?? row.price;
  const discount =
    verifiedDiscount({ price: row.price, priceBeforeDiscount: row.price_before_discount, discountVerified: row.discount_verified === 1 })
      ?.percent ?? 0;
  const params = parseParams(row.params);
  let flags = 0;
  if (row.delivery_price === 0) flags |= 1 << FEATURE_BITS.freeShipping;
  if (row.in_stock === 1) flags |= 1 << FEATURE_BITS.inStock;
  if (row.voucher_code) flags |= 1 << FEATURE_BITS.voucher;
  if (discount > 0) flags |= 1 << FEATURE_BITS.discount;
  if ((row.installment_months ?? 0) > 0) flags |= 1 << FEATURE_BITS.installments;
  if (row.delivery_days !== null && row.delivery_days <= FAST_DELIVERY_DAYS) flags |= 1 << FEATURE_BITS.fastDelivery;
  if (discount > 0) flags |= BASE_FLAGS.verifiedDiscount;
  if (params.some((p) => ECO.test(p.name) || ECO.test(p.value))) flags |= BASE_FLAGS.eco;
  flags |= promoFlags(campaigns, {
    shopId: row.shop_id,
    categoryId: row.category_id,
    active: row.active === 1,
    verifiedDiscount: (flags & BASE_FLAGS.verifiedDiscount) !== 0,
  });
  return {
    id: row.id,
    productId: row.product_id,
    categoryId: row.category_id,
    manufacturerId: row.manufacturer_id,
    shopId: row.shop_id,
    active: row.active === 1,
    price,
    discount,
    flags,
    deliveryDays: row.delivery_days,
    voucherCode: row.voucher_code,
    params,
    dimensions: [
      [row.width_from, row.width_to],
      [row.height_from, row.height_to],
      [row.depth_from, row.depth_to],
      [row.diameter_from, row.diameter_to],
    ],
    rating: row.rating,
    reviewsCount: row.reviews_count,
    createdAt: Date.parse(row.created_at) || 0,
    priceDropAt: row.price_drop_at === null ? null : Date.parse(row.price_drop_at) || null,
  };
}

async function loadDictionaries(db: Db, index: FilterIndex): Promise<void> {
  const [shops, manufacturers] = await Promise.all([
    db.selectFrom('shops').select(['id', 'slug', 'name']).orderBy('id').execute(),
    db.selectFrom('manufacturers').select(['id', 'slug', 'name']).orderBy('id').execute(),
  ]);
  for (const shop of shops) index.addShop(shop);
  for (const manufacturer of manufacturers) index.addManufacturer(manufacturer);
}

/** Builds the index of every active variant from the database, tagged for the running `campaigns`. */
export async function buildFilterIndex(db: Db, context: IndexContext = {}): Promise<FilterIndex> {
  const [categories, count] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'slug', 'name', 'description', 'menu'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('active', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  const index = new FilterIndex({
    categories: categories.map((c) => ({
      id: c.id,
      parentId: c.parent_id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      menu: c.menu,
    })),
    capacity: Number(count.n),
    currency: context.currency,
  });
  await loadDictionaries(db, index);
  for (let after = 0; ;) {
    const rows = await variantRows(db).where('v.id', '>', after).where('v.active', '=', 1).orderBy('v.id').limit(CHUNK).execute();
    for (const row of rows) index.upsert(toIndexedVariant(row, context));
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  index.sortByCategory();
  index.settle();
  return index;
}

export interface CatalogueIndex {
  /** The current index, built on first use (and replaced whole after a rebuild). */
  current(): Promise<FilterIndex>;
  /** One offer as the index reads it, listed or not (the index holds active offers only); undefined when unknown. */
  variant(id: number): Promise<IndexedVariant | undefined>;
  /** The campaigns the index is tagged for: those running at its last refresh (cards take their tags from them too). */
  campaigns(): Promise<readonly CampaignRule[]>;
  /**
   * Applies the change log since the last refresh and the campaigns that started, ended or changed their shops
   * since; answers how many variants it re-read.
   */
  refresh(): Promise<number>;
  /** Polls `refresh` every `intervalMs` until `stop`. */
  start(options: { intervalMs: number; onError: (error: unknown) => void }): void;
  stop(): void;
}

/** Share of retired rows past which a refresh rebuilds the index instead of growing the tail. */
const REBUILD_RATIO = 0.25;

/** What decides the promo flags of the running campaigns; equal keys tag every offer the same. */
function campaignsKey(campaigns: readonly CampaignRule[]): string {
  const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);
  return JSON.stringify(
    campaigns.map((c) => [c.tag, c.requiresVerifiedDiscount, sorted(c.shopIds), c.categoryIds && sorted(c.categoryIds)]),
  );
}

/**
 * The index of the catalogue, built lazily and kept up to date from the change log (catalogue/change-log.ts).
 * Every refresh also reads the campaigns running at `now` (a few rows): when one started or ended, or a shop
 * joined or left, the promo flags of every row are recomputed in memory.
 */
export function createCatalogueIndex(db: Db, options: { now?: () => Date; currency?: CurrencyCode } = {}): CatalogueIndex {
  const now = options.now ?? (() => new Date());
  const currency = options.currency ?? DEFAULT_PRIMARY_CURRENCY;
  let campaigns: CampaignRule[] = [];
  let appliedCampaigns = campaignsKey(campaigns);
  let after = 0;
  let index: FilterIndex | undefined;
  let built: Promise<FilterIndex> | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  /** The index once built: the first call builds it, later calls answer the latest (after any rebuild). */
  async function ensure(): Promise<FilterIndex> {
    built ??= rebuild().then(() => index!);
    try {
      await built;
    } catch (error) {
      built = undefined;
      throw error;
    }
    return index!;
  }

  async function rebuild(): Promise<void> {
    const from = await lastChangeId(db);
    campaigns = await runningCampaigns(db, now());
    index = await buildFilterIndex(db, { campaigns, currency });
    appliedCampaigns = campaignsKey(campaigns);
    after = from;
  }

  /** Takes the campaigns running now; re-tags every row when they tag offers differently from those applied. */
  async function applyCampaigns(current: FilterIndex): Promise<void> {
    const running = await runningCampaigns(db, now());
    campaigns = running;
    const key = campaignsKey(running);
    if (key === appliedCampaigns) return;
    current.retag({
      mask: PROMO_FLAGS,
      flagsOf: (row) => promoFlags(running, { ...row, active: true, verifiedDiscount: (row.flags & BASE_FLAGS.verifiedDiscount) !== 0 }),
    });
    appliedCampaigns = key;
  }

  async function applyChanges(): Promise<number> {
    let applied = 0;
    let current = await ensure();
    await applyCampaigns(current);
    for (;;) {
      const batch = await readChangesAfter(db, { after });
      if (batch.lastId === after) return applied;
      const ids = batch.variantIds;
      const rows: Row[] = [];
      for (let i = 0; i < ids.length; i += 500)
        rows.push(
          ...(await variantRows(db)
            .where('v.id', 'in', ids.slice(i, i + 500))
            .execute()),
        );
      if (rows.some((r) => !current.hasCategory(r.category_id))) {
        await rebuild();
        return applied + ids.length;
      }
      if (
        rows.some(
          (r) => !current.shops.byId.has(r.shop_id) || (r.manufacturer_id !== null && !current.manufacturers.byId.has(r.manufacturer_id)),
        )
      ) {
        await loadDictionaries(db, current);
      }
      const found = new Set(rows.map((r) => r.id));
      for (const id of ids) if (!found.has(id)) current.remove(id);
      for (const row of rows) current.upsert(toIndexedVariant(row, { campaigns, currency }));
      current.settle();
      applied += ids.length;
      after = batch.lastId;
      if (current.retired > current.rows * REBUILD_RATIO) {
        await rebuild();
        current = await ensure();
      }
    }
  }

  function refresh(): Promise<number> {
    running = running.catch(() => 0).then(applyChanges);
    return running;
  }

  return {
    current: ensure,
    async variant(id) {
      const row = await variantRows(db).where('v.id', '=', id).executeTakeFirst();
      return row && toIndexedVariant(row, { campaigns, currency });
    },
    async campaigns() {
      await ensure();
      return campaigns;
    },
    refresh,
    start(options) {
      timer = setInterval(() => {
        refresh().catch(options.onError);
      }, options.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
