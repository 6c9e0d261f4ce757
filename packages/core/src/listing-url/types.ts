/** The six sorts of a listing (spec §3 Filtering response, sort group). */
export const SORTS = ['relevance', 'cheapest', 'expensive', 'discount', 'newest', 'rating'] as const;
export type ListingSort = (typeof SORTS)[number];

/** Feature filters, each its own group (a variant must have every selected feature). */
export const FEATURES = ['free-shipping', 'in-stock', 'voucher', 'discount', 'installments', 'fast-delivery'] as const;
export type ListingFeature = (typeof FEATURES)[number];

export const DIMENSIONS = ['width', 'height', 'depth', 'diameter'] as const;
export type ListingDimension = (typeof DIMENSIONS)[number];

/** What a listing route selects before any filter (issue 4 routes). */
export type BaseSelection =
  /** `/`: the home page listing (the whole catalogue); any filter moves it to `/products`. */
  | { kind: 'home' }
  /** `/products` or `/products/{categorySlug}`. */
  | { kind: 'category'; categorySlug: string | null }
  /** `/products/sales` or `/products/sales/{categorySlug}`: verified discounts. */
  | { kind: 'sales'; categorySlug: string | null }
  /** `/price-drops/{categorySlug}`: recent price drops by our price history. */
  | { kind: 'price-drops'; categorySlug: string }
  | { kind: 'vouchers' }
  | { kind: 'delivery-before-christmas' }
  | { kind: 'rooms' }
  | { kind: 'black-friday' }
  | { kind: 'garden-season' }
  | { kind: 'eco' }
  /** `/products/eshop/{shopSlug}` and `/products/eshop/{shopSlug}/voucher/{voucherCode}`. */
  | { kind: 'eshop'; shopSlug: string; voucherCode: string | null }
  /** `/eshop/{merchantId}`. */
  | { kind: 'merchant'; merchantId: number }
  /**
   * `/search?q={query}` or `/search/{categorySlug}?q={query}`: the variants matching a search query (normalised by
   * `normaliseSearchQuery`), the query string's first parameter.
   */
  | { kind: 'search'; query: string; categorySlug: string | null };

/** A range in whole units (of the primary currency for price, centimetres for dimensions); null = open end. */
export interface NumberRange {
  from: number | null;
  to: number | null;
}

/** One listing state. Canonical form: arrays sorted and free of duplicates, page ≥ 1. */
export interface ListingQuery {
  base: BaseSelection;
  features: ListingFeature[];
  /** Parameter slug → selected value slugs (OR within a parameter). */
  params: Record<string, string[]>;
  manufacturers: string[];
  shops: string[];
  sort: ListingSort;
  page: number;
  /** Price in whole units of the primary currency (leva or euro), the `priceFrom`/`priceTo` query parameters. */
  price: NumberRange;
  /** Dimension ranges in centimetres, the `dimension` query parameter. */
  dimensions: Partial<Record<ListingDimension, NumberRange>>;
}

/** The slugs a URL may use; anything else in a URL is an error. */
export interface ListingVocabulary {
  categories: ReadonlySet<string>;
  /** Parameter slug → its value slugs. */
  params: ReadonlyMap<string, ReadonlySet<string>>;
  manufacturers: ReadonlySet<string>;
  shops: ReadonlySet<string>;
}

export type ParseResult = { query: ListingQuery } | { redirect: string } | { error: string; field: string };
