import { type CurrencyCode, DEFAULT_PRIMARY_CURRENCY } from '@uyut/core';
import { ColumnStore, IntList } from './columns';
import { NONE, scanRows } from './row-scan';
import { countsOf, scanStateFor } from './selection-scan';
import { COLUMNS, type ColumnName, DIMENSION_COLUMNS, Dictionary, relevanceScore, pageRows } from './index-schema';
import { type IndexRows, matchingVariantIds, similarityCandidateRows, tallyRows, termMasks } from './catalogue-reads';
import { categoryTree } from './category-tree';
import { categoryRuns, firstRowAtOrAfter, matchedRuns, type RowOrder } from './row-runs';
import { ParamDictionary } from './param-dictionary';
import { selectionKey, unfilteredQuery } from './selection';
import {
  type DictionaryEntry,
  type IndexCategory,
  type IndexedVariant,
  type IndexQuery,
  type IndexResult,
  type IndexSort,
  type IndexTally,
  type SearchTermTargets,
  type SimilarityProfile,
} from './types';

/** Facet cache: only selections with at least this many matches (the expensive ones), bounded in entries and rows. */
const CACHE_MIN_MATCHES = 5000;
const CACHE_ENTRIES = 64;
const CACHE_ROWS = 4_000_000;

interface CacheEntry {
  result: Omit<IndexResult, 'variantIds'>;
  /** Matching rows, for paging in any sort. */
  matches: Int32Array;
  /** The first rows in each sort asked so far. */
  top: Map<IndexSort, number[]>;
}
/** Rows a cached selection keeps per sort: the first ten pages. */
const CACHED_PAGE_ROWS = 240;
/** A category is pinned (see `settle`) when its subtree holds at least this share of the live rows. */
const PIN_MIN_SHARE = 0.02;
const DEFAULT_SORT: IndexSort = 'relevance';

/** A pinned selection: a category subtree (or the whole catalogue) without filters; `entry` is null while stale. */
interface Pinned {
  query: IndexQuery;
  /** DFS range of the subtree: a change to a row in it makes the entry stale. */
  pre: number;
  end: number;
  entry: CacheEntry | null;
}

/**
 * The in-memory filter index: one row per active offer in typed columns, rows ordered by the category's DFS
 * number so a category subtree is one contiguous run. Changes append a new row and retire the old one; rows
 * appended after the build sit in an unsorted tail that every query also scans.
 */
export class FilterIndex {
  readonly categories: Map<number, IndexCategory>;
  readonly categoryBySlug: Map<string, IndexCategory>;
  readonly roots: IndexCategory[];
  readonly shops = new Dictionary();
  readonly manufacturers = new Dictionary();
  private readonly dictionary = new ParamDictionary();
  readonly params = this.dictionary.params;
  readonly paramBySlug = this.dictionary.paramBySlug;
  readonly values = this.dictionary.values;
  private readonly vouchers = new Map<string, number>();
  private readonly store: ColumnStore<ColumnName>;
  private readonly categoryIdByPre: number[];
  private paramValues = new IntList();
  private scratch = { matches: new Int32Array(0), prices: new Int32Array(0) };
  private rowById = new Int32Array(1024).fill(NONE);
  rows = 0;
  /** Rows [0, sortedRows) are ordered by category. */
  private sortedRows = 0;
  retired = 0;
  private readonly cache = new Map<string, CacheEntry>();
  private cachedRows = 0;
  /** Broad selections answered without a scan, kept exact by `settle` (empty until the first settle after a sort). */
  private readonly pinned = new Map<string, Pinned>();
  private changes = 0;

  /** Changes with every row change, so anything derived from the index can tell it is stale. */
  get version(): number {
    return this.changes;
  }

  /** The currency of every price in the index (the primary currency): price filters, histograms and price URLs count in it. */
  readonly currency: CurrencyCode;

  constructor(options: { categories: Array<Omit<IndexCategory, 'pre' | 'end' | 'childIds'>>; capacity: number; currency?: CurrencyCode }) {
    this.currency = options.currency ?? DEFAULT_PRIMARY_CURRENCY;
    this.store = new ColumnStore(COLUMNS, options.capacity);
    ({
      categories: this.categories,
      categoryBySlug: this.categoryBySlug,
      roots: this.roots,
      categoryIdByPre: this.categoryIdByPre,
    } = categoryTree(options.categories));
  }

  addShop(entry: DictionaryEntry): void {
    this.shops.add(entry);
  }

