import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { CategoryResolver } from '../catalogue/category-resolver';
import { recordChanges } from '../catalogue/change-log';
import { isHistoryChange, type PricePoint, priceFacts } from '../catalogue/pricing';
import { type TitleRule, titleKey } from '../catalogue/title-key';
import { bulkInsert, insertIds, LOOKUP_CHUNK, type ParameterStyle, paddedList, selectByList } from '../db/bulk-insert';
import { bumpCatalogueVersion } from '../db/meta';
import type { NewVariant } from '../db/schema';
import { slugify } from '@uyut/core';
import type { FeedItem, ReportFields } from './feed-format';
import { chunks, type ExistingVariant, type Prepared, type Trx } from './import-entry';
import { type ItemProblem, MAX_REPORTED } from './import-report';
import { appendHistory, loadHistory, pointOf, variantValues, writeDeliveries, writeImages } from './import-writes';
import type { ParsedItem } from './parallel-parse';
import { ProductMatcher } from './product-matcher';

/** Everything one import keeps between batches: lookups, matches made so far, counters and the report. */
export class ImportState {
  imported = 0;
  unchanged = 0;
  failed = 0;
  deactivated = 0;
  readonly problems: ItemProblem[] = [];
  readonly warnings: ItemProblem[] = [];

  /** Digest of the category tree the feed is mapped to (part of the feed fingerprint). */
  categoriesDigest = '';
  private readonly style: ParameterStyle;
  private categories = new CategoryResolver([]);
  private readonly manufacturers = new Map<string, number>();
  /** Manufacturer name as sent → its slug (the key of `manufacturers`), or null when it has none. */
  private readonly manufacturerKeys = new Map<string, string | null>();
  /** Image source URL → id, of the images this import stored or found. */
  private readonly images = new Map<string, number>();
  private readonly matcher: ProductMatcher;
  /**
   * Whether the shop had variants when the import started. Without, every variant of the shop is this
   * import's (imports of one shop never run concurrently): no item needs looking up, and none can be missing.
   */
  private hadVariants = true;
  /** Item id → line of every good item of this feed, so absent items can be deactivated. */
  private readonly seen = new Map<string, number>();

  private readonly shopId: number;
  private readonly now: string;
  private readonly titles: { rule: TitleRule; shopName: string } | null;
  /** The feed format's names for the id and category, which the problems and warnings name. */
  private readonly fields: ReportFields;

  constructor(options: {
    style: ParameterStyle;
    shopId: number;
    now: string;
    titles: { rule: TitleRule; shopName: string } | null;
    fields: ReportFields;
  }) {
    this.fields = options.fields;
    this.style = options.style;
    this.shopId = options.shopId;
    this.now = options.now;
    this.titles = options.titles;
    this.matcher = new ProductMatcher({
      style: this.style,
      now: this.now,
      titles: this.titles,
      manufacturerId: (item) => this.manufacturerId(item),
    });
  }

  /** Products created by this import. */
  get productsCreated(): number {
    return this.matcher.productsCreated;
  }

  async loadLookups(db: Db): Promise<void> {
    const categories = await db.selectFrom('categories').select(['id', 'name', 'long_name']).orderBy('id').execute();
    this.categoriesDigest = createHash('sha1').update(JSON.stringify(categories)).digest('base64url');
    this.categories = new CategoryResolver(
      categories.map((category) => ({ id: category.id, name: category.name, longName: category.long_name })),
    );
    for (const manufacturer of await db.selectFrom('manufacturers').select(['id', 'slug']).execute()) {
      this.manufacturers.set(manufacturer.slug, manufacturer.id);
    }
    await this.matcher.loadGroups(db, this.shopId);
    this.hadVariants =
      (await db.selectFrom('variants').select('id').where('shop_id', '=', this.shopId).limit(1).executeTakeFirst()) !== undefined;
  }

  fail(problem: ItemProblem): void {
    this.failed++;
    if (this.problems.length < MAX_REPORTED) {
      this.problems.push(
        problem.itemId === undefined
          ? { line: problem.line, reason: problem.reason }
          : { itemId: problem.itemId, line: problem.line, reason: problem.reason },
      );
    }
  }

  warn(problem: ItemProblem): void {
    if (this.warnings.length < MAX_REPORTED) this.warnings.push(problem);
  }

