import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { OfferCondition } from '../feeds/feed-format';

/**
 * The largest row id: ids are SERIAL (32-bit) on PostgreSQL, which refuses a larger number in a query as out of range
 * for the column, so ids taken from requests are bounded by it (SQLite's ids are 64-bit).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** ISO-8601 timestamp text; portable across SQLite and PostgreSQL. */
type Timestamp = string;

export interface ShopTable {
  id: Generated<number>;
  slug: string;
  name: string;
  url: string;
  paid: number;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name: string;
  /** Full path of names joined by ' | ', the way feeds write CATEGORYTEXT. */
  long_name: string;
  position: number;
  description: string | null;
  /** Menu section the top-level category belongs to: 'primary' or 'rooms'. */
  menu: string | null;
}

export interface ManufacturerTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  category_id: number;
  manufacturer_id: number | null;
  ean: string | null;
  mpn: string | null;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  updated_at: Timestamp;
  /** Normalised title key of the offer that created the product (catalogue/title-key.ts); null when its title has none. */
  title_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * What an offer's identifiers point at: every EAN/GTIN and manufacturer + MPN any offer of the product was
 * stored with, each pointing at the product it was first recorded for (feeds/importer.ts matchProduct).
 */
export interface ProductIdentifierTable {
  kind: IdentifierKind;
  /** The EAN, or `{manufacturer id}:{MPN}` (feeds/importer.ts mpnValue). */
  value: string;
  product_id: number;
}

export type IdentifierKind = 'ean' | 'mpn';

