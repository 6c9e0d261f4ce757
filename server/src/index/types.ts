/** Feature bits, in the listing's feature order: each selected feature is its own filter group. */
export const FEATURE_BITS = {
  freeShipping: 0,
  inStock: 1,
  voucher: 2,
  discount: 3,
  installments: 4,
  fastDelivery: 5,
} as const;
export const FEATURE_COUNT = 6;

/** Base-selection flags (bits above the features); routes require them, they are never counted. */
export const BASE_FLAGS = {
  verifiedDiscount: 1 << 6,
  eco: 1 << 7,
  blackFriday: 1 << 8,
  gardenSeason: 1 << 9,
} as const;

export const DIMENSION_NAMES = ['width', 'height', 'depth', 'diameter'] as const;
export type IndexSort = 'relevance' | 'cheapest' | 'expensive' | 'discount' | 'newest' | 'rating';

/** One variant as the index stores it (prices already in minor units of the primary currency). */
export interface IndexedVariant {
  id: number;
  productId: number;
  categoryId: number;
  manufacturerId: number | null;
  shopId: number;
  active: boolean;
  /** Price in minor units of the primary currency (the other one converted at 1.95583 BGN per EUR). */
  price: number;
  /** Whole-percent discount, 0 when none. */
  discount: number;
  /** FEATURE_BITS and BASE_FLAGS. */
  flags: number;
  deliveryDays: number | null;
  voucherCode: string | null;
  params: ReadonlyArray<{ name: string; value: string }>;
  /** width, height, depth, diameter: [from, to] in mm. */
  dimensions: ReadonlyArray<readonly [number | null, number | null]>;
  rating: number | null;
  reviewsCount: number;
  createdAt: number;
  priceDropAt: number | null;
}

export interface IndexCategory {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string | null;
  menu: string | null;
  /** DFS preorder number; the subtree is [pre, end). */
  pre: number;
  end: number;
  childIds: number[];
}

export interface DictionaryEntry {
  id: number;
  slug: string;
  name: string;
}

/** A set of variants a listing is limited to (a search query's matches), named by `key` for the facet cache. */
export interface MatchedVariants {
  /** Names the set: the same key always means the same variants while the index stands still. */
  key: string;
  /** Variant ids in ascending order; ids the index does not list are ignored. */
  variantIds: Int32Array;
}

export interface IndexQuery {
  /** Category subtrees to list (null = the whole catalogue). */
  categoryIds: number[] | null;
  /** Only these variants (null = no such limit). */
  matched: MatchedVariants | null;
  /** Categories whose counts the category group shows. */
  childCategoryIds: number[];
  /** BASE_FLAGS every listed variant needs. */
  baseFlags: number;
  baseShopId: number | null;
  baseVoucherCode: string | null;
  maxDeliveryDays: number | null;
  priceDropSince: number | null;
  /** Selected FEATURE_BITS, each its own group. */
  features: number[];
  /** Selected values (dictionary indexes) per parameter (dictionary index); OR within a parameter. */
  params: Array<{ param: number; values: number[] }>;
  manufacturers: number[];
  shops: number[];
  /** Minor units of the primary currency, inclusive. */
  price: { from: number | null; to: number | null };
  /** mm, inclusive; a variant matches when its [from, to] overlaps. */
  dimensions: Array<{ dimension: number; from: number | null; to: number | null }>;
  sort: IndexSort;
  offset: number;
  limit: number;
}

export interface HistogramBin {
  lowerBound: number;
  upperBound: number;
  count: number;
}

/** Predefined price choice: whole units of the primary currency (null = open end), with the exact count the `priceFrom`/`priceTo` filter gives. */
export interface PriceRange {
  from: number | null;
  to: number | null;
  count: number;
}

export interface IndexResult {
  total: number;
  /** The page, in sort order. */
  variantIds: number[];
  /** Per `childCategoryIds`, with every filter applied. */
  childCounts: number[];
  /** Per FEATURE_BITS, each without its own filter. */
  featureCounts: number[];
  /** Per parameter value, without the filter of its own parameter. */
  valueCounts: Int32Array;
  manufacturerCounts: Int32Array;
  shopCounts: Int32Array;
  /** Minor units of the primary currency over every variant matching the other filters; 50 equal bins. */
  price: { min: number; max: number; histogram: HistogramBin[]; predefined: PriceRange[] } | null;
  /** Per DIMENSION_NAMES: mm bounds over the variants matching the other filters that have the dimension. */
  dimensions: Array<{ min: number; max: number; count: number } | null>;
}

/** What similarity ranking reads of one offer: parameter values as dictionary indexes, price in minor units of the primary currency. */
export interface SimilarityProfile {
  id: number;
  productId: number;
  manufacturerId: number | null;
  price: number;
  values: readonly number[];
  rating: number | null;
}

/**
 * One word of a search query as the filter index matches it against a variant (FilterIndex.matchingVariants): the
 * category (or an ancestor), manufacturer, shop or product whose name has a word the query's word stands for.
 */
export interface SearchTermTargets {
  categoryIds: ReadonlySet<number>;
  manufacturerIds: ReadonlySet<number>;
  shopIds: ReadonlySet<number>;
  productIds: ReadonlySet<number>;
}

/** Live rows per selection the search suggestions count (FilterIndex.tally). */
export interface IndexTally {
  /** By category DFS number: the category's own rows (a subtree sums its range). */
  categories: Int32Array;
  /** By manufacturer dictionary index. */
  manufacturers: Int32Array;
  /** By shop dictionary index. */
  shops: Int32Array;
  /** Product id → live rows. */
  products: Map<number, number>;
  /** Value index → rows per category DFS number. */
  valuesByCategory: Map<number, Int32Array>;
}