  private manufacturerKey(item: FeedItem): string | null {
    if (!item.manufacturer) return null;
    let key = this.manufacturerKeys.get(item.manufacturer);
    if (key === undefined) {
      key = slugify(item.manufacturer) || null;
      this.manufacturerKeys.set(item.manufacturer, key);
    }
    return key;
  }

  async writeBatch(trx: Trx, parsed: ParsedItem[]): Promise<void> {
    const prepared: Prepared[] = [];
    for (const { record, itemHash, slug, titleKey: parsedTitleKey } of parsed) {
      const { item, line } = record;
      const firstLine = this.seen.get(item.itemId);
      if (firstLine !== undefined) {
        this.fail({ itemId: item.itemId, line, reason: `${this.fields.id}: duplicate of the item on line ${firstLine}` });
        continue;
      }
      /* The shop's own category first; the one from Google's taxonomy when ours has no such category; the product name. */
      const category = this.categories.categoryOf(item);
      if (category === null) {
        this.fail({ itemId: item.itemId, line, reason: unmappedReason(item, this.fields.category) });
        continue;
      }
      if (category.by === 'name') this.warn({ itemId: item.itemId, line, reason: nameCategoryWarning(item, this.fields.category) });
      const categoryId = category.id;
      this.seen.set(item.itemId, line);
      prepared.push({
        record,
        item,
        categoryId,
        hash: `${categoryId}.${itemHash}`,
        slug,
        titleKey: this.titles?.rule.key === titleKey ? parsedTitleKey : undefined,
      });
    }
    if (prepared.length === 0) return;

    const existing = new Map<string, ExistingVariant>();
    const lookups = this.hadVariants ? prepared.map((p) => p.item.itemId) : [];
    const rows = await selectByList<ExistingVariant, string>(trx, {
      style: this.style,
      values: lookups,
      text: (list) =>
        `select "id", "item_id", "product_id", "content_hash", "active" from "variants" where "shop_id" = ? and "item_id" in ${list}`,
      before: [this.shopId],
    });
    for (const row of rows) existing.set(row.item_id, row);

    const changed: { entry: Prepared; variant: ExistingVariant }[] = [];
    const fresh: Prepared[] = [];
    for (const entry of prepared) {
      const variant = existing.get(entry.item.itemId);
      if (variant) {
        this.matcher.rememberGroup(entry.item.itemGroupId, variant.product_id);
        if (variant.content_hash === entry.hash && variant.active === 1) this.unchanged++;
        else changed.push({ entry, variant });
      } else {
        fresh.push(entry);
      }
    }
    if (changed.length === 0 && fresh.length === 0) return;

    await this.ensureManufacturers(trx, [...changed.map((c) => c.entry.item), ...fresh.map((f) => f.item)]);
    await this.matcher.recordStoredIdentifiers(trx, changed);
    await this.matcher.lookUpProducts(trx, fresh);

    const variantIds = new Map<string, number>();
    const newRows: NewVariant[] = [];
    const history: { variantId: number; point: PricePoint }[] = [];
    const matched = fresh.map((entry) => this.matcher.matchProduct(entry));
    await this.matcher.writeProducts(trx);
    await this.matcher.writeIdentifiers(trx);
    for (const [index, entry] of fresh.entries()) {
      const facts = priceFacts([pointOf(entry.item, this.now)], { priceBeforeDiscount: entry.item.priceBeforeDiscount });
      const productId = this.matcher.productId(matched[index] as number);
      newRows.push(
        Object.assign(variantValues({ entry, facts, now: this.now }), {
          product_id: productId,
          shop_id: this.shopId,
          item_id: entry.item.itemId,
          reviews_count: 0,
          created_at: this.now,
        }),
      );
    }
    const inserted = await insertIds(trx, { style: this.style, insert: { table: 'variants', rows: newRows } });
    for (const [index, row] of newRows.entries()) variantIds.set(row.item_id, inserted[index] as number);
    for (const entry of fresh)
      history.push({ variantId: variantIds.get(entry.item.itemId) as number, point: pointOf(entry.item, this.now) });
    const pastPoints = await loadHistory(
      trx,
      changed.map((c) => c.variant.id),
    );
    for (const { entry, variant } of changed) {
      const past = pastPoints.get(variant.id) ?? [];
      const point = pointOf(entry.item, this.now);
      const changedPoint = isHistoryChange(past.at(-1), point);
      if (changedPoint) history.push({ variantId: variant.id, point });
      const facts = priceFacts(changedPoint ? [...past, point] : past, { priceBeforeDiscount: entry.item.priceBeforeDiscount });
      await trx
        .updateTable('variants')
        .set(variantValues({ entry, facts, now: this.now }))
        .where('id', '=', variant.id)
        .execute();
      variantIds.set(entry.item.itemId, variant.id);
    }
    await appendHistory(trx, { style: this.style, entries: history });
    await writeDeliveries(trx, {
      style: this.style,
      entries: [...fresh, ...changed.map((c) => c.entry)],
      variantIds,
      replaced: changed.map((c) => c.variant.id),
    });
    await recordChanges(trx, [...variantIds.values()]);
    await writeImages(trx, {
      style: this.style,
      images: this.images,
      items: [...fresh, ...changed.map((c) => c.entry)].map((entry) => entry.item),
      variantIds,
      replaced: changed.map((c) => c.variant.id),
    });
    // In the transaction that commits the change: a process killed before the import ends still leaves the site to rebuild.
    await bumpCatalogueVersion(trx);
    this.imported += fresh.length + changed.length;
  }