  addManufacturer(entry: DictionaryEntry): void {
    this.manufacturers.add(entry);
  }

  hasCategory(id: number): boolean {
    return this.categories.has(id);
  }

  valueBySlug(param: number, slug: string): number | undefined {
    return this.dictionary.valueBySlug(param, slug);
  }

  voucherIndex(code: string): number | undefined {
    return this.vouchers.get(code);
  }

  /** Adds or replaces a variant; an inactive one is only removed. */
  upsert(variant: IndexedVariant): void {
    this.clearCache();
    this.remove(variant.id);
    if (!variant.active) return;
    const category = this.categories.get(variant.categoryId);
    const shop = this.shops.byId.get(variant.shopId);
    if (!category || shop === undefined)
      throw new Error(`Variant ${variant.id}: unknown category ${variant.categoryId} or shop ${variant.shopId}`);
    this.changed(category.pre);
    const row = this.rows++;
    this.store.ensure(this.rows);
    const c = this.store.columns;
    c.id[row] = variant.id;
    c.product[row] = variant.productId;
    c.live[row] = 1;
    c.category[row] = category.pre;
    c.price[row] = variant.price;
    c.discount[row] = variant.discount;
    c.flags[row] = variant.flags;
    c.delivery[row] = variant.deliveryDays ?? NONE;
    c.manufacturer[row] = variant.manufacturerId === null ? NONE : (this.manufacturers.byId.get(variant.manufacturerId) ?? NONE);
    c.shop[row] = shop;
    let voucher = NONE;
    if (variant.voucherCode !== null) {
      voucher = this.vouchers.get(variant.voucherCode) ?? this.vouchers.size;
      this.vouchers.set(variant.voucherCode, voucher);
    }
    c.voucher[row] = voucher;
    c.paramStart[row] = this.paramValues.length;
    const seen = new Set<number>();
    for (const p of variant.params) {
      const value = this.dictionary.valueIndex(p.name, p.value);
      if (value !== NONE && !seen.has(value) && seen.size < 255) {
        seen.add(value);
        this.paramValues.push(value);
      }
    }
    c.paramCount[row] = seen.size;
    DIMENSION_COLUMNS.forEach(([from, to], d) => {
      const [low, high] = variant.dimensions[d] ?? [null, null];
      c[from][row] = low ?? high ?? NONE;
      c[to][row] = high ?? low ?? NONE;
    });
    c.score[row] = relevanceScore({
      inStock: (variant.flags & 2) !== 0,
      rating: variant.rating,
      reviewsCount: variant.reviewsCount,
      discount: variant.discount,
    });
    c.rating[row] = variant.rating ?? 0;
    c.reviews[row] = variant.reviewsCount;
    c.created[row] = variant.createdAt;
    c.dropped[row] = variant.priceDropAt ?? Number.NaN;
    if (variant.id >= this.rowById.length) {
      let length = this.rowById.length;
      while (length <= variant.id) length *= 2;
      const next = new Int32Array(length).fill(NONE);
      next.set(this.rowById);
      this.rowById = next;
    }
    this.rowById[variant.id] = row;
  }

  /**
   * Recomputes the flag bits of `mask` on every live row from the row's shop, category and other flags (the
   * promo tags of campaigns that started or ended, or whose shops changed), without touching anything else.
   */
  retag(options: { mask: number; flagsOf: (row: { shopId: number; categoryId: number; flags: number }) => number }): void {
    this.clearCache();
    this.changes++;
    const { live, flags, shop, category } = this.store.columns;
    const shops = this.shops.entries;
    for (let r = 0; r < this.rows; r++) {
      if (live[r] === 0) continue;
      const rest = flags[r]! & ~options.mask;
      flags[r] =
        rest |
        (options.flagsOf({ shopId: shops[shop[r]!]!.id, categoryId: this.categoryIdByPre[category[r]!]!, flags: rest }) & options.mask);
    }
  }

  remove(id: number): void {
    const row = id < this.rowById.length ? this.rowById[id]! : NONE;
    if (row === NONE) return;
    this.clearCache();
    this.changed(this.store.columns.category[row]!);
    this.store.columns.live[row] = 0;
    this.rowById[id] = NONE;
    this.retired++;
  }

  /** Bumps the version and marks the pinned selections holding category `pre` stale. */
  private changed(pre: number): void {
    this.changes++;
    for (const p of this.pinned.values()) if (pre >= p.pre && pre < p.end) p.entry = null;
  }

