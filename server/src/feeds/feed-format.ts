import type { Readable } from 'node:stream';

/** Prices are integers in minor units of the item's currency (stotinki for BGN). */
export interface FeedParam {
  name: string;
  value: string;
}

export interface FeedDelivery {
  /** Carrier code as sent, e.g. 'ECONT', 'SPEEDY', 'VLASTNI_PREPRAVA'. */
  id: string;
  price: number;
  priceCod: number | null;
  /** Whole days this carrier takes, when the feed says (Google `shipping` transit times); else null. */
  deliveryDays: number | null;
}

export interface FeedInstallment {
  months: number;
  /** Monthly amount in minor units of the item currency. */
  amount: number;
}

export interface FeedVoucher {
  code: string;
  /** Null when the feed gives no usable VALUE. */
  type: 'percent' | 'amount' | null;
  /** Whole percent (1–100) for 'percent', minor units for 'amount'. */
  value: number | null;
  description: string | null;
}

/** Millimetres; `from === to` unless the feed gives a range such as '160-200 см'. */
export interface DimensionRange {
  from: number;
  to: number;
}

export interface FeedDimensions {
  width: DimensionRange | null;
  height: DimensionRange | null;
  depth: DimensionRange | null;
  diameter: DimensionRange | null;
}

/** Whether the offer is new goods, used (Heureka 'bazaar') or refurbished. */
export type OfferCondition = 'new' | 'used' | 'refurbished';

/** One validated, normalised offer of a shop, independent of the feed format it came from. */
export interface FeedItem {
  itemId: string;
  itemGroupId: string | null;
  productName: string;
  product: string | null;
  /** Plain text: markup is removed and whitespace collapsed. */
  description: string | null;
  url: string;
  /** Up to 10 image URLs, the main image first. */
  images: string[];
  price: number;
  /** The shop's claimed old price; kept only when higher than `price`. */
  priceBeforeDiscount: number | null;
  currency: string;
  /** Valid GTIN, normalised to 13 digits (GTIN-8 stays 8). */
  ean: string | null;
  mpn: string | null;
  manufacturer: string | null;
  /** The shop's category path; null when the feed gives none (the import then reads the product name). */
  categoryText: string | null;
  /**
   * Where the category comes from when `categoryText` names none of ours: Google's `google_product_category` beside a
   * `product_type` (our category's long name when the Google taxonomy maps it, else as given), or a Heureka
   * CATEGORYTEXT read as a Google taxonomy id or path; null when there is nothing else to try.
   */
  categoryFallback: string | null;
  /** Parameters other than the recognised dimensions. */
  params: FeedParam[];
  dimensions: FeedDimensions;
  /** Whole days until dispatch; 0 means in stock. */
  deliveryDays: number | null;
  deliveries: FeedDelivery[];
  voucher: FeedVoucher | null;
  installment: FeedInstallment | null;
  /** Days the buyer may return the goods (cooling-off period); null when the feed does not say. */
  coolingOffDays: number | null;
  condition: OfferCondition;
}

export type FeedRecord =
  | {
      ok: true;
      item: FeedItem;
      line: number;
      warnings: string[];
      /** When the item as read stops being true although the feed stays the same (a sale period starts or ends). */
      expiresAt?: string;
    }
  | {
      ok: false;
      itemId?: string;
      line: number;
      reason: string;
      /** The feed itself is broken here; nothing after this point was read. */
      fatal?: true;
    };

export interface FeedParseOptions {
  /** Accept file:// image URLs (our own demo feeds); shop feeds get http(s) only. */
  allowFileUrls?: boolean;
  /** The import time, for time-limited values such as Google's sale_price_effective_date; defaults to now. */
  now?: Date;
}

/** A file path, or the bytes/text of a feed as a stream. */
export type FeedInput = string | Readable | AsyncIterable<string | Uint8Array>;

export interface ReportFields {
  id: string;
  category: string;
}

/** What the importer needs from a feed format; each format turns a stream into `FeedRecord`s. */
export interface FeedFormat {
  readonly name: string;
  /** How a shop knows the format, e.g. 'Google Merchant'. */
  readonly label: string;
  /** The document root elements the format comes with, by which it is detected (feeds/detect-format.ts). */
  readonly rootElements: readonly string[];
  /** The elements the import report names for an item's id and its category, as the format's own messages do. */
  readonly reportFields: ReportFields;
  parse(input: FeedInput, options?: FeedParseOptions): AsyncIterable<FeedRecord>;
}