  private manufacturerId(item: FeedItem): number | null {
    const key = this.manufacturerKey(item);
    return key === null ? null : (this.manufacturers.get(key) ?? null);
  }

  private async ensureManufacturers(trx: Trx, items: FeedItem[]): Promise<void> {
    const missing = new Map<string, string>();
    for (const item of items) {
      const key = this.manufacturerKey(item);
      if (key !== null && item.manufacturer && !this.manufacturers.has(key) && !missing.has(key)) missing.set(key, item.manufacturer);
    }
    if (missing.size === 0) return;
    const rows = [...missing].map(([slug, name]) => ({ slug, name }));
    await bulkInsert(trx, { style: this.style, insert: { table: 'manufacturers', rows, ignoreConflictOn: 'slug' } });
    for (const slugs of chunks([...missing.keys()], LOOKUP_CHUNK)) {
      const found = await trx.selectFrom('manufacturers').select(['id', 'slug']).where('slug', 'in', paddedList(slugs)).execute();
      for (const row of found) this.manufacturers.set(row.slug, row.id);
    }
  }

  /**
   * After a complete feed: the shop's active variants that the feed did not list (validly) become inactive;
   * the history records it, the discount facts are cleared and the change log gets them.
   */
  async deactivateMissing(trx: Trx): Promise<void> {
    if (!this.hadVariants) return;
    const active = await trx
      .selectFrom('variants')
      .select(['id', 'item_id', 'price', 'currency', 'in_stock'])
      .where('shop_id', '=', this.shopId)
      .where('active', '=', 1)
      .execute();
    const missing = active.filter((variant) => !this.seen.has(variant.item_id));
    const ids = missing.map((variant) => variant.id);
    for (const list of chunks(ids, LOOKUP_CHUNK)) {
      await trx
        .updateTable('variants')
        .set({ active: 0, lowest_price_30d: null, discount_verified: 0, price_drop_at: null, updated_at: this.now })
        .where('id', 'in', paddedList(list))
        .execute();
    }
    await appendHistory(trx, {
      style: this.style,
      entries: missing.map((variant) => ({
        variantId: variant.id,
        point: { price: variant.price, currency: variant.currency, inStock: variant.in_stock === 1, active: false, recordedAt: this.now },
      })),
    });
    await recordChanges(trx, ids);
    if (missing.length > 0) await bumpCatalogueVersion(trx);
    this.deactivated = missing.length;
  }
}

function unmappedReason(item: FeedItem, field: string): string {
  if (item.categoryText === null) return `${field}: missing, and the product name names none of our categories`;
  const fallback = item.categoryFallback === null ? '' : ` (nor "${item.categoryFallback}")`;
  return `${field}: unmapped category "${item.categoryText}"${fallback}`;
}

function nameCategoryWarning(item: FeedItem, field: string): string {
  return item.categoryText === null
    ? `${field}: missing, the category is taken from the product name`
    : `${field}: unmapped category "${item.categoryText}", the category is taken from the product name`;
}