export interface VariantTable {
  id: Generated<number>;
  product_id: number;
  shop_id: number;
  /** The shop's own item id (Heureka ITEM_ID); unique per shop. */
  item_id: string;
  item_group_id: string | null;
  name: string;
  slug: string;
  description: string;
  url: string;
  /** Prices are integers in minor units of `currency`. */
  price: number;
  price_before_discount: number | null;
  currency: string;
  voucher_code: string | null;
  /** Percent (1–100) when voucher_type is 'percent', else minor units. */
  voucher_value: number | null;
  voucher_type: string | null;
  delivery_price: number | null;
  delivery_days: number | null;
  in_stock: number;
  active: number;
  installment_months: number | null;
  installment_amount: number | null;
  cooling_off_days: number | null;
  /** 'new', 'used' or 'refurbished' (feeds/feed-format.ts OfferCondition). */
  condition: ColumnType<OfferCondition, OfferCondition | undefined, OfferCondition>;
  /** JSON array of {name, value}. */
  params: string;
  width_from: number | null;
  width_to: number | null;
  height_from: number | null;
  height_to: number | null;
  depth_from: number | null;
  depth_to: number | null;
  diameter_from: number | null;
  diameter_to: number | null;
  rating: number | null;
  reviews_count: number;
  tier: string | null;
  /** Hash of the feed item's normalised content; an unchanged item is skipped on re-import. */
  content_hash: string;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  updated_at: Timestamp;
  /** Omnibus reference: lowest price (minor units of `currency`) in the 30 days before the current reduction; see catalogue/pricing.ts. */
  lowest_price_30d: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the shop's old price is backed by our own history; see catalogue/pricing.ts. */
  discount_verified: ColumnType<number, number | undefined, number>;
  /** When the current price came from a real drop (promoTags.priceDrop), else null. */
  price_drop_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** One observation per change of a variant's price, currency, stock or active flag. */
export interface PriceHistoryTable {
  id: Generated<number>;
  variant_id: number;
  price: number;
  currency: string;
  in_stock: number;
  active: number;
  recorded_at: Timestamp;
}

/** A delivery option of one offer, in the shop's order (Heureka DELIVERY, Google shipping). */
export interface VariantDeliveryTable {
  variant_id: number;
  position: number;
  /** Carrier code as the feed sends it, e.g. 'ECONT', 'SPEEDY'. */
  carrier_id: string;
  /** Minor units of the variant's currency. */
  price: number;
  price_cod: number | null;
  delivery_days: number | null;
}

/** A shop feed registered for scheduled re-import. */
export interface FeedTable {
  id: Generated<number>;
  shop_id: number;
  /** file://, http:// or https:// URL (or a local path). */
  url: string;
  /** 'heureka' or 'google'; null = detected from the root element. */
  format: string | null;
  interval_minutes: number;
  last_run_at: Timestamp | null;
  /** 'done', 'failed' (the import ran and failed) or 'error' (it could not run). */
  last_status: string | null;
  last_import_id: number | null;
  /** Why the last run failed or could not run; null after a run that was done. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the feed may name file: image URLs (a feed we produce ourselves, such as the demo's). */
  allow_file_images: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}

export interface ImageTable {
  id: Generated<number>;
  /** Where the original comes from: file:// or http(s):// URL as given by the feed. */
  source_url: string;
  width: number | null;
  height: number | null;
  /** The image type it answers under (`/img/{type}/…`); 'variant' for every image from a feed. */
  kind: Generated<string>;
}

export interface ImageDescriptorTable {
  image_id: number;
  /** services/visual/descriptor.ts DESCRIPTOR_VERSION at the time it was computed. */
  version: number;
  /** SHA-256 (hex) of the original it was computed from; null when the original could not be read. */
  source_hash: string | null;
  /** Base64 of the descriptor's float32 values; null when the original could not be read or decoded. */
  descriptor: string | null;
  error: string | null;
  computed_at: Timestamp;
}

export interface VariantImageTable {
  variant_id: number;
  position: number;
  image_id: number;
}

export interface FeedImportTable {
  id: Generated<number>;
  shop_id: number | null;
  source: string;
  format: string;
  status: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  items_total: number;
  items_imported: number;
  items_unchanged: number;
  items_failed: number;
  /** JSON array of {itemId, line, reason}. */
  report: string;
  /** The feed file and what its import depended on (importer.ts feedFingerprint); null when it failed early. */
  fingerprint: string | null;
  /** The result holds until then although the feed stays the same (a sale period starts or ends). */
  valid_until: Timestamp | null;
  /** 1 when the feed was identical to the last import's and so not read again. */
  feed_unchanged: Generated<number>;
}

export interface CatalogueChangeTable {
  id: Generated<number>;
  variant_id: number;
  changed_at: Timestamp;
}

export interface ClickTable {
  id: Generated<number>;
  variant_id: number;
  shop_id: number;
  source: number;
  position: number | null;
  request_id: string | null;
  page: string | null;
  created_at: Timestamp;
}

/** A promo campaign: while [starts_at, ends_at) runs, the qualifying offers of its shops carry its tag. */
export interface CampaignTable {
  id: Generated<number>;
  slug: string;
  /** The Variant.promoTags key it sets: 'blackFriday' or 'gardenSales'. */
  tag: string;
  name: string;
  /** ISO-8601 UTC (toISOString form), so text order is time order. */
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Only offers in this category's subtree qualify; null = every category. */
  category_id: number | null;
  /** 1 when only offers with a discount verified by our price history qualify. */
  requires_verified_discount: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}

/** A shop taking part in a campaign. */
export interface CampaignShopTable {
  campaign_id: number;
  shop_id: number;
  joined_at: Timestamp;
}

/** An account (docs/adr/0006-accounts.md). The e-mail is stored normalised (@uyut/core normaliseEmail). */
export interface UserTable {
  id: Generated<number>;
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  /** 'YYYY-MM-DD' */
  dob: string | null;
  /** 1 male, 2 female (spec §3). */
  gender: number | null;
  /** The file name under DATA_DIR/avatars; a new upload gets a new name, so URLs can be cached for ever. */
  avatar_file: string | null;
  /** Null until the e-mail is confirmed; an unconfirmed account cannot sign in. */
  confirmed_at: Timestamp | null;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  updated_at: Timestamp;
}

/** A role granted from the CLI: 'admin', 'editor' or 'eshop'. */
export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** A signed-in browser: the SHA-256 (hex) of the session cookie's random id. */
export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session. */
  expires_at: Timestamp;
}

/** A one-time code (confirmation or password reset): the SHA-256 (hex) of the code mailed. */
export interface UserCodeTable {
  code_hash: string;
  user_id: number;
  purpose: 'confirm' | 'reset';
  expires_at: Timestamp;
}