  /**
   * Precomputes the broad selections a scan would answer slowest: the whole catalogue and every category holding at
   * least PIN_MIN_SHARE of the rows (top-level ones always), each without filters, with its counts, histogram and
   * first pages in the default sort. Call it after a build and after each batch of changes: it recomputes only the
   * selections the changes touched. Until then a stale one is recomputed by the query that needs it, so answers stay
   * exact either way.
   */
  settle(): void {
    if (this.pinned.size === 0) this.pinBroadSelections();
    for (const p of this.pinned.values()) p.entry ??= this.precompute(p.query);
  }

  /** Whether `q`'s selection is pinned and up to date (answered without a scan). */
  isSettled(q: IndexQuery): boolean {
    return this.pinned.get(selectionKey(q))?.entry != null;
  }

  private pinBroadSelections(): void {
    const perCategory = new Int32Array(this.categories.size);
    const { live, category } = this.store.columns;
    for (let r = 0; r < this.rows; r++) if (live[r]) perCategory[category[r]!]!++;
    const pin = (query: IndexQuery, range: { pre: number; end: number }) =>
      this.pinned.set(selectionKey(query), { query, pre: range.pre, end: range.end, entry: null });
    pin(
      unfilteredQuery(
        null,
        this.roots.map((r) => r.id),
      ),
      { pre: 0, end: this.categories.size },
    );
    const threshold = this.liveCount() * PIN_MIN_SHARE;
    for (const c of this.categories.values()) {
      let rows = 0;
      for (let pre = c.pre; pre < c.end; pre++) rows += perCategory[pre]!;
      if (c.parentId === null || rows >= threshold) pin(unfilteredQuery([c.id], c.childIds), c);
    }
  }

  /** Counts of a pinned selection and its first pages in the default sort; other sorts are kept once asked. */
  private precompute(q: IndexQuery): CacheEntry {
    const entry = this.count(q);
    entry.top.set(
      DEFAULT_SORT,
      pageRows({
        columns: this.store.columns,
        matches: entry.matches,
        matched: entry.matches.length,
        sort: DEFAULT_SORT,
        offset: 0,
        limit: CACHED_PAGE_ROWS,
      }),
    );
    return entry;
  }

  /** Orders every row by category (a counting sort on the DFS number) so subtrees are contiguous. */
  sortByCategory(): void {
    this.clearCache();
    this.pinned.clear();
    this.changes++;
    const category = this.store.columns.category;
    const buckets = new Int32Array(this.categories.size + 1);
    for (let r = 0; r < this.rows; r++) buckets[category[r]! + 1]!++;
    for (let i = 1; i < buckets.length; i++) buckets[i]! += buckets[i - 1]!;
    const order = new Int32Array(this.rows);
    for (let r = 0; r < this.rows; r++) order[buckets[category[r]!]!++] = r;
    this.store.permute(order);
    /* Lay the parameter lists out in the new row order too, so the row loop reads them sequentially. */
    const { paramStart, paramCount } = this.store.columns;
    const old = this.paramValues.data;
    const laidOut = new IntList();
    for (let r = 0; r < this.rows; r++) {
      const start = paramStart[r]!;
      paramStart[r] = laidOut.length;
      for (let i = 0; i < paramCount[r]!; i++) laidOut.push(old[start + i]!);
    }
    this.paramValues = laidOut;
    const ids = this.store.columns.id;
    for (let r = 0; r < this.rows; r++) if (this.store.columns.live[r]) this.rowById[ids[r]!] = r;
    this.sortedRows = this.rows;
  }

  /** The similarity profile of an offer, listed or not: only the parameter values the index knows count. */
  similarityProfile(variant: IndexedVariant): SimilarityProfile {
    const values = new Set<number>();
    for (const p of variant.params) {
      const value = this.dictionary.knownValue(p.name, p.value);
      if (value !== undefined && value !== NONE) values.add(value);
    }
    return {
      id: variant.id,
      productId: variant.productId,
      manufacturerId: variant.manufacturerId,
      price: variant.price,
      values: [...values],
      rating: variant.rating,
    };
  }

  /** Listed offers in a category subtree except those of one product: the candidates for similar products. */
  similarityCandidates(options: { categoryId: number; excludeProductId: number }): SimilarityProfile[] {
    const category = this.categories.get(options.categoryId);
    if (!category) return [];
    return similarityCandidateRows(this.rowsView(), {
      pre: category.pre,
      end: category.end,
      from: firstRowAtOrAfter(this.rowOrder(), category.pre),
      to: firstRowAtOrAfter(this.rowOrder(), category.end),
      excludeProductId: options.excludeProductId,
      manufacturerId: (index) => this.manufacturers.entries[index]!.id,
    });
  }

