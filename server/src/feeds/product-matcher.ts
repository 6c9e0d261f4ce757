import type { Db } from '../db/database';
import { bulkInsert, insertIds, type ParameterStyle, runStatement, selectByList } from '../db/bulk-insert';
import type { TitleCandidate, TitleRule } from '../catalogue/title-key';
import type { IdentifierKind, NewProduct } from '../db/schema';
import type { FeedItem } from './feed-format';
import { type ExistingVariant, type Prepared, slugOf, type Trx } from './import-entry';

/** How `product_identifiers` writes a manufacturer + MPN (migration 0011 writes the products' own the same way). */
const mpnValue = (manufacturerId: number, mpn: string): string => `${manufacturerId}:${mpn}`;

/**
 * Product matching of one import (README "Product matching"): which product each new offer joins, the products it
 * creates, and the identifiers that point at them. Keeps what it has looked up and matched between batches.
 */
export class ProductMatcher {
  /**
   * EAN, and manufacturer + MPN (mpnValue), → product, as `product_identifiers` holds them: read from it
   * (lookUpProducts) or recorded by this import (claimIdentifiers), so they never disagree with it.
   */
  private readonly productsByEan = new Map<string, number>();
  private readonly productsByMpn = new Map<string, number>();
  /** Identifiers this batch's new offers recorded first, for writeIdentifiers (product ids may be provisional). */
  private readonly claimedIdentifiers: { kind: IdentifierKind; value: string; productId: number }[] = [];
  /** Category + title key → ids of the products with that key; the identifiers of each id are in `titleCandidates`. */
  private readonly productsByTitle = new Map<string, number[]>();
  private readonly titleCandidates = new Map<number, TitleCandidate>();
  /**
   * Products whose EAN, and products whose manufacturer + MPN, no update of writeProducts could change: they
   * were read or written with one (the MPN update also needs the manufacturer empty), or this import already
   * tried to give them one.
   */
  private readonly filledEan = new Set<number>();
  private readonly filledMpn = new Set<number>();
  /** Products created by this import, in order: product -(i + 1) is `pendingProducts[i]`, stored as `writtenProducts[i]`. */
  private readonly pendingProducts: NewProduct[] = [];
  private readonly writtenProducts: number[] = [];
  /** Identifiers found for stored products in this batch, written by writeProducts. */
  private readonly identifierFills: { productId: number; ean: string | null; manufacturerId: number | null; mpn: string | null }[] = [];
  /** This shop's item group → product, as its stored offers and this import's matches give them. */
  private readonly productsByGroup = new Map<string, number>();
  private readonly style: ParameterStyle;
  private readonly now: string;
  private readonly titles: { rule: TitleRule; shopName: string } | null;
  private readonly manufacturerId: (item: FeedItem) => number | null;

  constructor(options: {
    style: ParameterStyle;
    now: string;
    titles: { rule: TitleRule; shopName: string } | null;
    manufacturerId: (item: FeedItem) => number | null;
  }) {
    this.style = options.style;
    this.now = options.now;
    this.titles = options.titles;
    this.manufacturerId = options.manufacturerId;
  }

  /** Products this import created so far. */
  get productsCreated(): number {
    return this.writtenProducts.length;
  }

  /** The products the shop's stored item groups belong to (the first offer of a group decides). */
  async loadGroups(db: Db, shopId: number): Promise<void> {
    const groups = await db
      .selectFrom('variants')
      .select(['item_group_id', 'product_id'])
      .where('shop_id', '=', shopId)
      .where('item_group_id', 'is not', null)
      .orderBy('id')
      .execute();
    for (const row of groups) this.rememberGroup(row.item_group_id, row.product_id);
  }

  rememberGroup(itemGroupId: string | null, productId: number): void {
    if (itemGroupId !== null && !this.productsByGroup.has(itemGroupId)) this.productsByGroup.set(itemGroupId, productId);
  }