/** A like (docs/adr/0007-likes.md): owned by a user or, exactly otherwise, by a visitor (SHA-256 hex of its cookie). */
export interface LikeTable {
  id: Generated<number>;
  /** @uyut/core LIKE_ITEM_TYPES */
  item_type: string;
  /** Canonical: a variant id in decimal, or a comparison's variant ids ascending joined by '-'. */
  item_id: string;
  user_id: number | null;
  visitor_key: string | null;
  /** 1 when given with remarketing consent. */
  consent: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** A user's favourites share generation: a share token names it, and bumping it revokes every earlier token. */
export interface FavouriteShareTable {
  user_id: number;
  generation: number;
}

/**
 * A watchdog (docs/adr/0008-watchdog.md): a user's or an anonymous visitor's subscription to a variant's availability
 * (`target_price` null) or its price at or below `target_price`.
 */
export interface WatchdogTable {
  id: Generated<number>;
  variant_id: number;
  /** The owner when signed in; null for a visitor's watchdog. */
  user_id: number | null;
  /** The SHA-256 (hex) of the anonymous owner's visitor cookie; null for a user's watchdog. */
  visitor_key: string | null;
  /** Where alerts go (normalised, @uyut/core normaliseEmail). */
  email: string;
  type: 'availability' | 'price';
  /** Minor units of `target_currency` (the primary currency when it was set); null for availability. */
  target_price: number | null;
  target_currency: string | null;
  /** HMAC-SHA256 of the id under WATCHDOG_KEY, base64url: the unsubscribe link's proof. */
  unsubscribe_hash: string | null;
  /** Null while an anonymous subscription waits for its address to confirm it; no alert goes before. */
  confirmed_at: Timestamp | null;
  /** The SHA-256 (hex) of the mailed confirmation code, while unconfirmed. */
  confirmation_hash: string | null;
  /** 1 while the condition holds and its alert is written: one e-mail per crossing. */
  alerted: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Timestamp, Timestamp, never>;
  updated_at: Timestamp;
}

/** The outbox of alert e-mails: a row is written with its watchdog's alerted state and deleted once the mail went. */
export interface WatchdogAlertTable {
  id: Generated<number>;
  watchdog_id: number;
  /** The MailMessage as JSON. */
  message: string;
  created_at: Timestamp;
  /** When a sender last took it; another may take it again after a lease (a crash mid-send). */
  attempt_at: Timestamp | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** How many likes an item has: kept by triggers on `likes` (migration 0016, docs/adr/0007-likes.md). */
export interface LikeCountTable {
  item_type: string;
  item_id: string;
  count: number;
}

/** A number that moves with every like and unlike of an item type (migration 0018, docs/adr/0007-likes.md "Cache"). */
export interface LikeVersionTable {
  item_type: string;
  version: number | string;
}

export interface Database {
  shops: ShopTable;
  categories: CategoryTable;
  manufacturers: ManufacturerTable;
  products: ProductTable;
  product_identifiers: ProductIdentifierTable;
  variants: VariantTable;
  images: ImageTable;
  variant_images: VariantImageTable;
  image_descriptors: ImageDescriptorTable;
  feed_imports: FeedImportTable;
  meta: MetaTable;
  catalogue_changes: CatalogueChangeTable;
  clicks: ClickTable;
  price_history: PriceHistoryTable;
  variant_deliveries: VariantDeliveryTable;
  feeds: FeedTable;
  campaigns: CampaignTable;
  campaign_shops: CampaignShopTable;
  users: UserTable;
  user_roles: UserRoleTable;
  sessions: SessionTable;
  user_codes: UserCodeTable;
  likes: LikeTable;
  like_counts: LikeCountTable;
  like_versions: LikeVersionTable;
  favourite_shares: FavouriteShareTable;
  watchdogs: WatchdogTable;
  watchdog_alerts: WatchdogAlertTable;
}

export type Shop = Selectable<ShopTable>;
export type Category = Selectable<CategoryTable>;
export type NewVariant = Insertable<VariantTable>;
export type NewProduct = Insertable<ProductTable>;
export type RegisteredFeed = Selectable<FeedTable>;