  /** The search suggestions' counts (catalogue-reads.ts tallyRows). */
  tally(param: number | undefined): IndexTally {
    return tallyRows(this.rowsView(), param);
  }

  /**
   * The live variants a search query lists (ascending ids): for every term, the variant's category or one of its
   * ancestors, its manufacturer, its shop or its product is among the term's targets.
   */
  matchingVariants(terms: readonly SearchTermTargets[]): Int32Array {
    const masks = terms.map((term) =>
      termMasks(term, { categories: this.categories, manufacturers: this.manufacturers, shops: this.shops }),
    );
    return matchingVariantIds(this.rowsView(), masks);
  }

  private rowsView(): IndexRows {
    return {
      columns: this.store.columns,
      rows: this.rows,
      sortedRows: this.sortedRows,
      paramValues: this.paramValues.data,
      valueParam: this.dictionary.valueParam.data,
      categoryCount: this.categories.size,
      manufacturerCount: this.manufacturers.entries.length,
      shopCount: this.shops.entries.length,
    };
  }

  liveCount(): number {
    return this.rows - this.retired;
  }

  /** Bytes held by the columns, the parameter lists and the id map. */
  bytes(): number {
    return this.store.bytes(this.store.capacity) + this.paramValues.data.byteLength + this.rowById.byteLength;
  }

  private rowOrder(): RowOrder {
    return { category: this.store.columns.category, rows: this.rows, sortedRows: this.sortedRows };
  }

  /**
   * Answers a query: counts from a pinned selection (see `settle`) or from the facet cache when the same selection
   * (sort and page aside) was counted since the last change, else from a scan; then the page in the asked sort.
   */
  query(q: IndexQuery): IndexResult {
    const key = selectionKey(q);
    const pinned = this.pinned.get(key);
    if (pinned) pinned.entry ??= this.precompute(pinned.query);
    let entry = pinned?.entry ?? this.cache.get(key);
    if (!entry) {
      entry = this.count(q);
      if (entry.matches.length >= CACHE_MIN_MATCHES) {
        if (this.cache.size >= CACHE_ENTRIES || this.cachedRows + entry.matches.length > CACHE_ROWS) this.clearCache();
        this.cache.set(key, entry);
        this.cachedRows += entry.matches.length;
      }
    }
    const ids = this.store.columns.id;
    const end = q.offset + q.limit;
    let top = entry.top.get(q.sort);
    if (!top || (top.length < end && top.length < entry.matches.length)) {
      top = pageRows({
        columns: this.store.columns,
        matches: entry.matches,
        matched: entry.matches.length,
        sort: q.sort,
        offset: 0,
        limit: Math.max(end, CACHED_PAGE_ROWS),
      });
      if (pinned || this.cache.has(key)) entry.top.set(q.sort, top);
    }
    return { ...entry.result, variantIds: top.slice(q.offset, end).map((r) => ids[r]!) };
  }

  /** Forgets every cached count (any change to the rows does this). */
  clearCache(): void {
    this.cache.clear();
    this.cachedRows = 0;
  }

  private count(q: IndexQuery): CacheEntry {
    if (this.scratch.matches.length < this.rows)
      this.scratch = { matches: new Int32Array(this.store.capacity), prices: new Int32Array(this.store.capacity) };
    const state = scanStateFor(q, {
      columns: this.store.columns,
      values: this.paramValues.data,
      valueParam: this.dictionary.valueParam.data,
      categories: this.categories,
      shops: this.shops,
      manufacturers: this.manufacturers,
      vouchers: this.vouchers,
      paramCount: this.params.length,
      valueCount: this.values.length,
      ...this.scratch,
    });
    /* Matched rows lie anywhere, sorted or not: each of their runs checks the category. */
    const runs =
      q.matched === null
        ? categoryRuns(this.rowOrder(), { categoryIds: q.categoryIds, categories: this.categories })
        : matchedRuns(this.rowById, q.matched.variantIds);
    for (const [start, end] of runs)
      scanRows(state, { start, end, checkCategory: q.categoryIds !== null && (q.matched !== null || start >= this.sortedRows) });
    return { result: countsOf(state), matches: state.matches.slice(0, state.matched), top: new Map() };
  }
}