  private mpnKey(manufacturerId: number | null, mpn: string | null): string | null {
    return manufacturerId !== null && mpn ? mpnValue(manufacturerId, mpn) : null;
  }
  /**
   * Loads the products that the EANs, manufacturer + MPNs and title keys of this batch already point at (item
   * groups are loaded once, in loadLookups). Every identifier of the batch is looked up, also those of an offer
   * an earlier identifier matches, because matchProduct records them as its product's when they point nowhere
   * yet; title keys only for the offers that no identifier or item group matched, since matchProduct takes the
   * first match in that order.
   */
  async lookUpProducts(trx: Trx, fresh: Prepared[]): Promise<void> {
    const eans = new Set<string>();
    const mpns = new Set<string>();
    for (const { item } of fresh) {
      if (item.ean !== null && !this.productsByEan.has(item.ean)) eans.add(item.ean);
      const mpnKey = this.mpnKey(this.manufacturerId(item), item.mpn);
      if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) mpns.add(mpnKey);
    }
    /*
     * A product an identifier points at has its own EAN and manufacturer + MPN filled from the first offer that
     * brought one (fillIdentifiers), so writeProducts needs not try.
     */
    for (const row of await this.identifiedProducts(trx, { kind: 'ean', values: [...eans] })) {
      this.productsByEan.set(row.value, row.product_id);
      this.filledEan.add(row.product_id);
    }
    for (const row of await this.identifiedProducts(trx, { kind: 'mpn', values: [...mpns] })) {
      this.productsByMpn.set(row.value, row.product_id);
      this.filledMpn.add(row.product_id);
    }
    const withoutEan = fresh.filter(({ item }) => item.ean === null || !this.productsByEan.has(item.ean));
    const titled = new Map<string, readonly [number, string]>();
    for (const entry of withoutEan) {
      const { byMpn, byGroup } = this.knownProducts(entry.item);
      if (byMpn !== undefined || byGroup !== undefined) continue;
      const key = this.titleKeyOf(entry);
      if (key !== null && !this.productsByTitle.has(`${entry.categoryId}\u0000${key}`))
        titled.set(`${entry.categoryId}\u0000${key}`, [entry.categoryId, key]);
    }
    const byTitle = await selectByList<
      { id: number; category_id: number; title_key: string | null; manufacturer_id: number | null; ean: string | null; mpn: string | null },
      readonly [number, string]
    >(trx, {
      style: this.style,
      values: [...titled.values()],
      text: (list) =>
        `select "id", "category_id", "title_key", "manufacturer_id", "ean", "mpn" from "products" where ("category_id", "title_key") in ${list} order by "id"`,
    });
    for (const row of byTitle) {
      this.rememberTitle({
        id: row.id,
        categoryId: row.category_id,
        titleKey: row.title_key,
        manufacturerId: row.manufacturer_id,
        ean: row.ean,
        mpn: row.mpn,
      });
      if (row.ean !== null) this.filledEan.add(row.id);
      if (row.manufacturer_id !== null || row.mpn !== null) this.filledMpn.add(row.id);
    }
  }
  private identifiedProducts(
    trx: Trx,
    lookup: { kind: IdentifierKind; values: string[] },
  ): Promise<{ value: string; product_id: number }[]> {
    return selectByList<{ value: string; product_id: number }, string>(trx, {
      style: this.style,
      values: lookup.values,
      text: (list) => `select "value", "product_id" from "product_identifiers" where "kind" = ? and "value" in ${list}`,
      before: [lookup.kind],
    });
  }
  /**
   * Records the identifiers of the batch's stored offers that were rewritten as their products', where they point
   * nowhere yet: an offer keeps its product, and an identifier the product it was first recorded for. Before the
   * lookup, so this batch's new offers find them.
   */
  async recordStoredIdentifiers(trx: Trx, changed: readonly { entry: Prepared; variant: ExistingVariant }[]): Promise<void> {
    const rows: { kind: IdentifierKind; value: string; product_id: number }[] = [];
    for (const { entry, variant } of changed) {
      const { ean } = entry.item;
      const mpnKey = this.mpnKey(this.manufacturerId(entry.item), entry.item.mpn);
      if (ean !== null && !this.productsByEan.has(ean)) rows.push({ kind: 'ean', value: ean, product_id: variant.product_id });
      if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) rows.push({ kind: 'mpn', value: mpnKey, product_id: variant.product_id });
    }
    await bulkInsert(trx, { style: this.style, insert: { table: 'product_identifiers', rows, ignoreConflictOn: ['kind', 'value'] } });
  }
  /** Writes the identifiers that this batch's new offers recorded first (claimIdentifiers), once their products have ids. */
  async writeIdentifiers(trx: Trx): Promise<void> {
    const rows = this.claimedIdentifiers
      .splice(0)
      .map(({ kind, value, productId }) => ({ kind, value, product_id: this.productId(productId) }));
    // Another shop's import may have recorded one since the lookup; the first stays.
    await bulkInsert(trx, { style: this.style, insert: { table: 'product_identifiers', rows, ignoreConflictOn: ['kind', 'value'] } });
  }
  /** The offer's identifiers that point nowhere yet now point at its product. */
  private claimIdentifiers(claim: { ean: string | null; mpnKey: string | null; productId: number }): void {
    const { ean, mpnKey, productId } = claim;
    if (ean !== null && !this.productsByEan.has(ean)) {
      this.productsByEan.set(ean, productId);
      this.claimedIdentifiers.push({ kind: 'ean', value: ean, productId });
    }
    if (mpnKey !== null && !this.productsByMpn.has(mpnKey)) {
      this.productsByMpn.set(mpnKey, productId);
      this.claimedIdentifiers.push({ kind: 'mpn', value: mpnKey, productId });
    }
  }
  /** The entry's title key; by a rule other than the parser's, computed for the offers that reach the rule only. */
  private titleKeyOf(entry: Prepared): string | null {
    if (entry.titleKey === undefined) {
      entry.titleKey =
        this.titles === null
          ? null
          : this.titles.rule.key(entry.item.productName, { shopName: this.titles.shopName, manufacturer: entry.item.manufacturer });
    }
    return entry.titleKey;
  }
  /** The item's manufacturer and MPN key, and the known products its EAN, manufacturer + MPN and (in this shop) item group point at. */
  private knownProducts(item: FeedItem) {
    const manufacturerId = this.manufacturerId(item);
    const mpnKey = this.mpnKey(manufacturerId, item.mpn);
    return {
      manufacturerId,
      mpnKey,
      byEan: item.ean === null ? undefined : this.productsByEan.get(item.ean),
      byMpn: mpnKey === null ? undefined : this.productsByMpn.get(mpnKey),
      byGroup: item.itemGroupId === null ? undefined : this.productsByGroup.get(item.itemGroupId),
    };
  }
  private rememberTitle(product: TitleCandidate & { id: number; categoryId: number; titleKey: string | null }): void {
    if (product.titleKey === null || this.titleCandidates.has(product.id)) return;
    const key = `${product.categoryId}\u0000${product.titleKey}`;
    this.productsByTitle.set(key, [...(this.productsByTitle.get(key) ?? []), product.id]);
    this.titleCandidates.set(product.id, { manufacturerId: product.manufacturerId, ean: product.ean, mpn: product.mpn });
  }
  /** The first product with the entry's title key in its category that the offer's identifiers do not rule out. */
  private byTitle(entry: Prepared, offer: TitleCandidate): number | undefined {
    const key = this.titleKeyOf(entry);
    const ids = key === null ? [] : (this.productsByTitle.get(`${entry.categoryId}\u0000${key}`) ?? []);
    return ids.find((id) => {
      const product = this.titleCandidates.get(id);
      return product !== undefined && this.titles?.rule.mayJoin(product, offer) === true;
    });
  }
  /**
   * Same EAN → same product; else same manufacturer + MPN; else this shop's item group; else the same title
   * key; else a new product. The EAN and the manufacturer + MPN are those of any offer stored before, in any
   * shop, active or not (`product_identifiers`). Each identifier points at the product it was first recorded
   * for, and then the offer's identifiers that pointed nowhere point at its product, so one identifier seen
   * in two products always leads to the first, and an offer whose EAN and MPN disagree joins the EAN's.
   * New products of the batch get a provisional (negative) id that later items of the batch can match;
   * writeProducts inserts them and resolves those ids.
   */
  matchProduct(entry: Prepared): number {
    const { item } = entry;
    const { manufacturerId, mpnKey, byEan, byMpn, byGroup } = this.knownProducts(item);
    const mpn = mpnKey === null ? null : item.mpn;
    let productId = byEan ?? byMpn ?? byGroup ?? this.byTitle(entry, { manufacturerId, ean: item.ean, mpn });
    if (productId === undefined) {
      productId = -(this.pendingProducts.length + 1);
      this.pendingProducts.push({
        slug: slugOf(entry),
        name: item.productName,
        description: item.description ?? '',
        category_id: entry.categoryId,
        manufacturer_id: manufacturerId,
        ean: item.ean,
        mpn: manufacturerId === null ? null : item.mpn,
        title_key: this.titleKeyOf(entry),
        created_at: this.now,
        updated_at: this.now,
      });
      if (item.ean !== null) this.filledEan.add(productId);
      if (manufacturerId !== null) this.filledMpn.add(productId);
      this.rememberTitle({
        id: productId,
        categoryId: entry.categoryId,
        titleKey: this.titleKeyOf(entry),
        manufacturerId,
        ean: item.ean,
        mpn,
      });
    } else if (byEan === undefined) {
      const ean = this.filledEan.has(productId) ? null : item.ean;
      const filledMpn = this.filledMpn.has(productId) ? null : mpn;
      if (ean !== null || filledMpn !== null) this.fillIdentifiers({ productId, ean, manufacturerId, mpn: filledMpn });
    }
    this.claimIdentifiers({ ean: item.ean, mpnKey, productId });
    this.rememberGroup(item.itemGroupId, productId);
    return productId;
  }
  /** The stored id of a product: a provisional id of a product written by writeProducts resolves to its row's id. */
  productId(id: number): number {
    return id < 0 ? (this.writtenProducts[-id - 1] as number) : id;
  }
  /**
   * Inserts the batch's new products in multi-row statements and gives stored products the identifiers that
   * matching found for them (insertIds gives the new rows' ids in their order).
   */
  async writeProducts(trx: Trx): Promise<void> {
    const rows = this.pendingProducts.slice(this.writtenProducts.length);
    const ids = await insertIds(trx, { style: this.style, insert: { table: 'products', rows } });
    if (ids.length !== rows.length) throw new Error(`Inserted ${ids.length} of ${rows.length} products`);
    this.writtenProducts.push(...ids);
    for (const fill of this.identifierFills.splice(0)) {
      if (fill.ean !== null) {
        await runStatement(trx, {
          style: this.style,
          text: 'update "products" set "ean" = ?, "updated_at" = ? where "id" = ? and "ean" is null',
          parameters: [fill.ean, this.now, fill.productId],
        });
      }
      if (fill.mpn !== null && fill.manufacturerId !== null) {
        await runStatement(trx, {
          style: this.style,
          text: 'update "products" set "manufacturer_id" = ?, "mpn" = ?, "updated_at" = ? where "id" = ? and "mpn" is null and "manufacturer_id" is null',
          parameters: [fill.manufacturerId, fill.mpn, this.now, fill.productId],
        });
      }
    }
  }
  /**
   * Gives a product joined by MPN, item group or title the identifiers it lacks, so later shops can match it
   * by them: a product of this batch gets them in its row, a stored one by an update in writeProducts.
   */
  private fillIdentifiers(fill: { productId: number; ean: string | null; manufacturerId: number | null; mpn: string | null }): void {
    const candidate = this.titleCandidates.get(fill.productId);
    if (candidate) fillCandidate(candidate, fill);
    if (fill.ean !== null) this.filledEan.add(fill.productId);
    if (fill.mpn !== null && fill.manufacturerId !== null) this.filledMpn.add(fill.productId);
    const index = -fill.productId - 1;
    const pending = index >= this.writtenProducts.length ? this.pendingProducts[index] : undefined;
    if (pending === undefined) {
      this.identifierFills.push({ ...fill, productId: this.productId(fill.productId) });
      return;
    }
    if (pending.ean === null) pending.ean = fill.ean;
    if (pending.mpn === null && pending.manufacturer_id === null && fill.mpn !== null && fill.manufacturerId !== null) {
      pending.manufacturer_id = fill.manufacturerId;
      pending.mpn = fill.mpn;
    }
  }
}

/** Mirrors fillIdentifiers on a title candidate, so the title rule's guards see the identifiers the product gained. */
function fillCandidate(candidate: TitleCandidate, fill: TitleCandidate): void {
  if (candidate.ean === null) candidate.ean = fill.ean;
  if (candidate.mpn === null && candidate.manufacturerId === null && fill.mpn !== null && fill.manufacturerId !== null) {
    candidate.manufacturerId = fill.manufacturerId;
    candidate.mpn = fill.mpn;
  }
}
